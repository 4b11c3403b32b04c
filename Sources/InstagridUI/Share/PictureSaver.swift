import Dispatch
import GtkKit
import InstagridModel
import InstagridPhotoFormats
import InstagridRender

/// Writes the shared picture where the user chose, off the main loop. At the
/// size already rendered it only encodes; at another size it renders anew from
/// the original photos.
enum PictureSaver {
    static let sizes = [1024, 2048, 4096]

    /// The sizes a picture of `shape` can be saved at, by long side: the rendered one
    /// first (it is the default), then the others, each labelled with its width and height.
    static func sizeChoices(rendered: Int, shape: PictureShape) -> [(longSide: Int, label: String)] {
        ([rendered] + sizes.filter { $0 != rendered }).map { side in
            let size = shape.pixelSize(longSide: side)
            // TRANSLATORS: a picture's size in pixels; {width} and {height} are numbers.
            return (side, tr("{width} × {height} px", ["width": "\(size.width)", "height": "\(size.height)"]))
        }
    }

    /// The lossy formats' qualities (JPEG, WebP, a PDF's photos), the default first.
    static var qualityChoices: [(quality: Int, label: String)] {
        [(ExportFormat.defaultJPEGQuality, tr("High quality")), (100, tr("Best quality")), (80, tr("Smaller file"))]
    }

    static func suggestedName() -> String { "Instagrid \(LocalTime.stamp()).png" }

    /// Where a name the user typed ends up: without a picture extension, it becomes a PNG.
    static func destination(for chosen: LocalPath) -> LocalPath {
        ExportFormat(path: chosen) == nil ? chosen.adding(suffix: ".png") : chosen
    }

    /// What would refuse saving `collage` to `path` (a photo of the collage under that name,
    /// a size the format cannot hold, a folder that cannot be written), told before the
    /// user is asked to replace anything; nil if nothing would.
    static func refusal(of collage: Collage, to path: LocalPath, side: Int, quality: Int) -> ExportError? {
        do {
            try CollageExporter.check(collage, to: path, options: options(side: side, quality: quality))
            return nil
        } catch let error as ExportError {
            return error
        } catch {
            return .writeFailed(path: path, detail: "\(error)")
        }
    }

    /// The user has agreed to replace what is there: the chooser, or our own question, asked.
    private static func options(side: Int, quality: Int) -> CollageExporter.Options {
        CollageExporter.Options(side: side, jpegQuality: quality, replaceExisting: true)
    }

    /// Writes to `path` at `side` on the long edge, a lossy format at `quality` (the user has agreed to replace what is there); `done` runs on
    /// the main loop with nil on success or the error to show.
    static func save(_ picture: CairoImage, of collage: Collage, to path: LocalPath, side: Int, quality: Int,
                     done: @escaping @Sendable @MainActor (ExportError?) -> Void) {
        let options = options(side: side, quality: quality)
        DispatchQueue.global(qos: .userInitiated).async {
            var failure: ExportError?
            do {
                try CollageExporter.export(collage, to: path, options: options, rendered: picture)
            } catch let error as ExportError {
                failure = error
            } catch {
                failure = .writeFailed(path: path, detail: "\(error)")
            }
            MainLoop.perform { [failure] in done(failure) }
        }
    }
}
