import CGtk
import GLibKit

/// xdg-desktop-portal on the session bus (running, or startable by D-Bus activation):
/// where it is, GTK hands dialogs such as "open with" to the desktop's own, and a mail
/// is written through it.
public enum DesktopPortal {
    private static let name = "org.freedesktop.portal.Desktop"

    /// Asks the bus daemon without waiting on it, and answers on the main loop: a slow or
    /// stuck bus delays the dialog, never the window.
    public static func checkAvailable(_ answer: @escaping (Bool) -> Void) {
        // The application's own connection, already open: getting it does not wait.
        guard let bus = g_bus_get_sync(G_BUS_TYPE_SESSION, nil, nil) else { return answer(false) }
        let done: (Bool) -> Void = { available in
            release(bus)
            answer(available)
        }
        ask(bus, "NameHasOwner", argument: g_variant_new_string(name)) { owned in
            if let owned, g_variant_get_boolean(owned) != 0 { return done(true) }
            ask(bus, "ListActivatableNames", argument: nil) { names in
                done(names.map { names in
                    (0..<g_variant_n_children(names)).contains { index in
                        let item = g_variant_get_child_value(names, index)!
                        defer { g_variant_unref(item) }
                        return String(cString: g_variant_get_string(item, nil)) == name
                    }
                } ?? false)
            }
        }
    }

    /// Hands `reply` the bus daemon's answer to `method` (its one value, freed after
    /// `reply` returns), or nil if the call failed or took over a second.
    private static func ask(_ bus: OpaquePointer, _ method: String, argument: OpaquePointer?, reply: @escaping (OpaquePointer?) -> Void) {
        var arguments: [OpaquePointer?] = [argument]
        let parameters = argument == nil ? nil : g_variant_new_tuple(&arguments, 1)
        let finished = asyncReady { result in
            guard let message = g_dbus_connection_call_finish(bus, result, nil) else { return reply(nil) }
            defer { g_variant_unref(message) }
            let value = g_variant_get_child_value(message, 0)!
            defer { g_variant_unref(value) }
            reply(value)
        }
        g_dbus_connection_call(bus, "org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus", method, parameters,
                               nil, G_DBUS_CALL_FLAGS_NONE, 1000, nil, finished.callback, finished.data)
    }
}
