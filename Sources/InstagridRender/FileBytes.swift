import Glibc
import InstagridModel

public enum FileBytes {
    /// The first `limit` bytes of a regular file (fewer if it is shorter); nil if it cannot
    /// be opened or is no regular file.
    public static func read(_ path: LocalPath, upTo limit: Int) -> [UInt8]? {
        try? open(path).read(upTo: limit)
    }

    /// Why a whole file was not read, as the end of a sentence that names it.
    public enum Failure: Error, Equatable, CustomStringConvertible {
        case missing
        case folder
        case notAFile
        case unreadable(String)
        /// Larger than `limit` bytes: a file not ours, not read at all.
        case tooLarge(bytes: Int, limit: Int)

        public var description: String {
            switch self {
            case .missing: "no such file"
            case .folder: "is a folder"
            case .notAFile: "is not a regular file"
            case let .unreadable(detail): "cannot be read (\(detail))"
            // Rounded alike ("16 MB, larger than 16 MB"), the sizes are said to the byte.
            case let .tooLarge(bytes, limit) where Self.measure(bytes) == Self.measure(limit):
                "is \(bytes) bytes, larger than the \(limit) (\(Self.measure(limit))) it may hold"
            case let .tooLarge(bytes, limit): "is \(Self.measure(bytes)), larger than \(Self.measure(limit))"
            }
        }

        /// "100 MB", "16 KB", "512 bytes".
        private static func measure(_ bytes: Int) -> String {
            for (unit, size) in [("GB", 1 << 30), ("MB", 1 << 20), ("KB", 1 << 10)] where bytes >= size {
                return "\(bytes / size) \(unit)"
            }
            return "\(bytes) bytes"
        }
    }

    /// The whole of a regular file no larger than `limit` bytes. A larger one is refused by
    /// its size before a byte is read: a stray file of the wrong kind costs nothing.
    public static func whole(_ path: LocalPath, atMost limit: Int) throws(Failure) -> [UInt8] {
        let file = try open(path)
        if file.size > limit { throw .tooLarge(bytes: file.size, limit: limit) }
        let bytes = file.read(upTo: limit + 1)
        // Files in /proc say they are empty: their size shows only once read.
        if bytes.count > limit { throw .tooLarge(bytes: bytes.count, limit: limit) }
        return bytes
    }

    private static func open(_ path: LocalPath) throws(Failure) -> OpenFile {
        // Without O_NONBLOCK, a FIFO under the name would wait for a writer forever.
        let fd = path.withCString { Glibc.open($0, O_RDONLY | O_CLOEXEC | O_NONBLOCK) }
        guard fd >= 0 else {
            let code = errno
            throw code == ENOENT || code == ENOTDIR ? .missing : .unreadable(String(cString: strerror(code)))
        }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            close(fd)
            throw info.st_mode & S_IFMT == S_IFDIR ? .folder : .notAFile
        }
        return OpenFile(fd: fd, size: Int(info.st_size))
    }

    /// A regular file open for reading, closed when let go.
    private final class OpenFile {
        let fd: Int32
        let size: Int

        init(fd: Int32, size: Int) {
            self.fd = fd
            self.size = size
        }

        deinit { close(fd) }

        /// Up to `limit` bytes from the start, read to the file's end whatever its size says.
        func read(upTo limit: Int) -> [UInt8] {
            // Room for the file, not the limit (a session is a few kilobytes, its limit 16 MiB).
            var bytes: [UInt8] = []
            bytes.reserveCapacity(min(limit, max(size, 4096)))
            var chunk = [UInt8](repeating: 0, count: min(limit, 65536))
            while bytes.count < limit {
                let wanted = min(chunk.count, limit - bytes.count)
                let count = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress!, wanted) }
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { break }
                bytes.append(contentsOf: chunk[..<count])
            }
            return bytes
        }
    }
}
