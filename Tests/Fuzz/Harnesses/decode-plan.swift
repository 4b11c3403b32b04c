// How a photo is decoded, decided from its header before any pixel: the plan, the DCT
// scale, the size libjpeg may report back, the bomb check and the memory it will cost, in
// the order the decoders ask them. Sides are what a header can hold (JPEG 16 bits, PNG
// 31); the slot is any size a window can give, from nothing to far past the photo.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    var bytes = UnsafeBufferPointer(start: data, count: size)[...]
    func next<T: FixedWidthInteger>(_: T.Type) -> T {
        var value = T.zero
        for _ in 0..<MemoryLayout<T>.size { value = value << 8 | T(bytes.popFirst() ?? 0) }
        return value
    }
    let isJPEG = next(UInt8.self) & 1 == 0
    let width = isJPEG ? Int(next(UInt16.self)) : Int(next(UInt32.self) & 0x7FFF_FFFF)
    let height = isJPEG ? Int(next(UInt16.self)) : Int(next(UInt32.self) & 0x7FFF_FFFF)
    guard width > 0, height > 0 else { return 0 }
    let orientation = ExifOrientation(rawValue: Int(next(UInt8.self) % 8) + 1) ?? .up
    let components = Int(next(UInt8.self) % 4) + 1
    let progressive = next(UInt8.self) & 1 == 1
    // Slot sides in device pixels: a collapsed window gives 0, a zoomed 8K screen tens of thousands.
    let target = Size(width: Double(next(UInt32.self) % 200_000) / 4, height: Double(next(UInt32.self) % 200_000) / 4)
    let reported = (width: Int(next(UInt16.self)), height: Int(next(UInt16.self)))
    let stored = Size(width: Double(width), height: Double(height))

    guard DecodePlan.isAcceptable(stored: stored, holdsWholeImage: !isJPEG || progressive) else { return 0 }
    let plan = DecodePlan(stored: stored, orientation: orientation, target: target)
    guard plan.storedWidth >= 1, plan.storedHeight >= 1, plan.storedWidth <= max(width, height),
          plan.storedHeight <= max(width, height) else {
        fatalError("plan \(plan) for \(stored)")
    }
    let output: Size
    if isJPEG {
        let eighths = plan.dctEighths(stored: stored)
        guard (1...8).contains(eighths) else { fatalError("eighths \(eighths)") }
        let expected = (DecodePlan.scaledSide(stored.width, eighths), DecodePlan.scaledSide(stored.height, eighths))
        // What libjpeg says it will output: what was asked, the whole image, or anything at all.
        let candidates = [expected, (width, height), reported]
        let told = candidates[Int(next(UInt8.self) % 3)]
        guard let used = DecodePlan.effectiveEighths(stored: stored, requested: eighths, outputWidth: told.0, outputHeight: told.1) else {
            return 0
        }
        guard DecodePlan.scaledSide(stored.width, used) == told.0 else { fatalError("buffer and output differ") }
        output = Size(width: Double(told.0), height: Double(told.1))
        _ = DecodeCost.jpeg(stored: stored, components: components, progressive: progressive, output: output,
                            turned: orientation != .up, previewed: progressive)
    } else {
        output = Size(width: Double(plan.storedWidth), height: Double(plan.storedHeight))
        _ = DecodeCost.fullDecode(stored: stored, output: output)
    }
    return 0
}
