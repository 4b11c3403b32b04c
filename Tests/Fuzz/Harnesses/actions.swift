// The drop-photos and swap-photos actions' parameters, as `gapplication action` or a
// script sends them ((slot, [paths]) and (from, to), any Int32 and any bytestring), applied to
// a collage the way the window applies them; the session it then saves must read back.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    var bytes = UnsafeBufferPointer(start: data, count: size)[...]
    func int32() -> Int32 {
        var value: UInt32 = 0
        for _ in 0..<4 { value = value << 8 | UInt32(bytes.popFirst() ?? 0) }
        return Int32(bitPattern: value)
    }
    var collage = Collage(layout: Layout.all[Int(bytes.popFirst() ?? 0) % Layout.all.count])
    for slot in SlotID.all where (bytes.popFirst() ?? 0) & 1 == 1 { collage.setPhoto(LocalPath("/photos/\(slot.rawValue).jpg"), in: slot) }
    let (dropSlot, from, to) = (int32(), int32(), int32())
    let paths = bytes.split(separator: 0, omittingEmptySubsequences: false).compactMap { LocalPath(bytes: $0) }

    if let slot = SlotID(rawValue: Int(dropSlot)) {
        let usable = paths.filter(\.isAbsolute)
        let room = SlotID.count - collage.placesWithPhotos.count + (collage.photo(in: slot) == nil ? 0 : 1)
        let shown = collage.layout.visibleSlots.contains(slot)
        let targets = collage.slotsForDrop(of: usable.count, on: slot)
        for (path, target) in zip(usable, targets) {
            // Past the free cells a photo waits in a free place; none is dropped over a waiting one.
            guard target == slot || collage.photo(in: target) == nil else { fatalError("dropped over the photo in \(target)") }
            collage.setPhoto(path, in: target)
        }
        if shown, targets.count != min(usable.count, room) { fatalError("a free place was left unused, or one used twice") }
    }
    if let a = SlotID(rawValue: Int(from)), let b = SlotID(rawValue: Int(to)) {
        _ = collage.exchange(a, b)
        collage.swapPhotos(a, b)
    }
    guard let read = try? SessionFile.decode(SessionFile.encode(collage)), read.collage == collage else {
        fatalError("the session saved after the actions does not read back")
    }
    return 0
}
