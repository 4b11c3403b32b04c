import ArgumentParser
import Glibc
import InstagridModel
import InstagridRender

struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write the square picture of a layout filled with photos, without opening a window.",
        discussion: """
        Photos fill the layout's visible slots in reading order: layout 1 takes 3 \
        (one wide on top, two below), layout 2 takes 3 (two on top, one wide below), \
        layout 3 takes 4. The picture's format follows OUT's extension (.png, .jpg, .jpeg).
        """
    )

    @Option(name: .long, help: "Layout number: 1, 2 or 3.")
    var layout: Int = Layout.default.number

    @Option(name: .long, help: "Side of the square picture, in pixels.")
    var size: Int = ExportFormat.defaultSide

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
        guard Layout.numbered(layout) != nil else {
            throw ValidationError("--layout must be one of \(Layout.all.map { String($0.number) }.joined(separator: ", "))")
        }
        guard (16...16384).contains(size) else { throw ValidationError("--size must be between 16 and 16384 pixels") }
        guard (1...100).contains(quality) else { throw ValidationError("--quality must be between 1 and 100") }
    }

    func run() throws {
        MemoryPolicy.returnLargeBuffersToTheSystem()
        let chosen = Layout.numbered(layout)!
        do {
            let collage = try Collage(layout: chosen, filling: photos)
            try CollageExporter.export(collage, to: output, options: .init(
                side: size, jpegQuality: quality, pngEffort: smallest ? .smallest : .balanced, replaceExisting: force
            ))
        } catch let error as CollageError {
            throw fail("\(error)")
        } catch let error as ExportError {
            throw fail("\(error)")
        }
    }

    private func fail(_ message: String) -> ExitCode {
        StandardError.print("instagrid: \(message)")
        return ExitCode.failure
    }
}
