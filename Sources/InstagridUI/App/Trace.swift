import Glibc
import GtkKit

/// Timing diagnostics for benchmarks and bug reports: with INSTAGRID_TRACE set
/// to a file path, events and frame-to-frame gaps are appended there as
/// "<monotonic ms> <event>" lines. Without it, nothing is recorded.
enum Trace {
    private static let file: UnsafeMutablePointer<FILE>? = {
        guard let path = getenv("INSTAGRID_TRACE").map({ String(cString: $0) }), !path.isEmpty else { return nil }
        return fopen(path, "w")
    }()

    static var isOn: Bool { file != nil }

    static func event(_ text: String) {
        guard let file else { return }
        fputs("\(milliseconds(MainLoop.now)) \(text)\n", file)
        fflush(file)
    }

    /// Logs every frame's distance from the one before: a long gap is a stalled main loop.
    static func watchFrames(of widget: Widget) {
        guard isOn else { return }
        var last: Int?
        widget.addTickCallback { frameTime in
            if let last { event("frame \(milliseconds(frameTime - last))") }
            last = frameTime
            return true
        }
    }

    private static func milliseconds(_ microseconds: Int) -> String {
        let remainder = String(microseconds % 1000)
        return "\(microseconds / 1000).\(String(repeating: "0", count: 3 - remainder.count))\(remainder)"
    }
}
