import GtkKit
import InstagridGestures
import InstagridModel
import InstagridTrace

/// Press and hold a photo to lift it (it grows a little and casts a shadow), drag it onto
/// another slot and release to swap the two, or move it into an empty one. Released
/// elsewhere, or Escape, puts it back. A press that moves before the hold time is a
/// share drag or a click, as before.
final class PhotoLift {
    private unowned let grid: GridView
    private unowned let editor: GridEditing
    private let drag = GestureDrag()
    private let escape = KeyController()
    /// The press that may become a lift: its slot and point, and the drag's latest offset.
    private var press: (slot: SlotID, x: Double, y: Double)?
    private var offset = (dx: 0.0, dy: 0.0)
    /// Bumped when a press can no longer become a lift.
    private var ticket = 0

    /// `content`: the window's content, whose keys Escape is taken from.
    init(grid: GridView, editor: GridEditing, content: Widget) {
        self.grid = grid
        self.editor = editor
        drag.capture(on: grid.root, begin: { [unowned self] x, y in pressed(x, y) },
                     update: { [unowned self] dx, dy in moved(dx, dy) }, end: { [unowned self] dx, dy in released(dx, dy) })
        // Wherever the keyboard's focus is in the window.
        escape.captureBeforeChildren()
        escape.onKeyPressed { [unowned self] press in
            guard isLifted, Shortcuts.commands(for: press).contains(.putLiftedPhotoBack) else { return false }
            putBack()
            return true
        }
        content.add(escape)
    }

    private var isLifted: Bool { editor.interaction.mode.liftedSlot != nil }

    /// Escape, or a share from the keyboard: the photo goes back to its slot; the rest of
    /// the drag does nothing.
    private func putBack() {
        guard let lifted = grid.lifted else { return }
        drop()
        Trace.event(.liftCancelled, "\(lifted.slot.rawValue)")
    }

    /// The photo is no longer held.
    private func drop() {
        guard let lifted = grid.lifted else { return }
        grid.lifted = nil
        editor.interaction.finish(.lifted(lifted.slot))
    }

    private func pressed(_ x: Double, _ y: Double) {
        ticket += 1
        press = nil
        offset = (0, 0)
        guard editor.interaction.mode == .idle, let slot = grid.slot(atX: x, y: y),
              editor.decodedPhoto(in: slot) != nil else { return }
        press = (slot, x, y)
        Trace.event(.holdStart, "\(slot.rawValue)")
        let ticket = ticket
        MainLoop.after(milliseconds: UInt32(PhotoHold.holdTime * 1000)) { [weak self] in
            guard let self, self.ticket == ticket, let press else { return }
            lift(press.slot)
        }
    }

    private func lift(_ slot: SlotID) {
        guard editor.interaction.begin(.lifted(slot), "lift", endingEarly: { [unowned self] in putBack() }) else { return }
        // From here the press is this gesture's: not a click on the slot, not a share drag.
        drag.claim()
        grid.lifted = (slot, offset.dx, offset.dy)
        Trace.event(.lifted, "\(slot.rawValue)")
    }

    private func moved(_ dx: Double, _ dy: Double) {
        offset = (dx, dy)
        if let lifted = grid.lifted {
            grid.lifted = (lifted.slot, dx, dy)
        } else if !PhotoHold.isStill(dx: dx, dy: dy) {
            ticket += 1
        }
    }

    private func released(_ dx: Double, _ dy: Double) {
        ticket += 1
        defer { press = nil }
        guard let lifted = grid.lifted, let press else { return }
        drop()
        guard let target = grid.slot(atX: press.x + dx, y: press.y + dy), target != lifted.slot else {
            return Trace.event(.liftDroppedBack, "\(lifted.slot.rawValue)")
        }
        Trace.event(.liftDropped, "\(lifted.slot.rawValue) on \(target.rawValue)")
        editor.swapPhotos(lifted.slot, target, focusFollows: false)
    }
}
