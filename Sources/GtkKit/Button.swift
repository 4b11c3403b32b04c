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

    /// A theme's icon over a text label, as a share sheet's ways look; the label's
    /// underscore marks the mnemonic, unless `mnemonic` is false. Screen readers read the label.
    public func setIcon(_ iconName: String, label: String, mnemonic: Bool = true) {
        let content = Box(.vertical, spacing: 6)
        content.append(Image(iconName: iconName, pixelSize: 24))
        let text = mnemonic ? gtk_label_new_with_mnemonic(label)! : gtk_label_new(label)!
        if mnemonic { gtk_label_set_mnemonic_widget(OpaquePointer(text), widget) }
        gtk_box_append(content.cast(), text)
        setChild(content)
        setAccessibleLabel(mnemonic ? String(cString: gtk_label_get_text(OpaquePointer(text))) : label)
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
