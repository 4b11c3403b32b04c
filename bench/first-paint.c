/* For bench/startup: launches a command and reports when its first painted frame
 * reaches the screen, read back from the X server's framebuffer.
 *
 *   first-paint -c RRGGBB -b RRGGBB -r WxH+X+Y [-r ...] [-n PIXELS] [-e TOLERANCE]
 *               [-T TIMEOUT_MS] [-k LINGER_MS] [-o APP_OUTPUT] -- COMMAND [ARG...]
 *
 * 1. Waits (up to the timeout) until every pixel of the regions (-r, on the root
 *    window of $DISPLAY) shows the root background (-b): an earlier run's window
 *    is gone and cannot count.
 * 2. Reads CLOCK_MONOTONIC, forks and execs COMMAND (its output goes to -o, else
 *    /dev/null).
 * 3. Every 1 ms reads the regions back (XGetImage) until at least -n pixels (16)
 *    are within -e (3) of the colour -c on each channel.
 * 4. Waits -k ms (0), so the app writes what follows its first frame to a trace,
 *    then stops it (SIGTERM, then SIGKILL after 5 s) and reaps it.
 *
 * Prints "launch <monotonic ms at launch> paint <ms from launch to the first poll
 * that saw the colour> polls <count>" and exits 0. Exits 2 if the colour did not
 * appear within the timeout, 3 if the app ended first, 4 if the regions never
 * cleared, 1 on a usage or X error: a run that failed never reads as a time.
 *
 * Each poll is one small XGetImage per region: the X server that reads them
 * back is the one the app draws through, so the regions should stay thin
 * (bench/startup polls a one-pixel cross, 1240 pixels).
 */
#define _GNU_SOURCE
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#define MAX_REGIONS 8

typedef struct { int x, y, width, height; } Area;

static double now_ms(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static void sleep_until(struct timespec *next, long step_ns) {
    next->tv_nsec += step_ns;
    while (next->tv_nsec >= 1000000000L) { next->tv_nsec -= 1000000000L; next->tv_sec++; }
    while (clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, next, NULL) == EINTR) {}
}

static int parse_colour(const char *text, unsigned rgb[3]) {
    if (*text == '#') text++;
    char *end;
    unsigned long value = strtoul(text, &end, 16);
    if (strlen(text) != 6 || *end) return 0;
    rgb[0] = (value >> 16) & 0xff; rgb[1] = (value >> 8) & 0xff; rgb[2] = value & 0xff;
    return 1;
}

static int near(unsigned long pixel, const unsigned rgb[3], int tolerance) {
    int channel[3] = { (int)((pixel >> 16) & 0xff), (int)((pixel >> 8) & 0xff), (int)(pixel & 0xff) };
    for (int i = 0; i < 3; i++) if (abs(channel[i] - (int)rgb[i]) > tolerance) return 0;
    return 1;
}

/* How many pixels of the regions are near `rgb`; -1 if the server refused a read. */
static long count_near(Display *display, Window root, const Area *regions, int count,
                       const unsigned rgb[3], int tolerance, long *total) {
    long found = 0;
    *total = 0;
    for (int r = 0; r < count; r++) {
        XImage *image = XGetImage(display, root, regions[r].x, regions[r].y, regions[r].width,
                                  regions[r].height, AllPlanes, ZPixmap);
        if (!image) return -1;
        for (int y = 0; y < image->height; y++)
            for (int x = 0; x < image->width; x++)
                found += near(XGetPixel(image, x, y), rgb, tolerance);
        *total += (long)image->width * image->height;
        XDestroyImage(image);
    }
    return found;
}

static void stop(pid_t child) {
    kill(child, SIGTERM);
    for (int i = 0; i < 5000; i++) {
        if (waitpid(child, NULL, WNOHANG) == child) return;
        usleep(1000);
    }
    kill(child, SIGKILL);
    waitpid(child, NULL, 0);
}

static int usage(void) {
    fprintf(stderr, "usage: first-paint -c RRGGBB -b RRGGBB -r WxH+X+Y [-r ...] [-n PIXELS] [-e TOLERANCE] "
                    "[-T TIMEOUT_MS] [-k LINGER_MS] [-o APP_OUTPUT] -- COMMAND [ARG...]\n");
    return 1;
}

int main(int argc, char **argv) {
    unsigned colour[3], background[3];
    int have_colour = 0, have_background = 0, region_count = 0, tolerance = 3, option;
    long minimum = 16, timeout_ms = 10000, linger_ms = 0;
    const char *output = "/dev/null";
    Area regions[MAX_REGIONS];
    while ((option = getopt(argc, argv, "+c:b:r:n:e:T:k:o:")) != -1) {
        switch (option) {
        case 'c': have_colour = parse_colour(optarg, colour); break;
        case 'b': have_background = parse_colour(optarg, background); break;
        case 'r':
            if (region_count == MAX_REGIONS) return usage();
            Area *region = &regions[region_count++];
            if (sscanf(optarg, "%dx%d+%d+%d", &region->width, &region->height, &region->x, &region->y) != 4
                || region->width <= 0 || region->height <= 0) return usage();
            break;
        case 'n': minimum = atol(optarg); break;
        case 'e': tolerance = atoi(optarg); break;
        case 'T': timeout_ms = atol(optarg); break;
        case 'k': linger_ms = atol(optarg); break;
        case 'o': output = optarg; break;
        default: return usage();
        }
    }
    if (!have_colour || !have_background || region_count == 0 || optind >= argc || minimum < 1) return usage();

    Display *display = XOpenDisplay(NULL);
    if (!display) { fprintf(stderr, "first-paint: cannot open display %s\n", getenv("DISPLAY")); return 1; }
    Window root = DefaultRootWindow(display);
    Visual *visual = DefaultVisual(display, DefaultScreen(display));
    if (visual->red_mask != 0xff0000 || visual->green_mask != 0xff00 || visual->blue_mask != 0xff) {
        fprintf(stderr, "first-paint: needs a 24-bit RGB screen (Xvfb -screen 0 WxHx24)\n");
        return 1;
    }
    long total, found;

    /* 1. Nothing but the root background where we look. */
    double deadline = now_ms() + timeout_ms;
    for (;;) {
        found = count_near(display, root, regions, region_count, background, tolerance, &total);
        if (found < 0) { fprintf(stderr, "first-paint: XGetImage failed (region off the screen?)\n"); return 1; }
        if (found == total) break;
        if (now_ms() > deadline) {
            fprintf(stderr, "first-paint: the regions never cleared to the root background (%ld of %ld pixels)\n",
                    found, total);
            return 4;
        }
        usleep(2000);
    }

    /* 2. Launch. */
    double launch = now_ms();
    pid_t child = fork();
    if (child < 0) { perror("first-paint: fork"); return 1; }
    if (child == 0) {
        int out = open(output, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
        if (out >= 0) { dup2(out, STDOUT_FILENO); dup2(out, STDERR_FILENO); }
        close(ConnectionNumber(display));
        execvp(argv[optind], argv + optind);
        perror("first-paint: exec");
        _exit(127);
    }

    /* 3. Poll every millisecond. */
    struct timespec next;
    clock_gettime(CLOCK_MONOTONIC, &next);
    long polls = 0;
    double seen = -1;
    while (now_ms() - launch <= timeout_ms) {
        found = count_near(display, root, regions, region_count, colour, tolerance, &total);
        polls++;
        if (found >= minimum) { seen = now_ms(); break; }
        int status;
        if (waitpid(child, &status, WNOHANG) == child) {
            fprintf(stderr, "first-paint: %s ended (%s %d) before painting the colour\n", argv[optind],
                    WIFEXITED(status) ? "status" : "signal",
                    WIFEXITED(status) ? WEXITSTATUS(status) : WTERMSIG(status));
            return 3;
        }
        sleep_until(&next, 1000000L);
    }
    if (seen < 0) {
        fprintf(stderr, "first-paint: no %ld pixels of #%02x%02x%02x within %ld ms (%ld polls; best %ld of %ld)\n",
                minimum, colour[0], colour[1], colour[2], timeout_ms, polls, found, total);
        stop(child);
        return 2;
    }

    /* 4. Let the app trace what follows, then end it. */
    if (linger_ms > 0) usleep(linger_ms * 1000);
    stop(child);
    printf("launch %.3f paint %.3f polls %ld\n", launch, seen - launch, polls);
    XCloseDisplay(display);
    return 0;
}
