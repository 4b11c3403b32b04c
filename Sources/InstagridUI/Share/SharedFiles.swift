import Dispatch
import Glibc
import GLibKit
import GtkKit
import InstagridModel
import InstagridRender

/// Pictures handed to other applications ("Open With…") live in a private
/// folder of the user's cache, and are removed once a day has passed: the other
/// application may still be reading them when we are done.
nonisolated enum SharedFiles {
    static let keepSeconds = 24 * 60 * 60

    static var folder: String {
        UserFolders.cache + "/instagrid/shared"
    }

    /// Writes `picture` as a PNG there, privately; the path or the error.
    static func write(_ picture: CairoImage) throws -> LocalPath {
        guard UserFolders.makePrivate(folder) else {
            throw ExportError.folderNotWritable(folder: LocalPath(folder), detail: String(cString: strerror(errno)))
        }
        let path = LocalPath(folder + "/Instagrid \(LocalTime.stamp()).png")
        try PictureExport.write(picture, to: path, options: .init(side: picture.width, replaceExisting: true))
        return path
    }

    static func removeOld() {
        DispatchQueue.global(qos: .background).async {
            OldFiles.remove(in: folder, named: "Instagrid ", olderThan: keepSeconds)
        }
    }
}
