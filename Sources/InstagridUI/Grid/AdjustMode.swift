import GtkKit
import InstagridEngine
import InstagridGestures
import InstagridModel
import InstagridTrace

/// Framing one photo by hand. A double-click on a filled slot, its menu's Adjust Framing or
/// Ctrl+Return enters; the slot is outlined, a drag pans the photo (the share drag is off),
/// the wheel or a pinch zooms about the pointer, arrows nudge, + and − zoom, R turns, 0
/// resets. Return, Escape or a click outside leaves. Each drag or pinch is one undo step.
/// The interaction machine says when (`GridInput`); this does it.
final class AdjustMode {
    private unowned let grid: GridView
    private unowned let editor: GridEditing

    init(grid: GridView, editor: GridEditing) {
        self.grid = grid
        self.editor = editor
    }

    func enter(_ slot: SlotID) {
        grid.focus(slot)
        Trace.event(.adjustStart, "\(slot.rawValue)")
    }

    func leave() {
        editor.closeBurst()
        Trace.event(.adjustEnd)
    }

    /// A drag or a pinch on the photo begins: a step of its own, measured from its framing now.
    func beginGesture() { editor.beginGesture() }

    func endGesture() { editor.endGesture() }

    func pan(_ slot: SlotID, dx: Double, dy: Double) {
        guard let gesture = editor.gesture else { return }
        let start = editor.shownFraming(of: slot, in: gesture.before)
        editor.frame(slot, burst: gesture.burst) { _, photo, frame in
            start.panned(dx: dx, dy: dy, photo: photo, slot: frame)
        }
    }

    /// `centre`: the point between the fingers, in the grid's coordinates.
    func pinch(_ slot: SlotID, scale: Double, centre: (x: Double, y: Double)?) {
        guard let gesture = editor.gesture, let centre, let frame = grid.frame(of: slot) else { return }
        let start = editor.shownFraming(of: slot, in: gesture.before)
        editor.frame(slot, burst: gesture.burst) { _, photo, size in
            start.zoomed(by: scale, aboutX: centre.x - frame.x, y: centre.y - frame.y, photo: photo, slot: size)
        }
    }

    /// A key of the framing: the arrows nudge by a tenth of the slot, + and − zoom about its
    /// centre, R turns, 0 resets.
    func frame(_ slot: SlotID, by command: KeyCommand) {
        guard let frame = grid.frame(of: slot) else { return }
        let nudge = min(frame.width, frame.height) / 10
        switch command {
        case let .panPhoto(direction):
            // The photo moves the arrow's way, as it would under a drag.
            let (dx, dy) = direction.step
            editor.frame(slot) { framing, photo, size in framing.panned(dx: dx * nudge, dy: dy * nudge, photo: photo, slot: size) }
        case .zoomIn: editor.zoomPhoto(in: slot, by: 1.25, aboutX: frame.width / 2, y: frame.height / 2)
        case .zoomOut: editor.zoomPhoto(in: slot, by: 0.8, aboutX: frame.width / 2, y: frame.height / 2)
        case .turnPhoto: editor.turnPhoto(in: slot)
        case .resetFraming: editor.resetFraming(of: slot)
        default: break
        }
    }
}

private extension Direction {
    /// A step the arrow's way on the screen, where y grows downwards.
    var step: (dx: Double, dy: Double) {
        switch self {
        case .left: (-1, 0)
        case .right: (1, 0)
        case .up: (0, -1)
        case .down: (0, 1)
        }
    }
}
