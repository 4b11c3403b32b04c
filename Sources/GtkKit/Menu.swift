import CGtk
import GLibKit

/// A menu model: labelled entries that activate detailed action names.
public final class Menu: Object {
    public init() {
        super.init(adopting: UnsafeMutableRawPointer(g_menu_new()!))
    }

    public func append(_ label: String, action: String) {
        g_menu_append(opaque, label, action)
    }

    /// An entry activating `action` with `target` as its parameter (a path, say, which a
    /// detailed action name could not hold whatever its characters).
    public func append(_ label: String, action: String, target: Variant) {
        let item = g_menu_item_new(label, nil)!
        g_menu_item_set_action_and_target_value(item, action, target.pointer)
        g_menu_append_item(opaque, item)
        release(item)
    }

    public func removeAll() {
        g_menu_remove_all(opaque)
    }

    public func appendSection(_ section: Menu, label: String? = nil) {
        g_menu_append_section(opaque, label, section.cast())
    }

    public func appendSubmenu(_ label: String, _ submenu: Menu) {
        g_menu_append_submenu(opaque, label, submenu.cast())
    }

    /// Relabels the entry at `index` (menus show it at once): "Undo Swap Photos", say.
    public func replace(at index: Int, label: String, action: String) {
        g_menu_remove(opaque, Int32(index))
        g_menu_insert(opaque, Int32(index), label, action)
    }
}

/// A menu in a bubble pointing at a spot of its parent widget; one serves every menu
/// the parent shows.
public final class PopoverMenu: Widget {
    public init(parent: Widget) {
        super.init(adopting: gtk_popover_menu_new_from_model(nil)!)
        gtk_widget_set_parent(widget, parent.widget)
    }

    /// Opens showing `menu`, pointing at (`x`, `y`) of the parent; `margin`: how many pixels
    /// off the spot the arrow's tip stays.
    public func popup(_ menu: Menu, pointingAt x: Int, _ y: Int, margin: Int = 0) {
        // The popover keeps its own reference to the model.
        gtk_popover_menu_set_menu_model(OpaquePointer(pointer), menu.cast())
        var rect = GdkRectangle(x: Int32(x - margin), y: Int32(y - margin), width: Int32(2 * margin + 1), height: Int32(2 * margin + 1))
        gtk_popover_set_pointing_to(cast(), &rect)
        gtk_popover_popup(cast())
    }

    public func popdown() { gtk_popover_popdown(cast()) }
}

/// A flat button with an icon that opens a menu. The menu's widgets are made when it first
/// opens: a menu of every layout costs the window's first frame nothing.
public final class MenuButton: Widget {
    public init(iconName: String, menu: Menu) {
        super.init(adopting: gtk_menu_button_new())
        gtk_menu_button_set_icon_name(opaque, iconName)
        gtk_menu_button_set_has_frame(opaque, 0)
        makePopup(of: opaque) { [unowned self] in
            gtk_menu_button_set_menu_model(opaque, menu.cast())
            if let popover = gtk_menu_button_get_popover(opaque) { PopoverFocus.follow(Object(retaining: UnsafeMutableRawPointer(popover)), of: self) }
        }
    }

    /// A window's primary menu opens with F10.
    public var isPrimary: Bool {
        get { gtk_menu_button_get_primary(opaque) != 0 }
        set { gtk_menu_button_set_primary(opaque, newValue ? 1 : 0) }
    }
}

/// GTK asks for a menu button's popup each time it is about to open it.
private nonisolated let createPopup: GtkMenuButtonCreatePopupFunc = { _, data in
    HandlerBox<() -> Void>.call(data) { $0() }
}

/// Has `make` give the menu button `button` its popup when it first opens, not before.
private func makePopup(of button: OpaquePointer, _ make: @escaping () -> Void) {
    var made = false
    let once: () -> Void = {
        guard !made else { return }
        made = true
        make()
    }
    gtk_menu_button_set_create_popup_func(button, createPopup, HandlerBox.retained(once), releaseHandlerBox)
}

/// A bubble over another widget, holding any child.
public final class Popover: Widget {
    public init() {
        super.init(adopting: gtk_popover_new())
    }

    public func setChild(_ child: Widget) {
        gtk_popover_set_child(cast(), child.widget)
    }

    public func popdown() { gtk_popover_popdown(cast()) }

    /// The side of its button the popover prefers to open on.
    public func prefer(_ side: Side) {
        gtk_popover_set_position(cast(), side == .above ? GTK_POS_TOP : GTK_POS_LEFT)
    }

    public enum Side { case above, left }
}

/// A button that opens a popover, showing `child` on its face.
public final class PopoverButton: Widget {
    /// `makePopover` runs when the popover is first wanted (a click, `popup()`), not before.
    public init(child: Widget, makePopover: @escaping () -> Popover) {
        super.init(adopting: gtk_menu_button_new())
        gtk_menu_button_set_child(opaque, child.widget)
        makePopup(of: opaque) { [unowned self] in gtk_menu_button_set_popover(opaque, makePopover().widget) }
    }

    /// Opens the popover, as a click would.
    public func popup() { gtk_menu_button_popup(opaque) }
}

extension PopoverButton {
    /// A flat button showing a named icon.
    public convenience init(iconName: String, makePopover: @escaping () -> Popover) {
        self.init(child: Image(iconName: iconName, pixelSize: 16), makePopover: makePopover)
        gtk_menu_button_set_has_frame(opaque, 0)
    }
}
