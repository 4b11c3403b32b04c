/// What a PNG's chunks before its image data say of its colours: iCCP (a compressed ICC
/// profile) over sRGB over cHRM and gAMA, the precedence PNG's specification gives them.
enum PNGColourSpace {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    /// A gAMA within this of 1/2.2 with no cHRM is how most PNGs say "sRGB": a pure
    /// power of 2.2 would darken their shadows by a step, for nothing the file meant.
    private static let sRGBGammaTolerance = 0.01
    /// Exponents from 1/5 to 5: anything steeper is a damaged chunk, not a picture's tone curve.
    private static let plausibleGamma = 0.2...5.0

    static func declared(in bytes: UnsafeRawBufferPointer) -> DeclaredColourSpace? {
        var offset = signature.count
        var isSRGB = false
        var gamma: Double?
        var chromaticities: Chromaticities?
        while offset + 8 <= bytes.count {
            let length = bigEndian(bytes, offset)
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            let start = offset + 8
            guard length <= bytes.count - start else { break }
            let body = start..<(start + length)
            if type == "IDAT" || type == "IEND" { break }
            switch type {
            case "iCCP":
                // A name of 1-79 bytes, its NUL, the compression method (0, zlib), the stream.
                guard let nul = bytes[body].firstIndex(of: 0), nul > body.lowerBound, nul + 1 < body.upperBound else {
                    return .unusable("the iCCP chunk has no profile name")
                }
                guard bytes[nul + 1] == 0 else { return .unusable("the iCCP chunk's compression method \(bytes[nul + 1]) is unknown") }
                return .compressedICCProfile(Array(bytes[(nul + 2)..<body.upperBound]))
            case "sRGB":
                isSRGB = true
            case "gAMA" where length == 4:
                let stored = bigEndian(bytes, start)
                gamma = stored > 0 ? Double(stored) / 100_000 : nil
            case "cHRM" where length == 32:
                let values = (0..<8).map { Double(bigEndian(bytes, start + $0 * 4)) / 100_000 }
                chromaticities = Chromaticities(white: .init(x: values[0], y: values[1]), red: .init(x: values[2], y: values[3]),
                                                green: .init(x: values[4], y: values[5]), blue: .init(x: values[6], y: values[7]))
            default:
                break
            }
            offset = body.upperBound + 4
        }
        if isSRGB { return .sRGB }
        guard gamma != nil || chromaticities != nil else { return nil }
        let primaries = chromaticities ?? .sRGB
        if let gamma, !(plausibleGamma ~= gamma) { return .unusable("a gAMA of \(gamma) is no display's") }
        let curve: ToneCurve = gamma.map { abs($0 - 1 / 2.2) <= sRGBGammaTolerance / 2.2 ? .sRGB : .power(1 / $0) } ?? .sRGB
        return primaries.isClose(to: .sRGB) && curve == .sRGB ? .sRGB : .primaries(primaries, curve)
    }

    private static func bigEndian(_ bytes: UnsafeRawBufferPointer, _ offset: Int) -> Int {
        (0..<4).reduce(0) { $0 << 8 | Int(bytes[offset + $1]) }
    }
}
