/// Why an export did not happen. Whatever the case, nothing was written at the destination.
public enum ExportError: Error, Equatable, CustomStringConvertible {
    case unknownFormat(path: String)
    case folderMissing(folder: String)
    case folderNotWritable(folder: String, detail: String)
    case exists(path: String)
    case notARegularFile(path: String)
    case writeFailed(path: String, detail: String)
    case encodeFailed(path: String, detail: String)
    case photo(PhotoError)

    public var description: String {
        switch self {
        case let .unknownFormat(path):
            return "\(path): unknown picture format; name it .png, .jpg, .jpeg, .webp or .pdf"
        case let .folderMissing(folder):
            return "\(folder): the output folder does not exist"
        case let .folderNotWritable(folder, detail):
            return "\(folder): cannot write in the output folder (\(detail))"
        case let .exists(path):
            return "\(path): the file already exists; use --force to replace it"
        case let .notARegularFile(path):
            return "\(path): exists and is not a regular file; it is left alone"
        case let .writeFailed(path, detail):
            return "\(path): could not write the picture (\(detail)); nothing was written"
        case let .encodeFailed(path, detail):
            return "\(path): could not encode the picture (\(detail))"
        case let .photo(error):
            return error.description
        }
    }
}
