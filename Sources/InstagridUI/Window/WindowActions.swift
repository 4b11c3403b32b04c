import GtkKit
import InstagridModel

/// Every user action of the window, as a GAction: buttons, keys, menus, tests
/// and `gapplication action` all go through these.
final class WindowActions {
    let layout: Action
    let choosePhoto: Action

    init(window: MainWindow) {
        layout = Action("layout", parameterType: .int32, state: Variant(Int32(window.collage.layout.number)))
        layout.onActivate { [unowned window, unowned layout] parameter in
            guard let number = parameter?.int32, let chosen = Layout.numbered(Int(number)) else { return }
            layout.state = Variant(number)
            window.setLayout(chosen)
        }
        choosePhoto = Action("choose-photo", parameterType: .int32)
        choosePhoto.onActivate { [unowned window] parameter in
            guard let raw = parameter?.int32, let slot = SlotID(rawValue: Int(raw)) else { return }
            window.choosePhoto(for: slot)
        }
        for action in [layout, choosePhoto] { window.window.add(action) }
    }
}
