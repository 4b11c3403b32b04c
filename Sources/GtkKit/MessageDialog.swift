import CGtk

/// A modal message with an OK button. (GtkAlertDialog needs GTK 4.10; we target 4.8.)
public enum MessageDialog {
    public static func show(parent: Window?, title: String, detail: String?, isError: Bool,
                            closed: (() -> Void)? = nil) {
        let dialog = cgtk_message_dialog_new(parent?.window, isError ? GTK_MESSAGE_ERROR : GTK_MESSAGE_INFO, title, detail)!
        // Titled too, so window lists and screen readers name it.
        gtk_window_set_title(UnsafeMutableRawPointer(dialog).assumingMemoryBound(to: GtkWindow.self), title)
        let handler: (Int) -> Void = { _ in
            gtk_window_destroy(UnsafeMutableRawPointer(dialog).assumingMemoryBound(to: GtkWindow.self))
            closed?()
        }
        connectSignal(UnsafeMutableRawPointer(dialog), "response", handler, thunk: Thunk.address(Thunk.withInt))
        gtk_window_present(UnsafeMutableRawPointer(dialog).assumingMemoryBound(to: GtkWindow.self))
    }
}
