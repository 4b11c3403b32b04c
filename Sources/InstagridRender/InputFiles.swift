import Glibc
import InstagridModel

/// The files a picture is made from: the photos, and the session or document that names
/// them. The picture is never written over one of them, under whatever name the output
/// gives it (a hard link, a symbolic link, `./` or `..`): replacing a file means an old
/// picture, never a photo. Files are told apart as the kernel does, by device and inode.
public struct InputFiles: Sendable, Equatable {
    public private(set) var paths: [LocalPath]

    public init(_ paths: [LocalPath] = []) {
        self.paths = paths
    }

    /// Every photo `collage` holds, the hidden ones too: a layout change shows them again.
    public init(photosOf collage: Collage) {
        paths = collage.photoFiles
    }

    public func adding(_ other: InputFiles) -> InputFiles {
        InputFiles(paths + other.paths.filter { !paths.contains($0) })
    }

    /// The input that `output` is another name for; nil if it is none of them, or does not
    /// exist yet (a file still to be made cannot be one that is read).
    public func input(sameAs output: LocalPath) -> LocalPath? {
        guard let written = Self.identity(of: output) else { return nil }
        return paths.first { Self.identity(of: $0) == written }
    }

    /// Throws if writing `output` would write over one of the inputs.
    func check(_ output: LocalPath) throws(ExportError) {
        if let input = input(sameAs: output) { throw .isAnInput(path: output, input: input) }
    }

    private struct Identity: Equatable {
        let device: UInt
        let inode: UInt
    }

    private static func identity(of path: LocalPath) -> Identity? {
        var info = stat()
        guard path.withCString({ stat($0, &info) }) == 0 else { return nil }
        return Identity(device: UInt(info.st_dev), inode: UInt(info.st_ino))
    }
}
