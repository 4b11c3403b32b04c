// The walk of a JPEG's segments and scans that tells a file cut short from a whole one,
// through both of its doors (a file mapped in memory, bytes read into an array).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let mapped = JPEGStructure.verdict(UnsafeRawBufferPointer(start: data, count: size))
    guard JPEGStructure.verdict(bytes) == mapped else { fatalError("the two entry points disagree") }
    return 0
}
