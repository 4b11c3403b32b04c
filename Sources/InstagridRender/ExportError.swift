import InstagridModel
import InstagridPhotoFormats

/// Why an export did not happen. Whatever the case, nothing was written at the destination.
public enum ExportError: Error, Equatable, CustomStringConvertible {
    case unknownFormat(path: LocalPath)
    case folderMissing(folder: LocalPath)
    case folderNotWritable(folder: LocalPath, detail: String)
    case exists(path: LocalPath)
    case notARegularFile(path: LocalPath)
    case isAFolder(path: LocalPath)
    /// The output is one of the files the picture is made from (`input`, by another name or the same).
    case isAnInput(path: LocalPath, input: LocalPath)
    case readOnly(path: LocalPath)
    case beyondFormat(path: LocalPath, PictureLimits.Excess)
    /// Slides asked of a PDF, which is one page.
    case slidesOnPaper(path: LocalPath)
    case writeFailed(path: LocalPath, detail: String)
    case encodeFailed(path: LocalPath, detail: String)
    case photo(PhotoError)

    public var description: String {
        switch self {
        case let .unknownFormat(path):
            // ".png" alone is a hidden file with no extension: the name before it is what is missing.
            let name = path.lastComponent.description
            if name.hasPrefix("."), ExportFormat(path: LocalPath("picture" + name)) != nil {
                return "\(path): give the picture a name before “\(name)”, as trip\(name)"
            }
            return "\(path): unknown picture format; name it .png, .jpg, .jpeg, .webp or .pdf"
        case let .folderMissing(folder):
            return "\(folder): the output folder does not exist"
        case let .folderNotWritable(folder, detail):
            return "\(folder): cannot write in the output folder (\(detail))"
        case let .exists(path):
            return "\(path): the file already exists; use --force to replace it"
        case let .notARegularFile(path):
            return "\(path): exists and is not a regular file; it is left alone"
        case let .isAFolder(path):
            return "\(path): is a folder; name the picture to write, such as \(path)/collage.png"
        case let .isAnInput(path, input) where path == input:
            return "\(path): is one of the files the picture is made from; it is never written over"
        case let .isAnInput(path, input):
            return "\(path): is the same file as \(input), which the picture is made from; it is never written over"
        case let .readOnly(path):
            return "\(path): is read-only; it is left alone (make it writable to replace it)"
        case let .beyondFormat(path, excess):
            return "\(path): \(excess)"
        case let .slidesOnPaper(path):
            return "\(path): a PDF is one page; slides are pictures, name them .png, .jpg, .jpeg or .webp"
        case let .writeFailed(path, detail):
            return "\(path): could not write the picture (\(detail)); nothing was written"
        case let .encodeFailed(path, detail):
            return "\(path): could not encode the picture (\(detail))"
        case let .photo(error):
            return error.description
        }
    }
}
