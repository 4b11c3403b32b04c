// Words and backgrounds (#32): the command line's --background, --caption and --title, and
// the session's `background` and `text` lines. The input's first line is given to the three
// argument parsers; the rest is read as a session's lines after its header and a layout.
// Nothing traps; what a parser accepts is what it says it is and reads back the same from a
// session; any session that reads writes and reads back the same, byte for byte.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let input = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let parts = input.unicodeScalars.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
    let argument = parts[0]
    let lines = parts.count > 1 ? parts[1] : ""

    var collage = Collage()
    if let (background, colour) = try? WordsArguments.background(argument) {
        switch background {
        case let .gradient(_, _, degrees):
            guard degrees.isFinite, (0..<360).contains(degrees) else { fatalError("gradient of \(degrees) degrees from \(argument.debugDescription)") }
        case let .image(path, blurred):
            // LocalPath drops a 0 byte (argv never holds one), so "image:\0" names an empty path.
            guard path == LocalPath(String(argument.unicodeScalars.dropFirst("image:".count))), !blurred, argument.hasPrefix("image:"),
                  !path.bytes.isEmpty || argument.unicodeScalars.dropFirst("image:".count).allSatisfy({ $0 == "\0" }) else {
                fatalError("image \(path) from \(argument.debugDescription)")
            }
        case .frameColour:
            guard colour != nil else { fatalError("a colour background without its colour: \(argument.debugDescription)") }
        case .none:
            guard argument == "none" else { fatalError("none from \(argument.debugDescription)") }
        }
        // A session keeps absolute paths.
        if case let .image(path, blurred) = background, !path.isAbsolute {
            collage.looks.background = .image(LocalPath("/" + path.description), blurred: blurred)
        } else {
            collage.looks.background = background
        }
    }
    if let title = try? WordsArguments.title(argument) {
        guard title == argument, (try? collage.addText(title, role: .title)) != nil else { fatalError("title \(argument.debugDescription)") }
    }
    if let (photo, text) = try? WordsArguments.caption(argument) {
        guard (1...SlotID.count).contains(photo), let slot = SlotID(rawValue: photo - 1),
              (try? collage.addText(text, role: .caption(slot))) != nil else { fatalError("caption \(argument.debugDescription)") }
    }
    let written = SessionFile.encode(collage)
    guard let read = try? SessionFile.decode(written), read.collage == collage else {
        fatalError("the arguments' collage does not round-trip:\n\(written)")
    }

    let session = "instagrid-session 6\nlayout 1\n" + lines
    guard let contents = try? SessionFile.decode(session) else { return 0 }
    let encoded = SessionFile.encode(contents.collage, history: contents.history, document: contents.document)
    guard let again = try? SessionFile.decode(encoded), again == contents,
          Array(SessionFile.encode(again.collage, history: again.history, document: again.document).utf8) == Array(encoded.utf8) else {
        fatalError("the session does not round-trip:\n\(session)\n--- encoded as ---\n\(encoded)")
    }
    return 0
}
