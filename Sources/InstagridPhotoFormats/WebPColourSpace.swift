/// A WebP's ICC profile: its RIFF container's ICCP chunk, which comes before the image's.
enum WebPColourSpace {
    static func isWebP(_ bytes: UnsafeRawBufferPointer) -> Bool {
        bytes.count >= 12 && bytes[0..<4].elementsEqual("RIFF".utf8) && bytes[8..<12].elementsEqual("WEBP".utf8)
    }

    static func declared(in bytes: UnsafeRawBufferPointer) -> DeclaredColourSpace? {
        var offset = 12
        while offset + 8 <= bytes.count {
            let length = (0..<4).reduce(0) { $0 | Int(bytes[offset + 4 + $1]) << (8 * $1) }
            let start = offset + 8
            guard length <= bytes.count - start else {
                return bytes[offset..<(offset + 4)].elementsEqual("ICCP".utf8) ? .unusable("the ICCP chunk is cut short") : nil
            }
            if bytes[offset..<(offset + 4)].elementsEqual("ICCP".utf8) {
                return .iccProfile(Array(bytes[start..<(start + length)]))
            }
            // Chunks are padded to an even length.
            offset = start + length + length % 2
        }
        return nil
    }
}
