/// The drag that shares: along the window's long axis, towards the top
/// (portrait) or the left (landscape). Everything here is decided from numbers
/// the UI hands in, so it is tested without a display.
public struct ShareGesture: Equatable, Sendable {
    /// Below this much motion (px) a press is a click on what is under it.
    public static let clickSlop = 8.0
    /// Released this far along the share direction (a share of the window's long side), it shares.
    public static let distanceShare = 0.2
    /// Or released moving this fast (px/s) along the share direction, after at least `flickMinimum` px.
    public static let flickSpeed = 900.0
    public static let flickMinimum = 24.0
    /// How far the grid may follow a drag the wrong way before it resists completely.
    public static let rubberBand = 24.0

    public let direction: ShareDirection
    public let longSide: Double

    public init(orientation: ScreenOrientation, windowWidth: Double, windowHeight: Double) {
        direction = orientation.shareDirection
        longSide = max(windowWidth, windowHeight)
    }

    /// How far a drag offset goes in the share direction (negative: the wrong way).
    public func progress(dx: Double, dy: Double) -> Double {
        direction == .up ? -dy : -dx
    }

    /// Whether the pointer has moved far enough for this to be a drag, not a click.
    public func isDrag(dx: Double, dy: Double) -> Bool {
        (dx * dx + dy * dy).squareRoot() >= Self.clickSlop
    }

    /// Where the grid sits while following the pointer: along the axis only,
    /// freely in the share direction, with a short rubber band the other way.
    public func followOffset(dx: Double, dy: Double) -> (x: Double, y: Double) {
        let along = progress(dx: dx, dy: dy)
        let shown = along >= 0 ? along : -Self.rubberBand * (1 - 1 / (1 - along / Self.rubberBand))
        return direction == .up ? (0, -shown) : (-shown, 0)
    }

    public enum Outcome: Equatable, Sendable { case share, springBack }

    /// Whether a release here shares whatever the speed: the picture can be made from now on.
    public func isPastThreshold(dx: Double, dy: Double) -> Bool {
        progress(dx: dx, dy: dy) >= Self.distanceShare * longSide
    }

    /// `velocity` is the pointer's speed along the share direction at release (px/s).
    public func outcome(dx: Double, dy: Double, velocity: Double) -> Outcome {
        if isPastThreshold(dx: dx, dy: dy) { return .share }
        if progress(dx: dx, dy: dy) >= Self.flickMinimum && velocity >= Self.flickSpeed { return .share }
        return .springBack
    }
}
