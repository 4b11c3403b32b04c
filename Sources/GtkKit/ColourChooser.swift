import CGtk
import GLibKit

/// GTK's colour chooser, asking for one opaque colour.
public enum ColourChooser {
    public typealias RGB = (red: Double, green: Double, blue: Double)

    /// Opens modally over `parent` on `initial` (red, green, blue in 0...1); `done` gets
    /// the chosen colour, or nil when the user cancels or closes the dialog.
    public static func choose(parent: Window?, title: String, initial: RGB, done: @escaping (RGB?) -> Void) {
        var start = GdkRGBA(red: Float(initial.red), green: Float(initial.green), blue: Float(initial.blue), alpha: 1)
        #if GTK_4_10
        let dialog = gtk_color_dialog_new()!
        gtk_color_dialog_set_title(dialog, title)
        gtk_color_dialog_set_modal(dialog, 1)
        gtk_color_dialog_set_with_alpha(dialog, 0)
        let answer = asyncReady { result in
            defer { release(dialog) }
            var error: UnsafeMutablePointer<GError>?
            let chosen = gtk_color_dialog_choose_rgba_finish(dialog, result, &error)
            _ = GLibError(taking: error)
            guard let chosen else { return done(nil) }
            defer { gdk_rgba_free(chosen) }
            done((Double(chosen.pointee.red), Double(chosen.pointee.green), Double(chosen.pointee.blue)))
        }
        gtk_color_dialog_choose_rgba(dialog, parent?.window, &start, nil, answer.callback, answer.data)
        #else
        let widget = cgtk_colour_chooser_new(parent?.window, title, start)!
        let handler: (Int) -> Void = { response in
            let chosen = cgtk_colour_chooser_rgba(widget)
            gtk_window_destroy(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkWindow.self))
            guard response == Int(GTK_RESPONSE_OK.rawValue) else { return done(nil) }
            done((Double(chosen.red), Double(chosen.green), Double(chosen.blue)))
        }
        connectSignal(UnsafeMutableRawPointer(widget), "response", handler, thunk: Thunk.address(Thunk.withInt))
        gtk_window_present(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkWindow.self))
        #endif
    }
}
