import GLibKit
import InstagridModel

/// Paths as the window shows them: by GLib's display name, so that a file named in bytes
/// that are not UTF-8 reads "caf�.jpg" while the path itself keeps its bytes.
extension LocalPath {
    /// The file's own name, without its folder.
    var shownName: String { displayName(of: lastComponent.bytes) }

    /// The whole path.
    var shown: String { displayName(of: bytes) }
}
