/// Plain value geometry, so the model needs neither Foundation's CGRect nor Cairo.
public struct Size: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public var description: String { "\(width)x\(height)" }
}

public struct Rect: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public var size: Size { Size(width: width, height: height) }
    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
    public var midX: Double { x + width / 2 }
    public var midY: Double { y + height / 2 }

    /// The rectangle with each edge moved to the nearest whole pixel: a photo's edges
    /// land on pixel boundaries, crisp instead of half-covered, and a neighbour's edge
    /// rounds the same way, so gaps keep their width.
    public var alignedToPixels: Rect {
        let left = x.rounded(), top = y.rounded()
        return Rect(x: left, y: top, width: maxX.rounded() - left, height: maxY.rounded() - top)
    }

    public func contains(x px: Double, y py: Double) -> Bool {
        px >= x && px < maxX && py >= y && py < maxY
    }

    /// Whether the two share any area (touching edges do not).
    public func intersects(_ other: Rect) -> Bool {
        x < other.maxX && other.x < maxX && y < other.maxY && other.y < maxY
    }

    public var description: String { "(\(x), \(y), \(width)x\(height))" }
}
