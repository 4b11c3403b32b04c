import ArgumentParser
import InstagridModel
import InstagridRender
import InstagridResources

/// `export`'s words and background: a title, captions, their face and colour, and what
/// fills the picture behind the photos.
struct WordsOptions: ParsableArguments {
    // Read as given and checked in `validate`: a refusal names the option and why, without
    // echoing ten thousand characters or a line break of the words refused.
    @Option(name: .customLong("title"), help: ArgumentHelp("A title across the picture, low on it, in the design's script face on a band of the frame.", valueName: "text"))
    var titleArgument: String?

    @Option(name: .customLong("caption"), help: ArgumentHelp("A caption on photo N's cell: N counts the photos as given, 1 the first (the layout's a; with --session, its photos in the layout's letters' order); repeat for more.",
                                                             valueName: "N=text"))
    var captionArguments: [String] = []

    private var title: String? {
        get throws(WordsArguments.Refused) { try titleArgument.map { text throws(WordsArguments.Refused) in try WordsArguments.title(text) } }
    }

    private var caption: [(photo: Int, text: String)] {
        get throws(WordsArguments.Refused) {
            try captionArguments.map { text throws(WordsArguments.Refused) in try WordsArguments.caption(text) }
        }
    }

    @Option(name: .long, help: ArgumentHelp("The face of the title and captions given here (of a session's texts when none is given), as \"FAMILY STYLE\": \"DejaVu Serif Bold\". A face that is not installed is drawn in another, with a note.",
                                            valueName: "face"))
    var font: String?

    @Option(name: .customLong("text-colour"), help: ArgumentHelp("The colour of the title and captions given here (of a session's texts when none is given).", valueName: "#RRGGBB"))
    var textColour: RGBColour?

    @Option(name: .long, help: ArgumentHelp("What fills the picture behind the photos: a colour (as --frame-colour), gradient:#RRGGBB,#RRGGBB[,DEGREES] (degrees as CSS counts them: 90 runs left to right; 180, top to bottom, by default), image:PATH (a photo filling the picture) or none (transparent in PNG and WebP, white in JPEG, no fill in a PDF).",
                                            valueName: "background"),
            transform: { try WordsArguments.background($0) })
    var background: (background: Background, frameColour: RGBColour?)?

    @Flag(name: .customLong("blur-background"), help: "Blur the background photo of --background image:PATH.")
    var blurBackground = false

    func validate(frameColour: RGBColour?) throws {
        do {
            _ = try title
        } catch {
            throw ValidationError(error.description)
        }
        let caption: [(photo: Int, text: String)]
        do {
            caption = try self.caption
        } catch {
            throw ValidationError(error.description)
        }
        if let colour = background?.frameColour, let frameColour, colour != frameColour {
            throw ValidationError("--background \(colour) and --frame-colour \(frameColour) name two colours for the frame; give one")
        }
        if let font, !font.unicodeScalars.contains(where: { !$0.properties.isWhitespace }) {
            throw ValidationError("--font needs a face's name, as \"FAMILY STYLE\": \"DejaVu Serif Bold\"")
        }
        if blurBackground, background?.background.photo == nil {
            throw ValidationError("--blur-background blurs the photo of --background image:PATH; none is given")
        }
        // A cell holds one caption: a second for the same photo would be drawn over the first.
        var captioned = Set<Int>()
        for (photo, _) in caption where !captioned.insert(photo).inserted {
            throw ValidationError("--caption \(photo)= is given twice; a photo's cell holds one caption")
        }
    }

    /// The background given, before any photo is read: its photo is one the picture must never replace.
    func applyBackground(to collage: inout Collage) throws {
        guard let background else { return }
        collage.looks.background = try withPathBytes(background.background)
        if let colour = background.frameColour { collage.looks.frameColour = colour }
    }

    /// The title and captions given, on the layout the picture is drawn with, and the face and
    /// colour given; a caption for a photo the layout does not show is refused. As every
    /// option beside --session, a title or a cell's caption given replaces the session's own.
    func applyTexts(to collage: inout Collage) throws {
        let title = try self.title, caption = try self.caption
        let given = title != nil || !caption.isEmpty
        var added: [Int] = []
        if let title {
            for item in collage.texts where item.role == .title { collage.removeText(item.id) }
            added.append(try collage.addText(title, role: .title))
        }
        let count = collage.layout.visibleSlots.count
        for (photo, _) in caption where photo > count {
            throw ValidationError("--caption \(photo): layout \(collage.layout.id) shows \(count) \(count == 1 ? "photo" : "photos")")
        }
        let shown = collage.layout.visibleSlots.sorted()
        for (photo, text) in caption {
            let role = TextItem.Role.caption(shown[photo - 1])
            for item in collage.texts where item.role == role { collage.removeText(item.id) }
            added.append(try collage.addText(text, role: role))
        }
        // Fontconfig is started only for a picture with words: it costs an export without them time.
        if !collage.texts.isEmpty, let resources = Resources.locate() { FontFaces.register(from: resources.fontFolder) }
        for id in given ? added : collage.texts.map(\.id) {
            guard var style = collage.text(id)?.style else { continue }
            if let font { style.font = font }
            if let textColour { style.colour = textColour }
            collage.styleText(id, style)
        }
        // Each face asked for, by --font or by a session's own words, once.
        for face in Set(collage.texts.map(\.style.font) + (font.map { [$0] } ?? [])).sorted() {
            if let drawn = FontFaces.fallback(for: face) {
                StandardError.note("the face “\(face)” is not installed; the text is drawn in \(drawn)")
            }
        }
    }

    /// An image background's path with the bytes it was given as (the parser's text lost any
    /// that are not UTF-8), or the one its file:// address names; another address is refused.
    private func withPathBytes(_ background: Background) throws -> Background {
        guard case let .image(path, _) = background else { return background }
        do {
            if let located = try CommandLinePath.address(path.description) { return .image(located, blurred: blurBackground) }
        } catch {
            throw ValidationError("--background image:\(error.description)")
        }
        let argument = try ArgumentBytes.path("image:" + path.description)
        return .image(LocalPath(bytes: Array(argument.bytes.dropFirst("image:".utf8.count))) ?? path, blurred: blurBackground)
    }
}
