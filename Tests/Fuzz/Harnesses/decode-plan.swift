// How a photo is decoded, decided from its header before any pixel: the plan, the DCT
// scale, the size libjpeg reports back, the bomb check and the memory it will cost, in the
// order the three decode paths ask them (libjpeg; gdk-pixbuf on a JPEG libjpeg cannot turn
// into RGB; gdk-pixbuf on PNG and the rest). Sides are what a header can hold and the
// decoders pass on: 1 to 65535 in a JPEG, 1 to 2^31 - 1 from gdk-pixbuf (both refuse 0).
// The slot is any Double: a window or an export gives 0 to some 10^5 pixels (zoom 8 of a
// 16384-pixel export), finite; NaN, infinities and negatives are tried too, as a plan
// must never trap on them.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    var bytes = UnsafeBufferPointer(start: data, count: size)[...]
    func next<T: FixedWidthInteger>(_: T.Type) -> T {
        var value = T.zero
        for _ in 0..<MemoryLayout<T>.size { value = value << 8 | T(bytes.popFirst() ?? 0) }
        return value
    }
    func side() -> Double {
        let bits = next(UInt64.self)
        // Mostly what a window or an export asks for (whole and fractional pixels), else any bit pattern.
        return bits >> 63 == 0 ? Double(bits % 524_289) / 4 : Double(bitPattern: bits << 1)
    }
    let path = next(UInt8.self) % 3
    let viaLibjpeg = path == 0, isJPEG = path < 2
    let width = isJPEG ? Int(next(UInt16.self)) : Int(next(UInt32.self) & 0x7FFF_FFFF)
    let height = isJPEG ? Int(next(UInt16.self)) : Int(next(UInt32.self) & 0x7FFF_FFFF)
    guard width > 0, height > 0 else { return 0 }
    // ExifReader gives .up for a tag it does not know; PNG and the rest are read as .up.
    let orientation = isJPEG ? ExifOrientation(rawValue: Int(next(UInt8.self))) ?? .up : .up
    let components = Int(next(UInt8.self) % 4) + 1
    let progressive = viaLibjpeg && next(UInt8.self) & 1 == 1
    let target = Size(width: side(), height: side())
    let reported = (width: Int(next(UInt16.self)), height: Int(next(UInt16.self)))
    let stored = Size(width: Double(width), height: Double(height))

    guard DecodePlan.isAcceptable(stored: stored, holdsWholeImage: viaLibjpeg ? progressive : !isJPEG) else {
        guard width * height > DecodePlan.maxFullDecodePixels else { fatalError("\(stored) refused") }
        return 0
    }
    let plan = DecodePlan(stored: stored, orientation: orientation, target: target)
    guard (1...width).contains(plan.storedWidth), (1...height).contains(plan.storedHeight) else {
        fatalError("plan \(plan) for \(stored) covering \(target)")
    }
    // What DecodedPhoto.covers asks of a photo already decoded upright.
    let again = DecodePlan(stored: orientation.upright(stored), orientation: .up, target: target)
    guard again.storedWidth <= Int(orientation.upright(stored).width) else { fatalError("covers \(again)") }

    if viaLibjpeg {
        let eighths = plan.dctEighths(stored: stored)
        let expected = (DecodePlan.scaledSide(stored.width, eighths), DecodePlan.scaledSide(stored.height, eighths))
        guard (1...8).contains(eighths), expected.0 >= plan.storedWidth, expected.1 >= plan.storedHeight,
              expected.0 <= width, expected.1 <= height else {
            fatalError("\(eighths) eighths of \(stored) give \(expected), short of \(plan)")
        }
        // What libjpeg says it will output: what was asked (as it rounds: up), the whole image, or anything.
        let asked = ((width * eighths + 7) / 8, (height * eighths + 7) / 8)
        let told = [asked, (width, height), reported][Int(next(UInt8.self) % 3)]
        let used = DecodePlan.effectiveEighths(stored: stored, requested: eighths, outputWidth: told.0, outputHeight: told.1)
        if told == asked, used != eighths { fatalError("libjpeg's own \(told) for \(eighths) eighths refused") }
        guard let used else { return 0 }
        guard DecodePlan.scaledSide(stored.width, used) == told.0, DecodePlan.scaledSide(stored.height, used) == told.1 else {
            fatalError("buffer and output differ")
        }
        let output = Size(width: Double(told.0), height: Double(told.1))
        let cost = DecodeCost.jpeg(stored: stored, components: components, progressive: progressive, output: output,
                                   turned: orientation != .up, previewed: progressive)
        guard cost > 0 else { fatalError("cost \(cost)") }
    } else {
        let output = Size(width: Double(plan.storedWidth), height: Double(plan.storedHeight))
        guard DecodeCost.fullDecode(stored: stored, output: output) > 0 else { fatalError("no cost") }
    }
    return 0
}
