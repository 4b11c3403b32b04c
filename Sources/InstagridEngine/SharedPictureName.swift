import InstagridModel

/// What a shared picture is called where a friend sees it: its file's name (dragged into a
/// chat, attached to a mail) and a mail's subject. The collage's title words say it best;
/// else the document's name; else the caller's fallback ("Collage" and the date).
nonisolated public struct SharedPictureName: Equatable, Sendable {
    /// One line of text, never empty.
    public let text: String

    /// Longer than a chat shows or a mail portal takes (200 characters); cut on a character.
    static let longest = 120

    public init(of collage: Collage, documentName: String?, fallback: String) {
        let title = collage.texts.first { $0.role == .title }.map(\.text)
        text = [title, documentName, fallback].lazy.compactMap { $0.flatMap(Self.oneLine) }.first ?? "Collage"
    }

    /// A file name of the text with `fileExtension` ("png"): no "/" (a folder), no leading
    /// "." (hidden), no control characters, and within what every Linux file system holds.
    public func fileName(extension fileExtension: String) -> String {
        var name = String(String.UnicodeScalarView(text.unicodeScalars.map { $0 == "/" ? "-" : $0 }))
        while name.hasPrefix(".") { name.removeFirst() }
        let suffix = "." + fileExtension
        // 255 bytes is ext4's and most others' limit for one name.
        while name.utf8.count + suffix.utf8.count > 255 { name.removeLast() }
        return (name.isEmpty ? "Collage" : name) + suffix
    }

    /// `words` as one line: lines joined by a space, control characters and runs of white
    /// space made one space, invisible format characters (a right-to-left override that
    /// would turn "gnp.exe" around) dropped, trimmed, cut at `longest`; nil if nothing is left.
    private static func oneLine(_ words: String) -> String? {
        var line = ""
        var spaced = false
        for character in words {
            let categories = character.unicodeScalars.map(\.properties.generalCategory)
            if categories.allSatisfy({ $0 == .format }) { continue }
            if character.unicodeScalars.allSatisfy({ $0.properties.isWhitespace || $0.properties.generalCategory == .control }) {
                spaced = !line.isEmpty
                continue
            }
            guard line.count + (spaced ? 2 : 1) <= longest else { break }
            if spaced { line.append(" ") }
            spaced = false
            line.append(character)
        }
        return line.isEmpty ? nil : line
    }
}
