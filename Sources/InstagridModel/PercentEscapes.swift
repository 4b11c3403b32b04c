/// `%XX` escapes, as the session file and documents write what would break their lines or
/// words: a path's odd bytes, a text's line breaks and spaces.
enum PercentEscapes {
    static let percent = UInt8(ascii: "%")

    static func escape(_ byte: UInt8) -> [UInt8] { [percent] + Array(byte.hexDigits.utf8) }

    /// The bytes `text` stands for; nil for a "%" without two hex digits after it.
    static func bytes(of text: String) -> [UInt8]? {
        var out: [UInt8] = []
        var rest = text.utf8[...]
        while let byte = rest.popFirst() {
            guard byte == percent else { out.append(byte); continue }
            let digits = rest.prefix(2).compactMap(hexValue)
            guard digits.count == 2 else { return nil }
            out.append(digits[0] << 4 | digits[1])
            rest = rest.dropFirst(2)
        }
        return out
    }

    private static func hexValue(_ digit: UInt8) -> UInt8? {
        switch digit {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
        case UInt8(ascii: "A")...UInt8(ascii: "F"): digit - UInt8(ascii: "A") + 10
        case UInt8(ascii: "a")...UInt8(ascii: "f"): digit - UInt8(ascii: "a") + 10
        default: nil
        }
    }
}

/// A text as one word of a line: "%", spaces and every control or line-breaking character
/// escaped, the rest as it is, so a person reads it and any text reads back the same.
enum EscapedWord {
    static func escape(_ text: String) -> String {
        var out: [UInt8] = []
        for scalar in text.unicodeScalars {
            let encoded = Array(String(scalar).utf8)
            let breaks = scalar.value < 0x21 || (0x7F...0x9F).contains(scalar.value) || scalar == "%"
                || scalar == "\u{2028}" || scalar == "\u{2029}"
            out += breaks ? encoded.flatMap(PercentEscapes.escape) : encoded
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The text `escape` wrote; nil for a broken escape, bytes that are not UTF-8, or a raw space.
    static func unescape(_ word: String) -> String? {
        guard !word.unicodeScalars.contains(where: { $0.value < 0x21 }), let bytes = PercentEscapes.bytes(of: word) else { return nil }
        return String(validating: bytes, as: UTF8.self)
    }
}
