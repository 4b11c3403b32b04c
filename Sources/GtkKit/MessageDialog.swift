import CGtk
import GLibKit

/// Modal messages and questions: GtkAlertDialog from GTK 4.10, GtkMessageDialog before.
public enum MessageDialog {
    /// A message with one button that closes it.
    public static func show(parent: Window?, title: String, detail: String?, isError: Bool,
                            closed: (() -> Void)? = nil) {
        #if GTK_4_10
        choose(parent: parent, title: title, detail: detail, buttons: nil) { _ in closed?() }
        #else
        let dialog = present(parent: parent, type: isError ? GTK_MESSAGE_ERROR : GTK_MESSAGE_INFO,
                             buttons: GTK_BUTTONS_OK, title: title, detail: detail)
        let handler: (Int) -> Void = { _ in
            gtk_window_destroy(dialog)
            closed?()
        }
        connectSignal(UnsafeMutableRawPointer(dialog), "response", handler, thunk: Thunk.address(Thunk.withInt))
        #endif
    }

    /// A question with a cancel button and one that does `confirmLabel`; `answer` gets
    /// true only for that one (closing the window, or Escape, cancels).
    /// Cancel is the default: a hurried Enter must not do what cannot be undone.
    public static func ask(parent: Window?, title: String, detail: String?, cancelLabel: String, confirmLabel: String,
                           answer: @escaping (Bool) -> Void) {
        ask(parent: parent, title: title, detail: detail, cancelLabel: cancelLabel, choices: [confirmLabel]) { answer($0 == 0) }
    }

    /// A question with a cancel button and `choices` after it ("Discard", "Save");
    /// `answer` gets the index of the choice pressed, or nil for cancel.
    public static func ask(parent: Window?, title: String, detail: String?, cancelLabel: String, choices: [String],
                           answer: @escaping (Int?) -> Void) {
        #if GTK_4_10
        choose(parent: parent, title: title, detail: detail, buttons: [cancelLabel] + choices) { pressed in
            answer(pressed.flatMap { $0 >= 1 ? $0 - 1 : nil })
        }
        #else
        let dialog = present(parent: parent, type: GTK_MESSAGE_QUESTION, buttons: GTK_BUTTONS_NONE, title: title, detail: detail)
        let asked = UnsafeMutableRawPointer(dialog).assumingMemoryBound(to: GtkWidget.self)
        cgtk_dialog_add_button(asked, cancelLabel, GTK_RESPONSE_CANCEL)
        for (index, choice) in choices.enumerated() { cgtk_dialog_add_button(asked, choice, GtkResponseType(rawValue: Int32(index))) }
        cgtk_dialog_set_default_response(asked, GTK_RESPONSE_CANCEL)
        let handler: (Int) -> Void = { response in
            gtk_window_destroy(dialog)
            answer(choices.indices.contains(response) ? response : nil)
        }
        connectSignal(UnsafeMutableRawPointer(dialog), "response", handler, thunk: Thunk.address(Thunk.withInt))
        #endif
    }

    #if GTK_4_10
    /// `buttons` nil: GTK's one Close button. The first button is the cancel and the default one;
    /// `answer` gets the index of the button pressed, or nil when the alert was dismissed.
    private static func choose(parent: Window?, title: String, detail: String?, buttons: [String]?,
                               answer: @escaping (Int?) -> Void) {
        let dialog = cgtk_alert_dialog_new(title)!
        if let detail { gtk_alert_dialog_set_detail(dialog, detail) }
        gtk_alert_dialog_set_modal(dialog, 1)
        if let buttons {
            var labels = buttons.map { UnsafePointer(strdup($0)) } + [nil]
            defer { labels.forEach { free(UnsafeMutableRawPointer(mutating: $0)) } }
            gtk_alert_dialog_set_buttons(dialog, &labels)
            gtk_alert_dialog_set_cancel_button(dialog, 0)
            gtk_alert_dialog_set_default_button(dialog, 0)
        }
        let reply = asyncReady { result in
            defer { release(dialog) }
            var error: UnsafeMutablePointer<GError>?
            let pressed = gtk_alert_dialog_choose_finish(dialog, result, &error)
            _ = GLibError(taking: error)
            answer(pressed >= 0 ? Int(pressed) : nil)
        }
        let before = Set(toplevelWindows())
        gtk_alert_dialog_choose(dialog, parent?.window, nil, reply.callback, reply.data)
        // GtkAlertDialog leaves its window untitled: window lists, task switchers and screen
        // readers naming the window would have nothing to say. It is titled by its message,
        // as GTK 4.8's message dialog was.
        for window in toplevelWindows() where !before.contains(window) && (gtk_window_get_title(window)?.pointee ?? 0) == 0 {
            gtk_window_set_title(window, title)
        }
    }

    private static func toplevelWindows() -> [UnsafeMutablePointer<GtkWindow>] {
        takeItems(of: gtk_window_list_toplevels()).map { $0.assumingMemoryBound(to: GtkWindow.self) }
    }
    #else
    private static func present(parent: Window?, type: GtkMessageType, buttons: GtkButtonsType, title: String,
                                detail: String?) -> UnsafeMutablePointer<GtkWindow> {
        let widget = cgtk_message_dialog_new(parent?.window, type, buttons, title, detail)!
        let dialog = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkWindow.self)
        // Titled too, so window lists and screen readers name it.
        gtk_window_set_title(dialog, title)
        gtk_window_present(dialog)
        return dialog
    }
    #endif
}
