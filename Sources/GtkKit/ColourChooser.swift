import CGtk

/// GTK's colour chooser, asking for one opaque colour.
public enum ColourChooser {
    /// Opens modally over `parent` on `initial` (red, green, blue in 0...1); `done` gets
    /// the chosen colour, or nil when the user cancels or closes the dialog.
    public static func choose(parent: Window?, title: String, initial: (red: Double, green: Double, blue: Double),
                              done: @escaping ((red: Double, green: Double, blue: Double)?) -> Void) {
        let start = GdkRGBA(red: Float(initial.red), green: Float(initial.green), blue: Float(initial.blue), alpha: 1)
        let widget = cgtk_colour_chooser_new(parent?.window, title, start)!
        let handler: (Int) -> Void = { response in
            let chosen = cgtk_colour_chooser_rgba(widget)
            gtk_window_destroy(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkWindow.self))
            guard response == Int(GTK_RESPONSE_OK.rawValue) else { return done(nil) }
            done((Double(chosen.red), Double(chosen.green), Double(chosen.blue)))
        }
        connectSignal(UnsafeMutableRawPointer(widget), "response", handler, thunk: Thunk.address(Thunk.withInt))
        gtk_window_present(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkWindow.self))
    }
}
