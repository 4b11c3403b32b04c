import ArgumentParser
import Glibc
import InstagridModel
import InstagridPhotoFormats
import InstagridRender

/// What file managers run (through data/instagrid.thumbnailer) to show a collage
/// document as the picture it makes.
struct ThumbnailCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "thumbnail",
        abstract: "Write a small PNG of a collage document (.instagrid), as file managers show it.",
        discussion: "Photos that cannot be found leave their slots empty; the layout, shape and looks show all the same."
    )

    @Option(name: .shortAndLong, help: "The thumbnail's longer side, in pixels (16 to 2048).")
    var size: Int = 256

    @Argument(help: "The collage document: a path or a file:// URI.")
    var input: String

    @Argument(help: "The PNG to write.", transform: ArgumentBytes.path)
    var output: LocalPath

    func validate() throws {
        guard (16...2048).contains(size) else { throw ValidationError("--size must be between 16 and 2048 pixels") }
    }

    func run() throws {
        do {
            let path = try CommandLinePath.local(input)
            let collage = try DocumentFile.read(path)
            // The document and its photos are what the thumbnail is made from: a file manager
            // that names one of them as the output must not lose it to a 256 px picture.
            let options = PictureExport.Options(side: size, replaceExisting: true,
                                                  inputs: InputFiles(photosOf: collage).adding(InputFiles([path])))
            try AtomicFile.checkDestination(output, replacing: true, inputs: options.inputs)
            guard let picture = CollagePicture.thumbnail(collage, longSide: size) else {
                throw ExportError.encodeFailed(path: output, detail: "not enough memory")
            }
            try PictureExport.write(picture, to: output, options: options)
        } catch let error as CustomStringConvertible {
            StandardError.complain("\(error)")
            throw ExitCode.failure
        }
    }
}
