import Glibc

/// Files we leave for other applications (a shared picture handed to Open With or the
/// clipboard) and take back once they have had their time.
public enum OldFiles {
    /// Removes the plain files in `folder` named `prefix…` and last changed over `age` seconds
    /// ago; links and folders are left alone, whatever their names.
    public static func remove(in folder: String, named prefix: String, olderThan age: Int) {
        guard let directory = opendir(folder) else { return }
        defer { closedir(directory) }
        let limit = time(nil) - age
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(cString: $0.bindMemory(to: CChar.self).baseAddress!) }
            guard name.hasPrefix(prefix) else { continue }
            var info = stat()
            let path = folder + "/" + name
            if lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_mtim.tv_sec < limit {
                unlink(path)
            }
        }
    }
}
