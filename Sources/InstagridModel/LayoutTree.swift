/// A layout's shape as a slicing tree: a cell that shows one photo of the list, or a run
/// of weighted parts side by side (a row) or stacked (a column), each part a tree again.
/// Every layout is one: the catalogue's, and those shaped by hand.
public indirect enum LayoutTree: Hashable, Sendable {
    case cell(SlotID)
    case split(Axis, [Part])

    public enum Axis: Hashable, Sendable {
        /// Side by side, left to right.
        case row
        /// Stacked, top to bottom.
        case column
    }

    /// One part of a split and its share of it, against its siblings' weights.
    public struct Part: Hashable, Sendable {
        public let weight: Double
        public let tree: LayoutTree

        public init(_ weight: Double = 1, _ tree: LayoutTree) {
            self.weight = weight
            self.tree = tree
        }
    }

    /// Weights are kept to this many decimals, with the lightest part of a split at 1: what
    /// the written form holds is exactly the tree, so a layout read back is the one written.
    static let weightDecimals = 4
    /// 10 to the `weightDecimals`: a weight times this is a whole number.
    static let weightScale = (0..<weightDecimals).reduce(1) { scale, _ in scale * 10 }

    /// The unit canvas a layout's cells and dividers are placed on, before the picture's size.
    public static let canvas = Rect(x: 0, y: 0, width: 1, height: 1)

    /// A split with its weights made canonical (the lightest 1, rounded to `weightDecimals`).
    public static func split(_ axis: Axis, weighted parts: [Part]) -> LayoutTree {
        let lightest = parts.map(\.weight).min() ?? 1
        let scale = Double(weightScale)
        return .split(axis, parts.map { Part(($0.weight / lightest * scale).rounded() / scale, $0.tree) })
    }

    /// The photos' places, in the order the tree lists its cells.
    public var slots: [SlotID] {
        switch self {
        case let .cell(slot): [slot]
        case let .split(_, parts): parts.flatMap(\.tree.slots)
        }
    }

    /// The same tree with its cells showing other places: `places[slot]` where given.
    public func relabeled(_ places: [SlotID: SlotID]) -> LayoutTree {
        switch self {
        case let .cell(slot): .cell(places[slot] ?? slot)
        case let .split(axis, parts): .split(axis, parts.map { Part($0.weight, $0.tree.relabeled(places)) })
        }
    }

    /// Each cell's rectangle within `rect` (the unit canvas by default), in reading order:
    /// top to bottom, then left to right. `gap` lies between neighbouring cells; each part of
    /// a split gets its weight's share of what the gaps leave, but never less than its cells
    /// need to be `floor` wide and high (`minimumLength`).
    public func cells(in rect: Rect = canvas, gap: Double = 0, floor: Double = 0) -> [LayoutCell] {
        var cells: [LayoutCell] = []
        collect(in: rect, gap: gap, floor: floor, into: &cells)
        // Edges summed along different paths may differ in the last bit.
        return cells.sorted { abs($0.rect.y - $1.rect.y) > 1e-9 ? $0.rect.y < $1.rect.y : $0.rect.x < $1.rect.x }
    }

    private func collect(in rect: Rect, gap: Double, floor: Double, into cells: inout [LayoutCell]) {
        switch self {
        case let .cell(slot):
            cells.append(LayoutCell(slot, rect))
        case let .split(axis, parts):
            for (part, piece) in zip(parts, Self.pieces(of: parts, axis: axis, in: rect, gap: gap, floor: floor)) {
                part.tree.collect(in: piece, gap: gap, floor: floor, into: &cells)
            }
        }
    }

    /// The least room the tree takes along `axis` with each cell at least `floor` long
    /// and `gap` between neighbours.
    public func minimumLength(along axis: Axis, floor: Double, gap: Double) -> Double {
        switch self {
        case .cell:
            return floor
        case let .split(own, parts):
            let lengths = parts.map { $0.tree.minimumLength(along: axis, floor: floor, gap: gap) }
            return own == axis ? lengths.reduce(0, +) + gap * Double(parts.count - 1) : lengths.max() ?? floor
        }
    }

    /// Each part's rectangle of a split of `rect` along `axis`, `gap` between them.
    static func pieces(of parts: [Part], axis: Axis, in rect: Rect, gap: Double, floor: Double) -> [Rect] {
        let length = axis == .row ? rect.width : rect.height
        let room = max(0, length - gap * Double(parts.count - 1))
        let minimums = parts.map { $0.tree.minimumLength(along: axis, floor: floor, gap: gap) }
        var start = axis == .row ? rect.x : rect.y
        return shares(of: room, weights: parts.map(\.weight), minimums: minimums).map { share in
            defer { start += share + gap }
            return axis == .row
                ? Rect(x: start, y: rect.y, width: share, height: rect.height)
                : Rect(x: rect.x, y: start, width: rect.width, height: share)
        }
    }

    /// `room` shared by `weights`, none below its minimum: a part its weight would leave
    /// short is held at its minimum and the rest shared again among the others. Where even
    /// the minimums do not fit, each gets room in proportion to its minimum.
    static func shares(of room: Double, weights: [Double], minimums: [Double]) -> [Double] {
        let needed = minimums.reduce(0, +)
        guard needed < room else {
            return needed > 0 ? minimums.map { room * $0 / needed } : weights.map { _ in room / Double(weights.count) }
        }
        var held = [Bool](repeating: false, count: weights.count)
        while true {
            let free = room - weights.indices.reduce(0) { $0 + (held[$1] ? minimums[$1] : 0) }
            let weight = weights.indices.reduce(0) { $0 + (held[$1] ? 0 : weights[$1]) }
            let short = weights.indices.filter { !held[$0] && free * weights[$0] / weight < minimums[$0] }
            guard !short.isEmpty else {
                return weights.indices.map { held[$0] ? minimums[$0] : free * weights[$0] / weight }
            }
            for index in short { held[index] = true }
        }
    }
}
