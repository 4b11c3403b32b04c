import CGtk
import Glibc

/// Linux schedules threads, not processes, by nice value; these read and raise
/// the calling thread's own.
public enum ThreadPriority {
    public static var nice: Int32 {
        getpriority(__priority_which_t(PRIO_PROCESS.rawValue), id_t(cgtk_thread_id()))
    }

    /// Gives way to other threads for good: without privileges it cannot be undone.
    static func lower(by increment: Int32) {
        setpriority(__priority_which_t(PRIO_PROCESS.rawValue), id_t(cgtk_thread_id()), min(19, nice + increment))
    }
}
