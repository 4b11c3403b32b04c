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
        // Room for the file, not the limit (a session is a few kilobytes, its limit 16 MiB),
        // read to its end all the same: files in /proc say they are empty.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(min(limit, max(Int(info.st_size), 4096)))
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
