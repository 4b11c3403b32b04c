import CGtk

/// PNG's Paeth filter over rows of a Cairo RGB24 image, or an ARGB32 one as straight
/// (not premultiplied) RGBA: each byte minus whichever of its left, upper and upper-left
/// neighbours best predicts it. Rows are filtered from
/// the image itself, so any band can start anywhere; filtered in order, each row is
/// packed once and serves as the next one's row above.
final class PaethFilter {
    private let image: CairoImage
    private let stride: Int
    private let pixels: UnsafeRawPointer
    /// Bytes a pixel: 3 (RGB), or 4 (RGBA) for a picture with transparent parts.
    let channels: Int
    /// The row above and the current row as packed bytes, with a pixel of zero bytes in
    /// front standing for the pixel left of the first: the loop below needs no edge case.
    private var above: UnsafeMutablePointer<UInt8>
    private var current: UnsafeMutablePointer<UInt8>
    /// The row `current` holds packed, if any.
    private var packedRow: Int?

    init(_ image: CairoImage) {
        self.image = image
        stride = Int(cairo_image_surface_get_stride(image.surface))
        pixels = UnsafeRawPointer(cairo_image_surface_get_data(image.surface)!)
        channels = image.hasAlpha ? 4 : 3
        above = .allocate(capacity: channels + image.width * channels)
        current = .allocate(capacity: channels + image.width * channels)
    }

    func release() {
        above.deallocate()
        current.deallocate()
    }

    /// Writes the filter-type byte and the row's filtered bytes to `out` (1 + width * channels bytes).
    func filter(row: Int, into out: UnsafeMutablePointer<UInt8>) {
        let bpp = channels
        let count = image.width * bpp
        if row > 0, packedRow == row - 1 {
            swap(&above, &current)
        } else if row > 0 {
            pack(row - 1, into: above)
        } else {
            above.initialize(repeating: 0, count: bpp + count)
        }
        pack(row, into: current)
        packedRow = row
        out[0] = 4
        for index in bpp..<(bpp + count) {
            let a = Int16(current[index - bpp]), b = Int16(above[index]), c = Int16(above[index - bpp])
            let pa = abs(b - c), pb = abs(a - c), pc = abs(a + b - 2 * c)
            let predicted = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
            out[index - bpp + 1] = UInt8(truncatingIfNeeded: Int16(current[index]) &- predicted)
        }
    }

    private func pack(_ row: Int, into bytes: UnsafeMutablePointer<UInt8>) {
        let source = (pixels + row * stride).assumingMemoryBound(to: UInt32.self)
        bytes.initialize(repeating: 0, count: channels)
        var target = bytes + channels
        if channels == 4 {
            for x in 0..<image.width {
                (target[0], target[1], target[2], target[3]) = Premultiplied.straight(source[x])
                target += 4
            }
            return
        }
        for x in 0..<image.width {
            let pixel = source[x]
            target[0] = UInt8(truncatingIfNeeded: pixel >> 16)
            target[1] = UInt8(truncatingIfNeeded: pixel >> 8)
            target[2] = UInt8(truncatingIfNeeded: pixel)
            target += 3
        }
    }
}
