import CGtk

/// Swift closures as GObject signal handlers. Each closure is boxed and retained
/// by the connection; GLib's destroy-notify releases it when the handler or the
/// object goes away. One C thunk per signal shape unboxes and calls it.
/// Other C callbacks (draw functions, tick callbacks, GLib sources) box theirs the same way.
nonisolated final class HandlerBox<Handler> {
    let handler: Handler
    init(_ handler: Handler) { self.handler = handler }

    /// The handler boxed as a C callback's user data, retained until `releaseHandlerBox` runs.
    static func retained(_ handler: Handler) -> gpointer {
        Unmanaged.passRetained(HandlerBox(handler)).toOpaque()
    }

    /// Calls the handler boxed in `data` on the main actor: GLib calls back on the
    /// thread that emits or dispatches, which for GTK is always the main one.
    static func call<Result: Sendable>(_ data: gpointer?, _ body: @MainActor (Handler) -> Result) -> Result {
        let box = UncheckedPointer(data)
        return MainActor.assumeIsolated {
            body(Unmanaged<HandlerBox<Handler>>.fromOpaque(box.pointer!).takeUnretainedValue().handler)
        }
    }
}

/// GLib's destroy-notify for a box made by `HandlerBox.retained`, whatever it holds.
nonisolated let releaseHandlerBox: GDestroyNotify = { data in
    Unmanaged<AnyObject>.fromOpaque(data!).release()
}

private nonisolated let releaseBox: GClosureNotify = { data, _ in releaseHandlerBox(data) }

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
    g_signal_connect_data(instance, name, unsafeBitCast(thunk, to: GCallback.self), HandlerBox.retained(handler),
                          releaseBox, GConnectFlags(0))
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
    typealias WithDouble = @convention(c) (gpointer?, gdouble, gpointer?) -> Void
    typealias WithIntAndPoint = @convention(c) (gpointer?, gint, gdouble, gdouble, gpointer?) -> Void
    typealias WithPointReturning = @convention(c) (gpointer?, gdouble, gdouble, gpointer?) -> gboolean
    typealias KeyPressed = @convention(c) (gpointer?, guint, guint, GdkModifierType, gpointer?) -> gboolean
    typealias Drop = @convention(c) (gpointer?, UnsafePointer<GValue>?, gdouble, gdouble, gpointer?) -> gboolean
    typealias Open = @convention(c) (gpointer?, UnsafeMutablePointer<OpaquePointer?>?, gint, UnsafePointer<CChar>?, gpointer?) -> Void
    typealias ChildPosition = @convention(c) (gpointer?, gpointer?, UnsafeMutablePointer<GdkRectangle>?, gpointer?) -> gboolean
    typealias FileChanged = @convention(c) (gpointer?, gpointer?, gpointer?, GFileMonitorEvent, gpointer?) -> Void
    typealias WithPointerReturning = @convention(c) (gpointer?, gpointer?, gpointer?) -> gboolean
    typealias WithPointerAndInt = @convention(c) (gpointer?, gpointer?, gint, gpointer?) -> Void
    typealias PrepareDrag = @convention(c) (gpointer?, gdouble, gdouble, gpointer?) -> gpointer?
    typealias WithPointerAndIntReturning = @convention(c) (gpointer?, gpointer?, gint, gpointer?) -> gboolean

    static let plain: Plain = { _, data in HandlerBox<() -> Void>.call(data) { $0() } }
    static let predicate: Predicate = { _, data in HandlerBox<() -> Bool>.call(data) { $0() } ? 1 : 0 }
    static let withPointer: WithPointer = { _, argument, data in
        let argument = UncheckedPointer(argument)
        return HandlerBox<(gpointer?) -> Void>.call(data) { $0(argument.pointer) }
    }
    static let withInt: WithInt = { _, value, data in HandlerBox<(Int) -> Void>.call(data) { $0(Int(value)) } }
    static let withTwoInts: WithTwoInts = { _, a, b, data in HandlerBox<(Int, Int) -> Void>.call(data) { $0(Int(a), Int(b)) } }
    static let withPoint: WithPoint = { _, x, y, data in HandlerBox<(Double, Double) -> Void>.call(data) { $0(x, y) } }
    static let withDouble: WithDouble = { _, value, data in HandlerBox<(Double) -> Void>.call(data) { $0(value) } }
    static let withIntAndPoint: WithIntAndPoint = { _, count, x, y, data in
        HandlerBox<(Int, Double, Double) -> Void>.call(data) { $0(Int(count), x, y) }
    }
    static let withPointReturning: WithPointReturning = { _, x, y, data in
        HandlerBox<(Double, Double) -> Bool>.call(data) { $0(x, y) } ? 1 : 0
    }
    static let keyPressed: KeyPressed = { _, keyval, _, state, data in
        HandlerBox<(UInt32, UInt32) -> Bool>.call(data) { $0(keyval, state.rawValue) } ? 1 : 0
    }
    static let drop: Drop = { _, value, x, y, data in
        let value = UncheckedPointer(UnsafeMutableRawPointer(mutating: value))
        return HandlerBox<(UnsafePointer<GValue>, Double, Double) -> Bool>.call(data) {
            $0(value.pointer!.assumingMemoryBound(to: GValue.self), x, y)
        } ? 1 : 0
    }
    static let childPosition: ChildPosition = { _, child, rect, data in
        let child = UncheckedPointer(child)
        guard let found = HandlerBox<(gpointer?) -> GdkRectangle?>.call(data, { $0(child.pointer) }) else { return 0 }
        rect!.pointee = found
        return 1
    }

    static let open: Open = { _, files, count, _, data in
        var paths: [[UInt8]] = []
        for index in 0..<Int(count) {
            guard let file = files?[index], let path = localPath(file) else { continue }
            paths.append(path)
        }
        HandlerBox<([[UInt8]]) -> Void>.call(data) { $0(paths) }
    }

    static let withPointerReturning: WithPointerReturning = { _, argument, data in
        let argument = UncheckedPointer(argument)
        return HandlerBox<(gpointer?) -> Bool>.call(data) { $0(argument.pointer) } ? 1 : 0
    }
    static let withPointerAndInt: WithPointerAndInt = { _, argument, value, data in
        let argument = UncheckedPointer(argument)
        HandlerBox<(gpointer?, Int) -> Void>.call(data) { $0(argument.pointer, Int(value)) }
    }
    /// GtkDragSource::prepare hands GTK a content provider of its own (transfer full).
    static let prepareDrag: PrepareDrag = { _, x, y, data in
        let content = HandlerBox<(Double, Double) -> ContentProvider?>.call(data) { prepare in
            prepare(x, y).map { UncheckedPointer(g_object_ref($0.pointer)) }
        }
        return content?.pointer
    }
    static let withPointerAndIntReturning: WithPointerAndIntReturning = { _, argument, value, data in
        let argument = UncheckedPointer(argument)
        return HandlerBox<(gpointer?, Int) -> Bool>.call(data) { $0(argument.pointer, Int(value)) } ? 1 : 0
    }
    static let fileChanged: FileChanged = { _, _, _, _, data in HandlerBox<() -> Void>.call(data) { $0() } }

    static func address<T>(_ thunk: T) -> UnsafeRawPointer {
        unsafeBitCast(thunk, to: UnsafeRawPointer.self)
    }
}

extension Object {
    @discardableResult
    public func onSignal(_ name: String, _ handler: @escaping () -> Void) -> UInt {
        connectSignal(pointer, name, handler, thunk: Thunk.address(Thunk.plain))
    }

    /// `handler` runs each time the object's `property` changes.
    @discardableResult
    public func onNotify(_ property: String, _ handler: @escaping () -> Void) -> UInt {
        connectSignal(pointer, "notify::\(property)", { (_: gpointer?) in handler() } as (gpointer?) -> Void,
                      thunk: Thunk.address(Thunk.withPointer))
    }

    /// A handler whose answer stops the signal (`true`) or lets it go on.
    @discardableResult
    public func onSignal(_ name: String, returning handler: @escaping () -> Bool) -> UInt {
        connectSignal(pointer, name, handler, thunk: Thunk.address(Thunk.predicate))
    }

}
