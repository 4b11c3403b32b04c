import CFaces
import GLibKit
import InstagridModel
import InstagridTrace

/// dlib's face detector, loaded once a process. dlib unpacks its own copy in a third of a
/// second; the unpacked detector (155 KB) is kept in the user's cache and read back in a
/// few milliseconds, so a thumbnailer or a command line pays that once, not every run.
enum FaceDetector {
    struct Failure: Error {
        let reason: String
    }

    /// A face's box in the searched picture's pixels, and how sure the detector is of it.
    typealias Face = (box: Rect, score: Double)

    /// Faces past this many are a crowd: the surest are kept, no framing can hold more.
    static let mostFaces = 32

    /// The faces in a grey picture (a byte a pixel, rows `stride` bytes apart), surest first.
    static func faces(grey: [UInt8], width: Int, height: Int, stride: Int) throws(Failure) -> [Face] {
        try loaded.get()
        var boxes = [instagrid_face](repeating: instagrid_face(), count: mostFaces)
        var count = 0
        var message = [CChar](repeating: 0, count: 256)
        let status = instagrid_faces_find(grey, Int32(width), Int32(height), stride, &boxes, boxes.count, &count, &message, message.count)
        guard status == INSTAGRID_FACES_OK else { throw Failure(reason: text(message)) }
        return boxes.prefix(min(count, mostFaces)).map {
            (Rect(x: $0.left, y: $0.top, width: $0.width, height: $0.height), $0.score)
        }
    }

    /// dlib's version: what the detector finds can change with it.
    static var version: String { String(cString: instagrid_faces_version()) }

    /// Where the unpacked detector is kept, named for dlib's version, which alone reads it.
    private static var savedFolder: String { UserFolders.cache + "/instagrid" }
    static var savedPath: LocalPath {
        LocalPath(savedFolder + "/face-detector-\(version).dlib")
    }

    /// Loaded on the first search, on whichever decode thread makes it; a failure is kept
    /// (the photos are framed by their attention alone, and the reason traced for each).
    private static let loaded: Result<Void, Failure> = load()

    private static func load() -> Result<Void, Failure> {
        let path = savedPath
        // A cut-short or foreign file is not a detector: dlib's own copy is loaded instead, and saved over it.
        let saved = FileBytes.read(path, upTo: 4 << 20) ?? []
        var fromSaved: Int32 = 0
        var message = [CChar](repeating: 0, count: 256)
        let status = instagrid_faces_load(saved, saved.count, &fromSaved, &message, message.count)
        guard status == INSTAGRID_FACES_OK else { return .failure(Failure(reason: text(message))) }
        if fromSaved == 0 { save(to: path) }
        return .success(())
    }

    private static func save(to path: LocalPath) {
        var bytes: UnsafeMutablePointer<UInt8>?
        var size = 0
        var message = [CChar](repeating: 0, count: 256)
        guard instagrid_faces_save(&bytes, &size, &message, message.count) == INSTAGRID_FACES_OK, let bytes else { return }
        defer { instagrid_faces_free(bytes) }
        // Only a speed-up: where the cache cannot be written, the next process unpacks dlib's copy again.
        guard UserFolders.makePrivate(savedFolder) else { return }
        try? AtomicFile.write(Array(UnsafeBufferPointer(start: bytes, count: size)), to: path, replacing: true, durable: false)
    }

    private static func text(_ message: [CChar]) -> String {
        String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
