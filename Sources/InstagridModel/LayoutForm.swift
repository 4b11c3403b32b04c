/// The one written form of a layout, the same in the session file, `instagrid layouts`,
/// `export --layout` and the clipboard. Letters are the photos' places (a is the first
/// photo of the list, i the ninth); `|` puts parts side by side, `/` stacks them, and
/// `|` binds tighter, so a form reads as rows of columns; parentheses nest; a number
/// before a part is its weight against its siblings (1 when left out).
///
///     a|b/c|d          four squares
///     a/c|d            one on top, two below (the photos' places as the seed's)
///     2a|(b/c/d)       a hero photo twice as wide as a column of three
///     2(2a|b)/c|d|e    one large and four small
public enum LayoutForm {
    public struct ReadError: Error, Equatable, CustomStringConvertible {
        /// Where the form went wrong: the character's index, from 0.
        public let position: Int
        public let reason: String

        public var description: String { "at character \(position + 1): \(reason)" }
    }

    public static let letters = Array("abcdefghi")
    /// A weight, and the most one part may weigh against another: far past any cell a person can see.
    static let heaviest = 1000.0

    /// The tree `text` writes. Spaces are ignored.
    public static func tree(from text: String) throws(ReadError) -> LayoutTree {
        var reader = Reader(Array(text))
        let tree = try reader.column().tree
        reader.skipSpaces()
        if let extra = reader.peek {
            throw ReadError(position: reader.index, reason: extra == ")" ? "“)” closes nothing" : "“\(extra)” was not expected here")
        }
        return tree
    }

    /// `tree` written: weights only where they are not 1, parentheses only where needed.
    public static func text(of tree: LayoutTree) -> String {
        switch tree {
        case let .cell(slot):
            return String(letters[slot.rawValue])
        case let .split(axis, parts):
            return parts.map { part in
                let weight = part.weight == 1 ? "" : number(part.weight)
                var inner = text(of: part.tree)
                // An unweighted row inside a column needs none: `|` binds tighter than `/`.
                if case let .split(childAxis, _) = part.tree, axis == .row || childAxis == .column || !weight.isEmpty {
                    inner = "(\(inner))"
                }
                return weight + inner
            }.joined(separator: axis == .row ? "|" : "/")
        }
    }

    private static func number(_ value: Double) -> String {
        let scale = LayoutTree.weightScale
        let scaled = Int((value * Double(scale)).rounded())
        let whole = scaled / scale, fraction = scaled % scale
        guard fraction != 0 else { return "\(whole)" }
        var digits = String(fraction)
        digits = String(repeating: "0", count: LayoutTree.weightDecimals - digits.count) + digits
        while digits.hasSuffix("0") { digits.removeLast() }
        return "\(whole).\(digits)"
    }

    private struct Reader {
        let characters: [Character]
        var index = 0
        private var seen: [SlotID: Int] = [:]
        private var depth = 0
        /// Nine cells need far fewer; a file could hold a million, and the reader would run out of stack.
        private static let deepest = 32

        init(_ characters: [Character]) { self.characters = characters }

        var peek: Character? { index < characters.count ? characters[index] : nil }

        mutating func skipSpaces() {
            while let next = peek, next == " " { index += 1 }
        }

        /// Rows stacked; a weight written on a lone part is that part's in the enclosing split.
        mutating func column() throws(ReadError) -> LayoutTree.Part {
            try run(of: .column, separator: "/") { (reader: inout Reader) throws(ReadError) in try reader.row() }
        }

        mutating func row() throws(ReadError) -> LayoutTree.Part {
            try run(of: .row, separator: "|") { (reader: inout Reader) throws(ReadError) in try reader.part() }
        }

        /// Parts split by `separator`; one part alone is itself, weight and all.
        private mutating func run(of axis: LayoutTree.Axis, separator: Character,
                                  _ next: (inout Reader) throws(ReadError) -> LayoutTree.Part) throws(ReadError) -> LayoutTree.Part {
            var parts: [LayoutTree.Part] = []
            let start = index
            repeat {
                if !parts.isEmpty { index += 1 }
                parts.append(try next(&self))
                skipSpaces()
            } while peek == separator
            let weights = parts.map(\.weight)
            if weights.max()! / weights.min()! > LayoutForm.heaviest {
                throw ReadError(position: start, reason: "a part here weighs more than \(Int(LayoutForm.heaviest)) times another")
            }
            return parts.count == 1 ? parts[0] : LayoutTree.Part(1, .split(axis, weighted: parts))
        }

        /// A weight before a part, if one is written.
        private mutating func weight() throws(ReadError) -> Double? {
            skipSpaces()
            let start = index
            while let next = peek, next.isNumber || next == "." { index += 1 }
            guard index > start else { return nil }
            guard let value = Double(String(characters[start..<index])), value > 0, value <= LayoutForm.heaviest else {
                throw ReadError(position: start, reason: "a weight is a number above 0, up to 1000")
            }
            return value
        }

        /// A weight, if written, and a photo's letter or a parenthesised layout.
        private mutating func part() throws(ReadError) -> LayoutTree.Part {
            let weight = try weight() ?? 1
            return LayoutTree.Part(weight, try atom())
        }

        private mutating func atom() throws(ReadError) -> LayoutTree {
            skipSpaces()
            let start = index
            guard let next = peek else {
                throw ReadError(position: start, reason: "a photo’s letter (a to i) or “(” is missing at the end")
            }
            index += 1
            if next == "(" {
                depth += 1
                defer { depth -= 1 }
                guard depth <= Self.deepest else {
                    throw ReadError(position: start, reason: "parentheses nest more than \(Self.deepest) deep")
                }
                // A weight on all that the parentheses hold has no siblings to weigh against.
                let inner = try column().tree
                skipSpaces()
                guard peek == ")" else {
                    throw ReadError(position: index, reason: peek.map { "“\($0)” was not expected here" } ?? "“)” is missing")
                }
                index += 1
                return inner
            }
            guard let place = LayoutForm.letters.firstIndex(of: Character(next.lowercased())), let slot = SlotID(rawValue: place) else {
                throw ReadError(position: start, reason: "“\(next)” is not a photo’s letter (a to i) or “(”")
            }
            if let first = seen[slot] {
                throw ReadError(position: start, reason: "“\(LayoutForm.letters[place])” is already at character \(first + 1)")
            }
            seen[slot] = start
            return .cell(slot)
        }
    }
}
