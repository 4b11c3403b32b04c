import InstagridModel
import InstagridTrace

/// The one place the collage lives, with its undo history and the document it belongs
/// to. It changes only through `CollageEdits`, the gate (its changing methods are this
/// module's alone); each change records its step and hands the session to `persist`;
/// views observe it (`observe`).
public final class CollageState {
    public private(set) var collage = Collage()
    public private(set) var history = History()
    /// The document the collage was opened from or last saved as, and what the file
    /// holds (nil where it could not be read back); nil for the untitled collage, which
    /// lives in the session only.
    public private(set) var document: (path: LocalPath, saved: Collage?)?
    /// Keeps what the session holds after each change (the app writes it to disk).
    private let persist: (SessionFile.Contents) -> Void
    /// How often an observer hears of changes.
    public enum Pace {
        /// Every change, a line's drag's every frame too: what shows the layout.
        case everyFrame
        /// Once the collage has settled: not during a line's drag, once when it ends.
        case settled
    }
    private var observers: [(pace: Pace, heard: (Collage, History) -> Void)] = []
    /// Whether the layout is being reshaped live (a line dragged): settled observers wait.
    private let isShapingLive: () -> Bool

    /// `interaction` says when a line is being dragged.
    init(interaction: Interaction, persist: @escaping (SessionFile.Contents) -> Void) {
        self.persist = persist
        isShapingLive = { [unowned interaction] in interaction.state.isMovingDivider }
    }

    /// `observer` hears the collage and its history after each change, whatever made it (an
    /// action, undo, a restored session), at its `pace`.
    public func observe(_ pace: Pace = .settled, _ observer: @escaping (Collage, History) -> Void) {
        observers.append((pace, observer))
    }

    /// The live reshaping ended: what waited hears the collage as it is now.
    public func settle() {
        for observer in observers where observer.pace == .settled { observer.heard(collage, history) }
    }

    /// Changes the collage by `edit`, as one undo step named by `change`. A burst of
    /// coalescing changes (`CollageChange.coalesces`) started at the same `burst` time, or
    /// close together, is one step. An edit that changes nothing records nothing.
    func apply(_ change: CollageChange, burst: Double? = nil, _ edit: (inout Collage) -> Void) {
        show(edit) { history.record(change, from: collage, at: burst ?? MonotonicClock.seconds) }
    }

    /// `path` cannot be used: it leaves the collage and every undo and redo step, as if it
    /// had never been chosen; a photo it replaced is back in its slot.
    func forget(_ path: LocalPath) {
        show(history.forget(path, current: collage))
    }

    /// Shows the edited collage, after `record` (which still sees the old one), if anything changed.
    private func show(_ edit: (inout Collage) -> Void, record: () -> Void) {
        var edited = collage
        edit(&edited)
        guard edited != collage else { return }
        record()
        show(edited)
    }

    /// The next change is a step of its own (a gesture ended).
    public func closeBurst() { history.closeBurst() }

    /// A drag or a pinch in hand: the collage as it began, and when (its burst: the gesture,
    /// however long, is one undo step). What it does is measured from its beginning.
    public struct Gesture: Sendable {
        public let before: Collage
        public let burst: Double
    }
    public private(set) var gesture: Gesture?

    /// A gesture begins: a step of its own, apart from the keys or the wheel before it.
    public func beginGesture() {
        history.closeBurst()
        gesture = Gesture(before: collage, burst: MonotonicClock.seconds)
    }

    /// The gesture in hand ended (let go, or ended early by a share, Escape, a mode): the
    /// next change is a step of its own.
    public func endGesture() {
        gesture = nil
        history.closeBurst()
    }

    func undo() {
        guard let step = history.undo(from: collage) else { return }
        Trace.event(.undo, step.change.id)
        show(step.collage)
    }

    func redo() {
        guard let step = history.redo(from: collage) else { return }
        Trace.event(.redo, step.change.id)
        show(step.collage)
    }

    /// Whether the document differs from its file. The untitled collage never does: the
    /// session keeps it.
    public var hasUnsavedChanges: Bool {
        guard let document else { return false }
        return document.saved != collage
    }

    /// What puts the collage away: another in its place (New, Open), or the window closing.
    public enum Leaving: Sendable {
        case replacing, closing
    }

    /// Whether `leaving` would lose work the user has not kept, and must ask first: a
    /// document's unsaved changes, always; the untitled collage's photos and words when
    /// another replaces it (closing keeps them: the session does), never when it is empty.
    public func losesWork(_ leaving: Leaving) -> Bool {
        hasUnsavedChanges || (document == nil && leaving == .replacing && !collage.isEmpty)
    }

    /// Starts over from `collage` with no history: a document opened from `path`, or a
    /// new untitled collage (nil).
    func start(_ collage: Collage, document path: LocalPath?) {
        history = History()
        document = path.map { ($0, collage) }
        show(collage)
    }

    /// `collage` is now what the document at `path` holds.
    func saved(_ collage: Collage, at path: LocalPath) {
        document = (path, collage)
        show(self.collage)
    }

    /// The changes since the document was saved are let go (Close without Saving): the
    /// collage is what its file holds, with no history, and so is the next start's.
    func revertToSaved() {
        guard let saved = document?.saved else { return }
        history = History()
        show(saved)
    }

    /// `saved`: what the session's document holds, read back.
    func restore(_ contents: SessionFile.Contents, saved: Collage?) {
        history = contents.history
        document = contents.document.map { ($0, saved) }
        show(contents.collage)
    }

    private func show(_ next: Collage) {
        collage = next
        persist(SessionFile.Contents(collage: collage, history: history, document: document?.path))
        let live = isShapingLive()
        for observer in observers where observer.pace == .everyFrame || !live { observer.heard(collage, history) }
    }
}
