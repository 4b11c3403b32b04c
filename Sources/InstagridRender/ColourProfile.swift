import CLcms
import InstagridPhotoFormats

/// One lcms2 profile, owned. Made on a decode thread, used there, closed when it goes.
final class ColourProfile {
    let handle: cmsHPROFILE

    private init?(_ handle: cmsHPROFILE?) {
        guard let handle else { return nil }
        self.handle = handle
    }

    deinit { cmsCloseProfile(handle) }

    /// Nil where lcms2 cannot read the bytes as a profile.
    convenience init?(icc bytes: [UInt8]) {
        self.init(bytes.withUnsafeBytes { cmsOpenProfileFromMem($0.baseAddress, cmsUInt32Number($0.count)) })
    }

    static func sRGB() -> ColourProfile { ColourProfile(cmsCreate_sRGBProfile())! }

    /// A matrix-shaper profile from numbers a file gives instead of a profile.
    convenience init?(primaries: Chromaticities, curve: ToneCurve) {
        var white = cmsCIExyY(x: primaries.white.x, y: primaries.white.y, Y: 1)
        var triple = cmsCIExyYTRIPLE(Red: cmsCIExyY(x: primaries.red.x, y: primaries.red.y, Y: 1),
                                     Green: cmsCIExyY(x: primaries.green.x, y: primaries.green.y, Y: 1),
                                     Blue: cmsCIExyY(x: primaries.blue.x, y: primaries.blue.y, Y: 1))
        guard let tone = Self.toneCurve(curve) else { return nil }
        defer { cmsFreeToneCurve(tone) }
        var curves: [OpaquePointer?] = [tone, tone, tone]
        self.init(cmsCreateRGBProfile(&white, &triple, &curves))
    }

    /// lcms2's parametric curves: type 4 is IEC 61966's (sRGB's, and BT.709's with its own numbers), type 1 a power.
    private static func toneCurve(_ curve: ToneCurve) -> OpaquePointer? {
        switch curve {
        case .sRGB:
            var parameters: [cmsFloat64Number] = [2.4, 1 / 1.055, 0.055 / 1.055, 1 / 12.92, 0.04045]
            return cmsBuildParametricToneCurve(nil, 4, &parameters)
        case .bt709:
            var parameters: [cmsFloat64Number] = [1 / 0.45, 1 / 1.099, 0.099 / 1.099, 1 / 4.5, 0.081]
            return cmsBuildParametricToneCurve(nil, 4, &parameters)
        case let .power(exponent):
            return cmsBuildGamma(nil, exponent)
        }
    }

    /// Whether converting from this profile to sRGB would change nothing worth a pass
    /// over the pixels: a matrix-shaper profile with sRGB's colorants and tone curves
    /// (cameras tag their sRGB JPEGs with one, each maker's bytes its own).
    func isSRGBEquivalent() -> Bool {
        guard cmsIsMatrixShaper(handle) != 0 else { return false }
        let reference = Self.sRGBReference
        let colorants = [cmsSigRedColorantTag, cmsSigGreenColorantTag, cmsSigBlueColorantTag]
        for (tag, expected) in zip(colorants, reference.colorants) {
            guard let xyz = cmsReadTag(handle, tag)?.assumingMemoryBound(to: cmsCIEXYZ.self).pointee,
                  abs(xyz.X - expected.X) < 0.002, abs(xyz.Y - expected.Y) < 0.002, abs(xyz.Z - expected.Z) < 0.002 else { return false }
        }
        for tag in [cmsSigRedTRCTag, cmsSigGreenTRCTag, cmsSigBlueTRCTag] {
            guard let curve = cmsReadTag(handle, tag).map({ OpaquePointer($0) }) else { return false }
            // Half an 8-bit step anywhere: what would be rounded away.
            for (index, expected) in reference.curve.enumerated() {
                let input = Float(index) / Float(reference.curve.count - 1)
                guard abs(cmsEvalToneCurveFloat(curve, input) - expected) < 0.5 / 255 else { return false }
            }
        }
        return true
    }

    private struct Reference: Sendable {
        let colorants: [cmsCIEXYZ]
        let curve: [Float]
    }

    private static let sRGBReference: Reference = {
        let sRGB = ColourProfile.sRGB()
        let colorants = [cmsSigRedColorantTag, cmsSigGreenColorantTag, cmsSigBlueColorantTag].map {
            cmsReadTag(sRGB.handle, $0)!.assumingMemoryBound(to: cmsCIEXYZ.self).pointee
        }
        let red = OpaquePointer(cmsReadTag(sRGB.handle, cmsSigRedTRCTag)!)
        let samples = 33
        return Reference(colorants: colorants, curve: (0..<samples).map { cmsEvalToneCurveFloat(red, Float($0) / Float(samples - 1)) })
    }()

    /// The bytes of an ICC profile for sRGB, to tag written pictures with (version 2,
    /// which every reader takes; lcms2 makes version 4 by default).
    static let sRGBBytes: [UInt8] = {
        let sRGB = ColourProfile.sRGB()
        cmsSetProfileVersion(sRGB.handle, 2.1)
        var length: cmsUInt32Number = 0
        guard cmsSaveProfileToMem(sRGB.handle, nil, &length) != 0, length > 0 else { return [] }
        var bytes = [UInt8](repeating: 0, count: Int(length))
        guard bytes.withUnsafeMutableBytes({ cmsSaveProfileToMem(sRGB.handle, $0.baseAddress, &length) }) != 0 else { return [] }
        return bytes
    }()
}
