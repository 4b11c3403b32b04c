import CGtk
import GLibKit

/// Shows a file in its folder, selected, in the desktop's file manager: through the
/// desktop portal where one runs, otherwise by the freedesktop FileManager1 D-Bus call
/// that file managers (Files, Dolphin, Nemo, Thunar…) answer. GtkFileLauncher from
/// GTK 4.10 (which does just that); the same D-Bus call made here before it.
public enum ContainingFolder {
    /// `done` gets nil once a file manager took the request (or the user cancelled), or what went wrong.
    public static func show(_ path: [UInt8], parent: Window?, done: @escaping (String?) -> Void) {
        withFile(path: path) { ask(for: $0, parent: parent, done: done) }
    }

    private static func ask(for file: OpaquePointer, parent: Window?, done: @escaping (String?) -> Void) {
        #if GTK_4_10
        let launcher = gtk_file_launcher_new(file)!
        let reply = asyncReady { result in
            defer { release(launcher) }
            var error: UnsafeMutablePointer<GError>?
            let shown = gtk_file_launcher_open_containing_folder_finish(launcher, result, &error) != 0
            done(shown ? nil : GLibError.shown(taking: error)?.message)
        }
        gtk_file_launcher_open_containing_folder(launcher, parent?.window, nil, reply.callback, reply.data)
        #else
        let bus: OpaquePointer
        switch GLibError.result(of: { g_bus_get_sync(G_BUS_TYPE_SESSION, nil, &$0) }) {
        case let .success(connection): bus = connection
        case let .failure(error): return done(error.message)
        }
        let uri = g_file_get_uri(file)
        defer { g_free(uri) }
        var uris: [UnsafePointer<CChar>?] = [UnsafePointer(uri)]
        var arguments: [OpaquePointer?] = [g_variant_new_strv(&uris, 1), g_variant_new_string("")]
        let reply = asyncReady { result in
            defer { release(bus) }
            switch GLibError.result(of: { g_dbus_connection_call_finish(bus, result, &$0) }) {
            case let .success(answer):
                g_variant_unref(answer)
                done(nil)
            case let .failure(error): done(error.message)
            }
        }
        g_dbus_connection_call(bus, "org.freedesktop.FileManager1", "/org/freedesktop/FileManager1",
                               "org.freedesktop.FileManager1", "ShowItems", g_variant_new_tuple(&arguments, 2), nil,
                               G_DBUS_CALL_FLAGS_NONE, -1, nil, reply.callback, reply.data)
        #endif
    }
}
