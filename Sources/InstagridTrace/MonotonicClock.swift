import Glibc

/// The one clock the app reads time from: the monotonic clock, which GLib's
/// `g_get_monotonic_time` and so GTK's frame clock read too, so a trace's times and a
/// frame's line up. Never the wall clock, which a user or NTP may set back.
public enum MonotonicClock {
    /// Microseconds since some fixed point (the machine's boot).
    public static var microseconds: Int {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return time.tv_sec * 1_000_000 + time.tv_nsec / 1000
    }

    /// The same, in seconds.
    public static var seconds: Double { Double(microseconds) / 1_000_000 }
}
