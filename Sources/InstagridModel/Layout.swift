/// A place in the collage's ordered list of photos. A layout's cells each show one
/// of them; switching layouts never drops a photo: those a layout has no cell for
/// wait for a larger one. The seed's four grid positions are the first four places,
/// so a photo stays where it is among the seed layouts, as on the phone.
public struct SlotID: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let rawValue: Int

    /// The most photos a layout shows.
    public static let count = 9
    public static let all = (0..<count).map(SlotID.init(index:))

    public static let topLeft = SlotID(index: 0)
    public static let topRight = SlotID(index: 1)
    public static let bottomLeft = SlotID(index: 2)
    public static let bottomRight = SlotID(index: 3)

    public init?(rawValue: Int) {
        guard (0..<Self.count).contains(rawValue) else { return nil }
        self.rawValue = rawValue
    }

    private init(index: Int) { rawValue = index }

    public static func < (a: SlotID, b: SlotID) -> Bool { a.rawValue < b.rawValue }

    public var description: String { "slot \(rawValue)" }
}

/// One cell of a layout: where it lies on the unit canvas (0...1 both ways, before
/// spacing is taken out) and which photo of the list it shows.
public struct LayoutCell: Equatable, Sendable {
    public let slot: SlotID
    public let rect: Rect

    public init(_ slot: SlotID, _ rect: Rect) {
        self.slot = slot
        self.rect = rect
    }
}

public struct Layout: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// A catalogue layout's stable id: what the buttons, the session file and `--layout`
    /// say. Nil for a layout shaped by hand, which its written form names instead.
    public let number: Int?
    public let name: String
    public let tree: LayoutTree
    /// In reading order (top to bottom, then left to right).
    public let cells: [LayoutCell]

    public init(number: Int?, name: String, tree: LayoutTree) {
        self.number = number
        self.name = name
        self.tree = tree
        cells = tree.cells()
    }

    /// The layout `tree` draws: the catalogue's, if one of its layouts has that tree.
    public init(tree: LayoutTree) {
        self = Self.all.first { $0.tree == tree } ?? Layout(number: nil, name: "Shaped by hand", tree: tree)
    }

    /// The layout a written form names (`LayoutForm`), or its id in the catalogue.
    public init(form text: String) throws(LayoutForm.ReadError) {
        if let number = Int(String(text.filter { $0 != " " })) {
            guard let layout = Self.numbered(number) else {
                throw LayoutForm.ReadError(position: 0, reason: "no layout \(number): the catalogue's are numbered 1 to \(Self.all.count)")
            }
            self = layout
        } else {
            self.init(tree: try LayoutForm.tree(from: text))
        }
    }

    /// What names the layout in the session file, `--layout` and messages: its number in
    /// the catalogue, else its written form.
    public var id: String { number.map(String.init) ?? form }

    /// The written form: the same for the session, the command line and the clipboard.
    public var form: String { LayoutForm.text(of: tree) }

    public static func == (a: Layout, b: Layout) -> Bool { a.number == b.number && a.tree == b.tree }
    public func hash(into hasher: inout Hasher) { hasher.combine(tree) }

    public var description: String { number.map { "layout \($0) (\(name))" } ?? "layout \(form)" }

    /// The photos this layout shows, in reading order.
    public var visibleSlots: [SlotID] { cells.map(\.slot) }

    public func cell(showing slot: SlotID) -> LayoutCell? { cells.first { $0.slot == slot } }

    /// The design's three layouts first, then the rest (LayoutCatalog).
    public static let all: [Layout] = LayoutCatalog.layouts

    public static let `default` = all[0]

    public static func numbered(_ number: Int) -> Layout? {
        all.first { $0.number == number }
    }

    /// Every layout grouped by how many photos it shows, fewest first (the gallery, the menu).
    public static let byPhotoCount: [(count: Int, layouts: [Layout])] =
        Set(all.map(\.cells.count)).sorted().map { count in (count, all.filter { $0.cells.count == count }) }

    /// The layout for `count` photos opened together: `current` if it has a cell for each,
    /// else the first in the catalogue that has; past nine, the nine-photo layout.
    public static func holding(_ count: Int, current: Layout) -> Layout {
        guard current.cells.count < count else { return current }
        return all.first { $0.cells.count >= count } ?? all.max { $0.cells.count < $1.cells.count }!
    }

    /// The three layouts of the seed's row of buttons.
    public static let seed = Array(all.prefix(3))
}
