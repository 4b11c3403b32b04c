/// Pixel geometry of a layout drawn `size` pixels large: where each cell lies once the
/// spacing is taken out. The spacing is the same around the photos and between them, a
/// share of the picture's short side (the seed: 15 pt of a 300 pt grid), so every size and
/// shape keeps the design's proportions. The gaps are taken off first and what they leave
/// is shared by the layout's weights, so `2a|b` draws its photos 2:1.
///
/// No cell is ever smaller than `floor` either way, whatever the weights, the spacing and
/// the shape: a part its weight would leave short is held at the floor and its siblings
/// give way, and a spacing that would leave no room for that is narrowed until there is.
/// This one rule keeps every photo of a layout visible in the window, every export, the
/// PDF and print alike.
public struct GridGeometry: Equatable, Sendable {
    public let size: Size
    public let looks: Looks
    public let layout: Layout
    /// The padding around the photos and the gap between two of them, in pixels: the looks'
    /// spacing, or less where the layout's cells would not otherwise keep the floor.
    public let spacing: Double
    /// The narrowest any cell is drawn, in pixels.
    public let floor: Double
    /// Each visible slot's cell, in the layout's reading order.
    public let frames: [(slot: SlotID, frame: Rect)]

    /// The smallest a cell may be, as a share of the picture's short side: 82 px of a 1024
    /// px picture, 328 of a 4096 px one. Nine cells in a line across the short side still
    /// fit, at a spacing of up to 2.8 %.
    public static let floorShare = 0.08

    public init(size: Size, looks: Looks = .seed, layout: Layout = .default) {
        self.size = Size(width: max(0, size.width), height: max(0, size.height))
        self.looks = looks
        self.layout = layout
        let short = min(self.size.width, self.size.height)
        floor = short * Self.floorShare
        spacing = short * Self.drawnSpacing(for: layout.tree, in: self.size, upTo: looks.spacing) / 100
        let cells = layout.tree.cells(in: Self.content(of: self.size, spacing: spacing), gap: spacing, floor: floor)
        let bySlot = Dictionary(uniqueKeysWithValues: cells.map { ($0.slot, $0.rect) })
        frames = layout.visibleSlots.map { ($0, bySlot[$0]!) }
    }

    /// The seed's square grid.
    public init(side: Double, layout: Layout = .default) {
        self.init(size: Size(width: side, height: side), layout: layout)
    }

    public static func == (a: GridGeometry, b: GridGeometry) -> Bool {
        a.size == b.size && a.looks == b.looks && a.layout == b.layout
    }

    public var shortSide: Double { min(size.width, size.height) }
    public var cornerRadius: Double { shortSide * looks.cornerRadius / 100 }
    /// The rectangle the cells share: the picture less its padding.
    public var content: Rect { Self.content(of: size, spacing: spacing) }

    private static func content(of size: Size, spacing: Double) -> Rect {
        Rect(x: spacing, y: spacing, width: max(0, size.width - 2 * spacing), height: max(0, size.height - 2 * spacing))
    }

    /// The spacing drawn, as a percentage of the short side (the looks' at most).
    public var spacingShare: Double { shortSide > 0 ? spacing / shortSide * 100 : looks.spacing }

    /// The rectangle of a slot's cell, relative to the picture's top-left corner; nil for a
    /// slot the layout does not show.
    public func frame(of slot: SlotID) -> Rect? {
        frames.first { $0.slot == slot }?.frame
    }

    /// The frames as drawn: on whole pixels of the picture.
    public var pixelFrames: [(slot: SlotID, frame: Rect)] {
        frames.map { ($0.slot, $0.frame.alignedToPixels) }
    }

    /// The visible slot under a point in picture coordinates, if any (gaps and padding hit nothing).
    public func slot(at x: Double, _ y: Double) -> SlotID? {
        frames.first { $0.frame.contains(x: x, y: y) }?.slot
    }

    /// The layout's dividers, in pixels: each in the middle of its gap.
    public var dividers: [LayoutDivider] {
        layout.tree.dividers(in: content, gap: spacing, floor: floor)
    }

    /// The layout's tree with `divider` moved to `position` (pixels across its axis), no cell
    /// narrower than `minimum` pixels nor the floor.
    public func moving(_ divider: LayoutDivider, to position: Double, minimum: Double) -> LayoutTree {
        layout.tree.moving(divider, to: position, minimum: minimum, in: content, gap: spacing, floor: floor)
    }

    /// The smallest cell's side against the picture's short side: how large the picture must
    /// be for its smallest cell to be a given number of pixels.
    public var smallestCellShare: Double {
        guard shortSide > 0 else { return Self.floorShare }
        return frames.map { min($0.frame.width, $0.frame.height) }.min().map { $0 / shortSide } ?? 1
    }

    /// The widest spacing, up to `requested` (percent of the short side), with which every
    /// cell of `tree` keeps the floor in a picture of `size`'s shape.
    public static func largestSpacing(for tree: LayoutTree, in size: Size, upTo requested: Double) -> Double {
        let short = min(size.width, size.height)
        guard short > 0 else { return requested }
        // In units of the short side: a cell's floor, and the room along each side.
        let (width, height) = (size.width / short, size.height / short)
        func fits(_ spacing: Double) -> Bool {
            let gap = spacing / 100
            return tree.minimumLength(along: .row, floor: floorShare, gap: gap) + 2 * gap <= width + 1e-9
                && tree.minimumLength(along: .column, floor: floorShare, gap: gap) + 2 * gap <= height + 1e-9
        }
        guard !fits(requested) else { return requested }
        var (low, high) = (0.0, requested)
        // Hundredths of a percent: the slider's own resolution is far coarser.
        while high - low > 0.005 {
            let middle = (low + high) / 2
            if fits(middle) { low = middle } else { high = middle }
        }
        return (low * 100).rounded(.down) / 100
    }

    /// The spacing a picture of `size` is drawn with, up to `requested`: the widest with which
    /// the layout's own weights hold with every cell at the floor, so the weights a person gave
    /// win over the spacing (3a|b|c stays 3:1:1 at 18 %, drawn at 15 %). Where no spacing lets
    /// them hold (1000a|b), the widest with which every cell keeps the floor, the floor holding
    /// the light cells (`weightsHold` says which).
    public static func drawnSpacing(for tree: LayoutTree, in size: Size, upTo requested: Double) -> Double {
        let floorKept = largestSpacing(for: tree, in: size, upTo: requested)
        guard !weightsHold(tree, in: size, spacing: floorKept), weightsHold(tree, in: size, spacing: 0) else { return floorKept }
        var (low, high) = (0.0, floorKept)
        while high - low > 0.005 {
            let middle = (low + high) / 2
            if weightsHold(tree, in: size, spacing: middle) { low = middle } else { high = middle }
        }
        return (low * 100).rounded(.down) / 100
    }

    /// Whether every cell of `tree`, shared by its weights alone at `spacing` (percent of the
    /// short side), is at least the floor.
    public static func weightsHold(_ tree: LayoutTree, in size: Size, spacing: Double) -> Bool {
        let short = min(size.width, size.height)
        guard short > 0 else { return true }
        let gap = short * spacing / 100, floor = short * floorShare
        return tree.cells(in: content(of: size, spacing: gap), gap: gap, floor: 0)
            .allSatisfy { min($0.rect.width, $0.rect.height) >= floor - 1e-6 }
    }

    /// The tree with each split's weights set to the room its parts are drawn in here: what
    /// the floor held is written into the layout, so its form says what the picture shows.
    public var drawnTree: LayoutTree {
        Self.weighed(layout.tree, in: content, gap: spacing, floor: floor)
    }

    private static func weighed(_ tree: LayoutTree, in rect: Rect, gap: Double, floor: Double) -> LayoutTree {
        guard case let .split(axis, parts) = tree else { return tree }
        let pieces = LayoutTree.pieces(of: parts, axis: axis, in: rect, gap: gap, floor: floor)
        guard pieces.allSatisfy({ $0.width > 0 && $0.height > 0 }) else { return tree }
        return .split(axis, weighted: zip(parts, pieces).map { part, piece in
            LayoutTree.Part(axis == .row ? piece.width : piece.height, weighed(part.tree, in: piece, gap: gap, floor: floor))
        })
    }
}
