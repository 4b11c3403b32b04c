import InstagridModel

/// Collage documents on disk: read whole, or written whole (beside the old file, then
/// renamed over it), with what went wrong said in the user's words. Any thread.
public enum DocumentFile {
    public struct Failure: Error, CustomStringConvertible, Equatable {
        public let path: String
        /// Why, as the end of a sentence naming the file: "is not an Instagrid collage".
        public let reason: String
        public var description: String { "\(path): \(reason)" }
    }

    /// The collage the document at `path` (absolute) holds.
    public static func read(_ path: String) throws(Failure) -> Collage {
        guard let bytes = FileBytes.read(path, upTo: CollageDocument.largest + 1) else {
            throw Failure(path: path, reason: "cannot be read")
        }
        return try collage(from: bytes, at: path)
    }

    /// The collage a document's bytes, already read from `path` (absolute), hold.
    public static func collage(from bytes: [UInt8], at path: String) throws(Failure) -> Collage {
        guard bytes.count <= CollageDocument.largest else { throw Failure(path: path, reason: "is not an Instagrid collage") }
        do {
            return try CollageDocument.decode(String(decoding: bytes, as: UTF8.self), savedAt: path)
        } catch SessionFile.ReadError.damaged(let line) {
            throw Failure(path: path, reason: "is damaged at line \(line)")
        } catch {
            throw Failure(path: path, reason: "is not an Instagrid collage, or from a newer version")
        }
    }

    /// Writes `collage` as the document at `path` (absolute), replacing what is there.
    public static func write(_ collage: Collage, to path: String) throws(Failure) {
        do {
            try AtomicFile.write(Array(CollageDocument.encode(collage, savedAt: path).utf8), to: path, replacing: true)
        } catch let error as ExportError {
            let reason = switch error {
            case let .folderMissing(folder): "cannot be written: \(folder) does not exist"
            case let .folderNotWritable(folder, detail): "cannot be written in \(folder) (\(detail))"
            case .notARegularFile: "is not a regular file; it is left alone"
            case let .writeFailed(_, detail): "could not be written (\(detail)); the old file is unchanged"
            default: "could not be written (\(error))"
            }
            throw Failure(path: path, reason: reason)
        } catch {
            throw Failure(path: path, reason: "could not be written (\(error))")
        }
    }
}
