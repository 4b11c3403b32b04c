import Glibc
import InstagridModel

/// A file's bytes mapped into memory for one read-through: the kernel pages them in
/// as the decoder reaches them, and no copy of a large photo is made.
enum FileMapping {
    /// Runs `body` over the whole file; nil if it cannot be opened or mapped.
    static func withContents<T>(of path: LocalPath, _ body: (UnsafeRawBufferPointer) throws -> T) rethrows -> T? {
        let fd = path.withCString { open($0, O_RDONLY | O_CLOEXEC) }
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_size > 0 else { return nil }
        let length = Int(info.st_size)
        guard let mapped = mmap(nil, length, PROT_READ, MAP_PRIVATE, fd, 0), mapped != MAP_FAILED else { return nil }
        defer { munmap(mapped, length) }
        madvise(mapped, length, MADV_SEQUENTIAL)
        return try body(UnsafeRawBufferPointer(start: mapped, count: length))
    }
}
