import CGtk
import GLibKit

/// The desktop's "open with" chooser for a file: lists the applications that handle its
/// type and launches the one picked with the file, through the display's launch context
/// (a startup notification id on X11, an activation token on Wayland) so that it may
/// come to the front. From GTK 4.12, where the desktop portal runs, GtkFileLauncher
/// (always asking) hands the choice to the desktop's own chooser; elsewhere (GTK 4.8,
/// or no portal, where GtkFileLauncher would open the default application without
/// asking) GTK's GtkAppChooserDialog asks.
public enum AppChooser {
    /// `done` gets whether an application was launched (false on cancel), or the launch error.
    /// `title` names GTK's own chooser; the portal's titles itself.
    public static func open(_ path: [UInt8], title: String, parent: Window?, done: @escaping (Result<Bool, LaunchError>) -> Void) {
        #if GTK_4_12
        DesktopPortal.checkAvailable { portal in
            withFile(path: path) { portal ? askThePortal($0, parent: parent, done: done) : askGTK($0, title: title, parent: parent, done: done) }
        }
        #else
        withFile(path: path) { askGTK($0, title: title, parent: parent, done: done) }
        #endif
    }

    #if GTK_4_12
    private static func askThePortal(_ file: OpaquePointer, parent: Window?, done: @escaping (Result<Bool, LaunchError>) -> Void) {
        let launcher = gtk_file_launcher_new(file)!
        gtk_file_launcher_set_always_ask(launcher, 1)
        let reply = asyncReady { result in
            defer { release(launcher) }
            var error: UnsafeMutablePointer<GError>?
            let launched = gtk_file_launcher_launch_finish(launcher, result, &error) != 0
            if let error = GLibError.shown(taking: error) { return done(.failure(LaunchError(message: error.message))) }
            done(.success(launched))
        }
        gtk_file_launcher_launch(launcher, parent?.window, nil, reply.callback, reply.data)
    }
    #endif

    private static func askGTK(_ file: OpaquePointer, title: String, parent: Window?,
                               done: @escaping (Result<Bool, LaunchError>) -> Void) {
        let dialog = cgtk_app_chooser_dialog_new(parent?.window, file)!
        let window = UnsafeMutableRawPointer(dialog).assumingMemoryBound(to: GtkWindow.self)
        gtk_window_set_title(window, title)
        g_object_ref(UnsafeMutableRawPointer(file))
        let handler: (Int) -> Void = { response in
            defer {
                gtk_window_destroy(window)
                release(file)
            }
            guard response == Int(GTK_RESPONSE_OK.rawValue), let info = cgtk_app_chooser_app_info(dialog) else {
                return done(.success(false))
            }
            defer { release(info) }
            let files = g_list_append(nil, UnsafeMutableRawPointer(file))
            defer { g_list_free(files) }
            let context = cgtk_launch_context(dialog)
            defer { release(context) }
            done(GLibError.check { g_app_info_launch(info, files, context, &$0) }
                .map { true }.mapError { LaunchError(message: $0.message) })
        }
        connectSignal(UnsafeMutableRawPointer(dialog), "response", handler, thunk: Thunk.address(Thunk.withInt))
        gtk_window_present(window)
    }
}

/// Why another application could not be started, in GLib's words.
public struct LaunchError: Error { public let message: String }
