// The EXIF orientation reader, fed the head of every JPEG chosen: any bytes give an orientation.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    _ = ExifReader.orientation(jpegHead: Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}
