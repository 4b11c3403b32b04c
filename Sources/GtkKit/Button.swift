import CGtk

open class Button: Widget {
    public init() {
        super.init(adopting: gtk_button_new())
    }

    init(adoptingButton pointer: UnsafeMutablePointer<GtkWidget>) {
        super.init(adopting: pointer)
    }

    public func setChild(_ child: Widget) {
        gtk_button_set_child(cast(), child.widget)
    }

    /// A text label; an underscore marks the mnemonic letter (Alt+letter), unless the label
    /// holds a name someone chose, whose underscores are its own.
    public func setLabel(_ label: String, mnemonic: Bool = true) {
        gtk_button_set_label(cast(), label)
        gtk_button_set_use_underline(cast(), mnemonic ? 1 : 0)
    }

}

/// With a stateful action and a target, GTK keeps it pressed while the action's state equals the target.
public final class ToggleButton: Button {
    public override init() {
        super.init(adoptingButton: gtk_toggle_button_new())
    }

    /// Pressed in; setting it tells `onToggled` as a click would.
    public var isActive: Bool {
        get { gtk_toggle_button_get_active(cast()) != 0 }
        set { gtk_toggle_button_set_active(cast(), newValue ? 1 : 0) }
    }

    public func onToggled(_ handler: @escaping () -> Void) {
        onSignal("toggled", handler)
    }
}
