import GLibKit
import Glibc
import InstagridModel
import Synchronization

/// The faces found in each photo, kept in the user's cache between runs, keyed by the file's
/// path and version (`FileStamp`) and the detector's: a photo searched once in the window is
/// not searched again by its export, its document's thumbnail or the next command line. A
/// file rewritten, moved or touched is another version, searched again; an entry that does
/// not read back whole is searched again and written over.
enum KeptFaces {
    /// Past this many entries the oldest go, on the first write of a process.
    static let mostEntries = 4096
    /// The format's first line: a change in what a box means (the head's margins) or in the
    /// detector changes it, and every older entry is searched again.
    private static let header = "instagrid faces 1"

    static func faces(of path: LocalPath, _ stamp: FileStamp) -> [Rect]? {
        guard let bytes = FileBytes.read(entry(path, stamp), upTo: 16 << 10) else { return nil }
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        // Written whole: the header, a line a face, an empty last line.
        guard lines.count >= 2, lines.first == Substring(header + " " + FaceDetector.version), lines.last == "" else { return nil }
        var faces: [Rect] = []
        for line in lines.dropFirst().dropLast() {
            let numbers = line.split(separator: " ").compactMap { Double($0) }
            guard numbers.count == 4, numbers.allSatisfy(\.isFinite) else { return nil }
            faces.append(Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]))
        }
        return faces
    }

    /// Only a speed-up: where the cache cannot be written, the next run searches again.
    static func keep(_ faces: [Rect], of path: LocalPath, _ stamp: FileStamp) {
        guard UserFolders.makePrivate(folder) else { return }
        pruneOnce()
        let text = ([header + " " + FaceDetector.version] + faces.map { "\($0.x) \($0.y) \($0.width) \($0.height)" } + [""])
            .joined(separator: "\n")
        // An entry a crash cut short reads back as none, and the photo is searched again.
        try? AtomicFile.write(Array(text.utf8), to: entry(path, stamp), replacing: true, durable: false)
    }

    private static var folder: String { UserFolders.cache + "/instagrid/faces" }

    /// A name from the path and the version, 64 bits of FNV-1a: the path itself stays out of the folder's listing.
    private static func entry(_ path: LocalPath, _ stamp: FileStamp) -> LocalPath {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in path.bytes + [0] + Array(stamp.text.utf8) {
            hash = (hash ^ UInt64(byte)) &* 0x0100_0000_01B3
        }
        return LocalPath(folder + "/" + String(hash, radix: 16))
    }

    private static let pruned = Mutex(false)

    private static func pruneOnce() {
        guard !pruned.withLock({ done in defer { done = true }; return done }) else { return }
        guard let listing = opendir(folder) else { return }
        var entries: [(path: String, modified: Int)] = []
        while let item = readdir(listing) {
            let name = withUnsafeBytes(of: item.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            var info = stat()
            let path = folder + "/" + name
            guard name.first != ".", stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { continue }
            entries.append((path, info.st_mtim.tv_sec))
        }
        closedir(listing)
        guard entries.count > mostEntries else { return }
        for old in entries.sorted(by: { $0.modified < $1.modified }).prefix(entries.count - mostEntries) {
            unlink(old.path)
        }
    }
}
