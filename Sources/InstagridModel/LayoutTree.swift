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
    /// top to bottom, then left to right.
    public func cells(in rect: Rect = canvas) -> [LayoutCell] {
        var cells: [LayoutCell] = []
        collect(in: rect, into: &cells)
        // Edges summed along different paths may differ in the last bit.
        return cells.sorted { abs($0.rect.y - $1.rect.y) > 1e-9 ? $0.rect.y < $1.rect.y : $0.rect.x < $1.rect.x }
    }

    private func collect(in rect: Rect, into cells: inout [LayoutCell]) {
        switch self {
        case let .cell(slot):
            cells.append(LayoutCell(slot, rect))
        case let .split(axis, parts):
            for (part, piece) in zip(parts, Self.pieces(of: parts, axis: axis, in: rect)) {
                part.tree.collect(in: piece, into: &cells)
            }
        }
    }

    /// Each part's rectangle of a split of `rect` along `axis`.
    static func pieces(of parts: [Part], axis: Axis, in rect: Rect) -> [Rect] {
        let total = parts.reduce(0) { $0 + $1.weight }
        var start = 0.0
        return parts.map { part in
            let share = part.weight / total
            defer { start += share }
            return axis == .row
                ? Rect(x: rect.x + start * rect.width, y: rect.y, width: share * rect.width, height: rect.height)
                : Rect(x: rect.x, y: rect.y + start * rect.height, width: rect.width, height: share * rect.height)
        }
    }
}
