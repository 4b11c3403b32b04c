import InstagridModel

/// Collage documents on disk: read whole, or written whole (beside the old file, then
/// renamed over it), with what went wrong said in the user's words. Any thread.
public enum DocumentFile {
    public struct Failure: Error, CustomStringConvertible, Equatable {
        public let path: LocalPath
        /// Why, as the end of a sentence naming the file: "is not an Instagrid collage".
        public let reason: String
        public var description: String { "\(path): \(reason)" }
    }

    /// The collage the document at `path` (absolute) holds.
    public static func read(_ path: LocalPath) throws(Failure) -> Collage {
        let bytes: [UInt8]
        do {
            bytes = try FileBytes.whole(path, atMost: CollageDocument.largest)
        } catch {
            throw Failure(path: path, reason: reason(error, kind: "a collage document"))
        }
        return try collage(from: bytes, at: path)
    }

    /// Why a session or document file was not read, for a message that names it; `kind`
    /// with its article: "a session".
    public static func reason(_ failure: FileBytes.Failure, kind: String) -> String {
        switch failure {
        case .missing, .unreadable: "\(failure)"
        case .folder, .notAFile: "\(failure), not \(kind)"
        case .tooLarge: "\(failure): too large for \(kind) (a real one is a few kilobytes)"
        }
    }

    /// The collage a document's bytes, already read from `path` (absolute), hold.
    public static func collage(from bytes: [UInt8], at path: LocalPath) throws(Failure) -> Collage {
        guard bytes.count <= CollageDocument.largest else {
            throw Failure(path: path, reason: reason(.tooLarge(bytes: bytes.count, limit: CollageDocument.largest), kind: "a collage document"))
        }
        let text = unixLines(bytes)
        do {
            return try CollageDocument.decode(text, savedAt: path)
        } catch SessionFile.ReadError.damaged(let line) {
            throw Failure(path: path, reason: "is damaged at line \(line)")
        } catch {
            throw Failure(path: path, reason: foreign(text, header: "instagrid-collage ", kind: "collage"))
        }
    }

    /// A file's text with each line's end as we write it (LF), also when an editor on
    /// another system saved it with CR LF. A path's own CR is always escaped (%0D): a CR
    /// before a line's end is never part of it.
    public static func unixLines(_ bytes: [UInt8]) -> String {
        let text = String(decoding: bytes, as: UTF8.self)
        guard let end = text.unicodeScalars.firstIndex(of: "\n"), end > text.unicodeScalars.startIndex,
              text.unicodeScalars[text.unicodeScalars.index(before: end)] == "\r" else { return text }
        return text.replacing("\r\n", with: "\n")
    }

    /// Why a file whose first line is not a `header` we read was refused: not ours, or ours
    /// from a newer version.
    public static func foreign(_ text: String, header: String, kind: String) -> String {
        guard text.unicodeScalars.starts(with: header.unicodeScalars) else { return "is not an Instagrid \(kind)" }
        let first = text.unicodeScalars.prefix { $0 != "\n" }
        return "is an Instagrid \(kind) from a newer version (“\(String(first))”)"
    }

    /// Writes `collage` as the document at `path` (absolute), replacing what is there.
    public static func write(_ collage: Collage, to path: LocalPath) throws(Failure) {
        do {
            try AtomicFile.write(Array(CollageDocument.encode(collage, savedAt: path).utf8), to: path, replacing: true,
                                 inputs: InputFiles(photosOf: collage))
        } catch let error as ExportError {
            let reason = switch error {
            case let .folderMissing(folder): "cannot be written: \(folder) does not exist"
            case let .folderNotWritable(folder, detail): "cannot be written in \(folder) (\(detail))"
            case .notARegularFile, .isAFolder: "is not a regular file; it is left alone"
            case .readOnly: "is read-only; it is left alone (make it writable to replace it)"
            case let .isAnInput(_, input) where input != path: "is the same file as \(input), a photo of the collage; it is left alone"
            case .isAnInput: "is a photo of the collage; it is left alone"
            case let .writeFailed(_, detail): "could not be written (\(detail)); the old file is unchanged"
            default: "could not be written (\(error))"
            }
            throw Failure(path: path, reason: reason)
        } catch {
            throw Failure(path: path, reason: "could not be written (\(error))")
        }
    }
}
