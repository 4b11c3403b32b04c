import CGtk

/// The GLib main loop is where GTK runs, so results of background work are
/// handed back here (Dispatch's main queue is not drained by GLib).
public enum MainLoop {
    /// Runs `work` on the main loop, from any thread.
    public nonisolated static func perform(_ work: @escaping @Sendable @MainActor () -> Void) {
        g_idle_add_full(G_PRIORITY_DEFAULT, SourceCallback.function, SourceCallback.box { work(); return false },
                        SourceCallback.release)
    }

    /// Runs `work` after `milliseconds`, once.
    public static func after(milliseconds: UInt32, _ work: @escaping () -> Void) {
        g_timeout_add_full(G_PRIORITY_DEFAULT, milliseconds, SourceCallback.function, SourceCallback.box { work(); return false },
                           SourceCallback.release)
    }

    /// Monotonic time in microseconds, the clock GTK's frame clock uses.
    public nonisolated static var now: Int { Int(g_get_monotonic_time()) }
}

/// A Swift closure behind a GLib source (idle, timeout, Unix signal): boxed and
/// retained for GLib, called on the main loop, released by GLib's destroy-notify.
/// It answers whether the source should call it again.
nonisolated enum SourceCallback {
    typealias Handler = @MainActor () -> Bool

    static func box(_ handler: @escaping Handler) -> gpointer {
        Unmanaged.passRetained(HandlerBox<Handler>(handler)).toOpaque()
    }

    static let function: GSourceFunc = { data in
        let box = UncheckedPointer(data)
        return MainActor.assumeIsolated { HandlerBox<Handler>.from(box.pointer)() } ? 1 : 0
    }

    static let release: GDestroyNotify = { data in
        Unmanaged<HandlerBox<Handler>>.fromOpaque(data!).release()
    }
}
