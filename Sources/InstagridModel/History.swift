/// Undo and redo: each step keeps the whole collage from the other side of its change,
/// so undoing is putting a value back, whatever the change was. Bounded, oldest dropped.
public struct History: Equatable, Sendable {
    public struct Step: Equatable, Sendable {
        public let change: CollageChange
        /// Before the change on the undo side; after it on the redo side.
        public let collage: Collage

        public init(_ change: CollageChange, _ collage: Collage) {
            self.change = change
            self.collage = collage
        }
    }

    public private(set) var undoSteps: [Step] = []
    public private(set) var redoSteps: [Step] = []
    public static let limit = 100
    /// Changes of a coalescing kind this close together are one burst (a slider's travel).
    public static let burstGap = 1.0
    /// When the newest step was last added to, while a burst may still grow it.
    private var openBurst: Double?

    public init(undo: [Step] = [], redo: [Step] = []) {
        undoSteps = Array(undo.suffix(Self.limit))
        redoSteps = Array(redo.suffix(Self.limit))
    }

    public var canUndo: Bool { !undoSteps.isEmpty }
    public var canRedo: Bool { !redoSteps.isEmpty }
    public var nextUndo: CollageChange? { undoSteps.last?.change }
    public var nextRedo: CollageChange? { redoSteps.last?.change }

    /// Records that `change` turned `before` into the current collage, at `time` (seconds,
    /// any monotonic clock; a gesture may pass its start time for all its updates).
    public mutating func record(_ change: CollageChange, from before: Collage, at time: Double) {
        redoSteps.removeAll()
        if change.coalesces, let burst = openBurst, undoSteps.last?.change == change, time - burst <= Self.burstGap {
            openBurst = max(burst, time)
            return
        }
        undoSteps.append(Step(change, before))
        if undoSteps.count > Self.limit { undoSteps.removeFirst(undoSteps.count - Self.limit) }
        openBurst = change.coalesces ? time : nil
    }

    /// Ends a burst: the next change starts a step of its own (a drag ended, adjusting ended).
    public mutating func closeBurst() { openBurst = nil }

    /// The collage to go back to from `current`, or nil when there is nothing to undo.
    public mutating func undo(from current: Collage) -> Step? {
        guard let step = undoSteps.popLast() else { return nil }
        redoSteps.append(Step(step.change, current))
        openBurst = nil
        return step
    }

    public mutating func redo(from current: Collage) -> Step? {
        guard let step = redoSteps.popLast() else { return nil }
        undoSteps.append(Step(step.change, current))
        openBurst = nil
        return step
    }

    /// `path` turned out unusable: in `current` and every step, a slot that held it holds
    /// what it held the step before (the photo it replaced, or nothing), so no step brings it
    /// back; a step left changing nothing (it only placed that photo) goes. Returns `current`
    /// so mended.
    public mutating func forget(_ path: LocalPath, current: Collage) -> Collage {
        // Oldest first: each state mended from the one before it, itself already mended.
        var states = undoSteps.map(\.collage) + [current] + redoSteps.reversed().map(\.collage)
        for index in states.indices {
            states[index] = states[index].without(path, restoringFrom: index > 0 ? states[index - 1] : nil)
        }
        let now = states[undoSteps.count]
        let undone = zip(undoSteps, states).map { Step($0.change, $1) }
        let redone = zip(redoSteps.reversed(), states.suffix(redoSteps.count)).map { Step($0.change, $1) }.reversed()
        undoSteps = Self.withoutEmptySteps(undone, current: now)
        redoSteps = Self.withoutEmptySteps(Array(redone), current: now)
        openBurst = nil
        return now
    }

    /// `steps` (a stack, its last next to `current`) less those that lead where they start.
    private static func withoutEmptySteps(_ steps: [Step], current: Collage) -> [Step] {
        var kept: [Step] = []
        var next = current
        for step in steps.reversed() where step.collage != next {
            kept.append(step)
            next = step.collage
        }
        return kept.reversed()
    }

    public static func == (a: History, b: History) -> Bool { a.undoSteps == b.undoSteps && a.redoSteps == b.redoSteps }
}
