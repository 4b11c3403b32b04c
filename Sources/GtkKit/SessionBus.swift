import CGtk
import GLibKit

/// Calls to services on the user's session bus, answered on the main loop.
enum SessionBus {
    /// Calls `method` with `arguments` (a tuple, or nil for none) and hands `reply` the
    /// reply's tuple or the error. `startsService`: whether the
    /// bus may start the service to answer; a desktop's phone daemon is only asked when it
    /// runs. `milliseconds`: how long to wait (-1: D-Bus's own 25 s).
    static func call(_ service: String, _ path: String, _ interface: String, _ method: String, _ arguments: OpaquePointer?,
                     startsService: Bool = true, milliseconds: Int32 = -1,
                     reply: @escaping (Result<Variant, GLibError>) -> Void) {
        var error: UnsafeMutablePointer<GError>?
        guard let bus = g_bus_get_sync(G_BUS_TYPE_SESSION, nil, &error) else {
            if let arguments { g_variant_unref(g_variant_ref_sink(arguments)) }
            return reply(.failure(GLibError(taking: error)!))
        }
        let finished = asyncReady { result in
            defer { release(bus) }
            reply(GLibError.result(of: { g_dbus_connection_call_finish(bus, result, &$0) }).map { Variant(adopting: $0) })
        }
        g_dbus_connection_call(bus, service, path, interface, method, arguments, nil,
                               startsService ? G_DBUS_CALL_FLAGS_NONE : G_DBUS_CALL_FLAGS_NO_AUTO_START, milliseconds, nil,
                               finished.callback, finished.data)
    }

    /// Calls `method` once for each of `items`, one after the other, with the arguments
    /// `arguments` makes of it; `done` hears the first failure, or success once all answered.
    static func callEach(_ items: ArraySlice<String>, _ service: String, _ path: String, _ interface: String, _ method: String,
                         arguments: @escaping (String) -> OpaquePointer, done: @escaping (Result<Void, GLibError>) -> Void) {
        guard let item = items.first else { return done(.success(())) }
        call(service, path, interface, method, arguments(item)) { reply in
            switch reply {
            case .success: callEach(items.dropFirst(), service, path, interface, method, arguments: arguments, done: done)
            case let .failure(error): done(.failure(error))
            }
        }
    }

    /// `values` as the tuple a call takes.
    static func tuple(_ values: [OpaquePointer?]) -> OpaquePointer {
        var values = values
        return g_variant_new_tuple(&values, gsize(values.count))
    }
}
