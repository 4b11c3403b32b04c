import Glibc
import InstagridModel

/// The few questions the window asks of the file system before it decodes, restores,
/// relocates or replaces: asked here, in the module that owns files, so the UI holds no
/// file calls of its own.
extension LocalPath {
    /// Something is at this path, following links.
    public var exists: Bool { withCString { access($0, F_OK) } == 0 }

    /// This process may read it.
    public var isReadable: Bool { withCString { access($0, R_OK) } == 0 }

    /// Something is at this path itself, a link that leads nowhere included.
    public var isPresent: Bool {
        var info = stat()
        return withCString { lstat($0, &info) } == 0
    }

    /// Moves the file to `other`, in the same file system (a file set aside); false if it could not.
    public func move(to other: LocalPath) -> Bool {
        withCString { from in other.withCString { to in rename(from, to) } } == 0
    }
}
