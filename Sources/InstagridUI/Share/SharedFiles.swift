import Dispatch
import Glibc
import GLibKit
import GtkKit
import InstagridEngine
import InstagridModel
import InstagridRender

/// Pictures handed to other applications (dragged out, copied, opened with another
/// application) live in a private folder of the user's cache, each share's in a folder
/// of its own so that they can bear the collage's name, and are removed once a day has
/// passed: the other application may still be reading them when we are done.
nonisolated enum SharedFiles {
    static let keepSeconds = 24 * 60 * 60
    private static let prefix = "Instagrid "

    static var folder: String {
        UserFolders.cache + "/instagrid/shared"
    }

    /// Writes `picture` of `collage` named `name` (a PNG, or another format by its
    /// extension) in a new private folder: whole, at the size rendered, or as its slides when
    /// given their long side `slideSide` (the size rendered is only encoded; another is drawn
    /// anew). A collage without slides is one file either way. The files, or the error.
    static func write(_ picture: CairoImage, of collage: Collage, named name: SharedPictureName, fileExtension: String = "png",
                      slideSide: Int?) throws -> [LocalPath] {
        let path = try newFolder().appending(LocalPath(name.fileName(extension: fileExtension)))
        guard let slideSide else {
            try PictureExport.write(picture, to: path, options: .init(side: max(picture.width, picture.height), replaceExisting: true))
            return [path]
        }
        return try PictureExport.export(collage, to: path, options: .init(side: slideSide, replaceExisting: true), rendered: picture)
    }

    private static func newFolder() throws -> LocalPath {
        var template = Array((folder + "/" + prefix + "XXXXXX").utf8CString)
        guard UserFolders.makePrivate(folder), let made = mkdtemp(&template) else {
            throw ExportError.folderNotWritable(folder: LocalPath(folder), detail: String(cString: strerror(errno)))
        }
        return LocalPath(String(cString: made))
    }

    static func removeOld() {
        BackgroundWork.start(qos: .background) {
            OldFiles.remove(in: folder, named: prefix, olderThan: keepSeconds)
        }
    }
}
