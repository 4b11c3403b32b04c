/// Text from the user or the disk (a path, a file's line) made safe for a one-line
/// message: a file name may hold a line feed, a NUL or a terminal's escape sequence,
/// which would break the line in two, vanish or drive the terminal. Each such
/// character is shown as an escape instead: `\n`, `\0`, `\u{1B}`.
enum PrintableText {
    static func oneLine(_ text: String) -> String {
        var shown = ""
        for scalar in text.unicodeScalars {
            guard isHidden(scalar) else {
                shown.unicodeScalars.append(scalar)
                continue
            }
            switch scalar {
            case "\n": shown += "\\n"
            case "\r": shown += "\\r"
            case "\t": shown += "\\t"
            case "\0": shown += "\\0"
            default: shown += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            }
        }
        return shown
    }

    /// Control characters (C0, DEL, C1), the line and paragraph separators, and the marks
    /// that reorder text on screen (a name could show its extension backwards).
    private static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator: return true
        default: return (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
        }
    }
}
