import InstagridModel
import InstagridRender

/// A session file or a collage document named on the command line, read with the
/// window's own formats.
enum SessionReader {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// How every session's first line starts, before its version.
    private static let headerStart = "instagrid-session "

    /// `path` as given (absolute or from the current folder).
    static func read(_ path: LocalPath) throws -> Collage {
        let bytes: [UInt8]
        do {
            bytes = try FileBytes.whole(path, atMost: SessionFile.largest)
        } catch {
            throw Failure(description: "\(path): \(DocumentFile.reason(error, kind: "a session"))")
        }
        if bytes.starts(with: Array(CollageDocument.headerStart.utf8)) {
            do {
                return try DocumentFile.collage(from: bytes, at: CommandLinePath.absolute(path))
            } catch {
                throw Failure(description: "\(error)")
            }
        }
        let text = DocumentFile.unixLines(bytes)
        let foreign = Failure(description: "\(path): \(DocumentFile.foreign(text, header: headerStart, kind: "session"))")
        // Told at once: a large file of another kind is not split into lines first.
        guard text.unicodeScalars.starts(with: headerStart.unicodeScalars) else { throw foreign }
        do {
            return try SessionFile.decode(text).collage
        } catch SessionFile.ReadError.foreign {
            throw foreign
        } catch SessionFile.ReadError.damaged(let line) {
            throw Failure(description: "\(path): damaged session at line \(line)")
        }
    }
}
