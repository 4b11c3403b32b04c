import InstagridGestures
import InstagridModel

/// A press on the gap between two cells: the seed's swipe, or the line there moved by hand.
/// "Swipe up to share" invites a drag from anywhere on the grid, the middle included, which
/// in most layouts is a gap. So a line that moves across the share's axis (an upright line
/// in portrait) takes a drag that goes its way and leaves one along the share's axis to
/// the swipe; a line that moves along the share's axis (a lying line in portrait) would take
/// the swipe itself, so it moves only once it is held still first (as a photo is lifted),
/// with a mouse and on a touchscreen alike, where no cursor could warn.
nonisolated public struct GapPress: Sendable, Equatable {
    /// The line's split: a row's lines stand upright and move left and right.
    public let lineAxis: LayoutTree.Axis
    public let shareDirection: ShareDirection

    /// Motion (px) after which a press on a line is decided: under the share's click slop,
    /// so the line has its say before the swipe takes the press.
    public static let decidingDistance = ShareGesture.clickSlop / 2

    public init(lineAxis: LayoutTree.Axis, shareDirection: ShareDirection) {
        self.lineAxis = lineAxis
        self.shareDirection = shareDirection
    }

    /// Whether the line moves along the axis the swipe shares along, and so needs a hold.
    public var needsHold: Bool {
        switch (lineAxis, shareDirection) {
        case (.column, .up), (.row, .left): true
        case (.row, .up), (.column, .left): false
        }
    }

    public enum Decision: Equatable, Sendable {
        /// Not yet: too little motion, and not held.
        case undecided
        /// The press is the line's: it follows the pointer from here.
        case moveLine
        /// The press is the swipe's (or a click's): the line lets it go.
        case leaveToSwipe
    }

    /// What a press on the line that has moved by (`dx`, `dy`) is; `held`: it stayed still for
    /// the hold time (`PhotoHold.holdTime`).
    public func decide(dx: Double, dy: Double, held: Bool) -> Decision {
        if held { return .moveLine }
        guard (dx * dx + dy * dy).squareRoot() >= Self.decidingDistance else { return .undecided }
        if needsHold { return .leaveToSwipe }
        let (along, across) = lineAxis == .row ? (abs(dx), abs(dy)) : (abs(dy), abs(dx))
        return along >= across ? .moveLine : .leaveToSwipe
    }
}
