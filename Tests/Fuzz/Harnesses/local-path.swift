// A path's escaped form, as the session file and documents write every photo's and the
// document's path: any bytes but 0 (a file name's) escape and read back exactly, on one
// line; any text either is refused or reads as a path whose escaped form reads the same.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    if let path = LocalPath(bytes: bytes) {
        let escaped = path.escaped
        guard !escaped.unicodeScalars.contains(where: { $0 == "\n" || $0 == "\r" }), LocalPath(escaped: escaped) == path else {
            fatalError("\(bytes) escapes as \(escaped), which does not read back")
        }
    }
    let text = String(decoding: bytes, as: UTF8.self)
    if let read = LocalPath(escaped: text) {
        guard !read.bytes.contains(0), LocalPath(escaped: read.escaped) == read else {
            fatalError("\(text) reads as \(read.bytes), which does not escape and read back")
        }
    }
    return 0
}
