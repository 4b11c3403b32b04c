import InstagridModel

/// Where the grid is in its share, from take-off to landing.
nonisolated public enum SharePhase: Equatable, Sendable {
    /// Following the pointer (or two fingers on a touchpad).
    case dragging
    /// Let go short of sharing: on its way back.
    case springingBack
    /// Flown out: the picture renders, then the share dialog is open.
    case away
    /// The dialog closed: flying back in.
    case returning
}

/// What the window is doing with the pointer and the keys: one thing at a time. The window's
/// views draw from it (a lifted photo, the slot being framed, the grid away); every press,
/// key, scroll and change asks it first (`InteractionMachine`).
nonisolated public enum InteractionState: Equatable, Sendable {
    case idle
    /// A press that has not said yet whose it is: the swipe's, a line's or a lift's.
    case pressed(Press)
    /// A press whose use ended early (a lifted photo put back by Escape): the rest of it,
    /// up to the release, does nothing.
    case spentPress
    /// A photo's framing is adjusted by hand; `pressed`: a press pans it now.
    case adjusting(SlotID, pressed: Bool)
    /// A photo held up, moved by (`dx`, `dy`) from its slot, to be dropped on another slot.
    case lifted(SlotID, dx: Double, dy: Double)
    /// The line between two cells follows the pointer.
    case movingDivider(LayoutDivider)
    /// A text item follows the pointer.
    case movingText(Int)
    /// From the grid's take-off to its landing: the collage on its way is the picture shared.
    case sharing(SharePhase)
    /// Words are typed in the field on the picture: the keys are the field's, and a person
    /// going on to anything else (a press, a menu's entry, a key of the application, a
    /// share) first ends the typing as Enter does.
    case typing
    /// A slot's or words' menu is open: it has the pointer and the keys. Opening it ended the
    /// mode in hand; once it closes, the keyboard goes back to what it was opened for, unless
    /// its entry moved on (to typing, framing, a share).
    case menuOpen(MenuOwner)

    /// Whether the collage may change now: not while its picture is on its way.
    public var allowsChanges: Bool {
        if case .sharing = self { false } else { true }
    }

    /// The grid's place is empty: the flight layer draws it.
    public var isAway: Bool { !allowsChanges }

    public var adjustedSlot: SlotID? {
        if case let .adjusting(slot, _) = self { slot } else { nil }
    }

    /// The lifted photo's slot, and how far the pointer has carried it.
    public var lifted: LiftedPhoto? {
        if case let .lifted(slot, dx, dy) = self { LiftedPhoto(slot: slot, dx: dx, dy: dy) } else { nil }
    }

    public var sharePhase: SharePhase? {
        if case let .sharing(phase) = self { phase } else { nil }
    }

    public var isMovingDivider: Bool {
        if case .movingDivider = self { true } else { false }
    }

    public var isMenuOpen: Bool {
        if case .menuOpen = self { true } else { false }
    }

    /// The text item being dragged.
    public var movingText: Int? {
        if case let .movingText(id) = self { id } else { nil }
    }
}

/// What a context menu is open for: a slot (its photo or its emptiness), or words.
nonisolated public enum MenuOwner: Equatable, Sendable {
    case slot(SlotID)
    case text(Int)
}

/// A photo held up out of its slot, as the grid draws it.
nonisolated public struct LiftedPhoto: Equatable, Sendable {
    public let slot: SlotID
    /// How far the pointer has carried it from its slot.
    public let dx: Double, dy: Double
}
