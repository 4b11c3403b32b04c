/// How the session file and documents write a background and a text item, one line each:
///
///     background gradient #FF8800 #2040A0 90     (frame, none, gradient FROM TO DEGREES,
///                                                  or image blurred|sharp PATH)
///     text 1 title 0.5 0.9 8 #FFFFFF centre band Dancing%20Script%20Bold Grenoble%202026
///       (id, title|free|caption-N, centre x y in its picture or cell, size in percent of
///        the short side, colour, alignment, legibility, face, words: face and words escaped)
enum WordsLines {
    static func line(_ background: Background, written: (LocalPath) -> LocalPath) -> String {
        switch background {
        case .frameColour: "background frame"
        case .none: "background none"
        case let .gradient(from, to, degrees): "background gradient \(from) \(to) \(degrees)"
        case let .image(path, blurred): "background image \(blurred ? "blurred" : "sharp") \(written(path).escaped)"
        }
    }

    /// The background a line's words after "background" name; nil if damaged.
    static func background(_ words: [String], resolved: (LocalPath) -> LocalPath?) -> Background? {
        switch words.first {
        case "frame" where words.count == 1: return .frameColour
        case "none" where words.count == 1: return Background.none
        case "gradient" where words.count == 4:
            guard let from = RGBColour(hex: words[1]), let to = RGBColour(hex: words[2]),
                  let degrees = Double(words[3]), Background.gradientDegrees(degrees) == degrees else { return nil }
            return .gradient(from: from, to: to, degrees: degrees)
        case "image" where words.count == 3 && ["blurred", "sharp"].contains(words[1]):
            guard let path = LocalPath(escaped: words[2]).flatMap(resolved) else { return nil }
            return .image(path, blurred: words[1] == "blurred")
        default:
            return nil
        }
    }

    /// `words-face FACE` and `words-colour #RRGGBB`, for what is set.
    static func lines(_ look: WordsLook) -> [String] {
        (look.face.map { ["words-face \(EscapedWord.escape($0))"] } ?? []) + (look.colour.map { ["words-colour \($0)"] } ?? [])
    }

    static func line(_ item: TextItem) -> String {
        let style = item.style
        return ["text", "\(item.id)", roleWord(item.role), "\(item.centre.x)", "\(item.centre.y)", "\(style.size)",
                "\(style.colour)", style.alignment.rawValue, style.legibility.rawValue,
                EscapedWord.escape(style.font), EscapedWord.escape(item.text)].joined(separator: " ")
    }

    /// The item a line's words after "text" describe; nil if any is damaged, its words
    /// blank or too long, or its caption's place not one of the nine.
    static func textItem(_ words: [String]) -> TextItem? {
        guard words.count == 10, let id = Int(words[0]), id > 0, let role = role(words[1]),
              let x = Double(words[2]), let y = Double(words[3]), let size = Double(words[4]),
              [x, y].allSatisfy({ (0...1).contains($0) }), TextStyle.sizeRange.contains(size),
              let colour = RGBColour(hex: words[5]), let alignment = TextStyle.Alignment(rawValue: words[6]),
              let legibility = TextStyle.Legibility(rawValue: words[7]), let font = EscapedWord.unescape(words[8]),
              let text = EscapedWord.unescape(words[9]), (try? TextItem.checked(text)) != nil else { return nil }
        return TextItem(id: id, role: role, text: text, centre: Point(x: x, y: y),
                        style: TextStyle(font: font, size: size, colour: colour, alignment: alignment, legibility: legibility))
    }

    private static func roleWord(_ role: TextItem.Role) -> String {
        switch role {
        case .title: "title"
        case .free: "free"
        case let .caption(slot): "caption-\(slot.rawValue)"
        }
    }

    private static func role(_ word: String) -> TextItem.Role? {
        switch word {
        case "title": return .title
        case "free": return .free
        default:
            guard word.hasPrefix("caption-"), let raw = Int(word.dropFirst("caption-".count)),
                  let slot = SlotID(rawValue: raw) else { return nil }
            return .caption(slot)
        }
    }
}
