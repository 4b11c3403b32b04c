import Foundation
import InstagridTestSupport
import XCTest

/// Started where there is no display, the app says so and ends, never aborting: the
/// warm-up thread may be loading gdk-pixbuf's SVG loader as GTK exits, and glibc's exit
/// must not tear the libraries down under it (GObject then registered its types twice and
/// aborted, 3 starts in 71 on a busy machine).
final class StartWithoutDisplayTests: CommandTestCase {
    /// A library that holds every dlopen of the SVG loader for half a second: the warm-up's
    /// load then always overlaps GTK's exit, which happened by chance before.
    private func slowSVGLoader() throws -> String {
        let source = folder.file("slow-svg.c"), library = folder.file("slow-svg.so")
        try """
        #define _GNU_SOURCE
        #include <dlfcn.h>
        #include <string.h>
        #include <unistd.h>
        void *dlopen(const char *file, int mode) {
            static void *(*real)(const char *, int);
            if (!real) real = (void *(*)(const char *, int))dlsym(RTLD_NEXT, "dlopen");
            if (file && strstr(file, "pixbufloader-svg")) usleep(500000);
            return real(file, mode);
        }
        """.write(toFile: source, atomically: true, encoding: .utf8)
        let built = Shell.run(["cc", "-shared", "-fPIC", "-o", library, source, "-ldl"])
        try requireCapability(built.status == 0, "no C compiler to build the test's slow loader (build-essential): \(built.output)")
        return library
    }

    func testAStartWithoutADisplayEndsWithAWordAndWaitsForTheWarmUp() throws {
        let preload = try slowSVGLoader()
        for photos in [[], solidPhotos(3)] {
            let trace = folder.file("trace-\(photos.count)")
            let result = try InstagridProcess.run(photos, via: ["/usr/bin/env", "-u", "DISPLAY", "-u", "WAYLAND_DISPLAY", InstagridProcess.executable],
                                                  environment: ["LD_PRELOAD": preload, "INSTAGRID_TRACE": trace, "HOME": folder.path,
                                                                "XDG_RUNTIME_DIR": folder.path],
                                                  timeout: 30)
            XCTAssertEqual(result.status, 1, "no display: GTK's word and exit status 1, not an abort: \(result.stderr)")
            // GTK 4.8 says "cannot open display", 4.18 "Failed to open display".
            XCTAssertTrue(result.stderr.lowercased().contains("open display"), result.stderr)
            XCTAssertFalse(result.stderr.contains("GLib-GObject"), result.stderr)
            let events = (try? String(contentsOfFile: trace, encoding: .utf8)) ?? ""
            XCTAssertTrue(events.contains(" warmup-done"), "exit waited for the warm-up's loader: \(events)")
        }
    }
}
