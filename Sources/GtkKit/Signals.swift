import CGtk

/// Swift closures as GObject signal handlers. Each closure is boxed and retained
/// by the connection; GLib's destroy-notify releases it when the handler or the
/// object goes away. One C thunk per signal shape unboxes and calls it.
nonisolated final class HandlerBox<Handler> {
    let handler: Handler
    init(_ handler: Handler) { self.handler = handler }

    static func from(_ data: gpointer?) -> Handler {
        Unmanaged<HandlerBox<Handler>>.fromOpaque(data!).takeUnretainedValue().handler
    }
}

private nonisolated let releaseBox: GClosureNotify = { data, _ in
    guard let data else { return }
    Unmanaged<AnyObject>.fromOpaque(data).release()
}

/// A pointer GLib hands a signal handler on the main thread, carried into the
/// main actor's scope (the compiler cannot see that the emitting thread is the main one).
nonisolated struct UncheckedPointer: @unchecked Sendable {
    // Unchecked: it only ever moves from a C callback into MainActor.assumeIsolated on the same thread.
    let pointer: UnsafeMutableRawPointer?
    init(_ pointer: UnsafeMutableRawPointer?) { self.pointer = pointer }
}

@discardableResult
func connectSignal<Handler>(_ instance: UnsafeMutableRawPointer, _ name: String, _ handler: Handler,
                            thunk: UnsafeRawPointer) -> UInt {
    let box = Unmanaged.passRetained(HandlerBox(handler) as AnyObject).toOpaque()
    return g_signal_connect_data(instance, name, unsafeBitCast(thunk, to: GCallback.self), box, releaseBox, GConnectFlags(0))
}

/// Signal shapes, named by their arguments after the emitting instance. GLib calls
/// them on the thread that emits the signal, which for GTK is always the main one.
nonisolated enum Thunk {
    typealias Plain = @convention(c) (gpointer?, gpointer?) -> Void
    typealias Predicate = @convention(c) (gpointer?, gpointer?) -> gboolean
    typealias WithPointer = @convention(c) (gpointer?, gpointer?, gpointer?) -> Void
    typealias WithInt = @convention(c) (gpointer?, gint, gpointer?) -> Void
    typealias WithTwoInts = @convention(c) (gpointer?, gint, gint, gpointer?) -> Void
    typealias WithPoint = @convention(c) (gpointer?, gdouble, gdouble, gpointer?) -> Void
    typealias Drop = @convention(c) (gpointer?, UnsafePointer<GValue>?, gdouble, gdouble, gpointer?) -> gboolean
    typealias Open = @convention(c) (gpointer?, UnsafeMutablePointer<OpaquePointer?>?, gint, UnsafePointer<CChar>?, gpointer?) -> Void
    typealias ChildPosition = @convention(c) (gpointer?, gpointer?, UnsafeMutablePointer<GdkRectangle>?, gpointer?) -> gboolean

    static let plain: Plain = { _, data in
        let box = UncheckedPointer(data)
        return MainActor.assumeIsolated { HandlerBox<() -> Void>.from(box.pointer)() }
    }
    static let predicate: Predicate = { _, data in
        let box = UncheckedPointer(data)
        return MainActor.assumeIsolated { HandlerBox<() -> Bool>.from(box.pointer)() } ? 1 : 0
    }
    static let withPointer: WithPointer = { _, argument, data in
        let argument = UncheckedPointer(argument)
        let box = UncheckedPointer(data)
        return MainActor.assumeIsolated { HandlerBox<(gpointer?) -> Void>.from(box.pointer)(argument.pointer) }
    }
    static let withInt: WithInt = { _, value, data in
        let box = UncheckedPointer(data)
        return MainActor.assumeIsolated { HandlerBox<(Int) -> Void>.from(box.pointer)(Int(value)) }
    }
    static let withTwoInts: WithTwoInts = { _, a, b, data in
        let box = UncheckedPointer(data)
        return MainActor.assumeIsolated { HandlerBox<(Int, Int) -> Void>.from(box.pointer)(Int(a), Int(b)) }
    }
    static let withPoint: WithPoint = { _, x, y, data in
        let box = UncheckedPointer(data)
        return MainActor.assumeIsolated { HandlerBox<(Double, Double) -> Void>.from(box.pointer)(x, y) }
    }
    static let drop: Drop = { _, value, x, y, data in
        let value = UncheckedPointer(UnsafeMutableRawPointer(mutating: value))
        let box = UncheckedPointer(data)
        return MainActor.assumeIsolated {
            HandlerBox<(UnsafePointer<GValue>, Double, Double) -> Bool>.from(box.pointer)(
                value.pointer!.assumingMemoryBound(to: GValue.self), x, y)
        } ? 1 : 0
    }
    static let childPosition: ChildPosition = { _, child, rect, data in
        let child = UncheckedPointer(child)
        let box = UncheckedPointer(data)
        guard let found = MainActor.assumeIsolated({ HandlerBox<(gpointer?) -> GdkRectangle?>.from(box.pointer)(child.pointer) }) else {
            return 0
        }
        rect!.pointee = found
        return 1
    }

    static let open: Open = { _, files, count, _, data in
        var paths: [String] = []
        for index in 0..<Int(count) {
            guard let file = files?[index], let path = g_file_get_path(file) else { continue }
            paths.append(String(cString: path))
            g_free(path)
        }
        let box = UncheckedPointer(data)
        return MainActor.assumeIsolated { HandlerBox<([String]) -> Void>.from(box.pointer)(paths) }
    }

    static func address<T>(_ thunk: T) -> UnsafeRawPointer {
        unsafeBitCast(thunk, to: UnsafeRawPointer.self)
    }
}

extension Object {
    @discardableResult
    public func onSignal(_ name: String, _ handler: @escaping () -> Void) -> UInt {
        connectSignal(pointer, name, handler, thunk: Thunk.address(Thunk.plain))
    }

    /// A handler whose answer stops the signal (`true`) or lets it go on.
    @discardableResult
    public func onSignal(_ name: String, returning handler: @escaping () -> Bool) -> UInt {
        connectSignal(pointer, name, handler, thunk: Thunk.address(Thunk.predicate))
    }

}
