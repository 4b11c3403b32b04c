import CGtk

#if GTK_4_12
/// xdg-desktop-portal on the session bus (running, or startable by D-Bus activation):
/// where it is, GTK hands dialogs such as "open with" to the desktop's own.
enum DesktopPortal {
    private static let name = "org.freedesktop.portal.Desktop"

    static var isAvailable: Bool {
        guard let bus = g_bus_get_sync(G_BUS_TYPE_SESSION, nil, nil) else { return false }
        defer { g_object_unref(UnsafeMutableRawPointer(bus)) }
        if let owned = ask(bus, "NameHasOwner", argument: g_variant_new_string(name)) {
            defer { g_variant_unref(owned) }
            if g_variant_get_boolean(owned) != 0 { return true }
        }
        guard let names = ask(bus, "ListActivatableNames", argument: nil) else { return false }
        defer { g_variant_unref(names) }
        return (0..<g_variant_n_children(names)).contains { index in
            let item = g_variant_get_child_value(names, index)!
            defer { g_variant_unref(item) }
            return String(cString: g_variant_get_string(item, nil)) == name
        }
    }

    /// The bus daemon's answer to `method`: its one value, or nil if the call failed.
    private static func ask(_ bus: OpaquePointer, _ method: String, argument: OpaquePointer?) -> OpaquePointer? {
        var arguments: [OpaquePointer?] = [argument]
        let parameters = argument == nil ? nil : g_variant_new_tuple(&arguments, 1)
        guard let reply = g_dbus_connection_call_sync(bus, "org.freedesktop.DBus", "/org/freedesktop/DBus",
                                                      "org.freedesktop.DBus", method, parameters, nil,
                                                      G_DBUS_CALL_FLAGS_NONE, 1000, nil, nil) else { return nil }
        defer { g_variant_unref(reply) }
        return g_variant_get_child_value(reply, 0)
    }
}
#endif
