import Glibc

/// The process's umask, read without changing it. `umask()` can only be read by
/// setting it, which for a moment gives every other thread's new files mode 0666.
enum FileCreationMask {
    /// Used where the kernel does not report the mask (Linux before 4.7).
    static let fallback: mode_t = 0o022

    static var current: mode_t {
        guard let bytes = FileBytes.read("/proc/self/status", upTo: 4096) else { return fallback }
        let text = String(decoding: bytes, as: UTF8.self)
        guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix("Umask:") }) else { return fallback }
        return mode_t(line.dropFirst("Umask:".count).filter { $0 != "\t" && $0 != " " }, radix: 8) ?? fallback
    }
}
