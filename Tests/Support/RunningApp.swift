import Foundation
import InstagridActions
import InstagridTrace
import XCTest

/// The real app in a real window on a virtual display, driven with xdotool as a
/// person would: pointer clicks, keys, window resizes, screenshots.
public final class RunningApp {
    public let display: VirtualDisplay
    /// HOME and the XDG folders; pass the same one again to start "the next day".
    public let home: TemporaryFolder
    private let bus: Process
    private let process: Process
    /// The desktop services started before the app (`services`), ended with it.
    private let services: [Process]
    public private(set) var windowID = ""
    /// Where keys go: the window clicked last (a dialog, say), or the main window.
    private var focusedWindow = ""
    /// xclip serving what `paste` copied.
    private var clipboard: Process?
    private let log: String
    public let environment: [String: String]

    /// Starts `instagrid` with its own session bus and its own HOME and XDG folders,
    /// so no user setting leaks in and nothing leaks out.
    /// An ordinary user to run the app (and its session bus) as, instead of the test's own.
    public struct User: Sendable {
        public let uid: uid_t, gid: gid_t
        public static let nobody = User(uid: 65534, gid: 65534)

        /// The command that runs `command` as this user.
        public func running(_ command: [String]) -> [String] {
            ["/usr/bin/setpriv", "--reuid=\(uid)", "--regid=\(gid)", "--clear-groups"] + command
        }
    }

    /// The app's trace (INSTAGRID_TRACE): events a test can wait for instead of sleeping.
    public let tracePath: String

    /// `workingDirectory` defaults to the private home: a save dialog opened there never
    /// writes into the folder the tests were started from. `title`: the window's name once
    /// it opens (a document's, where one is given).
    public init(display: VirtualDisplay, arguments: [String] = [], environment extra: [String: String] = [:],
                executable: String = InstagridProcess.executable, workingDirectory: String? = nil,
                home: TemporaryFolder = TemporaryFolder(), user: User? = nil, frameColour: Color = .gridFrame,
                title: String = "^Instagrid$", services: [DesktopService] = []) throws {
        self.display = display
        self.home = home
        log = home.file("app.log")
        tracePath = extra["INSTAGRID_TRACE"] ?? home.file("trace")
        try Data().write(to: URL(fileURLWithPath: log))
        for folder in ["config", "data", "cache", "state", "runtime"] {
            try FileManager.default.createDirectory(atPath: home.file(folder), withIntermediateDirectories: true)
        }
        chmod(home.file("runtime"), 0o700)
        let busSocket = home.file("runtime/bus")
        let busConfig = try SessionBusConfig.write(in: home, socket: busSocket)
        if let user {
            Shell.run(["chown", "-R", "\(user.uid):\(user.gid)", home.path])
        }
        environment = ProcessInfo.processInfo.environment.merging([
            "DISPLAY": display.name, "GDK_BACKEND": "x11", "HOME": home.path,
            "XDG_CONFIG_HOME": home.file("config"), "XDG_DATA_HOME": home.file("data"),
            "XDG_CACHE_HOME": home.file("cache"), "XDG_STATE_HOME": home.file("state"),
            "XDG_RUNTIME_DIR": home.file("runtime"), "DBUS_SESSION_BUS_ADDRESS": "unix:path=\(busSocket)",
            "GSETTINGS_BACKEND": "memory", "GTK_A11Y": "none", "INSTAGRID_TRACE": tracePath,
        ]) { $1 }.merging(PlainLocale.environment) { $1 }.merging(Self.sanitizerOptions) { $1 }.merging(ShaderCache.environment) { $1 }
            .merging(extra) { $1 }
        bus = Process()
        let busCommand = ["/usr/bin/dbus-daemon", "--config-file=\(busConfig)", "--nofork", "--nopidfile"]
        let busLine = user?.running(busCommand) ?? busCommand
        bus.executableURL = URL(fileURLWithPath: busLine[0])
        bus.arguments = Array(busLine.dropFirst())
        // What the bus starts (the accessibility bus's launcher) puts its sockets under the
        // app's runtime folder and display: from the test runner's, tests side by side took
        // one another's accessibility bus, and a developer's desktop lost its own.
        bus.environment = environment
        bus.standardOutput = FileHandle.nullDevice
        bus.standardError = FileHandle.nullDevice
        try bus.run()
        guard Shell.waitUntil(seconds: 10, { FileManager.default.fileExists(atPath: busSocket) }) else {
            throw TestEnvironmentError("the session bus did not start")
        }
        // What the session runs before any application starts, on the app's bus.
        let environment = environment
        self.services = try services.map { try $0.start(environment: environment) }
        process = Process()
        let command = user?.running([executable] + arguments) ?? [executable] + arguments
        process.executableURL = URL(fileURLWithPath: command[0])
        process.arguments = Array(command.dropFirst())
        process.currentDirectoryURL = URL(fileURLWithPath: workingDirectory ?? home.path)
        process.environment = environment
        process.standardOutput = FileHandle(forWritingAtPath: log)
        process.standardError = FileHandle(forWritingAtPath: log)
        try process.run()
        var found: String?
        guard Shell.waitUntil(seconds: 20, { found = findWindow(title); return found != nil }), let found else {
            throw TestEnvironmentError("no Instagrid window appeared; log:\n\(output)")
        }
        windowID = found
        focusedWindow = found
        // The first frame: the grid's frame colour (the design's, unless a session says otherwise) is on screen.
        guard Shell.waitUntil(seconds: 10, { screenshot()?.bounds(of: frameColour) != nil }) else {
            throw TestEnvironmentError("the window never showed the grid; log:\n\(output)")
        }
        // A person's pointer rests on the window they are about to type into.
        xdotool(["mousemove", "--window", found, "1", "1"])
    }

    /// scripts/sanitize gives the app full-stack leak tracking (INSTAGRID_TEST_APP_ASAN_OPTIONS)
    /// while the test process keeps the fast unwinder, which alone costs the app enough.
    static var sanitizerOptions: [String: String] {
        ProcessInfo.processInfo.environment["INSTAGRID_TEST_APP_ASAN_OPTIONS"].map { ["ASAN_OPTIONS": $0] } ?? [:]
    }

    /// Ends the app as a crash or `kill -9` would: no chance to save anything.
    public func kill() {
        Glibc.kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    /// Sends the app a signal, as the session does at logout (SIGTERM) or a terminal's Ctrl+C (SIGINT).
    public func signal(_ number: Int32) {
        Glibc.kill(process.processIdentifier, number)
    }

    /// Whether the app has ended through its own exit with status 0, not by a signal.
    public var exitedCleanly: Bool {
        !process.isRunning && process.terminationReason == .exit && process.terminationStatus == 0
    }

    /// How the app ended, for a failure's message: "exit 0", "signal 11", and the end of what it printed.
    public var ending: String {
        let how = process.isRunning ? "running" : "\(process.terminationReason == .exit ? "exit" : "signal") \(process.terminationStatus)"
        let printed = ((try? String(contentsOfFile: log, encoding: .utf8)) ?? "").suffix(2000)
        return printed.isEmpty ? how : "\(how), having printed:\n\(printed)"
    }

    deinit {
        // No test makes the app fail: one that ended by itself with a failure's status (GDK
        // ends it with 1 on an X error) took the window away in the middle of the test.
        let endedByItself = !process.isRunning && process.terminationReason == .exit && process.terminationStatus != 0
        for child in [process, bus] + services + (clipboard.map { [$0] } ?? []) where child.isRunning {
            child.terminate()
            if !Shell.waitUntil(seconds: 5, { !child.isRunning }) { Glibc.kill(child.processIdentifier, SIGKILL) }
        }
        // SIGTERM above ends the app through its main loop, so any other signal is a crash,
        // most likely at exit, where work still running off the main loop meets the teardown.
        // Swift's backtracer may still be writing when SIGKILL comes: its report counts too.
        let printed = output
        if let report = printed.range(of: "*** Program crashed") {
            XCTFail("the app crashed:\n\(printed[report.lowerBound...].prefix(12_000))")
        } else if process.crashed {
            XCTFail("the app crashed: \(ending)")
        } else if endedByItself {
            XCTFail("the app ended by itself: \(ending)")
        }
    }

    public var pid: Int32 { process.processIdentifier }

    public var output: String { (try? String(contentsOfFile: log, encoding: .utf8)) ?? "" }
    public var isRunning: Bool { process.isRunning }

    public func findWindow(_ namePattern: String) -> String? {
        // Only this process's windows: an earlier test's app may still be closing on the same display.
        searchWindows(["--name", namePattern]).last
    }

    /// The app's windows on screen now: its own, its dialogs, and the popups GTK maps for
    /// a drop-down's list or a menu.
    public var windows: Set<String> {
        Set(searchWindows([]))
    }

    /// Where `window` lies on the screen, as X says now; nil once it is gone.
    public func screenFrame(of window: String) -> (x: Int, y: Int, width: Int, height: Int)? {
        let geometry = Shell.run(["xdotool", "getwindowgeometry", "--shell", window], environment: ["DISPLAY": display.name]).output
        var value: [String: Int] = [:]
        for line in geometry.split(separator: "\n") {
            let parts = line.split(separator: "=")
            if parts.count == 2, let number = Int(parts[1]) { value[String(parts[0])] = number }
        }
        guard let x = value["X"], let y = value["Y"], let width = value["WIDTH"], let height = value["HEIGHT"] else { return nil }
        return (x, y, width, height)
    }

    /// The app's visible windows that `criteria` pick, as xdotool lists them. Once (Debian 13,
    /// under load) the question before replacing a file was found and, a moment later, not,
    /// as the save dialog closed beside it: a window destroyed while xdotool walks the tree
    /// is the likely cause. Nothing found is taken only when a second search agrees.
    private func searchWindows(_ criteria: [String]) -> [String] {
        for _ in 0..<2 {
            let found = Shell.run(["xdotool", "search", "--all", "--onlyvisible", "--pid", "\(pid)"] + criteria,
                                  environment: ["DISPLAY": display.name])
            let windows = found.output.split(separator: "\n").map(String.init)
            if !windows.isEmpty { return windows }
        }
        return []
    }

    /// Waits for a window of the app that is not among `earlier` (a list or a menu that
    /// keys opened) and returns it; nil if none opened in time.
    public func waitForWindow(besides earlier: Set<String>, seconds: Double = 10) -> String? {
        var opened: String?
        return Shell.waitUntil(seconds: seconds, { opened = windows.subtracting(earlier).first; return opened != nil }) ? opened : nil
    }

    public func screenshot(window: String? = nil) -> Screenshot? {
        let target = window ?? windowID
        let path = home.file("shot-\(UUID().uuidString)")
        defer { for file in [path + ".xwd", path + ".png"] { try? FileManager.default.removeItem(atPath: file) } }
        let dumped = Shell.run(["timeout", "10", "xwd", "-silent", "-id", target, "-out", path + ".xwd"], environment: ["DISPLAY": display.name])
        if dumped.status == 0, let dump = FileManager.default.contents(atPath: path + ".xwd"), let image = WindowDump.picture(in: dump) {
            return Screenshot(image: image)
        }
        // X refuses to give a window's pixels while part of it is off the screen (BadMatch);
        // ImageMagick clips the window to the screen first.
        let taken = Shell.run(["timeout", "10", "import", "-window", target, path + ".png"], environment: ["DISPLAY": display.name])
        return taken.status == 0 ? DecodedFile(path: path + ".png").map(Screenshot.init) : nil
    }

    /// Waits for a screenshot that satisfies `condition` and returns it; nil if none did in time.
    public func waitForScreen(seconds: Double = 10, _ condition: (Screenshot) -> Bool) -> Screenshot? {
        Screenshot.wait(seconds: seconds, taking: { screenshot() }, until: condition)
    }

    /// Like `waitForScreen`, but only from the window's first paint after the last action on,
    /// and only a screen two screenshots in a row agree on: a screenshot taken just after an
    /// action can still show the window from before it (the words' menu was once sought where
    /// the words had been).
    public func waitForSettledScreen(seconds: Double = 10, _ condition: (Screenshot) -> Bool) -> Screenshot? {
        let lastAction = traceEvents.lastIndex { $0.is(.actionActivated) } ?? -1
        guard Shell.waitUntil(seconds: seconds, { traceEvents.dropFirst(lastAction + 1).contains { $0.is(.gridDrawn) } }) else {
            print("no paint of the grid after the last action; the trace ends \(traceEvents.suffix(12).map(\.description))")
            return nil
        }
        var previous: Screenshot?
        return waitForScreen(seconds: seconds) { shot in
            defer { previous = shot }
            guard let previous, previous.width == shot.width, previous.height == shot.height,
                  previous.difference(from: shot.image, at: 0, 0).mean == 0 else { return false }
            return condition(shot)
        }
    }

    /// The trace's events so far, without their times (share-start, photo-drawn 0 400x300, …).
    public var traceEvents: [TraceLine] { Self.traceEvents(at: tracePath) }

    /// The events of the trace file at `path` so far, without their times or the frames.
    public static func traceEvents(at path: String) -> [TraceLine] {
        let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").compactMap { line in
            line.firstIndex(of: " ").map { TraceLine(text: String(line[line.index(after: $0)...])) }
        }.filter { !$0.is(.frame) }
    }

    /// Waits until the trace holds `count` `event`s whose details start with `details`; false
    /// if it never did.
    public func waitForTrace(_ event: TraceEvent, _ details: String = "", count: Int = 1, seconds: Double = 10) -> Bool {
        Shell.waitUntil(seconds: seconds) { traceEvents.filter { $0.is(event, details) }.count >= count }
    }

    /// Activates the application's action from outside, as `gapplication action` does; its exit status.
    @discardableResult
    public func action(_ action: AppAction, _ parameter: String? = nil) -> Int32 {
        action.activate(parameter, environment: environment).status
    }

    public func click(_ x: Int, _ y: Int, window: String? = nil) {
        let target = window ?? windowID
        focusedWindow = target
        // With no window manager, clicking does not focus a window; a person's click would.
        xdotool(["windowfocus", target])
        xdotool(["mousemove", "--window", target, "\(x)", "\(y)", "click", "1"])
        // Park the pointer in the window's corner, so no hover effect or tooltip sits in the next screenshot.
        xdotool(["mousemove", "--window", target, "1", "1"])
    }

    /// Closes with Escape the window that opened besides `windows` (a dialog, a chooser), once it
    /// shows, and gives the keyboard back to the main window.
    public func closeWithEscape(windowBesides windows: Set<String>, file: StaticString = #filePath, line: UInt = #line) {
        guard let opened = waitForWindow(besides: windows) else { return XCTFail("no window opened", file: file, line: line) }
        // A dialog just mapped may still be drawing its content: Escape before it has the keys is lost.
        XCTAssertTrue(waitUntilStill(opened), "the window is drawn", file: file, line: line)
        click(5, 5, window: opened)
        key("Escape")
        XCTAssertTrue(Shell.waitUntil { !self.windows.contains(opened) }, "Escape closes it", file: file, line: line)
        focus(windowID)
    }

    /// Sends the next keys to `window`, as a person's alt-tab or glance would.
    public func focus(_ window: String) {
        focusedWindow = window
        xdotool(["windowfocus", window])
    }

    /// Presses at (x, y), moves by (dx, dy) in `steps` motions `stepDelay` seconds apart, releases.
    /// The press and the first motion go in one xdotool: started apart, a busy machine could
    /// send the first motion later than the hold time after the press, and the app then lifts
    /// the photo (ShareTests, twice in one run beside the soak). The other motions go one
    /// xdotool each, `stepDelay` apart: in one chain of xdotool's own sleeps the app saw a
    /// divider's drag as none (NothingVanishesWindowTests).
    public func drag(from x: Int, _ y: Int, by dx: Int, _ dy: Int, steps: Int = 12, stepDelay: Double = 0.02) {
        xdotool(["windowfocus", windowID])
        xdotool(["mousemove", "--window", windowID, "\(x)", "\(y)", "mousedown", "1",
                 "mousemove", "--window", windowID, "\(x + dx / steps)", "\(y + dy / steps)"])
        for step in stride(from: 2, through: steps, by: 1) {
            usleep(useconds_t(stepDelay * 1_000_000))
            xdotool(["mousemove", "--window", windowID, "\(x + dx * step / steps)", "\(y + dy * step / steps)"])
        }
        xdotool(["mouseup", "1"])
        xdotool(["mousemove", "--window", windowID, "1", "1"])
    }

    /// Presses at (x, y) and holds still until the app traces `event` (the press was taken:
    /// a line grabbed, a photo lifted), then drags by (dx, dy) and releases. False, with the
    /// button released where it was pressed, if `event` never came.
    @discardableResult
    public func holdAndDrag(from x: Int, _ y: Int, by dx: Int, _ dy: Int, heldWhen event: TraceEvent, steps: Int = 12) -> Bool {
        let before = traceEvents.filter { $0.is(event) }.count
        xdotool(["windowfocus", windowID])
        xdotool(["mousemove", "--window", windowID, "\(x)", "\(y)", "mousedown", "1"])
        let held = waitForTrace(event, count: before + 1)
        for step in 1...steps where held {
            xdotool(["mousemove", "--window", windowID, "\(x + dx * step / steps)", "\(y + dy * step / steps)"])
        }
        xdotool(["mouseup", "1"])
        xdotool(["mousemove", "--window", windowID, "1", "1"])
        return held
    }

    public func key(_ keys: String...) { key(keys) }

    public func key(_ keys: [String]) {
        xdotool(["windowfocus", focusedWindow])
        xdotool(["key"] + keys)
    }

    public func type(_ text: String) {
        xdotool(["type", "--delay", "5", text])
    }

    /// Pastes `text` where the keyboard focus is, as a person pastes a path they copied:
    /// in one piece, so an entry's completion cannot land between typed letters (GTK 4.18's
    /// location entry completes inline, while the typing goes on).
    public func paste(_ text: String, with keys: String = "ctrl+v") {
        clipboard?.terminate()
        // In the foreground (-quiet), serving the clipboard until the next paste or the app's
        // end: forked into the background, it would keep the pipe Foundation watches for its
        // exit, and waiting for it would never end.
        let copy = Process()
        copy.executableURL = URL(fileURLWithPath: "/usr/bin/xclip")
        copy.arguments = ["-selection", "clipboard", "-i", "-quiet"]
        copy.environment = ["DISPLAY": display.name]
        let input = Pipe()
        copy.standardInput = input
        copy.standardOutput = FileHandle.nullDevice
        copy.standardError = FileHandle.nullDevice
        guard (try? copy.run()) != nil else { return XCTFail("xclip did not start") }
        clipboard = copy
        input.fileHandleForWriting.write(Data(text.utf8))
        try? input.fileHandleForWriting.close()
        XCTAssertTrue(Shell.waitUntil {
            selection("clipboard") == text
        }, "the clipboard holds the text to paste")
        key(keys)
    }

    public func resize(width: Int, height: Int) {
        xdotool(["windowsize", windowID, "\(width)", "\(height)"])
    }

    public func xdotool(_ arguments: [String]) {
        Shell.run(["xdotool"] + arguments, environment: ["DISPLAY": display.name])
    }

    /// Names the file in GTK's own save dialog as a person would: select the suggested
    /// name, type over it, press Enter once the name reads as typed.
    public func answerSaveChooser(with path: String, title: String = "^Save Picture$",
                                  file: StaticString = #filePath, line: UInt = #line) {
        // GTK's file chooser builds a great deal the first time: on a machine loaded past its
        // two cores (a soak's two legs and a benchmark beside) it took longer than 10 s once.
        guard Shell.waitUntil(seconds: 30, { findWindow(title) != nil }), let chooser = findWindow(title) else {
            return XCTFail("the save dialog did not open; the trace ends \(traceEvents.suffix(8).map(\.description)); the app wrote: \(output.suffix(2000))",
                           file: file, line: line)
        }
        for _ in 0..<3 {
            focus(chooser)
            key("ctrl+a")
            paste(path)
            // GTK 4.18 completes a name inline ("holiday" to the existing "holiday.png", the
            // rest selected): a person who meant what they typed deletes it. At the end of an
            // uncompleted name Delete does nothing.
            key("Delete")
            // Enter, and what follows is the caller's: the dialog may close, or GTK may ask
            // before replacing a file.
            if entryReads(path) { return key("Return") }
        }
        XCTFail("the save dialog's name never read \(path)", file: file, line: line)
    }

    /// Answers GTK's own file chooser as a person would: paste the path, press Enter once it
    /// reads as typed.
    public func answerFileChooser(with path: String, title: String = "^Choose a Photo$",
                                  file: StaticString = #filePath, line: UInt = #line) {
        guard Shell.waitUntil(seconds: 30, { findWindow(title) != nil }), let chooser = findWindow(title) else {
            return XCTFail("the file chooser did not open", file: file, line: line)
        }
        for _ in 0..<3 {
            guard enterLocation(path, in: chooser) else { continue }
            key("Return")
            if Shell.waitUntil(seconds: 5, { findWindow(title) == nil }) { return }
        }
        XCTFail("the file chooser did not close", file: file, line: line)
    }

    /// Goes into `folder` in the file chooser `chooser` as a person would, by its path and
    /// Enter, and whether the list then shows `name`, one of its files, read on the screen.
    /// An Enter that left the list as it was (CI at 04d77da: 40 s without the folder's names
    /// in the list, on Debian 12) is made again, with the path typed anew.
    public func openFolder(_ folder: String, showing name: String, in chooser: String,
                           file: StaticString = #filePath, line: UInt = #line) -> Bool {
        let location = folder.hasSuffix("/") ? folder : folder + "/"
        var read: [String] = []
        for _ in 0..<3 {
            guard enterLocation(location, in: chooser) else { continue }
            key("Return")
            if Shell.waitUntil(seconds: 10, {
                read = words(in: chooser).map(\.text)
                return read.contains(name)
            }) { return true }
        }
        XCTFail("the file chooser never listed \(name); it read last: \(read.joined(separator: " "))", file: file, line: line)
        return false
    }

    /// Puts `path` in a file dialog's location entry, pasted whole (GTK 4.18 completes inline
    /// while letters are typed), and whether the entry reads it; a paste that came before the
    /// entry had the keyboard is made again, as a person would.
    public func enterLocation(_ path: String, in chooser: String) -> Bool {
        for _ in 0..<3 {
            click(300, 150, window: chooser)
            key("ctrl+l")
            key("ctrl+a")  // the location may still hold the last choice
            paste(path)
            if entryReads(path) { return true }
        }
        return false
    }

    /// Whether the entry with the keyboard reads `text` within a few seconds. GTK fills a
    /// file dialog's entry in as it goes (the suggested name as a save dialog maps, a
    /// completion once the folder is read), so a key or a paste that came too early may be
    /// overwritten: like a person, the caller then types the path again.
    private func entryReads(_ text: String) -> Bool {
        Shell.waitUntil(seconds: 5) { entryText == text }
    }

    /// The text of the entry with the keyboard, read as X11 offers a selection: selected whole,
    /// it is the primary selection, which the app serves.
    private var entryText: String {
        key("ctrl+a")
        return selection("primary")
    }

    /// What the X11 selection `name` holds, as `target` (the text by default), or "" if its
    /// owner does not answer within 5 s. xclip waits for the answer for ever: one request to
    /// the save dialog's entry, just after Ctrl+A claimed the selection anew, went unanswered
    /// and the suite hung (Debian 13, ShareTests, in a soak; why GTK did not answer is not known).
    public func selection(_ name: String, as target: String? = nil) -> String {
        Shell.run(["timeout", "5", "xclip", "-selection", name] + (target.map { ["-t", $0] } ?? []) + ["-o"],
                  environment: ["DISPLAY": display.name]).output
    }
}
