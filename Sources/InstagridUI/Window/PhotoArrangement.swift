import GtkKit
import InstagridActions
import InstagridEngine
import InstagridModel
import InstagridRender
import InstagridResources
import InstagridTrace

/// Arranging photos by hand: swapping, removing, turning, zooming, reshaping cells, and
/// undoing any of it. Each is one call of `change`, reached from an action, a key or a
/// gesture (what the grid's input may do: `GridEditing`).
final class PhotoArrangement: GridEditing {
    private let edits: CollageEdits
    private let photos: SlotPhotos
    private let grid: GridView
    private let notices: NoticeBanner
    /// What follows the layout once a line's drag ends.
    private let dragEnded: () -> Void
    private var state: CollageState { edits.state }
    private var interaction: Interaction { edits.interaction }
    var collage: Collage { edits.collage }

    init(edits: CollageEdits, photos: SlotPhotos, grid: GridView, notices: NoticeBanner, dragEnded: @escaping () -> Void) {
        self.edits = edits
        self.photos = photos
        self.grid = grid
        self.notices = notices
        self.dragEnded = dragEnded
    }

    /// Exchanges two slots' photos (a move, when one is empty), and tells screen readers
    /// what moved where; from the keyboard, the focus follows the photo.
    func swapPhotos(_ a: SlotID, _ b: SlotID, focusFollows: Bool = false) {
        let visible = collage.layout.visibleSlots
        guard a != b, visible.contains(a), visible.contains(b) else { return }
        guard collage.photo(in: a) != nil || collage.photo(in: b) != nil else { return }
        let (from, to) = collage.photo(in: a) != nil ? (a, b) : (b, a)
        let (fromName, toName) = (from.spokenName(in: collage.layout), to.spokenName(in: collage.layout))
        let moved = collage.photo(in: to) == nil
        guard edits.change(collage.exchange(a, b), { $0.swapPhotos(a, b) }) else { return }
        // TRANSLATORS: told to screen readers; {from} and {to} are slots' names, such as “Top left photo”.
        let message = moved ? tr("Photo moved from {from} to {to}", ["from": fromName, "to": toName])
            : tr("Photos swapped: {from} and {to}", ["from": fromName, "to": toName])
        grid.root.announce(message)
        Trace.event(.announced, message)
        if focusFollows { grid.focus(b) }
    }

    /// Alt+arrow: the photo of `slot` changes places with its neighbour that way.
    func movePhoto(from slot: SlotID, toward direction: Direction) {
        guard collage.photo(in: slot) != nil, let next = collage.layout.neighbour(of: slot, toward: direction) else { return }
        swapPhotos(slot, next, focusFollows: true)
    }

    func moveDivider(to moved: LayoutTree, burst: Double) {
        guard moved != collage.layout.tree else { return }
        edits.change(.moveDivider, burst: burst) { $0.layout = Layout(tree: moved) }
    }

    /// Split Across (`.row`: a new cell beside it) or Split Down (below it): the new cell is
    /// empty, and takes half the cell's room.
    func splitCell(_ slot: SlotID, along axis: LayoutTree.Axis) {
        guard collage.layout.visibleSlots.contains(slot) else { return }
        do throws(ShapingRefusal) {
            let split = try collage.splitting(slot, along: axis)
            edits.change(.splitCell) { $0 = split }
        } catch {
            switch error {
            case .nineHeld:
                notices.show(tr("A collage holds nine photos at most"), detail: tr("Remove a cell or a photo first."))
            case .noRoom:
                notices.show(tr("No room to split this cell"),
                             detail: tr("Its halves would be smaller than the smallest a cell may be. Narrow the spacing, or split a larger cell."))
            }
        }
    }

    /// Remove Cell: its neighbours take its room; its photo waits in the list, as photos a
    /// layout does not show do. The last cell stays.
    func removeCell(_ slot: SlotID) {
        guard let removed = collage.removingCell(slot) else { return }
        edits.change(.removeCell) { $0 = removed }
    }

    /// Show Whole Photo, or Fill the Slot: the photo fits inside its slot over a blurred copy
    /// of itself, or fills it again; the zoom and offsets start over, the turns stay.
    func toggleWhole(_ slot: SlotID) {
        guard collage.photo(in: slot) != nil else { return }
        let framing = collage.framing(of: slot)
        let toggled = Framing(zoom: 1, offsetX: 0, offsetY: 0, quarterTurns: framing.quarterTurns,
                              whole: framing.whole == nil ? .blurred : nil)
        edits.change(.wholePhoto) { $0.setFraming(toggled, of: slot) }
    }

    /// A whole photo's backdrop: its blurred copy, or the frame colour.
    func switchBackdrop(_ slot: SlotID) {
        var framing = collage.framing(of: slot)
        guard let backdrop = framing.whole else { return }
        framing.whole = backdrop == .blurred ? .frame : .blurred
        edits.change(.wholePhoto) { $0.setFraming(framing, of: slot) }
    }

    func removePhoto(in slot: SlotID) {
        edits.change(.removePhoto) { $0.setPhoto(nil, in: slot) }
    }

    /// A photo nobody framed stays so, its subject looked for anew once turned; one framed by
    /// hand keeps the part in view that it can.
    func turnPhoto(in slot: SlotID) {
        guard collage.framing(of: slot).isUnframed else {
            return frame(slot, as: .turnPhoto) { framing, photo, size in framing.turnedClockwise(photo: photo, slot: size) }
        }
        guard framingContext(slot) != nil else { return }
        edits.change(.turnPhoto) {
            $0.setFraming(Framing(zoom: 1, offsetX: 0, offsetY: 0, quarterTurns: $0.framing(of: slot).quarterTurns + 1), of: slot)
        }
    }

    func resetFraming(of slot: SlotID) {
        edits.change(.resetFraming) { $0.setFraming($0.framing(of: slot).reset, of: slot) }
    }

    /// Zooms `slot`'s photo by `factor` about (`x`, `y`) of the slot; steps close together are one undo step.
    func zoomPhoto(in slot: SlotID, by factor: Double, aboutX x: Double, y: Double) {
        frame(slot) { framing, photo, size in framing.zoomed(by: factor, aboutX: x, y: y, photo: photo, slot: size) }
        Trace.event(.zoomed, "\(slot.rawValue) \(collage.framing(of: slot).zoom)")
    }

    /// Reframes `slot`'s photo: `edit` gets its framing as shown (a photo nobody framed, around
    /// its subject), the photo's upright size and the slot's size on screen. Changes of one
    /// gesture (`burst`) are one undo step.
    func frame(_ slot: SlotID, as change: CollageChange? = nil, burst: Double? = nil,
               _ edit: (Framing, _ photo: Size, _ slot: Size) -> Framing) {
        guard let (photo, size) = framingContext(slot) else { return }
        edits.change(change ?? .frame(slot), burst: burst) {
            $0.setFraming(edit($0.framing(of: slot).following(photos.decoded(in: slot)?.attention, photo: photo, slot: size), photo, size),
                          of: slot)
        }
    }

    func shownFraming(of slot: SlotID, in collage: Collage) -> Framing {
        let framing = collage.framing(of: slot)
        guard let (photo, size) = framingContext(slot) else { return framing }
        return framing.following(photos.decoded(in: slot)?.attention, photo: photo, slot: size)
    }

    func decodedPhoto(in slot: SlotID) -> DecodedPhoto? { photos.decoded(in: slot) }

    func closeBurst() { state.closeBurst() }

    var gesture: CollageState.Gesture? { state.gesture }

    func beginGesture() { state.beginGesture() }

    func endGesture() { state.endGesture() }

    func lineDragEnded() { dragEnded() }

    /// Adjust mode for `slot` (its menu's Adjust Framing, the `adjust-framing` action), as
    /// a double-click on it enters it.
    func adjustFraming(_ slot: SlotID) {
        interaction.send(.adjustRequested(PressTarget(slot: slot, showsPhoto: decodedPhoto(in: slot) != nil)))
    }

    func undo() { edits.apply(.undo) }

    func redo() { edits.apply(.redo) }

    /// The full photo's upright size and the slot's size on screen, once the photo is decoded.
    private func framingContext(_ slot: SlotID) -> (photo: Size, slot: Size)? {
        guard let photo = photos.decoded(in: slot), let frame = grid.frame(of: slot) else { return nil }
        return (photo.fullSize, frame.size)
    }
}
