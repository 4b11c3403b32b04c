/// A point on the CIE 1931 xy chromaticity diagram.
public struct Chromaticity: Equatable, Sendable {
    public let x: Double, y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}
