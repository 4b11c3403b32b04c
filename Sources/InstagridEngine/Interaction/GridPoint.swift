/// A point of the grid's widget, in its points from its top-left corner: where a press went
/// down, where a photo is dropped, what a scroll zooms about, where a menu opens.
nonisolated public struct GridPoint: Equatable, Sendable {
    public var x: Double, y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// This point moved by (`dx`, `dy`).
    public func moved(dx: Double, dy: Double) -> GridPoint { GridPoint(x: x + dx, y: y + dy) }
}
