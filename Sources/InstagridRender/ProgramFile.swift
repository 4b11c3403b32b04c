import Glibc

/// Where the running program's own file is, links resolved: the app finds its resources
/// beside it.
public enum ProgramFile {
    public static var path: String? {
        guard let resolved = realpath("/proc/self/exe", nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
