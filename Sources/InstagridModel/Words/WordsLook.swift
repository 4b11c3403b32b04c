/// The picture's look for its words, set in the looks popover: a face and a colour every
/// item takes, new ones too. Nil: each role's own (`TextStyle.default(for:)`).
public struct WordsLook: Hashable, Sendable {
    public var face: String?
    public var colour: RGBColour?

    public init(face: String? = nil, colour: RGBColour? = nil) {
        self.face = face
        self.colour = colour
    }

    /// `style` in this look.
    public func applied(to style: TextStyle) -> TextStyle {
        var style = style
        if let face { style.font = face }
        if let colour { style.colour = colour }
        return style
    }

    /// The look with `words` applied ("font:FAMILY STYLE", "colour:#RRGGBB", or "default" for
    /// each role's own); nil for words that name no change.
    public func applying(_ words: String) -> WordsLook? {
        if words == "default" { return WordsLook() }
        var look = self
        guard let style = TextStyle.default(for: .free).applying(words) else { return nil }
        if words.hasPrefix("font:") { look.face = style.font } else if words.hasPrefix("colour:") { look.colour = style.colour } else { return nil }
        return look
    }
}

extension Collage {
    /// The words' look for every item, and for each added from now on.
    public mutating func setWordsLook(_ look: WordsLook) {
        wordsLook = look
        for index in texts.indices { texts[index].style = look.applied(to: texts[index].style) }
    }
}
