import Glibc
import GtkKit

/// Timing diagnostics for benchmarks, tests and bug reports: with INSTAGRID_TRACE
/// set to a file path, events and frame-to-frame gaps are appended there as
/// "<monotonic ms> <event>" lines. Without it, nothing is recorded.
nonisolated enum Trace {
    // Unsafe only in name: the pointer is set once, and stdio locks each stream for every call.
    nonisolated(unsafe) private static let file: UnsafeMutablePointer<FILE>? = {
        guard let path = getenv("INSTAGRID_TRACE").map({ String(cString: $0) }), !path.isEmpty else { return nil }
        return fopen(path, "w")
    }()

    static var isOn: Bool { file != nil }

    /// Safe from any thread.
    static func event(_ text: String) {
        guard let file else { return }
        fputs("\(milliseconds(MainLoop.now)) \(text)\n", file)
        fflush(file)
    }

    /// Logs the time between one frame's paint and the next, read from the monotonic
    /// clock when the frame runs: the frame clock's own time is smoothed (gaps under about
    /// 25 ms come out as exactly one refresh interval), so it cannot show a short stall.
    @MainActor
    static func watchFrames(of widget: Widget) {
        guard isOn else { return }
        var last: Int?
        widget.addTickCallback { _ in
            let now = MainLoop.now
            if let last { event("frame \(milliseconds(now - last))") } else { event("first-tick") }
            last = now
            return true
        }
    }

    private static func milliseconds(_ microseconds: Int) -> String {
        let remainder = String(microseconds % 1000)
        return "\(microseconds / 1000).\(String(repeating: "0", count: 3 - remainder.count))\(remainder)"
    }
}
