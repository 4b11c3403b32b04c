/// Pixel geometry of a picture `size` pixels large: where each cell of a layout lies
/// once the spacing is taken out. The spacing is the same around the photos and
/// between them, a share of the picture's short side (the seed: 15 pt of a 300 pt
/// grid), so every size and shape keeps the design's proportions.
public struct GridGeometry: Equatable, Sendable {
    public let size: Size
    public let looks: Looks

    public init(size: Size, looks: Looks = .seed) {
        self.size = Size(width: max(0, size.width), height: max(0, size.height))
        self.looks = looks
    }

    /// The seed's square grid.
    public init(side: Double) {
        self.init(size: Size(width: side, height: side))
    }

    public var shortSide: Double { min(size.width, size.height) }
    /// The padding around the photos, which is also the gap between two of them.
    public var spacing: Double { shortSide * looks.spacing / 100 }
    public var cornerRadius: Double { shortSide * looks.cornerRadius / 100 }

    /// The rectangle of a cell, relative to the picture's top-left corner. Each edge of the
    /// unit canvas maps to `spacing / 2 + u * (length - spacing)`; a cell keeps half the
    /// spacing from it on each side, so shared edges become full gaps and the outer edges
    /// full padding.
    public func frame(of cell: LayoutCell) -> Rect {
        let s = spacing
        let left = edge(cell.rect.x, along: size.width) + s / 2
        let right = edge(cell.rect.maxX, along: size.width) - s / 2
        let top = edge(cell.rect.y, along: size.height) + s / 2
        let bottom = edge(cell.rect.maxY, along: size.height) - s / 2
        return Rect(x: left, y: top, width: max(0, right - left), height: max(0, bottom - top))
    }

    /// Where a unit-canvas edge at `u` lies on a side `length` long: the middle of the gap
    /// between the cells it parts.
    public func edge(_ u: Double, along length: Double) -> Double { spacing / 2 + u * (length - spacing) }

    /// The unit-canvas place of `position` on a side `length` long (`edge` undone).
    public func unit(_ position: Double, along length: Double) -> Double {
        (position - spacing / 2) / max(length - spacing, 1e-9)
    }

    public func frames(of layout: Layout) -> [(slot: SlotID, frame: Rect)] {
        layout.cells.map { ($0.slot, frame(of: $0)) }
    }

    /// The frames as drawn: on whole pixels of the picture.
    public func pixelFrames(of layout: Layout) -> [(slot: SlotID, frame: Rect)] {
        frames(of: layout).map { ($0.slot, $0.frame.alignedToPixels) }
    }

    /// The visible slot under a point in picture coordinates, if any (gaps and padding hit nothing).
    public func slot(at x: Double, _ y: Double, in layout: Layout) -> SlotID? {
        layout.cells.first { frame(of: $0).contains(x: x, y: y) }?.slot
    }
}
