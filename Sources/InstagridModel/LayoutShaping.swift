/// A line between two neighbouring parts of one split of a layout's tree: dragging it
/// trades size between those two parts, and nothing else moves.
public struct LayoutDivider: Hashable, Sendable {
    /// Where its split is in the tree: the part taken at each level from the root.
    public let path: [Int]
    /// Between part `index` and part `index + 1` of that split.
    public let index: Int
    /// The split's axis: a row's dividers stand upright, a column's lie across.
    public let axis: LayoutTree.Axis
    /// On the unit canvas: where the line is across the axis (x in a row, y in a column),
    /// and the stretch of the other coordinate it runs along.
    public let position: Double
    public let span: ClosedRange<Double>
    /// The places of the cells on its two sides that touch it, for its name ("between…").
    public let before: SlotID, after: SlotID
    /// How much of the split the part before it takes, 0 to 1.
    public let share: Double
}

extension LayoutTree {
    /// Every divider of the tree on the unit canvas, outermost first.
    public func dividers(in rect: Rect = canvas, path: [Int] = []) -> [LayoutDivider] {
        guard case let .split(axis, parts) = self else { return [] }
        let pieces = Self.pieces(of: parts, axis: axis, in: rect)
        var found: [LayoutDivider] = []
        let total = parts.reduce(0) { $0 + $1.weight }
        var before = 0.0
        for index in parts.indices.dropLast() {
            before += parts[index].weight
            let (one, two) = (pieces[index], pieces[index + 1])
            found.append(LayoutDivider(
                path: path, index: index, axis: axis,
                position: axis == .row ? one.maxX : one.maxY,
                span: axis == .row ? rect.y...rect.maxY : rect.x...rect.maxX,
                before: parts[index].tree.cell(touching: axis, atEnd: true, in: one),
                after: parts[index + 1].tree.cell(touching: axis, atEnd: false, in: two),
                share: before / total))
        }
        for (index, part) in parts.enumerated() {
            found += part.tree.dividers(in: pieces[index], path: path + [index])
        }
        return found
    }

    /// The tree with `divider` moved to `position` on the unit canvas: the parts on its two
    /// sides trade size, each kept at least `minimum` (unit canvas) for every cell it lines
    /// up along the axis. The parts' other neighbours do not move.
    public func moving(_ divider: LayoutDivider, to position: Double, minimum: Double) -> LayoutTree {
        replacing(at: divider.path, in: Self.canvas) { tree, rect in
            guard case let .split(axis, parts) = tree, parts.indices.contains(divider.index + 1) else { return tree }
            let pieces = Self.pieces(of: parts, axis: axis, in: rect)
            let (one, two) = (pieces[divider.index], pieces[divider.index + 1])
            let start = axis == .row ? one.x : one.y, end = axis == .row ? two.maxX : two.maxY
            let low = start + minimum * Double(parts[divider.index].tree.cellsInLine(along: axis))
            let high = end - minimum * Double(parts[divider.index + 1].tree.cellsInLine(along: axis))
            guard low < high else { return tree }
            let at = min(max(position, low), high)
            let pair = parts[divider.index].weight + parts[divider.index + 1].weight
            var moved = parts
            moved[divider.index] = Part(pair * (at - start) / (end - start), parts[divider.index].tree)
            moved[divider.index + 1] = Part(pair * (end - at) / (end - start), parts[divider.index + 1].tree)
            return .split(axis, weighted: moved)
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

    /// Along `axis`, how many cells of this tree line up at most (a part must leave each room).
    func cellsInLine(along axis: Axis) -> Int {
        switch self {
        case .cell: 1
        case let .split(own, parts):
            own == axis ? parts.reduce(0) { $0 + $1.tree.cellsInLine(along: axis) }
                : parts.map { $0.tree.cellsInLine(along: axis) }.max() ?? 1
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
    private func replacing(at path: [Int], in rect: Rect, _ change: (LayoutTree, Rect) -> LayoutTree) -> LayoutTree {
        guard let first = path.first else { return change(self, rect) }
        guard case let .split(axis, parts) = self, parts.indices.contains(first) else { return self }
        let pieces = Self.pieces(of: parts, axis: axis, in: rect)
        var changed = parts
        changed[first] = Part(parts[first].weight, parts[first].tree.replacing(at: Array(path.dropFirst()), in: pieces[first], change))
        return .split(axis, changed)
    }
}
