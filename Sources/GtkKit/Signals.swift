import CGtk

/// Swift closures as GObject signal handlers. Each closure is boxed and retained
/// by the connection; GLib's destroy-notify releases it when the handler or the
/// object goes away. One C thunk per signal shape unboxes and calls it.
final class HandlerBox<Handler> {
    let handler: Handler
    init(_ handler: Handler) { self.handler = handler }

    static func from(_ data: gpointer?) -> Handler {
        Unmanaged<HandlerBox<Handler>>.fromOpaque(data!).takeUnretainedValue().handler
    }
}

private let releaseBox: GClosureNotify = { data, _ in
    guard let data else { return }
    Unmanaged<AnyObject>.fromOpaque(data).release()
}

@discardableResult
func connectSignal<Handler>(_ instance: UnsafeMutableRawPointer, _ name: String, _ handler: Handler,
                            thunk: UnsafeRawPointer) -> UInt {
    let box = Unmanaged.passRetained(HandlerBox(handler) as AnyObject).toOpaque()
    return g_signal_connect_data(instance, name, unsafeBitCast(thunk, to: GCallback.self), box, releaseBox, GConnectFlags(0))
}

/// Signal shapes, named by their arguments after the emitting instance.
enum Thunk {
    typealias Plain = @convention(c) (gpointer?, gpointer?) -> Void
    typealias Predicate = @convention(c) (gpointer?, gpointer?) -> gboolean
    typealias WithPointer = @convention(c) (gpointer?, gpointer?, gpointer?) -> Void
    typealias WithInt = @convention(c) (gpointer?, gint, gpointer?) -> Void
    typealias WithTwoInts = @convention(c) (gpointer?, gint, gint, gpointer?) -> Void
    typealias WithPoint = @convention(c) (gpointer?, gdouble, gdouble, gpointer?) -> Void
    typealias Drop = @convention(c) (gpointer?, UnsafePointer<GValue>?, gdouble, gdouble, gpointer?) -> gboolean
    typealias Open = @convention(c) (gpointer?, UnsafeMutablePointer<OpaquePointer?>?, gint, UnsafePointer<CChar>?, gpointer?) -> Void
    typealias ChildPosition = @convention(c) (gpointer?, gpointer?, UnsafeMutablePointer<GdkRectangle>?, gpointer?) -> gboolean

    static let plain: Plain = { _, data in HandlerBox<() -> Void>.from(data)() }
    static let predicate: Predicate = { _, data in HandlerBox<() -> Bool>.from(data)() ? 1 : 0 }
    static let withPointer: WithPointer = { _, argument, data in HandlerBox<(gpointer?) -> Void>.from(data)(argument) }
    static let withInt: WithInt = { _, value, data in HandlerBox<(Int) -> Void>.from(data)(Int(value)) }
    static let withTwoInts: WithTwoInts = { _, a, b, data in HandlerBox<(Int, Int) -> Void>.from(data)(Int(a), Int(b)) }
    static let withPoint: WithPoint = { _, x, y, data in HandlerBox<(Double, Double) -> Void>.from(data)(x, y) }
    static let drop: Drop = { _, value, x, y, data in
        HandlerBox<(UnsafePointer<GValue>, Double, Double) -> Bool>.from(data)(value!, x, y) ? 1 : 0
    }
    static let childPosition: ChildPosition = { _, child, rect, data in
        guard let found = HandlerBox<(gpointer?) -> GdkRectangle?>.from(data)(child) else { return 0 }
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
        HandlerBox<([String]) -> Void>.from(data)(paths)
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
