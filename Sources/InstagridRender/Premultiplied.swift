/// Cairo's ARGB32 pixels hold colour multiplied by alpha; a colour transform wants the
/// colour itself. These undo and redo that, in place, for translucent pixels only.
enum Premultiplied {
    static func divide(_ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int) {
        each(pixels, width: width, height: height, stride: stride) { channel, alpha in
            min(255, (channel * 255 + alpha / 2) / alpha)
        }
    }

    /// One ARGB32 pixel as straight red, green, blue and alpha bytes, as PNG and gdk-pixbuf hold them.
    static func straight(_ pixel: UInt32) -> (UInt8, UInt8, UInt8, UInt8) {
        let alpha = pixel >> 24
        guard alpha != 0 else { return (0, 0, 0, 0) }
        func channel(_ value: UInt32) -> UInt8 { UInt8(min(255, (value * 255 + alpha / 2) / alpha)) }
        return (channel(pixel >> 16 & 0xFF), channel(pixel >> 8 & 0xFF), channel(pixel & 0xFF), UInt8(alpha))
    }

    /// One RGB24 pixel's colour (its fourth byte is undefined).
    static func opaque(_ pixel: UInt32) -> (UInt8, UInt8, UInt8, UInt8) {
        (UInt8(truncatingIfNeeded: pixel >> 16), UInt8(truncatingIfNeeded: pixel >> 8), UInt8(truncatingIfNeeded: pixel), 255)
    }

    /// One ARGB32 pixel laid on white, opaque.
    static func overWhite(_ pixel: UInt32) -> (UInt8, UInt8, UInt8, UInt8) {
        let clear = 255 - (pixel >> 24)
        func channel(_ value: UInt32) -> UInt8 { UInt8(min(255, value + clear)) }
        return (channel(pixel >> 16 & 0xFF), channel(pixel >> 8 & 0xFF), channel(pixel & 0xFF), 255)
    }

    static func multiply(_ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int) {
        each(pixels, width: width, height: height, stride: stride) { channel, alpha in
            (channel * alpha + 127) / 255
        }
    }

    /// Applies `change(channel, alpha)` to the red, green and blue of every pixel whose alpha
    /// is neither 0 (nothing to convert) nor 255 (nothing to undo).
    private static func each(_ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int,
                             _ change: (UInt32, UInt32) -> UInt32) {
        for y in 0..<height {
            let row = UnsafeMutableRawPointer(pixels + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                let pixel = row[x]
                let alpha = pixel >> 24
                guard alpha != 0, alpha != 255 else { continue }
                let red = change(pixel >> 16 & 0xFF, alpha), green = change(pixel >> 8 & 0xFF, alpha), blue = change(pixel & 0xFF, alpha)
                row[x] = alpha << 24 | red << 16 | green << 8 | blue
            }
        }
    }
}
