import CGtk

// File names as GLib hands them over and takes them: bytes in the file system's own
// encoding, not text. A name that is not UTF-8 (`caf\xE9.jpg`) stays the name of its file
// only while it stays bytes; only what is shown to a person becomes text.

/// `bytes` as the C string GLib's file name calls take.
public func withFileName<Result>(_ bytes: [UInt8], _ body: (UnsafePointer<CChar>) throws -> Result) rethrows -> Result {
    try (bytes + [0]).withUnsafeBufferPointer { buffer in
        try buffer.withMemoryRebound(to: CChar.self) { try body($0.baseAddress!) }
    }
}

/// The bytes of a file name GLib returned owned (`g_file_get_path`'s), which is freed.
public func takeFileName(_ name: UnsafeMutablePointer<CChar>?) -> [UInt8]? {
    guard let name else { return nil }
    defer { g_free(name) }
    return Array(UnsafeRawBufferPointer(start: name, count: strlen(name)))
}

/// The file name as a person reads it: GLib's display name, which shows bytes that are
/// not in the file system's encoding as U+FFFD ("caf�.jpg").
public func displayName(of bytes: [UInt8]) -> String {
    withFileName(bytes) { name in
        let shown = g_filename_display_name(name)!
        defer { g_free(shown) }
        return String(cString: shown)
    }
}

/// Runs `body` with a GFile for a local path (GIO's way of naming a file), freed after.
public func withFile<Result>(path: [UInt8], _ body: (OpaquePointer) throws -> Result) rethrows -> Result {
    try withOwned(withFileName(path) { g_file_new_for_path($0) }!, body)
}
