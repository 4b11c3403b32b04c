import CGtk
import CLcms

/// The conversion to sRGB of a matrix-shaper profile (every RGB working space: Adobe RGB,
/// ProPhoto, Display P3, Wide Gamut) as three lookups, a 3x3 matrix and three lookups a
/// pixel: lcms2's own 8-bit path costs about 20 ns a pixel here, a quarter of a collage's
/// export. The tables come from lcms2 (the profile's curves and colorants, sRGB's inverse
/// curve), and the result is checked against lcms2's transform before it is used.
struct MatrixShaperConversion: Sendable {
    /// Each channel's stored value to linear light in `linearOne`ths, 256 entries a channel.
    private let toLinear: [[Int32]]
    /// Linear source light to linear sRGB light, row-major, in `matrixOne`ths: both through the
    /// profiles' D50 colorants.
    private let matrix: [Int32]
    /// Linear sRGB light in `linearOne`ths, from `lowest` up, to its 8-bit value: fine enough
    /// that sRGB's steepest part, near black, loses no 8-bit step (12.92 x 255 / 16384 is a
    /// fifth of one). It spans every sum the matrix can make, out-of-gamut ones clamped in
    /// the table itself, so the loop has no branch a photo's colours could mispredict.
    private let encode: [UInt8]
    private let lowest: Int32
    /// Wider than any RGB working space needs (ProPhoto's sums span about 3.5 x 16384).
    private static let largestTable = 1 << 17
    // Fixed point, so the loop is integer multiply-adds: the largest sum, three products of
    // 16384 and a coefficient under 8 (8 x 4096), stays inside Int32.
    private static let linearOne: Int32 = 16384
    private static let matrixShift: Int32 = 12
    private static let matrixOne = Double(1 << 12)

    /// Nil for a profile that is not a matrix-shaper, or whose tags lcms2 cannot read.
    init?(from profile: ColourProfile, to sRGB: ColourProfile) {
        guard cmsIsMatrixShaper(profile.handle) != 0, let source = Self.colorants(profile),
              let target = Self.colorants(sRGB), let inverse = Self.inverted(target) else { return nil }
        let one = Float(Self.linearOne)
        var curves: [[Int32]] = []
        for tag in [cmsSigRedTRCTag, cmsSigGreenTRCTag, cmsSigBlueTRCTag] {
            guard let curve = cmsReadTag(profile.handle, tag).map({ OpaquePointer($0) }) else { return nil }
            curves.append((0..<256).map { Int32((min(max(cmsEvalToneCurveFloat(curve, Float($0) / 255), 0), 1) * one).rounded()) })
        }
        guard let sRGBCurve = cmsReadTag(sRGB.handle, cmsSigRedTRCTag).map({ OpaquePointer($0) }),
              let reversed = cmsReverseToneCurve(sRGBCurve) else { return nil }
        defer { cmsFreeToneCurve(reversed) }
        let coefficients = Self.multiplied(inverse, source)
        guard coefficients.allSatisfy({ abs($0) < 8 }) else { return nil }
        let fixed = coefficients.map { Int32(($0 * Self.matrixOne).rounded()) }
        // Each output's sum reaches its negative coefficients' share of full light at least and its positive ones' at most.
        let rows = [fixed[0..<3], fixed[3..<6], fixed[6..<9]]
        let lowest = rows.map { $0.reduce(0) { $0 + min($1, 0) } * Self.linearOne >> Self.matrixShift }.min()! - 1
        let highest = rows.map { $0.reduce(0) { $0 + max($1, 0) } * Self.linearOne >> Self.matrixShift }.max()! + 1
        guard highest - lowest < Self.largestTable else { return nil }
        toLinear = curves
        matrix = fixed
        self.lowest = lowest
        var light: [UInt8] = (0...Int(Self.linearOne)).map { step in
            UInt8(max(0, min(255, (cmsEvalToneCurveFloat(reversed, Float(step) / one) * 255).rounded())))
        }
        light = [UInt8](repeating: 0, count: Int(-lowest)) + light + [UInt8](repeating: 255, count: Int(max(0, highest - Self.linearOne)))
        encode = light
    }

    /// Converts Cairo pixels (native-endian words: alpha or nothing, red, green, blue from the
    /// top byte down), leaving the top byte.
    func apply(_ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int) {
        // Scalars, not the array, in the loop; wrapping arithmetic, as the sums cannot overflow.
        let (m0, m1, m2, m3, m4, m5) = (matrix[0], matrix[1], matrix[2], matrix[3], matrix[4], matrix[5])
        let (m6, m7, m8) = (matrix[6], matrix[7], matrix[8])
        let shift = Self.matrixShift, lowest = lowest
        toLinear[0].withUnsafeBufferPointer { redCurve in
            toLinear[1].withUnsafeBufferPointer { greenCurve in
                toLinear[2].withUnsafeBufferPointer { blueCurve in
                    encode.withUnsafeBufferPointer { encodeFromLowest in
                        let encode = encodeFromLowest.baseAddress! - Int(lowest)
                        for y in 0..<height {
                            // A pixel a word: one load and one store, its fourth byte kept.
                            let row = UnsafeMutableRawPointer(pixels + y * stride).assumingMemoryBound(to: UInt32.self)
                            for x in 0..<width {
                                let pixel = row[x]
                                let r = redCurve[Int(pixel &>> 16 & 0xFF)], g = greenCurve[Int(pixel &>> 8 & 0xFF)]
                                let b = blueCurve[Int(pixel & 0xFF)]
                                let red = encode[Int((m0 &* r &+ m1 &* g &+ m2 &* b) &>> shift)]
                                let green = encode[Int((m3 &* r &+ m4 &* g &+ m5 &* b) &>> shift)]
                                let blue = encode[Int((m6 &* r &+ m7 &* g &+ m8 &* b) &>> shift)]
                                row[x] = pixel & 0xFF00_0000 | UInt32(red) &<< 16 | UInt32(green) &<< 8 | UInt32(blue)
                            }
                        }
                    }
                }
            }
        }
    }

    /// The red, green and blue colorants (XYZ, D50) as the columns of a matrix, row-major.
    private static func colorants(_ profile: ColourProfile) -> [Double]? {
        var columns: [cmsCIEXYZ] = []
        for tag in [cmsSigRedColorantTag, cmsSigGreenColorantTag, cmsSigBlueColorantTag] {
            guard let xyz = cmsReadTag(profile.handle, tag)?.assumingMemoryBound(to: cmsCIEXYZ.self).pointee else { return nil }
            columns.append(xyz)
        }
        return [columns[0].X, columns[1].X, columns[2].X, columns[0].Y, columns[1].Y, columns[2].Y,
                columns[0].Z, columns[1].Z, columns[2].Z]
    }

    private static func multiplied(_ a: [Double], _ b: [Double]) -> [Double] {
        (0..<9).map { index in
            let (row, column) = (index / 3, index % 3)
            return (0..<3).reduce(0) { $0 + a[row * 3 + $1] * b[$1 * 3 + column] }
        }
    }

    private static func inverted(_ m: [Double]) -> [Double]? {
        let cofactors = [m[4] * m[8] - m[5] * m[7], m[2] * m[7] - m[1] * m[8], m[1] * m[5] - m[2] * m[4],
                         m[5] * m[6] - m[3] * m[8], m[0] * m[8] - m[2] * m[6], m[2] * m[3] - m[0] * m[5],
                         m[3] * m[7] - m[4] * m[6], m[1] * m[6] - m[0] * m[7], m[0] * m[4] - m[1] * m[3]]
        let determinant = m[0] * cofactors[0] + m[1] * cofactors[3] + m[2] * cofactors[6]
        guard abs(determinant) > 1e-9 else { return nil }
        return cofactors.map { $0 / determinant }
    }
}
