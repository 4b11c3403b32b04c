import GtkKit
import InstagridTrace

extension Trace {
    /// Logs the time between one frame's paint and the next, read from the monotonic
    /// clock when the frame runs: the frame clock's own time is smoothed (gaps under about
    /// 25 ms come out as exactly one refresh interval), so it cannot show a short stall.
    static func watchFrames(of widget: Widget) {
        guard isOn else { return }
        var last: Int?
        widget.addTickCallback { _ in
            let now = MonotonicClock.microseconds
            if let last { event(.frame, "\(milliseconds(now - last))") } else { event(.firstTick) }
            last = now
            return true
        }
    }
}
