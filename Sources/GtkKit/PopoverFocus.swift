import CGtk

/// Where the keyboard goes when a menu button's popover closes. GTK 4.8 leaves the window's
/// focus on the hidden popover's entries after an entry of a submenu runs (Layout › Four
/// squares): every key then goes nowhere, F10 and Tab included, until a click. Once GTK has
/// moved the focus where it moves it (the end of the next frame), a focus still inside the
/// closed popover goes back to the widget that had it when the popover opened, or to the
/// button. A field the entry opened keeps it.
@MainActor
final class PopoverFocus {
    private let popover: UnsafeMutableRawPointer
    /// The widget that had the keyboard when the popover opened, held until it closes.
    private var before: Object?

    init(popover: UnsafeMutableRawPointer) {
        self.popover = popover
    }

    /// Follows `popover`, `button`'s, for as long as it lives (its signals hold the follower).
    static func follow(_ popover: Object, of button: Widget) {
        let focus = PopoverFocus(popover: popover.pointer)
        popover.onSignal("show") { focus.opened() }
        popover.onSignal("closed") { [unowned button] in button.afterNextFrame { focus.closed() } }
    }

    private var widget: UnsafeMutablePointer<GtkWidget> { popover.assumingMemoryBound(to: GtkWidget.self) }

    private var rootFocus: UnsafeMutablePointer<GtkWidget>? {
        gtk_widget_get_root(widget).flatMap { gtk_root_get_focus($0) }
    }

    private func opened() {
        before = rootFocus.map { Object(retaining: UnsafeMutableRawPointer($0)) }
    }

    private func closed() {
        let held = before
        before = nil
        guard gtk_widget_get_visible(widget) == 0, let root = gtk_widget_get_root(widget) else { return }
        if let focus = rootFocus, gtk_widget_is_ancestor(focus, widget) == 0 { return }
        if let previous = held?.cast(GtkWidget.self), gtk_widget_get_root(previous) == root,
           gtk_widget_is_ancestor(previous, widget) == 0, gtk_widget_grab_focus(previous) != 0 {
            return
        }
        if let parent = gtk_widget_get_parent(widget) { gtk_widget_grab_focus(parent) }
    }
}
