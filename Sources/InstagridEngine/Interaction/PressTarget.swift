import InstagridGestures
import InstagridModel

/// What lies under a press, as the grid sees it: the one fact the machine needs of the
/// pointer's place.
nonisolated public enum PressTarget: Equatable, Sendable {
    /// A slot showing a decoded photo: held still, it lifts; double-clicked, it is framed.
    case photo(SlotID)
    /// A slot with nothing to lift: empty, decoding or missing.
    case slot(SlotID)
    /// The gap between two cells: the line there may move.
    case line(LayoutDivider)
    /// The rest of the grid, and the share hint: a place to swipe from.
    case frame
    /// Words on the picture, by their item's id: a drag moves them, wherever it goes.
    case text(Int)
    /// The field words are typed in: a press there places the caret, and is the field's.
    case field

    /// `slot`, as a photo to lift or frame where it `showsPhoto` (decoded), else as a slot.
    public init(slot: SlotID, showsPhoto: Bool) {
        self = showsPhoto ? .photo(slot) : .slot(slot)
    }

    public var slot: SlotID? {
        switch self {
        case let .photo(slot), let .slot(slot): slot
        case .line, .frame, .text, .field: nil
        }
    }
}

/// What made a press: a button or a finger, or two fingers swiping on a touchpad (a drag
/// without a button: it can share, never lift, move a line or pan).
nonisolated public enum PressSource: Equatable, Sendable {
    case pointer
    case touchpadSwipe
}

/// A press on the grid whose owner is not decided yet.
nonisolated public struct Press: Equatable, Sendable {
    /// Counts presses, so that a hold timer of an earlier press finds nothing to do.
    public let number: Int
    public let target: PressTarget
    public let source: PressSource
    /// The share's drag the press would become, measured for the window it began in.
    public let share: ShareGesture
    /// How far it has moved from where it went down.
    public var dx = 0.0, dy = 0.0
    /// It has stayed within the click's slop all along: a hold may still lift or grab.
    public var still = true
    /// The line under it left it to the swipe.
    public var lineLetGo = false

    /// The line this press may yet move, if it began on one that has not let it go.
    var undecidedLine: LayoutDivider? {
        guard case let .line(divider) = target, !lineLetGo else { return nil }
        return divider
    }
}

nonisolated extension PressTarget {
    /// Its name in the trace: "photo 3", "slot 0", "line", "frame", "text 2", "field".
    public var traceName: String {
        switch self {
        case let .photo(slot): "photo \(slot.rawValue)"
        case let .slot(slot): "slot \(slot.rawValue)"
        case .line: "line"
        case .frame: "frame"
        case let .text(id): "text \(id)"
        case .field: "field"
        }
    }
}
