import Dispatch
import GtkKit
import InstagridModel
import InstagridRender

/// Writes the shared picture where the user chose, off the main loop. At the
/// size already rendered it only encodes; at another size it renders anew from
/// the original photos.
enum PictureSaver {
    static let sizes = [1024, 2048, 4096]

    /// The rendered size first (it is the default), then the others.
    static func sizeChoices(rendered: Int) -> [(id: String, label: String)] {
        ([rendered] + sizes.filter { $0 != rendered }).map { ("\($0)", tr("{size} × {size} px", ["size": "\($0)"])) }
    }

    static func suggestedName() -> String { "Instagrid \(LocalTime.stamp()).png" }

    /// Where a name the user typed ends up: without a picture extension, it becomes a PNG.
    static func destination(for chosen: String) -> String {
        ExportFormat(path: chosen) == nil ? chosen + ".png" : chosen
    }

    /// Writes to `path` (the user has agreed to replace what is there); `done` runs on
    /// the main loop with nil on success or the error to show.
    static func save(_ picture: CairoImage, of collage: Collage, to path: String, side: Int,
                     done: @escaping @Sendable @MainActor (ExportError?) -> Void) {
        DispatchQueue.global(qos: .userInitiated).async {
            var failure: ExportError?
            let options = CollageExporter.Options(side: side, replaceExisting: true)
            do {
                if side == picture.width {
                    try CollageExporter.write(picture, to: path, options: options)
                } else {
                    try CollageExporter.export(collage, to: path, options: options)
                }
            } catch let error as ExportError {
                failure = error
            } catch {
                failure = .writeFailed(path: path, detail: "\(error)")
            }
            MainLoop.perform { [failure] in done(failure) }
        }
    }
}
