import InstagridEngine
import InstagridModel
import InstagridRender

/// What the grid's input (framing by hand, lifting a photo, moving a line, the slot's keys
/// and wheel) may do: read the collage and its pixels and change it through the window's one
/// change function. It gets this, never the window; the interaction machine says when.
protocol GridEditing: AnyObject {
    var collage: Collage { get }
    /// The pixels decoded for the photo the collage puts in a slot, once they are there
    /// (nil for an empty slot).
    func decodedPhoto(in slot: SlotID) -> DecodedPhoto?
    /// A slot's framing as the grid shows it in `collage`: a photo nobody framed, around its subject.
    func shownFraming(of slot: SlotID, in collage: Collage) -> Framing
    /// Reframes a slot's photo: `edit` gets its framing as shown, the photo's upright size and
    /// the slot's size on screen. Changes of one gesture (`burst`) are one undo step.
    func frame(_ slot: SlotID, as change: CollageChange?, burst: Double?, _ edit: (Framing, _ photo: Size, _ slot: Size) -> Framing)
    func zoomPhoto(in slot: SlotID, by factor: Double, aboutX x: Double, y: Double)
    func turnPhoto(in slot: SlotID)
    func resetFraming(of slot: SlotID)
    /// From the keyboard, the focus follows the photo.
    func swapPhotos(_ a: SlotID, _ b: SlotID, focusFollows: Bool)
    func movePhoto(from slot: SlotID, toward direction: Direction)
    /// The next change is a step of its own: a gesture ended.
    func closeBurst()
    /// The drag or pinch in hand (`CollageState.Gesture`): how the collage began it.
    var gesture: CollageState.Gesture? { get }
    func beginGesture()
    func endGesture()
    /// A line's drag ended: what did not follow its every frame follows the layout now.
    func lineDragEnded()
    /// The layout shaped by a divider's drag or keys: `tree`; the changes of one drag
    /// (`burst`) are one undo step.
    func moveDivider(to tree: LayoutTree, burst: Double)
}

extension GridEditing {
    func frame(_ slot: SlotID, burst: Double? = nil, _ edit: (Framing, _ photo: Size, _ slot: Size) -> Framing) {
        frame(slot, as: nil, burst: burst, edit)
    }
}
