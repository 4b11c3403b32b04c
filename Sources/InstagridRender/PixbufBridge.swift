import CGtk

/// Pixel copies between gdk-pixbuf's byte-ordered RGB(A) and Cairo's native-endian,
/// premultiplied 32-bit pixels. Drawing code never touches a pixbuf directly.
enum PixbufBridge {
    static func image(from pixbuf: OpaquePointer) -> CairoImage? {
        let width = Int(gdk_pixbuf_get_width(pixbuf))
        let height = Int(gdk_pixbuf_get_height(pixbuf))
        let channels = Int(gdk_pixbuf_get_n_channels(pixbuf))
        let hasAlpha = gdk_pixbuf_get_has_alpha(pixbuf) != 0
        guard gdk_pixbuf_get_bits_per_sample(pixbuf) == 8, channels >= 3,
              let image = CairoImage(width: width, height: height, hasAlpha: hasAlpha) else { return nil }
        let sourceStride = Int(gdk_pixbuf_get_rowstride(pixbuf))
        let source = UnsafePointer(gdk_pixbuf_read_pixels(pixbuf)!)
        cairo_surface_flush(image.surface)
        let targetStride = Int(cairo_image_surface_get_stride(image.surface))
        let target = cairo_image_surface_get_data(image.surface)!
        for y in 0..<height {
            let inRow = source + y * sourceStride
            let outRow = UnsafeMutableRawPointer(target + y * targetStride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                let p = inRow + x * channels
                var r = UInt32(p[0]), g = UInt32(p[1]), b = UInt32(p[2]), a: UInt32 = 255
                if hasAlpha {
                    a = UInt32(p[3])
                    r = (r * a + 127) / 255
                    g = (g * a + 127) / 255
                    b = (b * a + 127) / 255
                }
                outRow[x] = a << 24 | r << 16 | g << 8 | b
            }
        }
        cairo_surface_mark_dirty(image.surface)
        return image
    }

    /// An opaque RGB pixbuf of an image (alpha dropped: exported pictures are opaque).
    /// The caller owns the returned reference.
    static func opaquePixbuf(from image: CairoImage) -> OpaquePointer? {
        guard let pixbuf = gdk_pixbuf_new(GDK_COLORSPACE_RGB, 0, 8, Int32(image.width), Int32(image.height)) else {
            return nil
        }
        cairo_surface_flush(image.surface)
        let sourceStride = Int(cairo_image_surface_get_stride(image.surface))
        let source = UnsafePointer(cairo_image_surface_get_data(image.surface)!)
        let targetStride = Int(gdk_pixbuf_get_rowstride(pixbuf))
        let target = gdk_pixbuf_get_pixels(pixbuf)!
        for y in 0..<image.height {
            let inRow = UnsafeRawPointer(source + y * sourceStride).assumingMemoryBound(to: UInt32.self)
            let outRow = target + y * targetStride
            for x in 0..<image.width {
                let pixel = inRow[x]
                outRow[x * 3] = UInt8(truncatingIfNeeded: pixel >> 16)
                outRow[x * 3 + 1] = UInt8(truncatingIfNeeded: pixel >> 8)
                outRow[x * 3 + 2] = UInt8(truncatingIfNeeded: pixel)
            }
        }
        return pixbuf
    }
}
