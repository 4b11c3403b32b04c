import CGtk
import GLibKit

/// GTK's font dialog (GtkFontDialog from 4.10, the font chooser before), asking for a face:
/// a family and its style, as Pango writes them without a size ("Dancing Script Bold").
public enum FontChooser {
    /// Opens modally over `parent` on `initial`; `done` gets the face chosen, or nil when the
    /// user cancels or closes the dialog.
    public static func choose(parent: Window?, title: String, initial: String, done: @escaping (String?) -> Void) {
        #if GTK_4_10
        let dialog = gtk_font_dialog_new()!
        gtk_font_dialog_set_title(dialog, title)
        gtk_font_dialog_set_modal(dialog, 1)
        let start = pango_font_description_from_string(initial)
        let answer = asyncReady { result in
            defer { release(dialog) }
            var error: UnsafeMutablePointer<GError>?
            let chosen = gtk_font_dialog_choose_font_finish(dialog, result, &error)
            _ = GLibError(taking: error)
            done(chosen.map(face))
        }
        gtk_font_dialog_choose_font(dialog, parent?.window, start, nil, answer.callback, answer.data)
        pango_font_description_free(start)
        #else
        let widget = cgtk_font_chooser_new(parent?.window, title, initial)!
        let handler: (Int) -> Void = { response in
            let chosen = cgtk_font_chooser_font(widget)
            gtk_window_destroy(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkWindow.self))
            guard response == Int(GTK_RESPONSE_OK.rawValue) else {
                if let chosen { pango_font_description_free(chosen) }
                return done(nil)
            }
            done(chosen.map(face))
        }
        connectSignal(UnsafeMutableRawPointer(widget), "response", handler, thunk: Thunk.address(Thunk.withInt))
        gtk_window_present(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkWindow.self))
        #endif
    }

    /// A chosen description as a face: its size left out, and freed.
    private static func face(_ description: OpaquePointer) -> String {
        defer { pango_font_description_free(description) }
        pango_font_description_unset_fields(description, PANGO_FONT_MASK_SIZE)
        let text = pango_font_description_to_string(description)
        defer { g_free(text) }
        return text.map { String(cString: $0) } ?? ""
    }
}
