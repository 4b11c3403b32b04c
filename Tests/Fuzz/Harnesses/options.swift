// The words a user or a script gives as option values (`export --frame-colour`, `--shape`,
// `--layout`, `--spacing`, `--corner-radius`) and the session file's words for changes: the
// first byte picks the parser, the rest is the text. What a parser accepts reads back the same.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    guard size > 0 else { return 0 }
    let text = String(decoding: UnsafeBufferPointer(start: data + 1, count: size - 1), as: UTF8.self)
    switch data[0] % 6 {
    case 0:
        guard let colour = RGBColour(hex: text) else { return 0 }
        guard RGBColour(hex: colour.description) == colour, text.unicodeScalars.count == 6 + (text.hasPrefix("#") ? 1 : 0) else {
            fatalError("colour \(colour) from \(text.debugDescription)")
        }
    case 1:
        guard let shape = PictureShape(rawValue: text) else { return 0 }
        let (width, height) = shape.pixelSize(longSide: 16)
        guard shape.rawValue == text, shape.aspect > 0, shape.aspect.isFinite, max(width, height) == 16, min(width, height) >= 1 else {
            fatalError("shape \(shape)")
        }
    case 2:
        guard let number = Int(text), let layout = Layout.numbered(number) else { return 0 }
        guard layout.number == number, !layout.cells.isEmpty, Set(layout.visibleSlots).count == layout.cells.count else {
            fatalError("layout \(layout)")
        }
    case 3, 4:
        guard let value = Double(text) else { return 0 }
        let spacing = data[0] % 6 == 3
        let looks = try? Looks.validated(frameColour: Looks.seed.frameColour, spacing: spacing ? value : Looks.seed.spacing,
                                         cornerRadius: spacing ? Looks.seed.cornerRadius : value)
        let range = spacing ? Looks.spacingRange : Looks.cornerRadiusRange
        // What is kept is the value given, and reads back from the session file's text.
        let kept = looks.map { spacing ? $0.spacing : $0.cornerRadius }
        guard (looks != nil) == range.contains(value), kept.map({ $0 == value && Double("\($0)") == value }) ?? true else {
            fatalError("\(spacing ? "spacing" : "corner radius") \(value) gave \(String(describing: looks))")
        }
    default:
        guard let change = CollageChange(id: text) else { return 0 }
        guard CollageChange(id: change.id) == change else { fatalError("change \(change) from \(text.debugDescription)") }
    }
    return 0
}
