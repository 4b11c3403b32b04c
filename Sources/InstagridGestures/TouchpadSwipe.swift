/// A two-finger swipe on a touchpad shares as a drag does: its scroll deltas add up to an
/// offset that the grid follows as scrolled content follows the fingers, and it is released
/// when the fingers lift, at the speed GTK's kinetic scrolling measured (or, where the system
/// never says they lifted, as X11 does not, when its events stop).
public struct TouchpadSwipe: Sendable {
    /// How long (seconds) without motion ends the swipe. Deltas in wheel steps come from X11,
    /// which never says the fingers lifted: a pause as short as a fifth of a second ends it.
    /// Deltas in pixels come from a system that says so (Wayland), and the swipe waits for the
    /// lift, as fingers may rest mid-swipe or the events stall on a busy machine; a long quiet
    /// still ends it, so that a compositor that never says so cannot keep the grid.
    public static func quietEnd(inWheelSteps: Bool) -> Double {
        inWheelSteps ? 0.15 : 2
    }

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

    /// The grid's velocity (px/s, as a drag's offset moves) for the fingers' velocity in delta
    /// units per second, as GTK's kinetic scrolling measures it when they lift.
    public func velocity(deltaX: Double, deltaY: Double) -> (x: Double, y: Double) {
        guard deltaX.isFinite, deltaY.isFinite else { return (0, 0) }
        return (-deltaX * scale, -deltaY * scale)
    }

    private static func pow23(_ value: Double) -> Double {
        // value^(2/3) without Foundation: the cube root of its square, by Newton's method.
        let square = value * value
        var root = value
        for _ in 0..<40 { root -= (root * root * root - square) / (3 * root * root) }
        return root
    }
}
