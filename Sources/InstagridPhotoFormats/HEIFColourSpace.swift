/// The colour of a HEIF or AVIF image (ISO base media boxes): the `colr` property in
/// meta/iprp/ipco, either an ICC profile (`prof`, `rICC`) or coded numbers (`nclx`),
/// which phones use for Display P3.
enum HEIFColourSpace {
    /// The brands that make an ftyp box a still image's (HEIF, HEIC, AVIF).
    static let imageBrands: Set<String> = ["heic", "heix", "heim", "heis", "hevc", "hevx", "mif1", "msf1", "avif", "avis"]

    /// "HEIC" or "AVIF" for a file whose ftyp box names such a brand, nil otherwise.
    static func format(_ bytes: UnsafeRawBufferPointer) -> String? {
        guard bytes.count >= 12, bytes[4..<8].elementsEqual("ftyp".utf8) else { return nil }
        let size = bigEndian32(bytes, 0)
        let end = min(bytes.count, max(16, size))
        let brands = stride(from: 8, to: end - 3, by: 4).filter { $0 != 12 }
            .map { String(decoding: bytes[$0..<($0 + 4)], as: UTF8.self) }
        guard let image = brands.first(where: imageBrands.contains) else { return nil }
        return image.hasPrefix("avi") || brands.contains("avif") ? "AVIF" : "HEIC"
    }

    static func declared(in bytes: UnsafeRawBufferPointer) -> DeclaredColourSpace? {
        guard let meta = child("meta", of: 0..<bytes.count, in: bytes), meta.count >= 4,
              let iprp = child("iprp", of: (meta.lowerBound + 4)..<meta.upperBound, in: bytes),  // meta is a full box
              let ipco = child("ipco", of: iprp, in: bytes),
              let colr = child("colr", of: ipco, in: bytes), colr.count >= 4 else { return nil }
        let type = String(decoding: bytes[colr.lowerBound..<(colr.lowerBound + 4)], as: UTF8.self)
        let body = (colr.lowerBound + 4)..<colr.upperBound
        switch type {
        case "prof", "rICC":
            return .iccProfile(Array(bytes[body]))
        case "nclx":
            guard body.count >= 6 else { return .unusable("the nclx box is cut short") }
            return nclx(primaries: bigEndian16(bytes, body.lowerBound), transfer: bigEndian16(bytes, body.lowerBound + 2))
        default:
            return nil
        }
    }

    /// ITU-T H.273's code points, for the primaries and curves photos use.
    static func nclx(primaries: Int, transfer: Int) -> DeclaredColourSpace? {
        let curve: ToneCurve
        switch transfer {
        case 13, 2: curve = .sRGB  // 2: unspecified, which decoders take as sRGB
        case 1, 6, 14, 15: curve = .bt709
        default: return .unusable("transfer characteristics \(transfer) are not a photo's (HDR, or unknown)")
        }
        switch primaries {
        case 1, 2: return curve == .sRGB ? .sRGB : .primaries(.sRGB, curve)
        case 9: return .primaries(.bt2020, curve)
        case 12: return .primaries(.displayP3, curve)
        default: return .unusable("colour primaries \(primaries) are not known here")
        }
    }

    /// The body of the first box of `type` directly inside `range`.
    private static func child(_ type: String, of range: Range<Int>, in bytes: UnsafeRawBufferPointer) -> Range<Int>? {
        var offset = range.lowerBound
        while offset + 8 <= range.upperBound {
            var size = bigEndian32(bytes, offset)
            var header = 8
            if size == 1 {
                guard offset + 16 <= range.upperBound else { return nil }
                let large = (0..<8).reduce(UInt64(0)) { $0 << 8 | UInt64(bytes[offset + 8 + $1]) }
                guard large <= UInt64(range.upperBound - offset) else { return nil }
                size = Int(large)
                header = 16
            } else if size == 0 {
                size = range.upperBound - offset
            }
            guard size >= header, size <= range.upperBound - offset else { return nil }
            if bytes[(offset + 4)..<(offset + 8)].elementsEqual(type.utf8) { return (offset + header)..<(offset + size) }
            offset += size
        }
        return nil
    }

    private static func bigEndian32(_ bytes: UnsafeRawBufferPointer, _ offset: Int) -> Int {
        (0..<4).reduce(0) { $0 << 8 | Int(bytes[offset + $1]) }
    }

    private static func bigEndian16(_ bytes: UnsafeRawBufferPointer, _ offset: Int) -> Int {
        Int(bytes[offset]) << 8 | Int(bytes[offset + 1])
    }
}
