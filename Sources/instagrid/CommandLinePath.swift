import Glibc
import InstagridModel

/// Paths as the command line gets them: relative to where it was started, or a file
/// manager's file:// URI; either way with the bytes they were given as (`ArgumentBytes`).
enum CommandLinePath {
    /// `path` from the current folder, if it is not absolute already.
    static func absolute(_ path: LocalPath) -> LocalPath {
        path.isAbsolute ? path : currentDirectory().appending(path)
    }

    struct NotLocal: Error, CustomStringConvertible {
        let description: String
    }

    /// The absolute local path `argument` names: a path, or a file:// URI of this computer.
    /// Any other address (another computer's file, a web page) is refused by what it is,
    /// rather than looked for as a file of that odd name in the current folder.
    static func local(_ argument: String) throws(NotLocal) -> LocalPath {
        absolute(try given(argument))
    }

    /// The local path `argument` names, a path kept as it was written (relative stays
    /// relative: messages name it as the user wrote it) or the one a file:// URI names; any
    /// other address is refused as `local` refuses it.
    static func given(_ argument: String) throws(NotLocal) -> LocalPath {
        if let path = try address(argument) { return path }
        do {
            return try ArgumentBytes.path(argument)
        } catch {
            throw NotLocal(description: error.description)
        }
    }

    /// The local path `text` names if it is an address (a file:// URI of this computer);
    /// nil if it is a path; any other address refused by what it is.
    static func address(_ argument: String) throws(NotLocal) -> LocalPath? {
        if let path = fromURI(argument) { return path }
        guard let scheme = scheme(of: argument) else { return nil }
        if scheme.lowercased() == "file" {
            let host = argument.dropFirst("file://".count).prefix { $0 != "/" }
            guard host.isEmpty else {
                throw NotLocal(description: "\(argument): names a file on another computer (\(host)); only files on this one can be read")
            }
            throw NotLocal(description: "\(argument): is not a file address that can be read (a broken % escape, or one of a 0 byte)")
        }
        throw NotLocal(description: "\(argument): is not a local file but a \(scheme):// address; only a path or a file:// address can be read")
    }

    /// The scheme of a URI written `scheme://…` (RFC 3986: a letter, then letters, digits, + - .).
    private static func scheme(of text: String) -> Substring? {
        guard let colon = text.firstRange(of: "://")?.lowerBound else { return nil }
        let scheme = text[..<colon]
        let letter: (Unicode.Scalar) -> Bool = { ("a"..."z").contains($0) || ("A"..."Z").contains($0) }
        guard let first = scheme.unicodeScalars.first, letter(first),
              scheme.unicodeScalars.allSatisfy({ letter($0) || ("0"..."9").contains($0) || "+-.".unicodeScalars.contains($0) })
        else { return nil }
        return scheme
    }

    /// The local path a file:// URI names (percent escapes decoded to the bytes they stand
    /// for, UTF-8 or not); nil for anything else.
    static func fromURI(_ text: String) -> LocalPath? {
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
            return LocalPath(bytes: bytes)
        }
        return nil
    }

    private static func currentDirectory() -> LocalPath {
        guard let path = getcwd(nil, 0) else { return "." }
        defer { free(path) }
        return LocalPath(bytes: UnsafeRawBufferPointer(start: path, count: strlen(path))) ?? "."
    }
}
