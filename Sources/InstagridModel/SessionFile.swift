/// The saved session: everything the user composed, as a small text file a person
/// can read. One line per fact; paths are escaped (`LocalPath.escaped`: "%", line
/// breaks and bytes that are not UTF-8 as `%XX`) so that any file name reads back. Lines, words and prefixes are
/// read scalar by scalar, not by Swift's characters: "\r\n", or a space and a combining
/// mark, is one character, and would hide a line's end or a word's.
///
///     instagrid-session 7
///     document /home/ana/Collages/birthday.instagrid   (the document open, if any)
///     layout 22                        (a catalogue layout's id, or the written form
///                                       of one shaped by hand: `2a|(b/c/d)`, LayoutForm)
///     shape 4:5
///     slides 3                         (a picture three slides wide; absent for one)
///     frame-colour #106698
///     spacing 5
///     corner-radius 0.6666666666666667
///     background gradient #FF8800 #2040A0 90  (WordsLines: frame, none, gradient or image)
///     photo 0 /home/ana/Pictures/beach.jpg
///     framing 0 1.5 0.1 -0.05 1        (zoom, offset x, offset y, quarter turns; then
///                                       whole-blurred or whole-frame for a photo shown whole)
///     words-face DejaVu%20Serif     (WordsLines: the face and colour all words take, if set)
///     words-colour #FFE000
///     text 1 title 0.5 0.9 8 #FFFFFF centre band Dancing%20Script%20Bold Grenoble%202026
///                                      (WordsLines: a title, caption or free text)
///     undo layout                      (the undo history, oldest first: each step's
///       layout 3                        collage before the change, indented; then
///       …                               "redo" steps, each collage after its change)
///
/// Version 1 (the seed's: `layout`, then `slot N PATH`), 2 (no history), 3 (no
/// document), 4 (catalogue layouts only), 5 (no background, no text) and 6 (no slides) are read as well.
public enum SessionFile {
    public static let version = 7
    public static let header = "instagrid-session \(version)"
    static let readable = [1, 2, 3, 4, 5, 6, 7]
    /// A full history of nine-photo collages with long paths stays well under this;
    /// anything larger is not ours, and fails to parse.
    public static let largest = 16 << 20

    public enum ReadError: Error, Equatable {
        /// Not ours, or from a version we do not know.
        case foreign
        /// Ours, but damaged at this line (1-based).
        case damaged(line: Int)
    }

    /// What a session holds: the collage as it is, how it got there, and the document it
    /// was opened from or saved as (nil: untitled, kept only here).
    public struct Contents: Equatable, Sendable {
        public var collage: Collage
        public var history: History
        public var document: LocalPath?

        public init(collage: Collage, history: History = History(), document: LocalPath? = nil) {
            self.collage = collage
            self.history = history
            self.document = document
        }
    }

    public static func encode(_ collage: Collage, history: History = History(), document: LocalPath? = nil) -> String {
        var lines = [header] + (document.map { ["document \($0.escaped)"] } ?? []) + collageLines(collage)
        for (side, steps) in [("undo", history.undoSteps), ("redo", history.redoSteps)] {
            for step in steps {
                lines.append("\(side) \(step.change.id)")
                lines += collageLines(step.collage).map { stepIndent + $0 }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A history step's collage lines sit under its "undo"/"redo" line, indented by this.
    static let stepIndent = "  "

    /// `written`: how a photo's path is put in the file (a document makes some relative).
    static func collageLines(_ collage: Collage, written: (LocalPath) -> LocalPath = { $0 }) -> [String] {
        let looks = collage.looks
        var lines = ["layout \(collage.layout.id)", "shape \(collage.shape.rawValue)",
                     "frame-colour \(looks.frameColour)", "spacing \(looks.spacing)", "corner-radius \(looks.cornerRadius)"]
        if collage.slides > 1 { lines.insert("slides \(collage.slides)", at: 2) }
        if looks.background != .frameColour { lines.append(WordsLines.line(looks.background, written: written)) }
        for slot in SlotID.all {
            guard let path = collage.photo(in: slot) else { continue }
            lines.append("photo \(slot.rawValue) \(written(path).escaped)")
            let framing = collage.framing(of: slot)
            if framing != .fill {
                lines.append("framing \(slot.rawValue) \(framing.zoom) \(framing.offsetX) \(framing.offsetY) \(framing.quarterTurns)"
                    + (framing.whole.map { " whole-\($0.rawValue)" } ?? ""))
            }
        }
        return lines + WordsLines.lines(collage.wordsLook) + collage.texts.map(WordsLines.line)
    }

    public static func decode(_ text: String) throws -> Contents {
        var lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        guard let first = lines.first, first.startsWithScalars("instagrid-session "),
              let version = Int(String(first.unicodeScalars.dropFirst("instagrid-session ".unicodeScalars.count))), readable.contains(version) else {
            throw ReadError.foreign
        }
        // Numbered from 1 as an editor shows them; the header is line 1.
        var numbered = lines.enumerated().dropFirst().map { (number: $0.offset + 1, text: $0.element) }[...]
        var document: LocalPath?
        if version >= 4, let line = numbered.first, line.text.startsWithScalars("document ") {
            guard let path = LocalPath(escaped: String(line.text.unicodeScalars.dropFirst("document ".unicodeScalars.count))),
                  path.isAbsolute else { throw ReadError.damaged(line: line.number) }
            document = path
            numbered = numbered.dropFirst()
        }
        let mainEnd = numbered.firstIndex { $0.text.startsWithScalars("undo ") || $0.text.startsWithScalars("redo ") }
            ?? numbered.endIndex
        var contents = Contents(collage: try collage(from: numbered[..<mainEnd], version: version, endLine: lines.count))
        var undo: [History.Step] = [], redo: [History.Step] = []
        var index = mainEnd
        while index < numbered.endIndex {
            let line = numbered[index]
            let parts = line.text.words(maxSplits: 1)
            guard version >= 3, parts.count == 2, let change = CollageChange(id: parts[1]), redo.isEmpty || parts[0] == "redo" else {
                throw ReadError.damaged(line: line.number)
            }
            let body = numbered[(index + 1)...].prefix { $0.text.startsWithScalars(stepIndent) }
                .map { (number: $0.number, text: String($0.text.unicodeScalars.dropFirst(stepIndent.unicodeScalars.count))) }
            let step = History.Step(change, try collage(from: body[...], version: version, endLine: line.number))
            if parts[0] == "undo" { undo.append(step) } else { redo.append(step) }
            index += 1 + body.count
        }
        contents.history = History(undo: undo, redo: redo)
        contents.document = document
        return contents
    }

    /// The collage the lines describe; `endLine` is blamed when something is missing.
    /// `resolved`: a photo's path as the collage keeps it (absolute), or nil if the file's is not one.
    static func collage(from lines: ArraySlice<(number: Int, text: String)>, version: Int, endLine: Int,
                        resolved: (LocalPath) -> LocalPath? = { $0.isAbsolute ? $0 : nil }) throws -> Collage {
        var collage = Collage()
        var sawLayout = false
        var looks = (colour: Looks.seed.frameColour, spacing: Looks.seed.spacing, corner: Looks.seed.cornerRadius,
                     background: Background.frameColour)
        for (number, line) in lines {
            let damaged = ReadError.damaged(line: number)
            let parts = line.words(maxSplits: 2)
            let value = parts.count == 2 ? parts[1] : nil
            switch (version, parts.first) {
            case (_, "layout"):
                guard let value, !sawLayout, let layout = try? Layout(form: value),
                      version >= 5 || layout.number.map({ version >= 2 || $0 <= 3 }) == true else { throw damaged }
                collage.layout = layout
                sawLayout = true
            case (1, "slot"), (2..., "photo"):
                guard parts.count == 3, let raw = Int(parts[1]), let slot = SlotID(rawValue: raw),
                      version >= 2 || raw < 4, let path = LocalPath(escaped: parts[2]).flatMap(resolved) else {
                    throw damaged
                }
                collage.setPhoto(path, in: slot)
            case (2..., "shape"):
                guard let value, let shape = PictureShape(rawValue: value) else { throw damaged }
                collage.shape = shape
            case (7..., "slides"):
                guard let value, let count = Int(value), Slides.counts.contains(count) else { throw damaged }
                collage.slides = count
            case (2..., "frame-colour"):
                guard let value, let colour = RGBColour(hex: value) else { throw damaged }
                looks.colour = colour
            case (2..., "spacing"):
                guard let value, let number = Double(value) else { throw damaged }
                looks.spacing = number
            case (2..., "corner-radius"):
                guard let value, let number = Double(value) else { throw damaged }
                looks.corner = number
            case (2..., "framing"):
                // Int(exactly:), not Int(_:): a slot or a turn written as 1e19 or inf parses as a
                // Double, and converting it would trap at every start instead of setting the file aside.
                var words = line.words(omittingEmpty: true).dropFirst()
                // From version 5, a photo shown whole says over what.
                let whole = version >= 5 ? words.last.flatMap { word in
                    Framing.Backdrop.allCases.first { "whole-\($0.rawValue)" == word }
                } : nil
                if whole != nil { words = words.dropLast() }
                let numbers = words.map { Double($0) }
                guard numbers.count == 5, let raw = numbers[0].flatMap({ Int(exactly: $0) }), let slot = SlotID(rawValue: raw),
                      collage.photo(in: slot) != nil, let zoom = numbers[1], let x = numbers[2], let y = numbers[3],
                      let turns = numbers[4].flatMap({ Int(exactly: $0) }), [zoom, x, y].allSatisfy(\.isFinite) else {
                    throw damaged
                }
                collage.setFraming(Framing(zoom: zoom, offsetX: x, offsetY: y, quarterTurns: turns, whole: whole), of: slot)
            case (6..., "background"):
                var words = Array(line.words(omittingEmpty: true).dropFirst())
                // A photo's path is the rest of the line, as a photo line's: it may hold spaces.
                if words.first == "image" { words = Array(line.words(maxSplits: 3).dropFirst()) }
                guard let background = WordsLines.background(words, resolved: resolved) else {
                    throw damaged
                }
                looks.background = background
            case (6..., "words-face"):
                guard let value, let face = EscapedWord.unescape(value), !face.isEmpty, collage.wordsLook.face == nil else { throw damaged }
                collage.wordsLook.face = face
            case (6..., "words-colour"):
                guard let value, let colour = RGBColour(hex: value), collage.wordsLook.colour == nil else { throw damaged }
                collage.wordsLook.colour = colour
            case (6..., "text"):
                guard let item = WordsLines.textItem(Array(line.words(omittingEmpty: true).dropFirst())),
                      collage.text(item.id) == nil else { throw damaged }
                collage.setText(item)
            default:
                throw damaged
            }
        }
        let last = lines.last?.number ?? endLine
        guard sawLayout else { throw ReadError.damaged(line: last) }
        guard let checked = try? Looks.validated(frameColour: looks.colour, spacing: looks.spacing, cornerRadius: looks.corner,
                                                 background: looks.background) else {
            throw ReadError.damaged(line: last)
        }
        collage.looks = checked
        return collage
    }
}

extension String {
    func startsWithScalars(_ prefix: String) -> Bool {
        unicodeScalars.starts(with: prefix.unicodeScalars)
    }

    /// The line's words, split at spaces; the last holds the rest of the line.
    func words(maxSplits: Int = .max, omittingEmpty: Bool = false) -> [String] {
        unicodeScalars.split(separator: " ", maxSplits: maxSplits, omittingEmptySubsequences: omittingEmpty).map(String.init)
    }
}
