import Glibc
import Synchronization

/// Timing diagnostics for benchmarks, tests and bug reports: with INSTAGRID_TRACE
/// set to a file path, events are appended there as "<monotonic ms> <event>" lines,
/// on the monotonic clock (`MonotonicClock`, the one GTK's frame clock uses). Without it,
/// nothing is recorded.
public enum Trace {
    // Unsafe only in name: the pointer is set once, and stdio locks each stream for every call.
    nonisolated(unsafe) private static let file: UnsafeMutablePointer<FILE>? = {
        guard let path = getenv("INSTAGRID_TRACE").map({ String(cString: $0) }), !path.isEmpty else { return nil }
        return fopen(path, "w")
    }()

    public static var isOn: Bool { file != nil }

    /// Safe from any thread.
    public static func event(_ event: TraceEvent, _ details: String = "") {
        guard let file else { return }
        fputs("\(milliseconds(MonotonicClock.microseconds)) \(event.line(details))\n", file)
        fflush(file)
    }

    /// What each event traced by `change` was last traced with.
    private static let lastDetails = Mutex<[TraceEvent: String]>([:])

    /// Records `event` only when `details` differ from those it was last recorded with here:
    /// for what is worked out at every frame, a place or a first time (no details: once).
    /// Safe from any thread.
    public static func change(_ event: TraceEvent, _ details: String = "") {
        guard file != nil, lastDetails.withLock({ $0.updateValue(details, forKey: event) != details }) else { return }
        self.event(event, details)
    }

    public static func milliseconds(_ microseconds: Int) -> String {
        let remainder = String(microseconds % 1000)
        return "\(microseconds / 1000).\(String(repeating: "0", count: 3 - remainder.count))\(remainder)"
    }
}
