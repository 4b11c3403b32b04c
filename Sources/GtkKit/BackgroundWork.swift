import Dispatch
import GLibKit
import Glibc

/// Work off the main loop, every piece of it finished before the process's libraries are
/// torn down. Once `main` returns, `exit` runs the atexit handlers and then each library's
/// destructors, while other threads run on:
/// - pixman 0.44 (Debian 13) frees the compositing implementations a Cairo call on another
///   thread is using: a share being prepared or a photo being decoded at Quit crashed the
///   app in libpixman;
/// - glibc marks the libraries unloaded while a `dlopen` on another thread (gdk-pixbuf's
///   loaders) runs their constructors again, and GObject's abort ("cannot register existing
///   fundamental type").
/// So exit first waits for the work started here, up to `exitWait`; work still running then
/// (a photo on a stalled network share) is left unfinished and the process ends at once,
/// without the destructors. Files are written whole or not at all (`AtomicFile`), so that
/// loses no file.
public nonisolated enum BackgroundWork {
    private static let running: DispatchGroup = {
        atexit(waitForRunningWork)
        return DispatchGroup()
    }()

    private static let exitWait = DispatchTimeInterval.seconds(20)

    /// Runs `work` on the global queue of `qos`.
    public static func start(qos: DispatchQoS.QoSClass, _ work: @escaping @Sendable () -> Void) {
        DispatchQueue.global(qos: qos).async(group: running, execute: work)
    }

    /// Runs `work` on `queue` (a concurrent queue of the caller's, say).
    public static func start(on queue: DispatchQueue, _ work: @escaping @Sendable () -> Void) {
        queue.async(group: running, execute: work)
    }

    private static let waitForRunningWork: @convention(c) () -> Void = {
        if running.wait(timeout: .now() + exitWait) == .timedOut {
            Log.warning("work off the main loop still running at exit; ending without it")
            _exit(EXIT_SUCCESS)
        }
    }
}
