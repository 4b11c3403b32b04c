import CGtk
import CLcms

/// An lcms2 transform from one profile to sRGB, in Cairo's pixel layout. Read-only once
/// made, so the decode threads share it: lcms2 keeps its one-pixel cache per call.
final class ColourTransform: @unchecked Sendable {
    // Unchecked: lcms2's transforms are safe to run from several threads at once.
    private let handle: cmsHTRANSFORM
    private let hasAlpha: Bool

    init?(from profile: ColourProfile, hasAlpha: Bool) {
        let sRGB = ColourProfile.sRGB()
        guard let handle = cmsCreateTransform(profile.handle, clcms_cairo_opaque(), sRGB.handle, clcms_cairo_opaque(),
                                              cmsUInt32Number(INTENT_PERCEPTUAL), clcms_flags()) else { return nil }
        self.handle = handle
        self.hasAlpha = hasAlpha
    }

    deinit { cmsDeleteTransform(handle) }

    /// Converts every pixel of `image`, in place.
    func apply(to image: CairoImage) {
        cairo_surface_flush(image.surface)
        let pixels = cairo_image_surface_get_data(image.surface)!
        let stride = Int(cairo_image_surface_get_stride(image.surface))
        if hasAlpha { Premultiplied.divide(pixels, width: image.width, height: image.height, stride: stride) }
        // One call for the whole image: lcms2 walks the rows by their stride.
        cmsDoTransformLineStride(handle, pixels, pixels, cmsUInt32Number(image.width), cmsUInt32Number(image.height),
                                 cmsUInt32Number(stride), cmsUInt32Number(stride), 0, 0)
        if hasAlpha { Premultiplied.multiply(pixels, width: image.width, height: image.height, stride: stride) }
        cairo_surface_mark_dirty(image.surface)
    }
}
