"""Shared by the benchmark scripts: the photo set, the builds, a private X display."""
import os, shutil, statistics, subprocess, tempfile, time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
WORK = os.path.join(ROOT, "bench", "out")
CONVERT = "/usr/bin/convert"  # Debian's ImageMagick, not any wrapper earlier on PATH


PHOTOGRAPHS = "/usr/share/backgrounds/mate"  # Debian's mate-backgrounds


def photos(count=4):
    """Real photographs, progressive and baseline in turn: the 5640x3172 Elephants
    (progressive, 16 MB) and a baseline copy of it, TwoWings (2560x1600 baseline) and
    a progressive copy; the copies are made losslessly with jpegtran, once, in bench/out."""
    os.makedirs(WORK, exist_ok=True)
    elephants = os.path.join(PHOTOGRAPHS, "abstract", "Elephants_5640x3172.jpg")
    wings = os.path.join(PHOTOGRAPHS, "nature", "TwoWings.jpg")
    made = [(elephants, "elephants-baseline.jpg", []), (wings, "twowings-progressive.jpg", ["-progressive"])]
    for source, name, flags in made:
        path = os.path.join(WORK, name)
        if not os.path.exists(path):
            subprocess.run(["jpegtran", "-copy", "all", "-optimize", *flags, "-outfile", path, source], check=True)
    paths = [elephants, os.path.join(WORK, "elephants-baseline.jpg"), wings, os.path.join(WORK, "twowings-progressive.jpg")]
    return paths[:count]


def big_photos():
    """Four 5120x2880 photographs made once from the photo set's Elephants, Wood and
    TwoWings, two of them progressive, in bench/out."""
    return made_photos(5120, 2880)


def made_photos(width, height):
    """Four photos of `width` x `height` cut from Elephants, Wood and TwoWings, two of them
    progressive, made once in bench/out."""
    sources = [("abstract", "Elephants_5640x3172.jpg", []), ("nature", "Wood.jpg", ["-interlace", "Plane"]),
               ("nature", "TwoWings.jpg", []), ("abstract", "Elephants_5640x3172.jpg", ["-interlace", "Plane", "-flop"])]
    os.makedirs(WORK, exist_ok=True)
    paths = []
    for index, (folder, name, flags) in enumerate(sources):
        path = os.path.join(WORK, f"arrange-{index}-{width}x{height}.jpg")
        if not os.path.exists(path):
            subprocess.run(["/usr/bin/convert", os.path.join(PHOTOGRAPHS, folder, name), "-resize", f"{width}x{height}^",
                            "-gravity", "center", "-extent", f"{width}x{height}", *flags, "-quality", "90", path], check=True)
        paths.append(path)
    return paths


def photos_24mp():
    """Four 6000x4000 (24 MP) photographs made once from the photo set's Elephants, Wood and
    TwoWings, two of them progressive, in bench/out: a camera's photos."""
    return made_photos(6000, 4000)


def baseline_photos():
    """Four 2560x1600 baseline JPEGs of the photo set: bench/export's all-baseline job."""
    return [os.path.join(PHOTOGRAPHS, "nature", name) for name in ("Aqua.jpg", "Garden.jpg", "YellowFlower.jpg", "LadyBird.jpg")]


def export_jobs():
    """bench/export's jobs, four photos each, all real photographs or made from them:
    four 2560x1600 baseline JPEGs; the mixed set of photos() (two progressive); and a
    set with two 48 MP PNGs (8000x6000, upscaled from Elephants and Wood), a 4000x3000
    4:2:0 phone-size JPEG (from Wood) and TwoWings. The made files stay in bench/out."""
    nature = lambda name: os.path.join(PHOTOGRAPHS, "nature", name)
    made = {
        "elephants-48mp.png": [os.path.join(PHOTOGRAPHS, "abstract", "Elephants_5640x3172.jpg"),
                               "-resize", "8000x6000^", "-gravity", "center", "-extent", "8000x6000"],
        "wood-48mp.png": [nature("Wood.jpg"), "-resize", "8000x6000!"],
        "wood-phone.jpg": [nature("Wood.jpg"), "-resize", "4000x3000!", "-sampling-factor", "4:2:0", "-quality", "90"],
    }
    for name, arguments in made.items():
        path = os.path.join(WORK, name)
        if not os.path.exists(path):
            subprocess.run([CONVERT, *arguments, path], check=True)
    return {
        "all-baseline": baseline_photos(),
        "mixed progressive": photos(4),
        "48 MP PNG": [os.path.join(WORK, name) for name in ("elephants-48mp.png", "wood-48mp.png", "wood-phone.jpg")]
                     + [nature("TwoWings.jpg")],
    }


def install_needs():
    """What the benchmarks need from Debian (scripts/deps --bench)."""
    subprocess.run([os.path.join(ROOT, "scripts", "deps"), "--bench"], check=True)


def build_release():
    """The release binary; BENCH_BINARY names an already-built one instead (no build)."""
    install_needs()
    if os.environ.get("BENCH_BINARY"):
        return os.environ["BENCH_BINARY"]
    # The one release build line, as scripts/run, make and the package build it.
    subprocess.run([os.path.join(ROOT, "scripts", "build-release")], cwd=ROOT, check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return os.path.join(ROOT, ".build", "release", "instagrid")


def display_in_use(number):
    """Whether an X server holds the display; a lock left by one that died does not count (Xvfb replaces it)."""
    try:
        pid = int(open(f"/tmp/.X{number}-lock").read().strip())
    except (OSError, ValueError):
        return False
    return os.path.exists(f"/proc/{pid}")


def compile_c(source, output, packages):
    """cc -O2 into bench/out, when the source is newer than the binary."""
    os.makedirs(WORK, exist_ok=True)
    path = os.path.join(WORK, output)
    if not os.path.exists(path) or os.path.getmtime(path) < os.path.getmtime(source):
        flags = subprocess.run(["pkg-config", "--cflags", "--libs", *packages], capture_output=True, text=True, check=True)
        subprocess.run(["cc", "-O2", "-o", path, source, *flags.stdout.split()], check=True)
    return path


class Desktop:
    """Xvfb plus a session bus, and a private HOME, for GUI measurements."""

    def __init__(self, number=77, accessibility=False):
        """`accessibility` leaves GTK's accessibility on, as it is for users; off, GTK_A11Y=none."""
        if display_in_use(number):
            raise RuntimeError(f"display :{number} is taken (/tmp/.X{number}-lock)")
        self.home = tempfile.mkdtemp(prefix="instagrid-bench-")
        self.display = f":{number}"
        self.xvfb = subprocess.Popen(["Xvfb", self.display, "-screen", "0", "1280x1024x24", "-nolisten", "tcp", "-noreset"],
                                     stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        wait_for(lambda: os.path.exists(f"/tmp/.X11-unix/X{number}"), 10)
        runtime = os.path.join(self.home, "runtime")
        os.makedirs(runtime, mode=0o700)
        socket = os.path.join(runtime, "bus")
        self.env = dict(os.environ, DISPLAY=self.display, GDK_BACKEND="x11", HOME=self.home,
                        XDG_CONFIG_HOME=os.path.join(self.home, ".config"), XDG_CACHE_HOME=os.path.join(self.home, ".cache"),
                        XDG_DATA_HOME=os.path.join(self.home, ".local", "share"),
                        XDG_STATE_HOME=os.path.join(self.home, ".local", "state"),
                        XDG_RUNTIME_DIR=runtime, DBUS_SESSION_BUS_ADDRESS=f"unix:path={socket}",
                        GSETTINGS_BACKEND="memory", LANG="C.UTF-8")
        if accessibility:
            self.env.pop("GTK_A11Y", None)
        else:
            self.env["GTK_A11Y"] = "none"
        # Services the bus starts on demand (the accessibility bus) get the same private HOME and display.
        self.bus = subprocess.Popen(["dbus-daemon", "--session", "--nofork", "--nopidfile",
                                     f"--address=unix:path={socket}"], env=self.env,
                                    stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        wait_for(lambda: os.path.exists(socket), 10)

    def xdotool(self, *args):
        return subprocess.run(["xdotool", *args], env=self.env, capture_output=True, text=True).stdout.split()

    def window_of(self, pid):
        found = self.xdotool("search", "--all", "--onlyvisible", "--pid", str(pid), "--name", ".")
        return found[-1] if found else None

    def name_has_owner(self, name):
        answer = subprocess.run(["gdbus", "call", "--session", "--dest", "org.freedesktop.DBus",
                                 "--object-path", "/org/freedesktop/DBus",
                                 "--method", "org.freedesktop.DBus.NameHasOwner", name],
                                env=self.env, capture_output=True, text=True).stdout
        return "true" in answer

    def close(self):
        for process in (self.bus, self.xvfb):
            process.terminate()
            process.wait()
        shutil.rmtree(self.home, ignore_errors=True)


class ThreadWork:
    """What one thread of a running process has done so far, from the kernel's own counts:
    CPU time from the scheduler (/proc/PID/task/TID/schedstat, nanoseconds) and how often it
    gave up the CPU to wait (voluntary context switches: each sleep in the main loop's poll).
    Two readings subtracted give the work between them."""

    def __init__(self, pid, tid):
        task = f"/proc/{pid}/task/{tid}"
        self.cpu_ms = int(open(f"{task}/schedstat").read().split()[0]) / 1e6
        status = dict(line.split(":", 1) for line in open(f"{task}/status"))
        self.waits = int(status["voluntary_ctxt_switches"])


def process_cpu_ms(pid):
    """CPU time (user and system) all threads of `pid` have used, in clock ticks (10 ms) made milliseconds."""
    fields = open(f"/proc/{pid}/stat").read().rpartition(")")[2].split()
    return (int(fields[11]) + int(fields[12])) * 1000 / os.sysconf("SC_CLK_TCK")


def wait_for(condition, seconds, step=0.002):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        result = condition()
        if result:
            return result
        time.sleep(step)
    raise TimeoutError("waited too long")


def read_trace(path):
    """INSTAGRID_TRACE's "<monotonic ms> <event>" lines, as (ms, event) pairs."""
    events = []
    with open(path) as trace:
        for line in trace:
            stamp, _, text = line.strip().partition(" ")
            if text:
                events.append((float(stamp), text))
    return events


def frame_gaps(events):
    """The "frame <gap ms>" lines of a trace (instagrid's or bare-window's), as (ms, gap) pairs."""
    return [(stamp, float(text.split()[1])) for stamp, text in events if text.startswith("frame ")]


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def gaps_between(events, start, end):
    return [gap for stamp, gap in frame_gaps(events) if start < stamp <= end]


def describe(name, events, start, end):
    """Frames per second that showed the grid painted anew (what the user sees move; a
    second paint within one frame counts once), and the gaps between frames from the
    monotonic clock."""
    gaps = gaps_between(events, start, end)
    frames = [stamp for stamp, _ in frame_gaps(events) if start < stamp <= end]
    draws = [stamp for stamp, text in events if text == "grid-drawn" and start < stamp <= end]
    painted = sum(1 for before, after in zip(frames, frames[1:]) if any(before < draw <= after for draw in draws))
    fps = painted / ((end - start) / 1000)
    print(f"{name}: {fps:.1f} frames a second with the grid painted anew over {end - start:.0f} ms; "
          f"frame gaps median {statistics.median(gaps):.1f} ms, "
          f"95th {percentile(gaps, 0.95):.1f} ms, max {max(gaps):.1f} ms, over 20 ms: {sum(g > 20 for g in gaps)}")
    return fps, percentile(gaps, 0.95), max(gaps)
