/// Layouts shaped by hand that the user kept ("Your Layouts" in the gallery), as their file
/// holds them: a header, then one written form a line, oldest first. A line that does not
/// read (edited by hand, say) is passed over; the others stay.
public struct KeptLayouts: Equatable, Sendable {
    public static let header = "instagrid-layouts 1"
    /// The most kept: past it, the oldest goes.
    public static let most = 24

    public private(set) var layouts: [Layout] = []

    public init(_ layouts: [Layout] = []) {
        for layout in layouts { keep(layout) }
    }

    /// Keeps `layout` last, once; a catalogue layout is in the gallery already. False when nothing changed.
    @discardableResult
    public mutating func keep(_ layout: Layout) -> Bool {
        guard layout.number == nil, !layouts.contains(layout) else { return false }
        layouts.append(layout)
        if layouts.count > Self.most { layouts.removeFirst(layouts.count - Self.most) }
        return true
    }

    public mutating func forget(_ layout: Layout) {
        layouts.removeAll { $0 == layout }
    }

    public func encoded() -> String {
        ([Self.header] + layouts.map(\.form)).joined(separator: "\n") + "\n"
    }

    /// Nil when the text is not such a file at all.
    public static func decode(_ text: String) -> KeptLayouts? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: true)
        guard lines.first.map(String.init) == header else { return nil }
        return KeptLayouts(lines.dropFirst().compactMap { try? Layout(form: String($0)) })
    }
}
