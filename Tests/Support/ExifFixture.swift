/// Writes EXIF orientation tags the way cameras do, for photos made by tests.
public enum ExifFixture {
    /// An APP1 segment holding a TIFF block with Make and Orientation entries.
    public static func app1Segment(orientation: Int, bigEndian: Bool) -> [UInt8] {
        func u16(_ v: Int) -> [UInt8] {
            bigEndian ? [UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] : [UInt8(v & 0xFF), UInt8(v >> 8 & 0xFF)]
        }
        func u32(_ v: Int) -> [UInt8] { bigEndian ? u16(v >> 16) + u16(v & 0xFFFF) : u16(v & 0xFFFF) + u16(v >> 16) }
        var tiff: [UInt8] = bigEndian ? [0x4D, 0x4D] : [0x49, 0x49]
        tiff += u16(42) + u32(8)
        tiff += u16(2)
        tiff += u16(0x010F) + u16(2) + u32(4) + [0x41, 0x42, 0x43, 0]
        tiff += u16(0x0112) + u16(3) + u32(1) + u16(orientation) + [0, 0]
        tiff += u32(0)
        let exif = Array("Exif\0\0".utf8) + tiff
        let length = exif.count + 2
        return [0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)] + exif
    }

    /// A JPEG head: SOI, optional JFIF segments, the EXIF segment, start of scan.
    public static func jpegHead(orientation: Int, bigEndian: Bool, leadingSegments: Int = 0) -> [UInt8] {
        var bytes: [UInt8] = [0xFF, 0xD8]
        for _ in 0..<leadingSegments {
            bytes += [0xFF, 0xE0, 0x00, 0x10] + Array("JFIF\0".utf8) + [1, 1, 0, 0, 1, 0, 1, 0, 0]
        }
        return bytes + app1Segment(orientation: orientation, bigEndian: bigEndian) + [0xFF, 0xDA, 0x00, 0x02]
    }

    /// A whole JPEG file with the orientation tag inserted right after SOI.
    public static func tagging(jpeg: [UInt8], orientation: Int) -> [UInt8] {
        precondition(jpeg.starts(with: [0xFF, 0xD8]), "not a JPEG")
        return [0xFF, 0xD8] + app1Segment(orientation: orientation, bigEndian: false) + jpeg[2...]
    }

    /// A whole JPEG file carrying an EXIF block with a thumbnail, as cameras write
    /// them: the thumbnail is a JPEG of its own, with its own end marker, inside APP1.
    public static func withThumbnail(jpeg: [UInt8], thumbnail: [UInt8]) -> [UInt8] {
        precondition(jpeg.starts(with: [0xFF, 0xD8]) && thumbnail.starts(with: [0xFF, 0xD8]), "not a JPEG")
        func u16(_ v: Int) -> [UInt8] { [UInt8(v & 0xFF), UInt8(v >> 8 & 0xFF)] }
        func u32(_ v: Int) -> [UInt8] { u16(v & 0xFFFF) + u16(v >> 16) }
        // Little-endian TIFF: IFD0 (orientation) at 8, IFD1 (the thumbnail's place and length) at 26, data at 56.
        var tiff: [UInt8] = [0x49, 0x49] + u16(42) + u32(8)
        tiff += u16(1) + u16(0x0112) + u16(3) + u32(1) + u16(1) + [0, 0] + u32(26)
        tiff += u16(2) + u16(0x0201) + u16(4) + u32(1) + u32(56) + u16(0x0202) + u16(4) + u32(1) + u32(thumbnail.count) + u32(0)
        tiff += thumbnail
        let exif = Array("Exif\0\0".utf8) + tiff
        let length = exif.count + 2
        precondition(length <= 0xFFFF, "a thumbnail must fit in one segment")
        return [0xFF, 0xD8, 0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)] + exif + jpeg[2...]
    }
}
