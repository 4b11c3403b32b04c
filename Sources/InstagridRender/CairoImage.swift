import CGtk
import InstagridModel

/// An owned Cairo image surface. Immutable once made, so it can cross threads:
/// decoding happens on a worker, drawing on the main loop.
public final class CairoImage: @unchecked Sendable {
    // Unchecked: its pixels are drawn by whoever makes it, before it is shared, and only read afterwards.
    public let surface: OpaquePointer
    public let width: Int
    public let height: Int

    /// Takes ownership of `surface`; nil if Cairo could not allocate it.
    init?(adopting surface: OpaquePointer) {
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return nil
        }
        self.surface = surface
        width = Int(cairo_image_surface_get_width(surface))
        height = Int(cairo_image_surface_get_height(surface))
    }

    public convenience init?(width: Int, height: Int, hasAlpha: Bool) {
        let format = hasAlpha ? CAIRO_FORMAT_ARGB32 : CAIRO_FORMAT_RGB24
        guard let surface = cairo_image_surface_create(format, Int32(width), Int32(height)) else { return nil }
        self.init(adopting: surface)
    }

    deinit { cairo_surface_destroy(surface) }

    public var size: Size { Size(width: Double(width), height: Double(height)) }

    /// Whether its pixels carry alpha (a picture with no background).
    public var hasAlpha: Bool { cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32 }

    /// The pixel at (x, y) as 8-bit (red, green, blue), for checks and tests.
    public func rgb(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8) {
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let row = cairo_image_surface_get_data(surface)! + y * stride
        let pixel = UnsafeRawPointer(row + x * 4).loadUnaligned(as: UInt32.self)
        return (UInt8(pixel >> 16 & 0xFF), UInt8(pixel >> 8 & 0xFF), UInt8(pixel & 0xFF))
    }

    /// A smaller copy, `side` pixels on its longer edge (for previews).
    public func scaled(toFit side: Int) -> CairoImage? {
        let factor = Double(side) / Double(max(width, height))
        let copy = CairoImage(width: max(1, Int((Double(width) * factor).rounded())),
                              height: max(1, Int((Double(height) * factor).rounded())), hasAlpha: false)
        copy?.draw { canvas in
            let cr = canvas.cr
            cairo_scale(cr, factor, factor)
            cairo_set_source_surface(cr, surface, 0, 0)
            cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
            cairo_paint(cr)
        }
        return copy
    }

    /// A copy no larger than `side` pixels on its longer edge (this one if it is no larger),
    /// halved first: Cairo reduces by two with a cheap filter, and by eight with a wide one
    /// that costs several times as much (bench/subjects: 56 ms for a 2560-pixel photo).
    func reduced(toFit side: Int) -> CairoImage? {
        var reduced = self
        while max(reduced.width, reduced.height) / 2 >= side {
            guard let half = reduced.scaled(toFit: max(reduced.width, reduced.height) / 2) else { return nil }
            reduced = half
        }
        return max(reduced.width, reduced.height) > side ? reduced.scaled(toFit: side) : reduced
    }

    /// A copy of the columns from `x`, `width` of them, whole pixels as they are (a slide of a
    /// wider picture); nil where Cairo cannot allocate it.
    public func columns(from x: Int, width: Int) -> CairoImage? {
        let copy = CairoImage(width: width, height: height, hasAlpha: hasAlpha)
        copy?.draw { canvas in
            cairo_set_source_surface(canvas.cr, surface, -Double(x), 0)
            cairo_set_operator(canvas.cr, CAIRO_OPERATOR_SOURCE)
            cairo_paint(canvas.cr)
        }
        return copy
    }

    /// The pixels as packed 8-bit red, green, blue rows and their stride, for a toolkit
    /// that is told exactly what it gets: Cairo's RGB24 leaves each pixel's fourth byte undefined.
    public func packedRGB() -> (bytes: [UInt8], stride: Int) {
        cairo_surface_flush(surface)
        let source = UnsafeRawPointer(cairo_image_surface_get_data(surface)!)
        let sourceStride = Int(cairo_image_surface_get_stride(surface))
        let stride = width * 3
        let bytes = [UInt8](unsafeUninitializedCapacity: stride * height) { buffer, count in
            for y in 0..<height {
                let row = source + y * sourceStride
                var out = y * stride
                for x in 0..<width {
                    let pixel = row.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
                    buffer[out] = UInt8(truncatingIfNeeded: pixel >> 16)
                    buffer[out + 1] = UInt8(truncatingIfNeeded: pixel >> 8)
                    buffer[out + 2] = UInt8(truncatingIfNeeded: pixel)
                    out += 3
                }
            }
            count = stride * height
        }
        return (bytes, stride)
    }

    /// The pixels' luminance (Rec. 709's weights), a byte each, in rows `stride` bytes apart.
    func packedGrey() -> (bytes: [UInt8], stride: Int) {
        cairo_surface_flush(surface)
        let source = UnsafeRawPointer(cairo_image_surface_get_data(surface)!)
        let sourceStride = Int(cairo_image_surface_get_stride(surface))
        let bytes = [UInt8](unsafeUninitializedCapacity: width * height) { buffer, count in
            for y in 0..<height {
                let row = source + y * sourceStride
                for x in 0..<width {
                    let pixel = row.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
                    let sum = 54 * (pixel >> 16 & 0xFF) + 183 * (pixel >> 8 & 0xFF) + 19 * (pixel & 0xFF)
                    buffer[y * width + x] = UInt8(truncatingIfNeeded: sum >> 8)
                }
            }
            count = width * height
        }
        return (bytes, width)
    }

    /// Hands a PDF writer this image's pixels as a JPEG to embed (compressed as photos
    /// are) rather than a lossless copy ten times the size. Where the JPEG cannot be
    /// made, the lossless copy it stays.
    func attachJPEG(quality: Int) {
        guard let pixbuf = Pixbuf(copyOf: self, keepingAlpha: false), case let .success(jpeg) = pixbuf.bytes(as: "jpeg", quality: quality),
              !jpeg.isEmpty, let copy = malloc(jpeg.count) else { return }
        jpeg.withUnsafeBytes { copy.copyMemory(from: $0.baseAddress!, byteCount: jpeg.count) }
        // Cairo frees the copy with the surface (on its own failure it may not, a leak, never a double free).
        cairo_surface_set_mime_data(surface, CAIRO_MIME_TYPE_JPEG, copy.assumingMemoryBound(to: UInt8.self),
                                    UInt(jpeg.count), { free($0) }, copy)
    }

    /// Runs `body` with a canvas drawing into this image.
    public func draw(_ body: (Canvas) -> Void) {
        let cr = cairo_create(surface)!
        body(Canvas(cr))
        cairo_destroy(cr)
        cairo_surface_flush(surface)
    }
}
