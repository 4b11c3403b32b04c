import CGtk
import Glibc

public enum System {
    public static var processorCount: Int { max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN))) }

    /// Raises this thread's nice value (Linux schedules threads, not processes, by it);
    /// returns the old value for `restoreThreadPriority`.
    static func lowerThreadPriority() -> Int32 {
        let thread = id_t(cgtk_thread_id())
        let old = getpriority(__priority_which_t(PRIO_PROCESS.rawValue), thread)
        setpriority(__priority_which_t(PRIO_PROCESS.rawValue), thread, min(19, old + 10))
        return old
    }

    /// Lowering a nice value needs privileges; a thread that cannot go back stays lowered,
    /// which only makes later work on it gentler.
    static func restoreThreadPriority(_ old: Int32) {
        setpriority(__priority_which_t(PRIO_PROCESS.rawValue), id_t(cgtk_thread_id()), old)
    }
}
