import CGtk

/// PNG's Paeth filter over one row of a Cairo RGB24 image: each byte minus whichever of
/// its left, upper and upper-left neighbours best predicts it. Rows are filtered from
/// the image itself, so any band can start anywhere.
enum PaethFilter {
    /// Writes the filter-type byte and the row's filtered RGB bytes to `out` (1 + width * 3 bytes).
    static func filter(_ image: CairoImage, row: Int, into out: UnsafeMutablePointer<UInt8>) {
        let stride = Int(cairo_image_surface_get_stride(image.surface))
        let pixels = UnsafeRawPointer(cairo_image_surface_get_data(image.surface)!)
        let current = (pixels + row * stride).assumingMemoryBound(to: UInt32.self)
        let above = row > 0 ? (pixels + (row - 1) * stride).assumingMemoryBound(to: UInt32.self) : nil
        out[0] = 4
        var left: UInt32 = 0, upperLeft: UInt32 = 0
        var target = out + 1
        for x in 0..<image.width {
            let pixel = current[x]
            let up = above.map { $0[x] } ?? 0
            for shift: UInt32 in [16, 8, 0] {
                target.pointee = UInt8(truncatingIfNeeded: Int(pixel >> shift & 0xFF)
                    - predict(Int(left >> shift & 0xFF), Int(up >> shift & 0xFF), Int(upperLeft >> shift & 0xFF)))
                target += 1
            }
            left = pixel
            upperLeft = up
        }
    }

    @inline(__always)
    private static func predict(_ a: Int, _ b: Int, _ c: Int) -> Int {
        let pa = abs(b - c), pb = abs(a - c), pc = abs(a + b - 2 * c)
        return pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
    }
}
