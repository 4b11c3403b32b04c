/// A line between two neighbouring parts of one split of a layout's tree: dragging it
/// trades size between those two parts, and nothing else moves.
public struct LayoutDivider: Hashable, Sendable {
    /// Where its split is in the tree: the part taken at each level from the root.
    public let path: [Int]
    /// Between part `index` and part `index + 1` of that split.
    public let index: Int
    /// The split's axis: a row's dividers stand upright, a column's lie across.
    public let axis: LayoutTree.Axis
    /// Where the line is across the axis (x in a row, y in a column: the middle of its gap),
    /// and the stretch of the other coordinate it runs along, in the units of the rectangle
    /// the dividers were found in (the unit canvas, or a picture's pixels).
    public let position: Double
    public let span: ClosedRange<Double>
    /// The places of the cells on its two sides that touch it, for its name ("between…").
    public let before: SlotID, after: SlotID
    /// How much of the split the parts before it take, 0 to 1 (the gaps left out).
    public let share: Double
    /// The split's room along its axis, its gaps left out: what `share` is a share of.
    public let room: Double

    /// The same line: a layout's divider found again after a change or at another size.
    public func isSame(as other: LayoutDivider) -> Bool { path == other.path && index == other.index }
}

extension LayoutTree {
    /// Every divider of the tree laid out in `rect` as `cells(in:gap:floor:)` lays it out, outermost first.
    public func dividers(in rect: Rect = canvas, gap: Double = 0, floor: Double = 0, path: [Int] = []) -> [LayoutDivider] {
        guard case let .split(axis, parts) = self else { return [] }
        let pieces = Self.pieces(of: parts, axis: axis, in: rect, gap: gap, floor: floor)
        let length = { (piece: Rect) in axis == .row ? piece.width : piece.height }
        let room = pieces.reduce(0) { $0 + length($1) }
        var found: [LayoutDivider] = []
        var before = 0.0
        for index in parts.indices.dropLast() {
            before += length(pieces[index])
            let (one, two) = (pieces[index], pieces[index + 1])
            found.append(LayoutDivider(
                path: path, index: index, axis: axis,
                position: (axis == .row ? one.maxX : one.maxY) + gap / 2,
                span: axis == .row ? rect.y...rect.maxY : rect.x...rect.maxX,
                before: parts[index].tree.cell(touching: axis, atEnd: true, in: one),
                after: parts[index + 1].tree.cell(touching: axis, atEnd: false, in: two),
                share: room > 0 ? before / room : 0, room: room))
        }
        for (index, part) in parts.enumerated() {
            found += part.tree.dividers(in: pieces[index], gap: gap, floor: floor, path: path + [index])
        }
        return found
    }

    /// The tree laid out in `rect` (with `gap` and `floor`) with `divider` moved to `position`:
    /// the parts on its two sides trade room, each keeping what its cells need to be
    /// `minimum` long (never less than `floor`); the other parts keep the room they have.
    /// Every part of that split is weighed by the room it is drawn in, so what was held at
    /// the floor stays where it was drawn.
    public func moving(_ divider: LayoutDivider, to position: Double, minimum: Double,
                       in rect: Rect = canvas, gap: Double = 0, floor: Double = 0) -> LayoutTree {
        replacing(at: divider.path, in: rect, gap: gap, floor: floor) { tree, rect in
            guard case let .split(axis, parts) = tree, parts.indices.contains(divider.index + 1) else { return tree }
            let pieces = Self.pieces(of: parts, axis: axis, in: rect, gap: gap, floor: floor)
            var lengths = pieces.map { axis == .row ? $0.width : $0.height }
            let (one, two) = (divider.index, divider.index + 1)
            let start = axis == .row ? pieces[one].x : pieces[one].y
            let end = axis == .row ? pieces[two].maxX : pieces[two].maxY
            let least = max(minimum, floor)
            let low = start + parts[one].tree.minimumLength(along: axis, floor: least, gap: gap) + gap / 2
            let high = end - parts[two].tree.minimumLength(along: axis, floor: least, gap: gap) - gap / 2
            guard low <= high else { return tree }
            let at = min(max(position, low), high)
            lengths[one] = at - gap / 2 - start
            lengths[two] = end - at - gap / 2
            return .split(axis, weighted: zip(lengths, parts).map { Part($0, $1.tree) })
        }
    }

    /// The cell showing `slot` split in two along `axis` (`.row`: side by side), the new half
    /// showing `place`; in a split of the same axis the new cell becomes a sibling, so the
    /// tree stays as flat as it can.
    public func splitting(_ slot: SlotID, along axis: Axis, into place: SlotID) -> LayoutTree {
        switch self {
        case .cell(slot):
            return .split(axis, [Part(1, .cell(slot)), Part(1, .cell(place))])
        case .cell:
            return self
        case let .split(own, parts):
            if own == axis, let index = parts.firstIndex(where: { $0.tree == .cell(slot) }) {
                var grown = parts
                let half = parts[index].weight / 2
                grown[index] = Part(half, .cell(slot))
                grown.insert(Part(half, .cell(place)), at: index + 1)
                return .split(own, weighted: grown)
            }
            return .split(own, weighted: parts.map { Part($0.weight, $0.tree.splitting(slot, along: axis, into: place)) })
        }
    }

    /// The tree without the cell showing `slot`: its neighbours in its split take its space,
    /// and a split left with one part becomes that part. Nil when it is the only cell.
    public func removing(_ slot: SlotID) -> LayoutTree? {
        switch self {
        case .cell(slot):
            return nil
        case .cell:
            return self
        case let .split(axis, parts):
            let kept = parts.compactMap { part in part.tree.removing(slot).map { Part(part.weight, $0) } }
            if kept.count == 1 { return kept[0].tree }
            return .split(axis, weighted: kept)
        }
    }

    /// Of the cells along the tree's edge across `axis` (its end when `atEnd`), the one
    /// touching the most of it.
    private func cell(touching axis: Axis, atEnd: Bool, in rect: Rect) -> SlotID {
        let edge = axis == .row ? (atEnd ? rect.maxX : rect.x) : (atEnd ? rect.maxY : rect.y)
        let touching = cells(in: rect).filter { cell in
            abs((axis == .row ? (atEnd ? cell.rect.maxX : cell.rect.x) : (atEnd ? cell.rect.maxY : cell.rect.y)) - edge) < 1e-9
        }
        return touching.max { (axis == .row ? $0.rect.height : $0.rect.width) < (axis == .row ? $1.rect.height : $1.rect.width) }!.slot
    }

    /// The subtree at `path` replaced by what `change` makes of it and its rectangle.
    private func replacing(at path: [Int], in rect: Rect, gap: Double, floor: Double,
                           _ change: (LayoutTree, Rect) -> LayoutTree) -> LayoutTree {
        guard let first = path.first else { return change(self, rect) }
        guard case let .split(axis, parts) = self, parts.indices.contains(first) else { return self }
        let pieces = Self.pieces(of: parts, axis: axis, in: rect, gap: gap, floor: floor)
        var changed = parts
        changed[first] = Part(parts[first].weight, parts[first].tree.replacing(at: Array(path.dropFirst()), in: pieces[first],
                                                                                 gap: gap, floor: floor, change))
        return .split(axis, changed)
    }
}
