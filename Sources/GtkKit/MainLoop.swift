import CGtk

/// The GLib main loop is where GTK runs, so results of background work are
/// handed back here (Dispatch's main queue is not drained by GLib).
public enum MainLoop {
    /// Runs `work` on the main loop, from any thread.
    public nonisolated static func perform(_ work: @escaping @Sendable @MainActor () -> Void) {
        let box = Unmanaged.passRetained(HandlerBox(work)).toOpaque()
        g_idle_add_full(G_PRIORITY_DEFAULT, { data in
            let box = UncheckedPointer(data)
            MainActor.assumeIsolated { HandlerBox<@Sendable @MainActor () -> Void>.from(box.pointer)() }
            return 0
        }, box, { data in
            Unmanaged<HandlerBox<@Sendable @MainActor () -> Void>>.fromOpaque(data!).release()
        })
    }

    /// Runs `work` after `milliseconds`, once.
    public static func after(milliseconds: UInt32, _ work: @escaping () -> Void) {
        let box = Unmanaged.passRetained(HandlerBox(work)).toOpaque()
        g_timeout_add_full(G_PRIORITY_DEFAULT, milliseconds, { data in
            let box = UncheckedPointer(data)
            MainActor.assumeIsolated { HandlerBox<() -> Void>.from(box.pointer)() }
            return 0
        }, box, { data in
            Unmanaged<HandlerBox<() -> Void>>.fromOpaque(data!).release()
        })
    }

    /// Monotonic time in microseconds, the clock GTK's frame clock uses.
    public nonisolated static var now: Int { Int(g_get_monotonic_time()) }
}
