import InstagridModel
import InstagridRender

/// A session file or a collage document named on the command line, read with the
/// window's own formats.
enum SessionReader {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    static func read(_ path: String) throws -> Collage {
        guard let bytes = FileBytes.read(path, upTo: SessionFile.largest) else {
            throw Failure(description: "\(path): the session cannot be read")
        }
        if bytes.starts(with: Array(CollageDocument.header.utf8)) {
            do {
                return try DocumentFile.collage(from: bytes, at: CommandLinePath.absolute(path))
            } catch {
                throw Failure(description: "\(error)")
            }
        }
        do {
            return try SessionFile.decode(String(decoding: bytes, as: UTF8.self)).collage
        } catch SessionFile.ReadError.foreign {
            throw Failure(description: "\(path): not an Instagrid session, or from a newer version")
        } catch SessionFile.ReadError.damaged(let line) {
            throw Failure(description: "\(path): damaged session at line \(line)")
        }
    }
}
