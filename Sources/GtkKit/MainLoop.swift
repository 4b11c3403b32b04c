import CGtk

/// The GLib main loop is where GTK runs, so results of background work are
/// handed back here (Dispatch's main queue is not drained by GLib).
public enum MainLoop {
    public static func perform(_ work: @escaping () -> Void) {
        let box = Unmanaged.passRetained(HandlerBox(work)).toOpaque()
        g_idle_add_full(G_PRIORITY_DEFAULT, { data in
            HandlerBox<() -> Void>.from(data)()
            return 0
        }, box, { data in
            Unmanaged<HandlerBox<() -> Void>>.fromOpaque(data!).release()
        })
    }

    /// Runs `work` after `milliseconds`, once.
    public static func after(milliseconds: UInt32, _ work: @escaping () -> Void) {
        let box = Unmanaged.passRetained(HandlerBox(work)).toOpaque()
        g_timeout_add_full(G_PRIORITY_DEFAULT, milliseconds, { data in
            HandlerBox<() -> Void>.from(data)()
            return 0
        }, box, { data in
            Unmanaged<HandlerBox<() -> Void>>.fromOpaque(data!).release()
        })
    }

    /// Monotonic time in microseconds, the clock GTK's frame clock uses.
    public static var now: Int { Int(g_get_monotonic_time()) }
}
