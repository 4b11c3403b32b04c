import InstagridModel

/// Where the grid's parts lie in the widget that shows it, and what lies under a point: the
/// picture centred on whole pixels, each cell, each line's handle, the pixels a photo is
/// decoded for, where a line moved by the pointer or the keys takes the layout, and where
/// the field for typed words lies. Pure
/// numbers from the collage and the widget's size, so what the window hits and decodes is
/// tested without a window (`GridPlacesTests`).
nonisolated public struct GridPlaces: Sendable {
    public let collage: Collage
    /// The widget's size in points, and its device pixels per point.
    public let area: Size
    public let scale: Double

    /// A thin gap still takes the pointer this far from its middle.
    public static let dividerReach = 4.0
    /// Pixels of a cell's width or height a line stops at: room for its "+" and its photo.
    /// The grid is never drawn so small that a cell of its layout is narrower.
    public static let smallestCell = 32.0
    /// How far an arrow key moves a line, as a share of its row or column.
    public static let keyStep = 0.02
    /// The grid's own least size, whatever its layout.
    public static let smallestGrid = 180.0
    /// The design's grid, 300 points a side: what a photo is decoded for before the widget has a size.
    static let designSide = 300.0

    public init(collage: Collage, area: Size, scale: Double) {
        self.collage = collage
        self.area = Size(width: max(0, area.width), height: max(0, area.height))
        self.scale = max(1, scale)
    }

    /// The picture inside the widget, in its shape and slides: as large as fits, centred, on whole pixels.
    public var picture: Rect {
        let fitted = collage.fitted(in: area)
        let size = Size(width: fitted.width.rounded(.down), height: fitted.height.rounded(.down))
        return Rect(x: ((area.width - size.width) / 2).rounded(.down), y: ((area.height - size.height) / 2).rounded(.down),
                    width: size.width, height: size.height)
    }

    /// The cells and lines of the picture, in the picture's own coordinates.
    public func geometry(_ size: Size) -> GridGeometry { GridGeometry(size: size, looks: collage.looks, layout: collage.layout) }

    /// A slot's cell, in the widget.
    public func frame(of slot: SlotID) -> Rect? {
        let picture = picture
        guard let frame = geometry(picture.size).frame(of: slot) else { return nil }
        return Rect(x: picture.x + frame.x, y: picture.y + frame.y, width: frame.width, height: frame.height)
    }

    /// The slot whose cell holds the point, if any.
    public func slot(atX x: Double, y: Double) -> SlotID? {
        collage.layout.visibleSlots.first { frame(of: $0)?.contains(x: x, y: y) ?? false }
    }

    /// The device pixels a slot covers: what its photo should be decoded for.
    public func pixelSize(of slot: SlotID) -> Size {
        // Before the first allocation, decode for the design's grid.
        let frame = frame(of: slot).flatMap { $0.width > 0 ? $0 : nil }
            ?? geometry(collage.fitted(in: Size(width: Self.designSide, height: Self.designSide))).frame(of: slot)
            ?? Rect(x: 0, y: 0, width: Self.designSide, height: Self.designSide)
        return Size(width: (frame.width * scale).rounded(.up), height: (frame.height * scale).rounded(.up))
    }

    /// The pixels to decode `slot`'s photo at: its slot's, more when zoomed in.
    public func decodeTarget(of slot: SlotID) -> Size {
        collage.framing(of: slot).decodeTarget(slot: pixelSize(of: slot))
    }

    /// What the background photo is decoded to cover: the picture in device pixels, divided
    /// by `shrink` (a blurred one is decoded far smaller).
    public func backgroundTarget(shrink: Double) -> Size {
        let size = picture.size.width > 0 ? picture.size : collage.fitted(in: Size(width: Self.designSide, height: Self.designSide))
        return Size(width: max(1, (size.width * scale / shrink).rounded(.up)), height: max(1, (size.height * scale / shrink).rounded(.up)))
    }

    /// A line's handle: its gap along the cells it parts, at least a few pixels thick.
    public func handle(of divider: LayoutDivider) -> Rect {
        let picture = picture, grid = geometry(picture.size)
        guard let drawn = grid.dividers.first(where: { $0.isSame(as: divider) }) else { return Rect(x: 0, y: 0, width: 0, height: 0) }
        let thickness = max(grid.spacing, 2 * Self.dividerReach)
        let middle = drawn.position - thickness / 2
        let (start, end) = (drawn.span.lowerBound, drawn.span.upperBound)
        return divider.axis == .row
            ? Rect(x: picture.x + middle, y: picture.y + start, width: thickness, height: max(0, end - start))
            : Rect(x: picture.x + start, y: picture.y + middle, width: max(0, end - start), height: thickness)
    }

    /// The layout with `divider` moved to the point (`x`, `y`) of the widget: no cell narrower
    /// than `smallestCell` on screen, nor than the layout's floor.
    public func layout(moving divider: LayoutDivider, toX x: Double, y: Double) -> LayoutTree {
        let picture = picture
        return geometry(picture.size).moving(divider, to: divider.axis == .row ? x - picture.x : y - picture.y,
                                             minimum: Self.smallestCell)
    }

    /// The layout with `divider` moved `steps` arrow presses along its axis (a press: 2 % of
    /// its row or column, as its name says).
    public func layout(moving divider: LayoutDivider, by steps: Double) -> LayoutTree {
        let grid = geometry(picture.size)
        guard let drawn = grid.dividers.first(where: { $0.isSame(as: divider) }) else { return collage.layout.tree }
        return grid.moving(drawn, to: drawn.position + steps * Self.keyStep * drawn.room, minimum: Self.smallestCell)
    }

    /// What a text item's centre is a fraction of, in the picture: the picture, or its caption's cell.
    public func anchor(of role: TextItem.Role) -> Rect? {
        let size = picture.size
        if case let .caption(slot) = role { return geometry(size).frame(of: slot) }
        return Rect(x: 0, y: 0, width: size.width, height: size.height)
    }

    /// The cells' frames in the picture: where dragged words snap.
    public var cellFrames: [Rect] { geometry(picture.size).pixelFrames.map(\.frame) }

    /// Where the field to type `item`'s words in lies, in the picture, and its letters' size:
    /// over the words, as wide as their place lets lines be, tall enough for a line of them,
    /// kept inside the picture; nil before the widget has a size or for a caption of a cell
    /// the layout does not show.
    public func field(for item: TextItem) -> (frame: Rect, fontSize: Double)? {
        let size = picture.size
        guard let anchor = anchor(of: item.role), size.width > 0, size.height > 0 else { return nil }
        let fontSize = item.style.size / 100 * min(size.width, size.height)
        let width = max(anchor.width * WordsPlacement.fill, Self.fieldLeast.width)
        let height = max(fontSize * 1.6, Self.fieldLeast.height)
        let x = anchor.x + item.centre.x * anchor.width - width / 2, y = anchor.y + item.centre.y * anchor.height - height / 2
        let frame = Rect(x: min(max(x, 0), max(0, size.width - width)), y: min(max(y, 0), max(0, size.height - height)),
                         width: width, height: height)
        return (frame, fontSize)
    }

    /// The field's least size, in points: room for a few letters and the caret in a small cell.
    static let fieldLeast = Size(width: 80, height: 24)
}
