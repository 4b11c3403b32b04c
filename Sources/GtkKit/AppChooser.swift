import CGtk

/// The desktop's "open with" chooser for a file: lists the applications that
/// handle its type and launches the one picked with the file.
public enum AppChooser {
    /// `done` gets whether an application was launched (false on cancel), or the launch error.
    public static func open(_ path: String, title: String, parent: Window?, done: @escaping (Result<Bool, LaunchError>) -> Void) {
        let file = g_file_new_for_path(path)!
        // GtkAppChooserDialog is deprecated from GTK 4.10 (for GtkFileLauncher, which 4.8 lacks).
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
            // The display's launch context gives the application a startup notification id
            // (X11) or an activation token (Wayland): it may come to the front, and the
            // desktop shows it starting.
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
    }

    public struct LaunchError: Error { public let message: String }
}
