import CGtk

/// The GLib main loop is where GTK runs, so results of background work are
/// handed back here (Dispatch's main queue is not drained by GLib).
public enum MainLoop {
    /// Runs `work` on the main loop, from any thread.
    public nonisolated static func perform(_ work: @escaping @Sendable @MainActor () -> Void) {
        g_idle_add_full(G_PRIORITY_DEFAULT, SourceCallback.function, SourceCallback.box { work(); return false },
                        releaseHandlerBox)
    }

    /// Runs `work` after `milliseconds`, once.
    public static func after(milliseconds: UInt32, _ work: @escaping () -> Void) {
        once(after: milliseconds, priority: G_PRIORITY_DEFAULT, work)
    }

    /// Runs `work` once `milliseconds` have passed with no input waiting to be handled: a wait
    /// for a gesture's next event (the fingers' rest, a press held, a second click) must not end
    /// while that event sits unread behind a main loop that was busy (on a loaded machine a
    /// swipe ended halfway, and sprang back).
    public static func afterInputRests(milliseconds: UInt32, _ work: @escaping () -> Void) {
        once(after: milliseconds, priority: G_PRIORITY_LOW, work)
    }

    private static func once(after milliseconds: UInt32, priority: Int32, _ work: @escaping () -> Void) {
        g_timeout_add_full(priority, milliseconds, SourceCallback.function, SourceCallback.box { work(); return false },
                           releaseHandlerBox)
    }
}

/// A Swift closure behind a GLib source (idle, timeout, Unix signal), boxed by
/// `HandlerBox`; it answers whether the source should call it again.
nonisolated enum SourceCallback {
    typealias Handler = @MainActor () -> Bool

    static func box(_ handler: @escaping Handler) -> gpointer { HandlerBox.retained(handler) }

    static let function: GSourceFunc = { data in HandlerBox<Handler>.call(data) { $0() } ? 1 : 0 }
}
