import Glibc

/// Paths as the command line gets them: relative to where it was started, or a file
/// manager's file:// URI.
enum CommandLinePath {
    /// `path` from the current folder, if it is not absolute already.
    static func absolute(_ path: String) -> String {
        path.unicodeScalars.first == "/" ? path : currentDirectory() + "/" + path
    }

    /// The local path a file:// URI names (percent escapes decoded); nil for anything else.
    static func fromURI(_ text: String) -> String? {
        var rest = Substring(text)
        for prefix in ["file://localhost/", "file:///"] where rest.hasPrefix(prefix) {
            rest = "/" + rest.dropFirst(prefix.count)
            var bytes: [UInt8] = []
            var utf8 = rest.utf8[...]
            while let byte = utf8.first {
                utf8 = utf8.dropFirst()
                guard byte == UInt8(ascii: "%") else { bytes.append(byte); continue }
                guard utf8.count >= 2, let value = UInt8(String(decoding: utf8.prefix(2), as: UTF8.self), radix: 16) else { return nil }
                bytes.append(value)
                utf8 = utf8.dropFirst(2)
            }
            return String(decoding: bytes, as: UTF8.self)
        }
        return nil
    }

    private static func currentDirectory() -> String {
        guard let path = getcwd(nil, 0) else { return "." }
        defer { free(path) }
        return String(cString: path)
    }
}
