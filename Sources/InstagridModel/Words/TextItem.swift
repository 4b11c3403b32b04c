/// Words on the picture: a title across it, a caption that belongs to a cell (it moves and
/// resizes with the cell, and goes with it), or free text anywhere.
public struct TextItem: Hashable, Sendable, Identifiable {
    public enum Role: Hashable, Sendable {
        case title
        case caption(SlotID)
        case free
    }

    /// Stable for the collage's life: undo, the session and the window name an item by it.
    public let id: Int
    public var role: Role
    public var text: String
    /// Where the text's middle lies, in fractions of what it belongs to: the picture for a
    /// title or free text, its cell for a caption. So it follows a divider or a new shape.
    public var centre: Point
    public var style: TextStyle

    /// Longer than any title or caption; a paste of a whole document is refused, not drawn.
    public static let longest = 10_000

    public init(id: Int, role: Role, text: String, centre: Point? = nil, style: TextStyle? = nil) {
        self.id = id
        self.role = role
        self.text = text
        self.centre = centre ?? Self.defaultCentre(for: role)
        self.style = style ?? TextStyle.default(for: role)
    }

    /// A title sits low on the picture, a caption low in its cell, free text in the middle.
    public static func defaultCentre(for role: Role) -> Point {
        switch role {
        case .title: Point(x: 0.5, y: 0.9)
        case .caption: Point(x: 0.5, y: 0.85)
        case .free: Point(x: 0.5, y: 0.5)
        }
    }

    public enum Invalid: Error, Equatable, CustomStringConvertible {
        case empty
        case tooLong(Int)

        public var description: String {
            switch self {
            case .empty: "a text needs at least one letter that is not a space"
            case let .tooLong(count): "a text of \(count) characters is longer than the \(TextItem.longest) a text may hold"
            }
        }
    }

    /// `text` if an item may hold it: not blank, not past `longest`.
    public static func checked(_ text: String) throws(Invalid) -> String {
        guard text.unicodeScalars.contains(where: { !$0.properties.isWhitespace }) else { throw .empty }
        let count = text.count
        guard count <= longest else { throw .tooLong(count) }
        return text
    }
}

/// A point in fractions of a rectangle: (0, 0) its top-left corner, (1, 1) its bottom-right.
public struct Point: Hashable, Sendable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x.isFinite ? min(max(x, 0), 1) : 0.5
        self.y = y.isFinite ? min(max(y, 0), 1) : 0.5
    }
}
