// A collage document (NAME.instagrid), as Open…, a double-click in the file manager, the
// thumbnailer and `export` read it: any bytes either parse or throw; what parses encodes
// and parses back to the same collage, wherever the photos' paths pointed.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    // A folder named in Latin-1: the photos inside it are written relative to it, bytes and all.
    let path = LocalPath(bytes: Array("/home/ana/Coll".utf8) + [0xE8] + Array("ges/birthday.instagrid".utf8))!
    guard let collage = try? CollageDocument.decode(text, savedAt: path) else { return 0 }
    let encoded = CollageDocument.encode(collage, savedAt: path)
    guard let again = try? CollageDocument.decode(encoded, savedAt: path), again == collage,
          Array(CollageDocument.encode(again, savedAt: path).utf8) == Array(encoded.utf8) else {
        fatalError("the document does not round-trip:\n\(text)\n--- encoded as ---\n\(encoded)")
    }
    return 0
}
