// The session file, as the window reads it at every start and `export --session` reads it:
// any bytes either parse or throw; what parses encodes and parses back to the same contents.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    guard let contents = try? SessionFile.decode(text) else { return 0 }
    let encoded = SessionFile.encode(contents.collage, history: contents.history, document: contents.document)
    guard let again = try? SessionFile.decode(encoded), again == contents,
          Array(SessionFile.encode(again.collage, history: again.history, document: again.document).utf8) == Array(encoded.utf8) else {
        fatalError("the session does not round-trip:\n\(text)\n--- encoded as ---\n\(encoded)")
    }
    return 0
}
