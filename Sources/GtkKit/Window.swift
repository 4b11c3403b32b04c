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
    public func destroy() { gtk_window_destroy(window) }
    /// As the window manager's close button does: close-request is asked first.
    public func close() { gtk_window_close(window) }

    public func setModal(_ modal: Bool, over parent: Window?) {
        gtk_window_set_modal(window, modal ? 1 : 0)
        gtk_window_set_transient_for(window, parent?.window)
    }

    /// Return true to keep the window open.
    public func onCloseRequest(_ handler: @escaping () -> Bool) {
        onSignal("close-request", returning: handler)
    }
}

public final class ApplicationWindow: Window {
    public init(application: Application) {
        super.init(retaining: gtk_application_window_new(application.cast()))
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
