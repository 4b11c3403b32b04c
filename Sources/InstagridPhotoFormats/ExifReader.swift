/// Reads the orientation tag from the head of a JPEG file. We need it before
/// decoding, to ask the decoder for the right size; the decoder applies the
/// rotation itself.
public enum ExifReader {
    /// How much of a file's head to read: the EXIF block sits in the first APP1 segment.
    public static let headLength = 128 * 1024

    public static func orientation(jpegHead bytes: [UInt8]) -> ExifOrientation {
        var reader = ByteReader(bytes)
        guard reader.u16(bigEndian: true, at: 0) == 0xFFD8 else { return .up }
        var offset = 2
        while let marker = reader.u16(bigEndian: true, at: offset), marker & 0xFF00 == 0xFF00 {
            // Start of scan or end of image: no metadata follows.
            if marker == 0xFFDA || marker == 0xFFD9 { break }
            guard let length = reader.u16(bigEndian: true, at: offset + 2), length >= 2 else { break }
            let body = offset + 4
            if marker == 0xFFE1, reader.matches(Array("Exif\0\0".utf8), at: body),
               let value = tiffOrientation(&reader, tiffStart: body + 6) {
                return value
            }
            offset = body + Int(length) - 2
        }
        return .up
    }

    private static func tiffOrientation(_ reader: inout ByteReader, tiffStart: Int) -> ExifOrientation? {
        let bigEndian: Bool
        switch reader.u16(bigEndian: true, at: tiffStart) {
        case 0x4D4D: bigEndian = true
        case 0x4949: bigEndian = false
        default: return nil
        }
        guard reader.u16(bigEndian: bigEndian, at: tiffStart + 2) == 42,
              let ifdOffset = reader.u32(bigEndian: bigEndian, at: tiffStart + 4),
              let ifd = Int(exactly: ifdOffset).map({ tiffStart + $0 }),
              let count = reader.u16(bigEndian: bigEndian, at: ifd) else { return nil }
        for index in 0..<Int(count) {
            let entry = ifd + 2 + index * 12
            guard let tag = reader.u16(bigEndian: bigEndian, at: entry) else { return nil }
            if tag == 0x0112 {
                guard let value = reader.u16(bigEndian: bigEndian, at: entry + 8) else { return nil }
                return ExifOrientation(rawValue: Int(value))
            }
        }
        return nil
    }
}

/// Bounds-checked reads: a damaged header yields nil, never a trap.
private struct ByteReader {
    let bytes: [UInt8]

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    func u16(bigEndian: Bool, at offset: Int) -> UInt16? {
        guard offset >= 0, offset + 2 <= bytes.count else { return nil }
        let a = UInt16(bytes[offset]), b = UInt16(bytes[offset + 1])
        return bigEndian ? a << 8 | b : b << 8 | a
    }

    func u32(bigEndian: Bool, at offset: Int) -> UInt32? {
        guard let first = u16(bigEndian: bigEndian, at: offset),
              let second = u16(bigEndian: bigEndian, at: offset + 2) else { return nil }
        return bigEndian ? UInt32(first) << 16 | UInt32(second) : UInt32(second) << 16 | UInt32(first)
    }

    func matches(_ pattern: [UInt8], at offset: Int) -> Bool {
        guard offset >= 0, offset + pattern.count <= bytes.count else { return false }
        return Array(bytes[offset..<offset + pattern.count]) == pattern
    }
}
