/// A change to a text item's look in words, as the `text-style` action and scripts say it:
/// "left", "centre", "right"; "outline", "shadow", "band", "automatic", "plain" (no legibility aid);
/// "larger", "smaller" (a quarter up or down), "size:PERCENT"; "colour:#RRGGBB";
/// "font:FAMILY STYLE".
extension TextStyle {
    /// How much "larger" and "smaller" change the letters' size.
    public static let sizeStep = 1.25

    /// The style with `words` applied; nil for words that name no change, or a value out of range.
    public func applying(_ words: String) -> TextStyle? {
        var style = self
        if let alignment = Alignment(rawValue: words) {
            style.alignment = alignment
        } else if words == "plain" {
            style.legibility = .none
        } else if let legibility = Legibility(rawValue: words), legibility != .none {
            style.legibility = legibility
        } else if words == "larger" || words == "smaller" {
            let size = words == "larger" ? size * Self.sizeStep : size / Self.sizeStep
            style.size = min(max(size, Self.sizeRange.lowerBound), Self.sizeRange.upperBound)
        } else if words.hasPrefix("size:"), let size = Double(words.dropFirst("size:".count)), Self.sizeRange.contains(size) {
            style.size = size
        } else if words.hasPrefix("colour:"), let colour = RGBColour(hex: String(words.dropFirst("colour:".count))) {
            style.colour = colour
        } else if words.hasPrefix("font:"), case let face = String(words.dropFirst("font:".count)),
                  face.unicodeScalars.contains(where: { !$0.properties.isWhitespace }), face.count <= Self.longestFace {
            style.font = face
        } else {
            return nil
        }
        return style
    }

    /// Longer than any face's name with its style.
    public static let longestFace = 200
}
