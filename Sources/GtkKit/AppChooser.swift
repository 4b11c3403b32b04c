import CGtk

/// The desktop's "open with" chooser for a file: lists the applications that handle its
/// type and launches the one picked with the file, through the display's launch context
/// (a startup notification id on X11, an activation token on Wayland) so that it may
/// come to the front. GtkFileLauncher, always asking, from GTK 4.12; before it,
/// GtkAppChooserDialog.
public enum AppChooser {
    /// `done` gets whether an application was launched (false on cancel), or the launch error.
    /// `title` names GTK 4.8's chooser; GtkFileLauncher titles its own.
    public static func open(_ path: String, title: String, parent: Window?, done: @escaping (Result<Bool, LaunchError>) -> Void) {
        let file = g_file_new_for_path(path)!
        #if GTK_4_12
        let launcher = gtk_file_launcher_new(file)!
        g_object_unref(UnsafeMutableRawPointer(file))
        gtk_file_launcher_set_always_ask(launcher, 1)
        let reply = asyncReady { result in
            defer { g_object_unref(UnsafeMutableRawPointer(launcher)) }
            var error: UnsafeMutablePointer<GError>?
            let launched = gtk_file_launcher_launch_finish(launcher, result, &error) != 0
            if let message = takeError(error) { return done(.failure(LaunchError(message: message))) }
            done(.success(launched))
        }
        gtk_file_launcher_launch(launcher, parent?.window, nil, reply.callback, reply.data)
        #else
        let dialog = gtk_app_chooser_dialog_new(parent?.window, GTK_DIALOG_MODAL, file)!
        let window = UnsafeMutableRawPointer(dialog).assumingMemoryBound(to: GtkWindow.self)
        gtk_window_set_title(window, title)
        let handler: (Int) -> Void = { response in
            defer {
                gtk_window_destroy(window)
                g_object_unref(UnsafeMutableRawPointer(file))
            }
            guard response == Int(GTK_RESPONSE_OK.rawValue),
                  let info = gtk_app_chooser_get_app_info(OpaquePointer(dialog)) else { return done(.success(false)) }
            defer { g_object_unref(UnsafeMutableRawPointer(info)) }
            let files = g_list_append(nil, UnsafeMutableRawPointer(file))
            defer { g_list_free(files) }
            let context = cgtk_launch_context(dialog)
            defer { g_object_unref(context) }
            var error: UnsafeMutablePointer<GError>?
            if g_app_info_launch(info, files, context, &error) != 0 {
                done(.success(true))
            } else {
                let message = error.flatMap { $0.pointee.message.map { String(cString: $0) } } ?? "unknown error"
                if let error { g_error_free(error) }
                done(.failure(LaunchError(message: message)))
            }
        }
        connectSignal(UnsafeMutableRawPointer(dialog), "response", handler, thunk: Thunk.address(Thunk.withInt))
        gtk_window_present(window)
        #endif
    }

    public struct LaunchError: Error { public let message: String }
}
