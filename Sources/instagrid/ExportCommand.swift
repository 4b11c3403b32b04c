import ArgumentParser
import Glibc
import InstagridModel
import InstagridRender

struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write the picture of a layout filled with photos, without opening a window.",
        discussion: """
        Photos fill the layout's cells in reading order; `instagrid layouts` lists the \
        layouts and how many photos each takes (layout 1: one wide on top, two below; \
        2: two on top, one wide below; 3: four squares). The picture's format follows \
        OUT's extension (.png, .jpg, .jpeg).
        """
    )

    @Option(name: .long, help: "Layout id (see `instagrid layouts`).", transform: ArgumentParsers.layout)
    var layout: Layout = .default

    @Option(name: .long, help: "The picture's shape.")
    var shape: PictureShape = .square

    @Option(name: .long, help: "Size of the picture's longer side, in pixels.")
    var size: Int = ExportFormat.defaultSide

    @Option(name: .customLong("frame-colour"), help: "Colour around the photos, as #RRGGBB.")
    var frameColour: RGBColour = Looks.seed.frameColour

    @Option(name: .long, help: "Padding around and between the photos, in percent of the short side (0 to 20).",
            transform: ArgumentParsers.percent(in: Looks.spacingRange, of: "--spacing"))
    var spacing: Double = Looks.seed.spacing

    @Option(name: .customLong("corner-radius"), help: "Rounding of the photos' corners, in percent of the short side (0 to 25).",
            transform: ArgumentParsers.percent(in: Looks.cornerRadiusRange, of: "--corner-radius"))
    var cornerRadius: Double = Looks.seed.cornerRadius

    @Option(name: .long, help: "JPEG quality, 1 to 100.")
    var quality: Int = ExportFormat.defaultJPEGQuality

    @Flag(name: .long, help: "Make the smallest PNG zlib can, for several times the time (the default is already about as small as ImageMagick's).")
    var smallest = false

    @Flag(name: .long, help: "Replace OUT if it already exists.")
    var force = false

    @Option(name: .shortAndLong, help: "The picture to write.")
    var output: String

    @Argument(help: "The photos, in reading order.")
    var photos: [String] = []

    func validate() throws {
        guard (16...16384).contains(size) else { throw ValidationError("--size must be between 16 and 16384 pixels") }
        guard (1...100).contains(quality) else { throw ValidationError("--quality must be between 1 and 100") }
    }

    func run() throws {
        MemoryPolicy.returnLargeBuffersToTheSystem()
        do {
            let looks = try Looks.validated(frameColour: frameColour, spacing: spacing, cornerRadius: cornerRadius)
            let collage = try Collage(layout: layout, filling: photos, shape: shape, looks: looks)
            try CollageExporter.export(collage, to: output, options: .init(
                side: size, jpegQuality: quality, pngEffort: smallest ? .smallest : .balanced, replaceExisting: force
            ))
        } catch let error as CollageError {
            throw fail("\(error)")
        } catch let error as ExportError {
            throw fail("\(error)")
        } catch let error as Looks.Invalid {
            throw fail("\(error)")
        }
    }

    private func fail(_ message: String) -> ExitCode {
        StandardError.print("instagrid: \(message)")
        return ExitCode.failure
    }
}
