// The words a user or a script gives as option values and action parameters, and the
// session file's words for changes: the first byte picks the parser, the rest is the text.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    guard size > 0 else { return 0 }
    let text = String(decoding: UnsafeBufferPointer(start: data + 1, count: size - 1), as: UTF8.self)
    switch data[0] % 5 {
    case 0:
        if let colour = RGBColour(hex: text), RGBColour(hex: colour.description) != colour { fatalError("colour \(colour)") }
    case 1:
        if let shape = PictureShape(rawValue: text), !(shape.aspect > 0) { fatalError("shape \(shape)") }
    case 2:
        if let layout = Int(text).flatMap(Layout.numbered), layout.cells.isEmpty { fatalError("layout \(layout)") }
    case 3:
        guard let value = Double(text) else { return 0 }
        let looks = try? Looks.validated(frameColour: Looks.seed.frameColour, spacing: value, cornerRadius: value)
        if let looks, !(looks.spacing.isFinite && looks.cornerRadius.isFinite) { fatalError("looks \(looks)") }
    default:
        if let change = CollageChange(id: text), CollageChange(id: change.id) != change { fatalError("change \(change)") }
    }
    return 0
}
