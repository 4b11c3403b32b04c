/// The four positions of the 2x2 grid. A layout shows some of them; a wide slot
/// is a position spanning two columns, which is why photos survive layout
/// changes: they belong to positions, not to layouts.
public enum SlotID: Int, CaseIterable, Comparable, Codable, Sendable {
    case topLeft = 0, topRight, bottomLeft, bottomRight

    public static func < (a: SlotID, b: SlotID) -> Bool { a.rawValue < b.rawValue }
}

/// Where one visible slot sits on the 2x2 grid.
public struct SlotPlacement: Equatable, Sendable {
    public let slot: SlotID
    public let column: Int
    public let row: Int
    public let columnSpan: Int
    public let rowSpan: Int

    public init(_ slot: SlotID, column: Int, row: Int, columnSpan: Int = 1, rowSpan: Int = 1) {
        self.slot = slot
        self.column = column
        self.row = row
        self.columnSpan = columnSpan
        self.rowSpan = rowSpan
    }
}

public struct Layout: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// 1-based, as the user sees it on the buttons and types it on the command line.
    public let number: Int
    public let name: String
    /// Visible slots in reading order (left to right, top to bottom).
    public let placements: [SlotPlacement]

    public static func == (a: Layout, b: Layout) -> Bool { a.number == b.number }
    public func hash(into hasher: inout Hasher) { hasher.combine(number) }

    public var description: String { "layout \(number) (\(name))" }

    public var visibleSlots: [SlotID] { placements.map(\.slot) }

    /// The design's layouts, in the design's order. A new layout is one more entry.
    public static let all: [Layout] = [
        Layout(number: 1, name: "One on top, two below", placements: [
            SlotPlacement(.topLeft, column: 0, row: 0, columnSpan: 2),
            SlotPlacement(.bottomLeft, column: 0, row: 1),
            SlotPlacement(.bottomRight, column: 1, row: 1),
        ]),
        Layout(number: 2, name: "Two on top, one below", placements: [
            SlotPlacement(.topLeft, column: 0, row: 0),
            SlotPlacement(.topRight, column: 1, row: 0),
            SlotPlacement(.bottomLeft, column: 0, row: 1, columnSpan: 2),
        ]),
        Layout(number: 3, name: "Four squares", placements: [
            SlotPlacement(.topLeft, column: 0, row: 0),
            SlotPlacement(.topRight, column: 1, row: 0),
            SlotPlacement(.bottomLeft, column: 0, row: 1),
            SlotPlacement(.bottomRight, column: 1, row: 1),
        ]),
    ]

    public static let `default` = all[0]

    public static func numbered(_ number: Int) -> Layout? {
        all.first { $0.number == number }
    }
}
