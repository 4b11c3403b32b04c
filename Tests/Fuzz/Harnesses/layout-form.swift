// A layout's written form, as `--layout`, a session's `layout` line and the clipboard
// give it: any text either reads as a layout or throws with a position inside it; what
// reads writes a form that reads back as the same layout, and its cells tile the canvas.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let layout: Layout
    do {
        layout = try Layout(form: text)
    } catch {
        guard (0...text.count).contains(error.position) else { fatalError("position \(error.position) outside “\(text)”") }
        return 0
    }
    guard let again = try? Layout(form: layout.form), again == layout, again.form == layout.form else {
        fatalError("“\(text)” does not round-trip: written as “\(layout.form)”")
    }
    let area = layout.cells.reduce(0) { $0 + $1.rect.width * $1.rect.height }
    guard abs(area - 1) < 1e-9, (1...9).contains(layout.cells.count) else { fatalError("“\(text)”: cells cover \(area)") }
    return 0
}
