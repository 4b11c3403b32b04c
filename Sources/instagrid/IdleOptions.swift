import InstagridModel
import InstagridPhotoFormats

/// Options given that do nothing for the format asked: each gets a one-line note, and the
/// export goes on (a script that always passes --quality still works for a PNG).
struct IdleOptions {
    var quality = false
    var smallest = false
    var dpi = false
    var size = false

    /// The notes for a picture of `format` in `shape`.
    func notes(format: ExportFormat, shape: PictureShape) -> [String] {
        let name = format.name
        var notes: [String] = []
        if quality, format == .png { notes.append("--quality does nothing for a PNG picture: PNG keeps every pixel as it is") }
        if smallest, format != .png {
            notes.append("--smallest does nothing for a \(name) picture: it makes a PNG smaller")
        }
        if dpi, format != .pdf {
            notes.append("--dpi does nothing for a \(name) picture: it sets the resolution of a PDF's photos")
        }
        if size, format == .pdf, shape.paperSize != nil {
            notes.append("--size does nothing for a PDF of the paper shape \(shape.rawValue): the page is the paper's size")
        }
        return notes
    }
}
