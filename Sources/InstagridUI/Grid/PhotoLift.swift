import InstagridModel
import InstagridTrace

/// Press and hold a photo to lift it (it grows a little and casts a shadow: the grid draws
/// it where the interaction state says), drag it onto another slot and release to swap the
/// two, or move it into an empty one. Released elsewhere, or Escape, puts it back.
final class PhotoLift {
    private unowned let grid: GridView
    private unowned let editor: GridEditing

    init(grid: GridView, editor: GridEditing) {
        self.grid = grid
        self.editor = editor
    }

    func lift(_ slot: SlotID) {
        Trace.event(.lifted, "\(slot.rawValue)")
    }

    /// Escape, or a share from the keyboard: the photo goes back to its slot.
    func putBack(_ slot: SlotID) {
        Trace.event(.liftCancelled, "\(slot.rawValue)")
    }

    /// Let go at (`x`, `y`) of the grid: on another slot, the two swap.
    func drop(_ slot: SlotID, atX x: Double, y: Double) {
        guard let target = grid.slot(atX: x, y: y), target != slot else {
            return Trace.event(.liftDroppedBack, "\(slot.rawValue)")
        }
        Trace.event(.liftDropped, "\(slot.rawValue) on \(target.rawValue)")
        editor.swapPhotos(slot, target, focusFollows: false)
    }
}
