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
        try CollageExporter.write(picture, to: path, options: .init(side: picture.width, replaceExisting: true))
        return path
    }

    static func removeOld() {
        DispatchQueue.global(qos: .background).async {
            guard let directory = opendir(folder) else { return }
            defer { closedir(directory) }
            let limit = time(nil) - keepSeconds
            while let entry = readdir(directory) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { String(cString: $0.bindMemory(to: CChar.self).baseAddress!) }
                guard name.hasPrefix("Instagrid ") else { continue }
                var info = stat()
                let path = folder + "/" + name
                if lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_mtim.tv_sec < limit {
                    unlink(path)
                }
            }
        }
    }
}
