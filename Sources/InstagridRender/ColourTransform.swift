import CGtk
import CLcms

/// A conversion from one profile to sRGB, in Cairo's pixel layout. Read-only once made,
/// so the decode threads share it: lcms2 keeps its one-pixel cache per call.
final class ColourTransform: @unchecked Sendable {
    // Unchecked: lcms2's transforms are safe to run from several threads at once, and the direct path only reads its tables.
    /// lcms2's transform, where the direct path cannot stand in for it.
    private let handle: cmsHTRANSFORM?
    private let hasAlpha: Bool
    /// The same conversion done directly, where it gives lcms2's results (matrix-shaper profiles).
    private let direct: MatrixShaperConversion?
    /// How far the direct path may stray from lcms2's on any channel: a rounding step.
    private static let directTolerance = 1

    init?(from profile: ColourProfile, hasAlpha: Bool) {
        let sRGB = ColourProfile.sRGB()
        func transform(_ flags: cmsUInt32Number) -> cmsHTRANSFORM? {
            // No cmsFLAGS_COPY_ALPHA: converted in place, the fourth byte is never written, so alpha stays.
            cmsCreateTransform(profile.handle, clcms_cairo_opaque(), sRGB.handle, clcms_cairo_opaque(),
                               cmsUInt32Number(INTENT_PERCEPTUAL), flags)
        }
        // The direct path is checked against lcms2's exact pipeline, which is made in a fifth of
        // the time of the optimised one (its lookup tables) that a direct path makes unneeded.
        guard let reference = transform(clcms_flags() | cmsUInt32Number(cmsFLAGS_NOOPTIMIZE)) else { return nil }
        defer { cmsDeleteTransform(reference) }
        direct = MatrixShaperConversion(from: profile, to: sRGB).flatMap { Self.agrees($0, with: reference) ? $0 : nil }
        if direct == nil {
            guard let optimised = transform(clcms_flags()) else { return nil }
            handle = optimised
        } else {
            handle = nil
        }
        self.hasAlpha = hasAlpha
    }

    deinit { if let handle { cmsDeleteTransform(handle) } }

    var isDirect: Bool { direct != nil }

    /// Converts every pixel of `image`, in place.
    func apply(to image: CairoImage) {
        cairo_surface_flush(image.surface)
        apply(rows: 0..<image.height, of: image)
        cairo_surface_mark_dirty(image.surface)
    }

    /// Converts `rows` of `image` in place, for a decoder that has just written them and
    /// still holds them in the processor's cache; it flushes and marks the surface itself.
    func apply(rows: Range<Int>, of image: CairoImage) {
        let stride = Int(cairo_image_surface_get_stride(image.surface))
        let pixels = cairo_image_surface_get_data(image.surface)! + rows.lowerBound * stride
        if hasAlpha { Premultiplied.divide(pixels, width: image.width, height: rows.count, stride: stride) }
        convert(pixels, width: image.width, height: rows.count, stride: stride)
        if hasAlpha { Premultiplied.multiply(pixels, width: image.width, height: rows.count, stride: stride) }
    }

    private func convert(_ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int) {
        if let direct { return direct.apply(pixels, width: width, height: height, stride: stride) }
        if let handle { Self.lcmsConvert(handle, pixels, width: width, height: height, stride: stride) }
    }

    /// One call for the whole image: lcms2 walks the rows by their stride.
    private static func lcmsConvert(_ handle: cmsHTRANSFORM, _ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int) {
        cmsDoTransformLineStride(handle, pixels, pixels, cmsUInt32Number(width), cmsUInt32Number(height),
                                 cmsUInt32Number(stride), cmsUInt32Number(stride), 0, 0)
    }

    /// Whether `direct` gives lcms2's answer for a grid of colours through the whole cube
    /// (17 levels a channel, the darkest ones closer together, where curves bend most).
    private static func agrees(_ direct: MatrixShaperConversion, with handle: cmsHTRANSFORM) -> Bool {
        let levels: [UInt8] = [0, 1, 2, 4, 8, 16, 24, 32, 48, 64, 96, 128, 160, 192, 224, 240, 255]
        var grid: [UInt32] = []
        for r in levels { for g in levels { for b in levels { grid.append(0xFF00_0000 | UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b)) } } }
        var byLcms = grid, byDirect = grid
        let count = grid.count
        byLcms.withUnsafeMutableBytes { lcmsConvert(handle, $0.bindMemory(to: UInt8.self).baseAddress!, width: count, height: 1, stride: count * 4) }
        byDirect.withUnsafeMutableBytes { direct.apply($0.bindMemory(to: UInt8.self).baseAddress!, width: count, height: 1, stride: count * 4) }
        return zip(byLcms, byDirect).allSatisfy { pair in
            [0, 8, 16, 24].allSatisfy { abs(Int(pair.0 >> $0 & 0xFF) - Int(pair.1 >> $0 & 0xFF)) <= directTolerance }
        }
    }
}
