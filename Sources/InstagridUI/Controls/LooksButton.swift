import GtkKit
import InstagridActions
import InstagridModel
import InstagridResources

/// The header bar's Looks button and the popover it opens, made the first time it opens:
/// the window starts without building the popover's rows.
final class LooksButton {
    let button: PopoverButton

    /// `collage`: what the popover shows when it opens; `activate`: its controls' actions.
    init(collage: @escaping () -> Collage, activate: @escaping (AppAction, Variant?) -> Void) {
        let opened = Opened()
        button = PopoverButton(iconName: "color-select-symbolic") {
            let made = LooksPopover(collage: collage, activate: activate)
            made.reflect(collage())
            opened.popover = made
            return made.popover
        }
        button.name = "looks-button"
        button.setAccessibleLabel(tr("Looks"))
        button.tooltip = tr("Looks")
        self.opened = opened
    }

    /// The popover, once made: the button's maker fills it before `self` exists.
    private final class Opened { var popover: LooksPopover? }
    private let opened: Opened

    func reflect(_ collage: Collage) { opened.popover?.reflect(collage) }

    func popup() { button.popup() }
}
