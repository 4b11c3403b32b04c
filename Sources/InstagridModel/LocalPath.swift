/// A path on this computer as Linux has it: bytes, not text. A photo named `caf\xE9.jpg`
/// (Latin-1, from an old camera's card or a Windows share) is not UTF-8, and a Swift
/// `String` would replace that byte and so name another file. Photos and documents are
/// named by these from the C boundary (argv, GLib's `g_file_get_path`) to `open()`; only
/// what is shown to a person becomes text.
public struct LocalPath: Hashable, Sendable, Comparable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// Never a 0 byte: no file system name holds one, and `open()` would stop there.
    public let bytes: [UInt8]

    /// nil for bytes with a 0 in them, which name no file.
    public init?(bytes: some Sequence<UInt8>) {
        let bytes = Array(bytes)
        guard !bytes.contains(0) else { return nil }
        self.bytes = bytes
    }

    /// A path written as text (UTF-8), as people type them; a 0 in it is dropped.
    public init(_ text: String) {
        bytes = text.utf8.filter { $0 != 0 }
    }

    public init(stringLiteral text: String) {
        self.init(text)
    }

    /// Absolute paths start with "/": what the collage keeps, so that the session file, a
    /// later start in another folder and the command line all name the same file.
    public var isAbsolute: Bool { bytes.first == Self.slash }

    /// For messages: bytes that are not UTF-8 show as U+FFFD ("caf�.jpg"), as GLib's
    /// `g_filename_display_name` shows them under a UTF-8 locale. Never to find the file by.
    public var description: String { String(decoding: bytes, as: UTF8.self) }

    /// The last part, after the last "/" (the file's own name).
    public var lastComponent: LocalPath {
        LocalPath(unchecked: Array(bytes.split(separator: Self.slash, omittingEmptySubsequences: false).last ?? []))
    }

    /// The folder the path lies in: "" for a file at the root, "." for a bare name.
    public var folder: LocalPath {
        guard let slash = bytes.lastIndex(of: Self.slash) else { return "." }
        return LocalPath(unchecked: Array(bytes[..<slash]))
    }

    /// Whether the file's name ends with `suffix` (an extension: ".instagrid").
    public func hasSuffix(_ suffix: String) -> Bool {
        bytes.reversed().starts(with: suffix.utf8.reversed())
    }

    /// The path with `suffix` added to the file's name.
    public func adding(suffix: String) -> LocalPath {
        LocalPath(unchecked: bytes + suffix.utf8.filter { $0 != 0 })
    }

    /// `relative` inside this folder.
    public func appending(_ relative: LocalPath) -> LocalPath {
        LocalPath(unchecked: bytes + [Self.slash] + relative.bytes)
    }

    /// The rest of the path below `folder`, if it lies there.
    public func relative(to folder: LocalPath) -> LocalPath? {
        let prefix = folder.bytes + [Self.slash]
        guard bytes.starts(with: prefix) else { return nil }
        return LocalPath(unchecked: Array(bytes.dropFirst(prefix.count)))
    }

    /// The path as a `file:` URI, as another application takes it: every byte but the
    /// unreserved ones and "/" escaped, so that no quote, comma or space ends or splits it.
    public var fileURI: String {
        let unreserved = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~/".utf8)
        return "file://" + bytes.map { unreserved.contains($0) ? String(UnicodeScalar($0)) : "%" + $0.hexDigits }.joined()
    }

    /// The path as the C string `open()` and GLib take.
    public func withCString<Result>(_ body: (UnsafePointer<CChar>) throws -> Result) rethrows -> Result {
        try (bytes + [0]).withUnsafeBufferPointer { buffer in
            try buffer.withMemoryRebound(to: CChar.self) { try body($0.baseAddress!) }
        }
    }

    public static func < (a: LocalPath, b: LocalPath) -> Bool { a.bytes.lexicographicallyPrecedes(b.bytes) }

    static let slash = UInt8(ascii: "/")

    private init(unchecked bytes: [UInt8]) {
        self.bytes = bytes
    }
}
