// What a photo file declares of its colours (JPEG's ICC_PROFILE segments, PNG's iCCP, sRGB,
// gAMA and cHRM, WebP's ICCP, HEIF's colr boxes), and a profile's header as lcms2 would then
// be handed it: any bytes give an answer; a whole profile found is no larger than the file,
// and a header accepted never claims more bytes than it was given.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let declared = ColourSpaceReader.declared(in: bytes)
    _ = MissingLoader.forFile(head: bytes)
    if case let .iccProfile(profile)? = declared {
        precondition(profile.count <= size, "a profile larger than its file")
        if case let .success(header) = ICCProfileHeader.read(profile) {
            precondition(header.size <= profile.count && header.size >= 128, "a header's size past its bytes")
        }
    }
    if case let .success(header) = ICCProfileHeader.read(bytes) {
        precondition(header.size <= size, "a header's size past its bytes")
    }
    return 0
}
