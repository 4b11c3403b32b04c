import Glibc

nonisolated enum LocalTime {
    /// Now, as "2026-11-22 14.05.09": sorts by time, and is safe in any file system.
    static func stamp() -> String {
        var now = time(nil)
        var parts = tm()
        localtime_r(&now, &parts)
        var buffer = [CChar](repeating: 0, count: 32)
        let count = strftime(&buffer, buffer.count, "%Y-%m-%d %H.%M.%S", &parts)
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Today, as "2026-11-22".
    static func day() -> String { String(stamp().prefix(10)) }
}
