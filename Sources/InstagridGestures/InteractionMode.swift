import InstagridModel

/// What the window is doing with the pointer and the keys: one thing at a time. The window
/// asks its mode once before any change to the collage, and before any other mode begins.
public enum InteractionMode: Equatable, Sendable {
    case idle
    /// A photo's framing is adjusted by hand: a drag pans it instead of sharing.
    case adjusting(SlotID)
    /// A photo is held up, to be dropped on another slot.
    case lifted(SlotID)
    /// From the grid's take-off to its return: the collage on its way is the picture shared.
    case sharing
    /// The line between two cells is dragged: their sizes follow the pointer.
    case movingDivider

    /// Whether the collage may change now.
    public var allowsChanges: Bool { self != .sharing }

    /// How another mode may begin from this one.
    public enum Entry: Equatable, Sendable {
        case now
        /// This mode ends first, as if the user had ended it.
        case afterEndingThis
        case refused
    }

    public func entry(of next: InteractionMode) -> Entry {
        switch (self, next) {
        case (.idle, _): .now
        case (.sharing, _): .refused
        // Sharing from the keyboard while a photo is framed or held: that ends first, so the
        // picture and the flying grid show the collage, not the gesture.
        case (_, .sharing): .afterEndingThis
        // A double-click on another photo while framing one: the first is done.
        case (.adjusting, .adjusting): .afterEndingThis
        // A press belongs to the mode it began in: no lift while framing, no framing while holding.
        default: .refused
        }
    }

    public var adjustedSlot: SlotID? {
        if case let .adjusting(slot) = self { slot } else { nil }
    }

    public var liftedSlot: SlotID? {
        if case let .lifted(slot) = self { slot } else { nil }
    }
}
