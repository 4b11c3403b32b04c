/// Pixel geometry of a square grid of side `side`. The design's 300 pt grid has
/// 15 pt padding and gaps and 2 pt corner radii; every size keeps those ratios.
public struct GridGeometry: Equatable, Sendable {
    public static let columns = 2
    public static let rows = 2
    public static let paddingRatio = 15.0 / 300.0
    public static let gapRatio = 15.0 / 300.0
    public static let cornerRadiusRatio = 2.0 / 300.0

    public let side: Double

    public init(side: Double) {
        self.side = max(0, side)
    }

    public var padding: Double { side * Self.paddingRatio }
    public var gap: Double { side * Self.gapRatio }
    public var cornerRadius: Double { side * Self.cornerRadiusRatio }

    public var cellWidth: Double {
        max(0, (side - 2 * padding - Double(Self.columns - 1) * gap) / Double(Self.columns))
    }

    public var cellHeight: Double {
        max(0, (side - 2 * padding - Double(Self.rows - 1) * gap) / Double(Self.rows))
    }

    /// The rectangle of a placement, relative to the grid's top-left corner.
    public func frame(of placement: SlotPlacement) -> Rect {
        Rect(
            x: padding + Double(placement.column) * (cellWidth + gap),
            y: padding + Double(placement.row) * (cellHeight + gap),
            width: Double(placement.columnSpan) * cellWidth + Double(placement.columnSpan - 1) * gap,
            height: Double(placement.rowSpan) * cellHeight + Double(placement.rowSpan - 1) * gap
        )
    }

    public func frames(of layout: Layout) -> [(slot: SlotID, frame: Rect)] {
        layout.placements.map { ($0.slot, frame(of: $0)) }
    }

    /// The frames as drawn: on whole pixels of a grid `side` pixels wide.
    public func pixelFrames(of layout: Layout) -> [(slot: SlotID, frame: Rect)] {
        frames(of: layout).map { ($0.slot, $0.frame.alignedToPixels) }
    }

    /// The visible slot under a point in grid coordinates, if any (gaps and padding hit nothing).
    public func slot(at x: Double, _ y: Double, in layout: Layout) -> SlotID? {
        layout.placements.first { frame(of: $0).contains(x: x, y: y) }?.slot
    }
}
