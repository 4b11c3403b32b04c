import CGtk

/// Where the keyboard goes when a menu's popover closes. GTK 4.8 leaves the window's focus
/// on the hidden popover's entries after an entry of a submenu runs (Layout › Grid of Four,
/// Swap With › Bottom photo): every key then goes nowhere, F10 and Tab included, until a
/// click. Once the entry's action has run, a focus still inside the closed popover goes
/// back to the widget that had it when the popover opened, or to the popover's parent.
@MainActor
final class PopoverFocus {
    private let popover: UnsafeMutableRawPointer
    /// The widget that had the keyboard when the popover opened, held until it closes.
    private var before: Object?

    init(popover: UnsafeMutableRawPointer) {
        self.popover = popover
    }

    /// Follows `popover` for as long as it lives (its signals hold the follower).
    static func follow(_ popover: Object) {
        let focus = PopoverFocus(popover: popover.pointer)
        popover.onSignal("show") { focus.opened() }
        popover.onSignal("closed") {
            // After the entry's action, which may have put the keyboard somewhere of its own
            // (a field to type in, a dialog).
            MainLoop.after(milliseconds: 0) { focus.closed() }
        }
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
