import CGtk

/// Shows a file in its folder, selected, in the desktop's file manager: through the
/// desktop portal where one runs, otherwise by the freedesktop FileManager1 D-Bus call
/// that file managers (Files, Dolphin, Nemo, Thunar…) answer. GtkFileLauncher from
/// GTK 4.10 (which does just that); the same D-Bus call made here before it.
public enum ContainingFolder {
    /// `done` gets nil once a file manager took the request (or the user cancelled), or what went wrong.
    public static func show(_ path: String, parent: Window?, done: @escaping (String?) -> Void) {
        let file = g_file_new_for_path(path)!
        defer { g_object_unref(UnsafeMutableRawPointer(file)) }
        #if GTK_4_10
        let launcher = gtk_file_launcher_new(file)!
        let reply = asyncReady { result in
            defer { g_object_unref(UnsafeMutableRawPointer(launcher)) }
            var error: UnsafeMutablePointer<GError>?
            let shown = gtk_file_launcher_open_containing_folder_finish(launcher, result, &error) != 0
            done(shown ? nil : takeError(error))
        }
        gtk_file_launcher_open_containing_folder(launcher, parent?.window, nil, reply.callback, reply.data)
        #else
        var error: UnsafeMutablePointer<GError>?
        guard let bus = g_bus_get_sync(G_BUS_TYPE_SESSION, nil, &error) else {
            defer { g_clear_error(&error) }
            return done(error.map { String(cString: $0.pointee.message) } ?? "no session bus")
        }
        let uri = g_file_get_uri(file)
        defer { g_free(uri) }
        var uris: [UnsafePointer<CChar>?] = [UnsafePointer(uri)]
        var arguments: [OpaquePointer?] = [g_variant_new_strv(&uris, 1), g_variant_new_string("")]
        let reply = asyncReady { result in
            defer { g_object_unref(UnsafeMutableRawPointer(bus)) }
            var error: UnsafeMutablePointer<GError>?
            guard let answer = g_dbus_connection_call_finish(bus, result, &error) else {
                defer { g_clear_error(&error) }
                return done(error.map { String(cString: $0.pointee.message) } ?? "")
            }
            g_variant_unref(answer)
            done(nil)
        }
        g_dbus_connection_call(bus, "org.freedesktop.FileManager1", "/org/freedesktop/FileManager1",
                               "org.freedesktop.FileManager1", "ShowItems", g_variant_new_tuple(&arguments, 2), nil,
                               G_DBUS_CALL_FLAGS_NONE, -1, nil, reply.callback, reply.data)
        #endif
    }
}
