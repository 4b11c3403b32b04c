import Foundation

/// A window's pixels as X11 holds them, dumped by `xwd`: the tests poll the screen every
/// 50 ms while they wait, and `import` spent 13 ms of CPU on each shot (ImageMagick's start
/// and a PNG written, then decoded again here; 2,063 shots in a soak's first ten minutes, by
/// process accounting), where `xwd` spends under half a millisecond (797 shots in 0.3 s)
/// and its dump needs no decoding: the pixels are X's own.
enum WindowDump {
    /// The picture in an xwd file: ZPixmap, 32 bits a pixel, true colour (what Xvfb at depth
    /// 24 or 32 gives); nil for anything else.
    static func picture(in dump: Data) -> DecodedFile? {
        // The header is 25 or more big-endian 32-bit fields, whatever the machine.
        let fields: [Int] = stride(from: 0, to: 100, by: 4).compactMap { offset in
            guard dump.count >= offset + 4 else { return nil }
            return dump[dump.startIndex + offset..<dump.startIndex + offset + 4].reduce(0) { $0 << 8 | Int($1) }
        }
        guard fields.count == 25 else { return nil }
        let headerSize = fields[0], format = fields[2], width = fields[4], height = fields[5], byteOrder = fields[7]
        let bitsPerPixel = fields[11], bytesPerLine = fields[12], visualClass = fields[13], colours = fields[19]
        let trueColour = 4, directColour = 5, zPixmap = 2
        guard format == zPixmap, bitsPerPixel == 32, [trueColour, directColour].contains(visualClass), width > 0, height > 0,
              let red = byte(of: fields[14], order: byteOrder), let green = byte(of: fields[15], order: byteOrder),
              let blue = byte(of: fields[16], order: byteOrder) else { return nil }
        // The colour map's entries (12 bytes each) sit between the header and the pixels.
        let start = headerSize + colours * 12, end = start + bytesPerLine * height
        guard dump.count >= end else { return nil }
        return DecodedFile(width: width, height: height, stride: bytesPerLine, pixelSize: 4, red: red, green: green, blue: blue,
                           alpha: nil, pixels: [UInt8](dump[dump.startIndex + start..<dump.startIndex + end]))
    }

    /// Which of a pixel's four bytes a channel's mask covers, as the pixels are stored: least
    /// significant byte first (X's LSBFirst, 0) or most (1); nil unless it is one whole byte.
    private static func byte(of mask: Int, order: Int) -> Int? {
        guard let shift = [0, 8, 16, 24].first(where: { mask == 0xFF << $0 }), order == 0 || order == 1 else { return nil }
        return order == 0 ? shift / 8 : 3 - shift / 8
    }
}
