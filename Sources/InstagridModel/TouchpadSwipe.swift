/// A two-finger swipe on a touchpad shares as a drag does: its scroll deltas add up to an
/// offset that the grid follows as scrolled content follows the fingers, and it is released
/// when the fingers lift (or, where the system never says so, when its events stop).
public struct TouchpadSwipe: Sendable {
    /// Without an end from the system, this long (seconds) without motion ends the swipe.
    public static let quietEnd = 0.15

    /// Pixels per delta unit: 1 for deltas in surface pixels; for deltas in wheel steps
    /// (X11 touchpads), what a step scrolls in a view of `pageSize` pixels, as GTK's own
    /// scrolled windows take it.
    public static func pixelsPerUnit(inWheelSteps: Bool, pageSize: Double) -> Double {
        inWheelSteps ? pow23(max(pageSize, 1)) : 1
    }

    private let scale: Double
    /// The offset so far, as a pointer drag would report it.
    public private(set) var dx = 0.0, dy = 0.0

    public init(pixelsPerUnit: Double) {
        scale = pixelsPerUnit
    }

    /// Scrolling down (a positive delta) moves content, and so the grid, up.
    public mutating func add(deltaX: Double, deltaY: Double) {
        guard deltaX.isFinite, deltaY.isFinite else { return }
        dx -= deltaX * scale
        dy -= deltaY * scale
    }

    private static func pow23(_ value: Double) -> Double {
        // value^(2/3) without Foundation: the cube root of its square, by Newton's method.
        let square = value * value
        var root = value
        for _ in 0..<40 { root -= (root * root * root - square) / (3 * root * root) }
        return root
    }
}
