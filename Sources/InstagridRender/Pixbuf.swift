import CGtk
import GLibKit
import InstagridModel

/// One gdk-pixbuf image, owned: its reference is given back when this object goes.
/// The C pointer never leaves these methods, and a method keeps its object (so its
/// pixels) alive while it runs. Immutable once made, so any thread may use it;
/// drawing code never sees a pixbuf, only the `CairoImage` copied from it.
final class Pixbuf: @unchecked Sendable {
    // Unchecked: every method only reads the pixels, and gdk-pixbuf's readers are thread-safe.
    private let pointer: OpaquePointer

    /// Takes over a reference gdk-pixbuf handed over; nil where it handed none (it could not allocate).
    init?(taking pointer: OpaquePointer?) {
        guard let pointer else { return nil }
        self.pointer = pointer
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(pointer)) }

    /// The file decoded by gdk-pixbuf's loader for its format: whole, or scaled to `size`
    /// (stretched to it: the caller keeps the aspect).
    static func load(path: LocalPath, size: (width: Int, height: Int)? = nil) -> Result<Pixbuf, GLibError> {
        GLibError.result { error in
            let loaded = if let size {
                path.withCString { gdk_pixbuf_new_from_file_at_scale($0, Int32(size.width), Int32(size.height), 0, &error) }
            } else {
                path.withCString { gdk_pixbuf_new_from_file($0, &error) }
            }
            return Pixbuf(taking: loaded)
        }
    }

    /// The file at most `side` pixels on each edge, its aspect kept (an SVG icon, say).
    static func load(path: String, fitting side: Int) -> Pixbuf? {
        Pixbuf(taking: gdk_pixbuf_new_from_file_at_size(path, Int32(side), Int32(side), nil))
    }

    /// A new pixbuf holding `image`'s pixels: RGBA where the image has transparent parts and
    /// `keepingAlpha` (WebP holds them), else opaque RGB, transparent parts laid on white
    /// (JPEG has no transparency, and white is what a page or a viewer shows around a picture).
    convenience init?(copyOf image: CairoImage, keepingAlpha: Bool) {
        let withAlpha = image.hasAlpha && keepingAlpha
        self.init(taking: gdk_pixbuf_new(GDK_COLORSPACE_RGB, withAlpha ? 1 : 0, 8, Int32(image.width), Int32(image.height)))
        cairo_surface_flush(image.surface)
        let sourceStride = Int(cairo_image_surface_get_stride(image.surface))
        let source = UnsafePointer(cairo_image_surface_get_data(image.surface)!)
        let targetStride = Int(gdk_pixbuf_get_rowstride(pointer))
        let target = gdk_pixbuf_get_pixels(pointer)!
        let channels = withAlpha ? 4 : 3
        // An opaque image's fourth byte is undefined (RGB24): only an ARGB32 one's is read.
        let convert: (UInt32) -> (UInt8, UInt8, UInt8, UInt8)
        if withAlpha {
            convert = Premultiplied.straight
        } else if image.hasAlpha {
            convert = Premultiplied.overWhite
        } else {
            convert = Premultiplied.opaque
        }
        for y in 0..<image.height {
            let inRow = UnsafeRawPointer(source + y * sourceStride).assumingMemoryBound(to: UInt32.self)
            var out = target + y * targetStride
            for x in 0..<image.width {
                let (red, green, blue, alpha) = convert(inRow[x])
                (out[0], out[1], out[2]) = (red, green, blue)
                if withAlpha { out[3] = alpha }
                out += channels
            }
        }
    }

    /// The ICC profile the loader kept from the file (TIFF's, and WebP's or HEIF's where
    /// their loaders hand it over), nil where it kept none.
    func iccProfile() -> [UInt8]? {
        guard let text = gdk_pixbuf_get_option(pointer, "icc-profile") else { return nil }
        var length: gsize = 0
        guard let decoded = g_base64_decode(text, &length) else { return nil }
        defer { g_free(decoded) }
        return [UInt8](UnsafeBufferPointer(start: decoded, count: Int(length)))
    }

    var width: Int { Int(gdk_pixbuf_get_width(pointer)) }
    var height: Int { Int(gdk_pixbuf_get_height(pointer)) }

    /// Turned as the file's EXIF orientation tag says (the loader keeps the tag as an option).
    func upright() -> Pixbuf? { Pixbuf(taking: gdk_pixbuf_apply_embedded_orientation(pointer)) }

    /// The whole pixels inside `rect`, sharing this image's memory (and keeping it alive).
    func cropped(to rect: Rect) -> Pixbuf? {
        Pixbuf(taking: gdk_pixbuf_new_subpixbuf(pointer, Int32(rect.x), Int32(rect.y), Int32(rect.width), Int32(rect.height)))
    }

    /// Scaled to exactly `width` x `height`. Bilinear in gdk-pixbuf integrates over each
    /// output pixel's area when reducing.
    func scaled(width: Int, height: Int) -> Pixbuf? {
        Pixbuf(taking: gdk_pixbuf_scale_simple(pointer, Int32(width), Int32(height), GDK_INTERP_BILINEAR))
    }

    /// The pixels as Cairo's native-endian, premultiplied 32-bit ones; nil for a
    /// layout gdk-pixbuf's loaders do not make (16-bit, grey) or without memory.
    func cairoImage() -> CairoImage? {
        let channels = Int(gdk_pixbuf_get_n_channels(pointer))
        let hasAlpha = gdk_pixbuf_get_has_alpha(pointer) != 0
        guard gdk_pixbuf_get_bits_per_sample(pointer) == 8, channels >= 3,
              let image = CairoImage(width: width, height: height, hasAlpha: hasAlpha) else { return nil }
        let sourceStride = Int(gdk_pixbuf_get_rowstride(pointer))
        let source = UnsafePointer(gdk_pixbuf_read_pixels(pointer)!)
        cairo_surface_flush(image.surface)
        let targetStride = Int(cairo_image_surface_get_stride(image.surface))
        let target = cairo_image_surface_get_data(image.surface)!
        for y in 0..<image.height {
            let inRow = source + y * sourceStride
            let outRow = UnsafeMutableRawPointer(target + y * targetStride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<image.width {
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

    /// Whether this system's gdk-pixbuf can write `type` ("webp" comes with webp-pixbuf-loader).
    static func canWrite(_ type: String) -> Bool {
        takeItems(of: gdk_pixbuf_get_formats()).contains { format in
            let format = OpaquePointer(format)
            guard let name = gdk_pixbuf_format_get_name(format) else { return false }
            defer { g_free(name) }
            return String(cString: name) == type && gdk_pixbuf_format_is_writable(format) != 0
        }
    }

    /// The image as a lossy file's bytes (`type` "jpeg" or "webp") at `quality` (1-100),
    /// carrying `iccProfile` if given (both savers embed it).
    func bytes(as type: String, quality: Int, iccProfile: [UInt8]? = nil) -> Result<[UInt8], GLibError> {
        var keys = [strdup("quality")]
        var values = [strdup(String(min(100, max(1, quality))))]
        if let iccProfile, !iccProfile.isEmpty {
            let encoded = iccProfile.withUnsafeBufferPointer { g_base64_encode($0.baseAddress, gsize($0.count)) }
            keys.append(strdup("icc-profile"))
            values.append(encoded.map { strdup($0) })
            g_free(encoded)
        }
        keys.append(nil)
        values.append(nil)
        defer { (keys + values).forEach { free($0) } }
        var buffer: UnsafeMutablePointer<gchar>?
        var length: gsize = 0
        return GLibError.check { gdk_pixbuf_save_to_bufferv(pointer, &buffer, &length, type, &keys, &values, &$0) }.map {
            defer { g_free(buffer) }
            return buffer.map { [UInt8](UnsafeRawBufferPointer(start: $0, count: Int(length))) } ?? []
        }
    }
}
