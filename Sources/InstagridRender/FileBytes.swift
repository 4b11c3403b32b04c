import Glibc

public enum FileBytes {
    /// The first `limit` bytes of a regular file (fewer if it is shorter); nil if it cannot
    /// be opened or is no regular file.
    public static func read(_ path: String, upTo limit: Int) -> [UInt8]? {
        // Without O_NONBLOCK, a FIFO under the name would wait for a writer forever.
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        // Sized by the file, not the limit: a session is a few kilobytes, its limit 16 MiB.
        let limit = min(limit, Int(info.st_size))
        var bytes = [UInt8](repeating: 0, count: limit)
        var filled = 0
        while filled < limit {
            let count = bytes.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress! + filled, limit - filled) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            filled += count
        }
        return Array(bytes[..<filled])
    }
}
