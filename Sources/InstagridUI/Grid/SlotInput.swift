import Glibc
import GtkKit
import InstagridModel

/// What the grid's slots take besides a click: the context menu (secondary click, Menu,
/// Shift+F10), Alt+arrow keys to move a photo, and Ctrl+scroll (plain scroll while
/// adjusting it) to zoom it in its slot.
/// None of these is a drag or a plain click, so the seed's choose and share gestures stay as they are.
final class SlotInput {
    private unowned let grid: GridView
    private unowned let editor: GridEditing
    private let menu: SlotMenu
    private var pointer: (x: Double, y: Double)?
    /// Asked, while a scroll is handled, whether Control is held.
    private let scroll = ScrollController()

    init(grid: GridView, editor: GridEditing) {
        self.grid = grid
        self.editor = editor
        menu = SlotMenu(grid: grid)

        let secondary = GestureClick(button: 3)
        secondary.onPressed { [unowned self] _, x, y in
            guard let slot = grid.slot(atX: x, y: y), editor.interaction.allowsChange("slot-menu") else { return }
            menu.show(for: slot, atX: x, y: y)
        }
        grid.root.add(secondary)

        let keys = KeyController()
        keys.onKeyPressed { [unowned self] press in handle(press) }
        grid.root.add(keys)

        let motion = MotionController()
        motion.onMotion { [unowned self] x, y in pointer = (x, y) }
        grid.root.add(motion)

        scroll.onScroll { [unowned self] _, dy in
            guard let pointer, let slot = grid.slot(atX: pointer.x, y: pointer.y),
                  scroll.controlHeld || editor.interaction.mode.adjustedSlot == slot, let frame = grid.frame(of: slot) else { return false }
            // A wheel notch (dy ±1) zooms by a quarter; a touchpad's small steps by as much in total.
            editor.zoomPhoto(in: slot, by: pow(1.25, -dy), aboutX: pointer.x - frame.x, y: pointer.y - frame.y)
            return true
        }
        grid.root.add(scroll)
    }

    private func handle(_ press: KeyController.Press) -> Bool {
        guard let slot = grid.focusedSlot else { return false }
        for command in Shortcuts.commands(for: press) {
            switch command {
            case .openSlotMenu:
                if editor.interaction.allowsChange("slot-menu") { menu.show(for: slot) }
            case let .movePhoto(direction): editor.movePhoto(from: slot, toward: direction)
            default: continue
            }
            return true
        }
        return false
    }
}
