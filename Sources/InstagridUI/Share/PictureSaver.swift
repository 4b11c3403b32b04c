import Dispatch
import GtkKit
import InstagridModel
import InstagridPhotoFormats
import InstagridRender
import InstagridResources

/// Writes the shared picture where the user chose, off the main loop. At the
/// size already rendered it only encodes; at another size it renders anew from
/// the original photos.
enum PictureSaver {
    static let sizes = [1024, 2048, 4096]

    /// The sizes `collage`'s picture can be saved at, by (a slide's) long side: the rendered
    /// one first (it is the default), then the others its slides can be drawn at, each
    /// labelled with its width and height.
    static func sizeChoices(rendered: Int, of collage: Collage) -> [(longSide: Int, label: String)] {
        let largest = PictureLimits.drawableSide(of: collage, upTo: sizes.last!)
        return ([rendered] + sizes.filter { $0 != rendered && $0 <= largest }).map { side in
            let size = collage.shape.pixelSize(longSide: side)
            let values: KeyValuePairs = ["width": "\(size.width)", "height": "\(size.height)", "count": "\(collage.slides)"]
            // TRANSLATORS: a picture's size in pixels; {width} and {height} are numbers.
            return (side, collage.slides == 1 ? tr("{width} × {height} px", values)
                // TRANSLATORS: a size for saving slides: {count} files of {width} × {height} pixels each.
                : tr("{count} slides of {width} × {height} px", values))
        }
    }

    /// The files a save of `collage` to `path` writes: that one, or its slides'.
    static func files(of collage: Collage, at path: LocalPath, side: Int) -> [LocalPath] {
        collage.slideSet(longSide: side)?.paths(for: path) ?? [path]
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
            try PictureExport.check(collage, to: path, options: options(side: side, quality: quality))
            return nil
        } catch let error as ExportError {
            return error
        } catch {
            return .writeFailed(path: path, detail: "\(error)")
        }
    }

    /// The user has agreed to replace what is there: the chooser, or our own question, asked.
    private static func options(side: Int, quality: Int) -> PictureExport.Options {
        PictureExport.Options(side: side, jpegQuality: quality, replaceExisting: true)
    }

    /// Writes to `path` (its slides beside it) at `side` on a slide's long edge, a lossy
    /// format at `quality` (the user has agreed to replace what is there); `done` runs on
    /// the main loop with the files written or the error to show.
    static func save(_ picture: CairoImage, of collage: Collage, to path: LocalPath, side: Int, quality: Int,
                     done: @escaping @Sendable @MainActor (Result<[LocalPath], ExportError>) -> Void) {
        let options = options(side: side, quality: quality)
        BackgroundWork.start(qos: .userInitiated) {
            let outcome: Result<[LocalPath], ExportError>
            do {
                outcome = .success(try PictureExport.export(collage, to: path, options: options, rendered: picture))
            } catch let error as ExportError {
                outcome = .failure(error)
            } catch {
                outcome = .failure(.writeFailed(path: path, detail: "\(error)"))
            }
            MainLoop.perform { done(outcome) }
        }
    }
}
