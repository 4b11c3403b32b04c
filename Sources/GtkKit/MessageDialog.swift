import CGtk

/// Modal messages and questions. (GtkAlertDialog needs GTK 4.10; we target 4.8.)
public enum MessageDialog {
    /// A message with an OK button.
    public static func show(parent: Window?, title: String, detail: String?, isError: Bool,
                            closed: (() -> Void)? = nil) {
        let dialog = present(parent: parent, type: isError ? GTK_MESSAGE_ERROR : GTK_MESSAGE_INFO,
                             buttons: GTK_BUTTONS_OK, title: title, detail: detail)
        let handler: (Int) -> Void = { _ in
            gtk_window_destroy(dialog)
            closed?()
        }
        connectSignal(UnsafeMutableRawPointer(dialog), "response", handler, thunk: Thunk.address(Thunk.withInt))
    }

    /// A question with a cancel button and one that does `confirmLabel`; `answer` gets
    /// true only for that one (closing the window, or Escape, cancels).
    public static func ask(parent: Window?, title: String, detail: String?, cancelLabel: String, confirmLabel: String,
                           answer: @escaping (Bool) -> Void) {
        let dialog = present(parent: parent, type: GTK_MESSAGE_QUESTION, buttons: GTK_BUTTONS_NONE, title: title, detail: detail)
        let asked = UnsafeMutableRawPointer(dialog).assumingMemoryBound(to: GtkWidget.self)
        cgtk_dialog_add_button(asked, cancelLabel, GTK_RESPONSE_CANCEL)
        cgtk_dialog_add_button(asked, confirmLabel, GTK_RESPONSE_ACCEPT)
        // Replacing loses the old file: a hurried Enter must not do it.
        cgtk_dialog_set_default_response(asked, GTK_RESPONSE_CANCEL)
        let handler: (Int) -> Void = { response in
            gtk_window_destroy(dialog)
            answer(response == Int(GTK_RESPONSE_ACCEPT.rawValue))
        }
        connectSignal(UnsafeMutableRawPointer(dialog), "response", handler, thunk: Thunk.address(Thunk.withInt))
    }

    private static func present(parent: Window?, type: GtkMessageType, buttons: GtkButtonsType, title: String,
                                detail: String?) -> UnsafeMutablePointer<GtkWindow> {
        let widget = cgtk_message_dialog_new(parent?.window, type, buttons, title, detail)!
        let dialog = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkWindow.self)
        // Titled too, so window lists and screen readers name it.
        gtk_window_set_title(dialog, title)
        gtk_window_present(dialog)
        return dialog
    }
}
