import CGtk

public class Window: Widget {
    public var window: UnsafeMutablePointer<GtkWindow> { cast() }

    public var title: String {
        get { gtk_window_get_title(window).map { String(cString: $0) } ?? "" }
        set { gtk_window_set_title(window, newValue) }
    }

    public func setDefaultSize(width: Int, height: Int) {
        gtk_window_set_default_size(window, Int32(width), Int32(height))
    }

    public func setChild(_ child: Widget) { gtk_window_set_child(window, child.widget) }
    public func present() { gtk_window_present(window) }
    public func hide() { gtk_widget_set_visible(widget, 0) }
    /// For good. It lets go of its parent first: the wrapper's last reference may go after the
    /// parent is finalized, and GTK would then disconnect from the parent's freed instance.
    public func destroy() {
        gtk_window_set_transient_for(window, nil)
        gtk_window_destroy(window)
    }
    /// As the window manager's close button does: close-request is asked first.
    public func close() { gtk_window_close(window) }
    /// GTK's own action that does the same (`close()`), for an accelerator.
    public static let closeActionName = "window.close"

    public func setModal(_ modal: Bool, over parent: Window?) {
        gtk_window_set_modal(window, modal ? 1 : 0)
        gtk_window_set_transient_for(window, parent?.window)
    }

    /// Whether focus rings show (GTK's `:focus-visible`): on once a key is pressed.
    public var focusVisible: Bool {
        get { gtk_window_get_focus_visible(window) != 0 }
        set { gtk_window_set_focus_visible(window, newValue ? 1 : 0) }
    }

    /// Keeps focus rings on for as long as the keyboard is in use: GTK hides them 3 s after
    /// they were turned on (gtkwindow.c, VISIBLE_FOCUS_DURATION), and a key taken by a widget's
    /// own handler (the arrows moving a divider) does not renew them. Here a key press turns
    /// them on and they stay, until a pointer press or touch says the keyboard was put down.
    /// The main window only: kept in the share dialog too, the keys that choose in its
    /// drop-downs and then press Save As no longer opened the save dialog (ShareTests' size
    /// and JPEG quality); why is not found yet, so dialogs keep GTK's own timing.
    func keepFocusVisibleWhileTyping() {
        let keyboard = KeyboardUse()
        // Only watching, before the widgets do: each answers false or claims nothing, so every
        // key and press goes on as before. (A legacy controller seeing every event instead
        // upset touchpad swipes under Wayland: TouchpadTests.)
        let keys = KeyController()
        keys.captureBeforeChildren()
        keys.onKeyPressed { [unowned self] press in
            guard !press.isModifier else { return false }
            keyboard.inUse = true
            if !focusVisible { focusVisible = true }
            return false
        }
        add(keys)
        let presses = GestureClick(button: 0)
        presses.captureBeforeChildren()
        presses.onPressed { _, _, _ in keyboard.inUse = false }
        add(presses)
        onNotify("focus-visible") { [unowned self] in
            if keyboard.inUse && !focusVisible { focusVisible = true }
        }
    }

    /// Return true to keep the window open.
    public func onCloseRequest(_ handler: @escaping () -> Bool) {
        onSignal("close-request", returning: handler)
    }
}

public final class ApplicationWindow: Window {
    public init(application: Application) {
        super.init(retaining: gtk_application_window_new(application.cast()))
        keepFocusVisibleWhileTyping()
    }

    public func add(_ action: Action) {
        g_action_map_add_action(OpaquePointer(pointer), action.opaque)
    }
}

/// A plain top-level window, for dialogs of our own.
public final class DialogWindow: Window {
    public init(title: String, parent: Window) {
        super.init(retaining: gtk_window_new())
        self.title = title
        setModal(true, over: parent)
        gtk_window_set_destroy_with_parent(window, 1)
        gtk_window_set_resizable(window, 0)
        // Part of the parent's application, so its keyboard shortcuts work here too.
        gtk_window_set_application(window, gtk_window_get_application(parent.window))
    }
}

/// Whether the last press was a key's (the keyboard in use) or a pointer's.
private final class KeyboardUse {
    var inUse = false
}
