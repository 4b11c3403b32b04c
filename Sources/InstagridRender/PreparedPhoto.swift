import Glibc
import InstagridModel

/// A photo decoded ahead of a render, exactly as that render would decode it, with its
/// file's identity when it was read: a render takes it only while the file is unchanged.
public struct PreparedPhoto: Sendable {
    public let photo: DecodedPhoto
    public let stamp: FileStamp

    /// Whether the file on disk is still the one these pixels came from.
    var isCurrent: Bool { FileStamp(path: photo.path) == stamp }
}

/// What tells one version of a file from the next without reading it: the file itself
/// (device, inode) and its size and change time. Taken before a decode, so a file
/// rewritten while it decodes no longer matches.
public struct FileStamp: Equatable, Sendable {
    private let device: UInt64, inode: UInt64, size: Int64
    private let changedSeconds: Int, changedNanoseconds: Int

    public init?(path: LocalPath) {
        var info = stat()
        guard path.withCString({ stat($0, &info) }) == 0 else { return nil }
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        size = Int64(info.st_size)
        changedSeconds = info.st_ctim.tv_sec
        changedNanoseconds = info.st_ctim.tv_nsec
    }

    /// The stamp as text, for a key that outlives the process.
    var text: String { "\(device) \(inode) \(size) \(changedSeconds).\(changedNanoseconds)" }
}
