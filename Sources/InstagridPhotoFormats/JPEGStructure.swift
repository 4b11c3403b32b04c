import InstagridModel

/// Finds where a JPEG's own image data ends, to tell a complete file from one cut short.
///
/// libjpeg decodes a truncated file without an error: it paints the missing rows grey. Looking
/// for an end-of-image marker near the end of the file is not enough either way: the EXIF
/// thumbnail inside APP1 carries an end marker of its own, and motion photos append a video after
/// the image's. So we follow the file's structure: skip each segment by its length, so nothing
/// inside a metadata body is ever taken for a marker, and read through each scan's entropy-coded
/// data to the marker that ends it, until the image's own end marker.
public enum JPEGStructure {
    public enum Verdict: Equatable, Sendable {
        /// `endOfImage` is the offset just past the image's FF D9; bytes after it belong to
        /// something else, such as a motion photo's video.
        case complete(endOfImage: Int)
        /// The structure was sound as far as it went, but the file ends before the image does.
        case truncated
        case malformed(String)
    }

    public static func verdict(_ bytes: [UInt8]) -> Verdict {
        bytes.withUnsafeBytes { verdict($0) }
    }

    /// Walks a whole JPEG file's bytes.
    public static func verdict(_ bytes: UnsafeRawBufferPointer) -> Verdict {
        guard bytes.count >= 2, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return .malformed("not a JPEG") }
        var offset = 2
        var sawScan = false
        while true {
            guard offset < bytes.count else { return .truncated }
            guard bytes[offset] == 0xFF else { return .malformed("no marker at offset \(offset)") }
            guard let codeOffset = markerCode(bytes, afterFirstFF: offset) else { return .truncated }
            let code = bytes[codeOffset]
            offset = codeOffset + 1
            switch code {
            case 0x01, 0xD0...0xD7:
                // TEM and stray restart markers have no length field.
                continue
            case 0xD9:
                // An end marker with no scan before it is a tables-only stream, not a picture.
                return sawScan ? .complete(endOfImage: offset) : .malformed("no image data before the end marker")
            case 0x00, 0xD8:
                return .malformed("unexpected FF \(code.hexDigits) at offset \(codeOffset - 1)")
            default:
                break
            }
            guard offset + 2 <= bytes.count else { return .truncated }
            let length = Int(bytes[offset]) << 8 | Int(bytes[offset + 1])
            guard length >= 2 else { return .malformed("segment FF \(code.hexDigits) has length \(length)") }
            guard length <= bytes.count - offset else { return .truncated }
            offset += length
            if code == 0xDA {
                sawScan = true
                guard let scanEnd = endOfEntropyData(bytes, from: offset) else { return .truncated }
                offset = scanEnd
            }
        }
    }

    /// The offset of the marker code after the FF at `offset`, past any FF fill bytes, or nil if
    /// the file ends first.
    private static func markerCode(_ bytes: UnsafeRawBufferPointer, afterFirstFF offset: Int) -> Int? {
        var codeOffset = offset + 1
        while codeOffset < bytes.count, bytes[codeOffset] == 0xFF { codeOffset += 1 }
        return codeOffset < bytes.count ? codeOffset : nil
    }

    /// The offset of the FF that starts the marker ending a scan's entropy-coded data, or nil if
    /// the file ends first. Progressive files follow a scan with tables or the next scan, so the
    /// caller parses whatever marker this is.
    private static func endOfEntropyData(_ bytes: UnsafeRawBufferPointer, from start: Int) -> Int? {
        var index = start
        while index < bytes.count {
            guard bytes[index] == 0xFF else {
                index = nextFF(bytes, from: index + 1)
                continue
            }
            guard let codeOffset = markerCode(bytes, afterFirstFF: index) else { return nil }
            switch bytes[codeOffset] {
            case 0x00, 0xD0...0xD7:
                // A stuffed FF data byte, or a restart marker: the scan goes on.
                index = codeOffset + 1
            default:
                // Start from the last fill byte so the caller sees an ordinary FF xx marker.
                return codeOffset - 1
            }
        }
        return nil
    }

    /// The offset of the next FF byte at or after `start` (the end if none). Entropy-coded
    /// data is most of a file and FF is rare in it, so eight bytes are tested at once:
    /// a byte is FF exactly when its complement is zero.
    static func nextFF(_ bytes: UnsafeRawBufferPointer, from start: Int) -> Int {
        var index = start
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        while index + 8 <= bytes.count {
            let inverted = ~bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            if (inverted &- ones) & ~inverted & highs != 0 { break }
            index += 8
        }
        while index < bytes.count, bytes[index] != 0xFF { index += 1 }
        return index
    }
}
