import ArgumentParser
import Glibc
import InstagridModel
import InstagridPhotoFormats
import InstagridRender

struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write the picture of a layout filled with photos, without opening a window.",
        discussion: """
        The photos take the layout's letters in order: the first is a, the second b (for \
        the catalogue's layouts, reading order; `2(b|a)/c` puts the second photo on the \
        left, as a session with that form would); `instagrid layouts` lists the \
        layouts and how many photos each takes (layout 1: one wide on top, two below; \
        2: two on top, one wide below; 3: four squares). The picture's format follows \
        OUT's extension (.png, .jpg, .jpeg, .webp where gdk-pixbuf writes WebP, or .pdf for print: one page the paper's size \
        with --shape a4, letter, 10x15, 13x18 or their -landscape and turned twins, the \
        frame as vectors and the photos at --dpi).
        """
    )

    @Option(name: .long, help: ArgumentHelp("A saved session or collage document (.instagrid) to render as it is, framing included (the window keeps its session in ~/.local/state/instagrid/session).", valueName: "file"), transform: CommandLinePath.given)
    var session: LocalPath?

    @Option(name: .long, help: "A layout's id or written form, such as 2a|(b/c/d) (see `instagrid layouts`), or auto: the layout, places and weights in which the photos lose least to cropping (default 1, or the session's).", transform: ArgumentParsers.layoutChoice)
    var layout: LayoutChoice?

    @Option(name: .long, help: "The picture's shape, a screen's proportions or a paper (default 1:1, or the session's).")
    var shape: PictureShape?

    @Option(name: .long, help: ArgumentHelp("Show every photo whole inside its cell instead of filling it, over a blurred copy of itself or the frame colour.", valueName: "blurred|frame"))
    var whole: Framing.Backdrop?

    @Option(name: .long, help: ArgumentHelp("How a photo framed by no one fills its cell: the part that draws the eye most (its subject: edges, skin tones, strong colours), or its centre, as before.", valueName: "subject|centre"))
    var framing: DefaultFraming = .subject

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("Make the picture this many slides wide (2 to \(Slides.counts.upperBound); 1, one picture; default: the session's), the shape's width each, and write them as OUT's name with -1, -2, … before its extension, each exactly the shape's size (--size is one slide's longer side), meeting seam to seam.", valueName: "count"))
    var slides: Int?

    // Optional, defaulted below: an option given that does nothing for the format gets a note.
    @Option(name: .long, help: "Size of the picture's longer side, in pixels (a PDF of a paper shape is the paper's size; default \(ExportFormat.defaultSide)).")
    var size: Int?

    @Option(name: .long, help: ArgumentHelp("A PDF's resolution: its photos are embedded with this many pixels to the inch (72 to 1200; default \(ExportFormat.defaultDPI)).", valueName: "dots per inch"))
    var dpi: Int?

    @Option(name: .customLong("frame-colour"), help: "Colour around the photos, as #RRGGBB (default #106698).")
    var frameColour: RGBColour?

    @Option(name: .long, help: "Padding around and between the photos, in percent of the short side (0 to 20; default 5).",
            transform: ArgumentParsers.percent(in: Looks.spacingRange, of: "--spacing"))
    var spacing: Double?

    @Option(name: .customLong("corner-radius"), help: "Rounding of the photos' corners, in percent of the short side (0 to 25; default 0.67).",
            transform: ArgumentParsers.percent(in: Looks.cornerRadiusRange, of: "--corner-radius"))
    var cornerRadius: Double?

    @OptionGroup(title: "Words and background")
    var words: WordsOptions

    @Option(name: .long, help: "Quality of a JPEG or WebP picture, and of the photos in a PDF, 1 to 100 (default \(ExportFormat.defaultJPEGQuality)).")
    var quality: Int?

    @Flag(name: .long, help: "Make the smallest PNG zlib can, for several times the time (the default is already about as small as ImageMagick's).")
    var smallest = false

    @Flag(name: .long, help: "Replace OUT if it already exists.")
    var force = false

    @Option(name: .shortAndLong, help: "The picture to write.", transform: CommandLinePath.given)
    var output: LocalPath

    @Argument(help: "The photos: the first is the layout's letter a, the second b, and so on (none with --session).", transform: CommandLinePath.given)
    var photos: [LocalPath] = []

    func validate() throws {
        guard (16...16384).contains(side) else { throw ValidationError("--size must be between 16 and 16384 pixels") }
        guard (1...100).contains(jpegQuality) else { throw ValidationError("--quality must be between 1 and 100") }
        guard ExportFormat.dpiRange.contains(resolution) else {
            throw ValidationError("--dpi must be between \(ExportFormat.dpiRange.lowerBound) and \(ExportFormat.dpiRange.upperBound)")
        }
        if session != nil, !photos.isEmpty { throw ValidationError("give either --session or photos, not both") }
        try words.validate(frameColour: frameColour)
        if let slides, !(1...Slides.counts.upperBound).contains(slides) {
            throw ValidationError("--slides must be between 1 and \(Slides.counts.upperBound)")
        }
        if case .fitted = layout, session == nil, !(1...SlotID.count).contains(photos.count) {
            throw ValidationError("--layout auto arranges 1 to \(SlotID.count) photos, \(photos.count) given")
        }
    }

    /// The collage to render: the session's, or the photos given; options given win either way.
    private func collage() throws -> Collage {
        var collage: Collage
        if let session {
            collage = try SessionReader.read(session)
            if case let .given(layout, _) = layout { collage = try collage.withLayout(layout) }
        } else if case .fitted = layout {
            // In their places in the list; the layout is arranged for them below.
            collage = Collage(photos: Dictionary(uniqueKeysWithValues: zip(SlotID.all, photos)))
        } else {
            let (given, written) = if case let .given(layout, written) = layout { (layout, written) } else { (Layout.default, Layout.default.id) }
            guard photos.count == given.visibleSlots.count else {
                // Named as the user wrote it: "a|b" is the catalogue's layout 4, a number they never typed.
                throw Failure(description: "layout \(written) needs \(given.visibleSlots.count) photos, \(photos.count) given")
            }
            collage = try Collage(layout: given, filling: photos)
        }
        if let shape { collage.shape = shape }
        if let slides { collage.slides = slides }
        collage.looks = try Looks.validated(frameColour: frameColour ?? collage.looks.frameColour,
                                            spacing: spacing ?? collage.looks.spacing,
                                            cornerRadius: cornerRadius ?? collage.looks.cornerRadius,
                                            background: collage.looks.background)
        try words.applyBackground(to: &collage)
        // What the format cannot hold, or a photo the output would replace, is told before
        // any photo is read, arranging included.
        try PictureExport.check(collage, to: output, options: options)
        if case .fitted = layout { collage.layout = try fittedLayout(for: collage) }
        try words.applyTexts(to: &collage)
        if let whole {
            for slot in collage.layout.visibleSlots {
                var framing = collage.framing(of: slot)
                framing.whole = whole
                collage.setFraming(framing, of: slot)
            }
        }
        guard collage.isComplete else {
            throw CollageError.emptySlots(layout: collage.layout, empty: collage.emptyVisibleSlots.count)
        }
        return collage
    }

    /// `--layout auto`: the layout in which the collage's photos (those its layout shows; all
    /// of them given on the command line) lose least to cropping, in its shape and spacing.
    private func fittedLayout(for collage: Collage) throws -> Layout {
        let places = session == nil ? Array(SlotID.all.prefix(photos.count)) : collage.layout.visibleSlots
        let aspects = try PhotoAspects.read(collage, places: places)
        // Framed around their centres, the photos' subjects do not decide where they are cut.
        let attention = framing == .subject ? PhotoAspects.attention(collage, places: places) : [:]
        // The window's Arrange to Fit, at the picture's size: its slides, and a story's bands.
        guard let fitted = collage.arranged(aspects, attention: attention, longSide: side) else {
            throw CollageError.emptySlots(layout: collage.layout, empty: collage.emptyVisibleSlots.count)
        }
        return fitted.layout
    }

    private var side: Int { size ?? ExportFormat.defaultSide }

    private var resolution: Int { dpi ?? ExportFormat.defaultDPI }
    private var jpegQuality: Int { quality ?? ExportFormat.defaultJPEGQuality }

    private var options: PictureExport.Options {
        .init(side: side, jpegQuality: jpegQuality, pngEffort: smallest ? .smallest : .balanced, replaceExisting: force,
              dpi: resolution, inputs: InputFiles(session.map { [$0] } ?? []), framing: framing)
    }

    func run() throws {
        MemoryPolicy.returnLargeBuffersToTheSystem()
        do {
            let collage = try collage()
            if let format = ExportFormat(path: output) {
                let idle = IdleOptions(quality: quality != nil, smallest: smallest, dpi: dpi != nil, size: size != nil)
                idle.notes(format: format, shape: collage.shape).forEach(StandardError.note)
            }
            spacingNotes(for: collage).forEach(StandardError.note)
            noteClippedWords(of: collage)
            try PictureExport.export(collage, to: output, options: options)
        } catch let refused as PhotoAspects.Refused {
            refused.photos.forEach { StandardError.complain("\($0)") }
            throw ExitCode.failure
        } catch let error as PhotoError {
            throw fail("\(ExportError.photo(error))")
        } catch let error as CustomStringConvertible {
            throw fail("\(error)")
        }
    }

    /// What the picture could not draw as asked, and what it drew instead: a spacing narrowed
    /// (for the floor, or so the layout's weights hold), or weights the floor held.
    private func spacingNotes(for collage: Collage) -> [String] {
        let asked = collage.looks.spacing, drawn = collage.largestSpacing
        let where_ = "layout \(collage.layout.id) in \(collage.shape.rawValue)"
        var notes: [String] = []
        if drawn < asked {
            let floorKept = GridGeometry.largestSpacing(for: collage.layout.tree, in: collage.pictureSize(longSide: 1000), upTo: asked)
            notes.append(drawn >= floorKept
                ? "a spacing of \(asked) % leaves the cells of \(where_) smaller than the smallest a cell may be; drawn at \(drawn) %"
                : "a spacing of \(asked) % leaves no room for the weights of \(where_) with every cell at the smallest a cell may be; "
                    + "drawn at \(drawn) % so they hold")
        }
        if !collage.weightsHold {
            notes.append("the weights of \(where_) leave a cell smaller than the smallest a cell may be at any spacing; "
                         + "it is drawn at that size, its neighbours narrower")
        }
        return notes
    }

    /// Words that do not all fit their box even at the legible floor end with "…": said, so a
    /// script knows the picture holds less than it was given.
    private func noteClippedWords(of collage: Collage) {
        let texts = collage.shownTexts
        guard !texts.isEmpty else { return }
        let grid = GridGeometry(size: collage.pictureSize(longSide: side), looks: collage.looks, layout: collage.layout)
        for placed in TextPainter.placements(of: texts, in: grid, slides: collage.slides) where placed.isClipped {
            guard let item = collage.text(placed.id) else { continue }
            let what = switch item.role {
            case .title: "the title"
            case let .caption(slot): "the caption of photo \((collage.layout.visibleSlots.sorted().firstIndex(of: slot) ?? 0) + 1)"
            case .free: "a text"
            }
            StandardError.note("\(what) does not fit \(item.role.isCaption ? "its cell" : "the picture") even at its smallest legible size; "
                               + "it ends with “…”")
        }
    }

    private func fail(_ message: String) -> ExitCode {
        StandardError.complain(message)
        return ExitCode.failure
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }
}
