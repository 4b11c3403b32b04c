import Glibc

/// Files we leave for other applications (a shared picture dragged out, copied or opened
/// with another application) and take back once they have had their time.
public enum OldFiles {
    /// Removes what in `folder` is named `prefix…` and was last changed over `age` seconds
    /// ago: a plain file, or a folder of our own with the plain files in it. Links, and
    /// whatever else a folder holds, are left alone, whatever their names.
    public static func remove(in folder: String, named prefix: String, olderThan age: Int) {
        let limit = time(nil) - age
        for name in names(in: folder) where name.hasPrefix(prefix) {
            let path = folder + "/" + name
            var info = stat()
            guard lstat(path, &info) == 0, info.st_mtim.tv_sec < limit else { continue }
            switch info.st_mode & S_IFMT {
            case S_IFREG: unlink(path)
            case S_IFDIR:
                for inside in names(in: path) {
                    var file = stat()
                    if lstat(path + "/" + inside, &file) == 0, file.st_mode & S_IFMT == S_IFREG { unlink(path + "/" + inside) }
                }
                rmdir(path)
            default: continue
            }
        }
    }

    /// The names in `folder`, but "." and "..".
    private static func names(in folder: String) -> [String] {
        guard let directory = opendir(folder) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(cString: $0.bindMemory(to: CChar.self).baseAddress!) }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }
}
