import ArgumentParser
import InstagridModel
import InstagridRender
import InstagridTrace

struct ArrangeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "arrange",
        abstract: "Say which layout fits the photos best: the one `export --layout auto` would make.",
        discussion: """
            Reads the photos' headers (and a JPEG's structure, to tell one cut short) and a small \
            copy of each for what draws the eye in it (a crop through a subject costs more than \
            one through the sky), and names every photo `export` would refuse. Prints the layout's \
            written form, the share of the photos' area it crops away and the share of their \
            attention it cuts, the catalogue layout that crops least for the same photos (each in \
            its best cell) and its share, and how long deciding took. Names the faces found in each \
            photo (their boxes, as shares of the photo's width and height from its top-left \
            corner), which no crop cuts where its cell can hold them.
            """
    )

    @Option(name: .long, help: "The picture's shape (default 1:1).")
    var shape: PictureShape = .square

    @Option(name: .long, help: "Padding around and between the photos, in percent of the short side (0 to 20; default 5).",
            transform: ArgumentParsers.percent(in: Looks.spacingRange, of: "--spacing"))
    var spacing: Double = Looks.seed.spacing

    @Argument(help: "The photos, 1 to 9.", transform: CommandLinePath.given)
    var photos: [LocalPath]

    func validate() throws {
        guard (1...SlotID.count).contains(photos.count) else {
            throw ValidationError("give 1 to \(SlotID.count) photos, not \(photos.count)")
        }
    }

    func run() throws {
        let collage = Collage(photos: Dictionary(uniqueKeysWithValues: zip(SlotID.all, photos)), shape: shape,
                              looks: try Looks.validated(frameColour: Looks.seed.frameColour, spacing: spacing,
                                                         cornerRadius: Looks.seed.cornerRadius))
        let aspects: [SlotID: Double]
        do {
            aspects = try PhotoAspects.read(collage, places: Array(SlotID.all.prefix(photos.count)))
        } catch {
            // `export` would refuse these: said now, before a layout is chosen for them.
            for photo in error.photos { StandardError.complain("\(photo)") }
            throw ExitCode.failure
        }
        let attention = PhotoAspects.attention(collage, places: Array(SlotID.all.prefix(photos.count)))
        let size = shape.pictureSize(longSide: 2048)
        let started = MonotonicClock.microseconds
        let bands = StoryBands.of(collage)
        guard let arranged = LayoutFitting.arrange(aspects, attention: attention, bands: bands, size: size, looks: collage.looks) else {
            throw ExitCode.failure
        }
        let decided = MonotonicClock.microseconds - started
        let geometry = GridGeometry(size: size, looks: collage.looks, layout: arranged)
        print("layout \(arranged.form)")
        print("cropped \(Self.percent(CropShare.of(geometry, aspects: aspects)))")
        let cuts = CropShare.cuts(geometry, aspects: aspects, attention: attention, bands: bands)
        // A story's bands count as cut: the app's buttons lie over them.
        print("cuts \(Self.percent(cuts.attention)) of what draws the eye\(bands == nil ? "" : ", counting the story's bands")")
        print("cuts \(cuts.faces == 0 ? "no face" : "a face in \(cuts.faces) \(cuts.faces == 1 ? "photo" : "photos")")")
        for (index, slot) in SlotID.all.prefix(photos.count).enumerated() {
            print("photo \(index + 1) \(PrintableText.oneLine(photos[index].description)): \(Self.faces(attention[slot]))")
        }
        if let catalogue = LayoutFitting.bestCatalogue(aspects, size: size, looks: collage.looks) {
            print("best catalogue layout \(catalogue.layout.form), cropped \(Self.percent(catalogue.crop))")
        } else {
            print("best catalogue layout none (no catalogue layout holds \(photos.count))")
        }
        print("decided in \((Double(decided) / 10).rounded() / 100) ms")
    }

    /// The faces found in a photo, largest first, each as fractions of the photo as shown.
    private static func faces(_ map: AttentionMap?) -> String {
        guard let map else { return "not measured" }
        guard !map.faces.isEmpty else { return "no face" }
        let boxes = map.faces.map { face in
            "\(percent(face.width)) × \(percent(face.height)) at \(percent(face.x)), \(percent(face.y))"
        }
        return "\(map.faces.count) \(map.faces.count == 1 ? "face" : "faces"): " + boxes.joined(separator: "; ")
    }

    private static func percent(_ share: Double) -> String { "\((share * 1000).rounded() / 10) %" }
}
