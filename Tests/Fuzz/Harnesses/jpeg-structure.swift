// The walk of a JPEG's segments and scans that tells a file cut short from a whole one,
// through both of its doors (a file mapped in memory, bytes read into an array). What the
// decoder relies on: a whole image ends inside the file and reads the same with whatever
// follows it cut off (a motion photo's video), and any cut before its end reads as
// truncated, never as complete or malformed (libjpeg would paint the missing rows grey).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let verdict = JPEGStructure.verdict(UnsafeRawBufferPointer(start: data, count: size))
    guard JPEGStructure.verdict(bytes) == verdict else { fatalError("the two entry points disagree") }
    func cut(_ length: Int) -> JPEGStructure.Verdict { JPEGStructure.verdict(Array(bytes.prefix(length))) }
    // Two cuts: just before the end the walk reached, and one the input picks.
    let walked: Int
    switch verdict {
    case let .complete(end):
        guard (4...size).contains(end), cut(end) == verdict else { fatalError("complete at \(end) of \(size)") }
        walked = end
    case .truncated:
        walked = size
    case .malformed:
        return 0
    }
    let picked = 2 + (size > 2 ? Int(bytes[size / 2]) << 8 | Int(bytes[size - 1]) : 0) % max(1, walked - 2)
    for length in Set([walked - 1, picked]) where (2..<walked).contains(length) {
        guard cut(length) == .truncated else { fatalError("cut at \(length) of \(walked): \(cut(length))") }
    }
    return 0
}
