import CGtk

/// The window's title bar, drawn by GTK the same under X11 window managers and Wayland.
public final class HeaderBar: Widget {
    public init() {
        super.init(adopting: gtk_header_bar_new())
    }

    /// Shows `title` (a document's name) in the bar's middle, or nothing.
    public func setTitle(_ title: Label) {
        gtk_header_bar_set_title_widget(opaque, title.widget)
    }

    /// At the trailing end, before what was packed there earlier (inside the window buttons).
    public func packEnd(_ child: Widget) {
        gtk_header_bar_pack_end(opaque, child.widget)
    }
}

extension Window {
    public func setTitlebar(_ bar: Widget) { gtk_window_set_titlebar(window, bar.widget) }
}
