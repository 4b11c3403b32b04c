import CGtk
import Foundation

/// Real image files, encoded by gdk-pixbuf, with patterns a test can recognise.
public enum TestPhotos {
    public static let quadrantColors: [Color] = [.red, .green, .blue, .yellow]

    /// Four coloured quadrants: red top-left, green top-right, blue bottom-left, yellow bottom-right.
    @discardableResult
    public static func quadrants(_ path: String, width: Int, height: Int, exifOrientation: Int? = nil) -> String {
        write(path, width: width, height: height, exifOrientation: exifOrientation) { x, y in
            quadrantColors[(y * 2 / height) * 2 + x * 2 / width]
        }
    }

    /// `color` in the middle third of the long axis, black in the outer thirds.
    @discardableResult
    public static func centreBand(_ path: String, width: Int, height: Int, color: Color) -> String {
        write(path, width: width, height: height) { x, y in
            let (position, length) = width >= height ? (x, width) : (y, height)
            return position * 3 / length == 1 ? color : .black
        }
    }

    /// Random pixels: compresses badly, for filling disks. The same seed makes the same file.
    @discardableResult
    public static func noise(_ path: String, width: Int, height: Int, seed: UInt64 = 0x1157_A9B1D) -> String {
        var generator = SeededGenerator(seed: seed)
        return write(path, width: width, height: height) { _, _ in
            Color(r: .random(in: 0...255, using: &generator), g: .random(in: 0...255, using: &generator),
                  b: .random(in: 0...255, using: &generator))
        }
    }

    /// A small progressive JPEG (made by jpegtran) whose frame header claims `width` x
    /// `height`: libjpeg would allocate every coefficient of that size before the first scan.
    /// Nil if jpegtran is missing.
    public static func progressiveBomb(_ path: String, width: Int, height: Int) -> String? {
        let source = path + ".source.jpg"
        noise(source, width: 64, height: 48)
        defer { unlink(source) }
        guard Shell.run(["jpegtran", "-progressive", "-outfile", path, source]).status == 0,
              var bytes = FileManager.default.contents(atPath: path).map([UInt8].init),
              let frame = zip(bytes.indices, bytes.dropFirst()).first(where: { bytes[$0.0] == 0xFF && $0.1 == 0xC2 })?.0 else {
            return nil
        }
        // SOF2: marker, length (2), precision (1), height (2), width (2).
        bytes.replaceSubrange((frame + 5)..<(frame + 9), with: [UInt8(height >> 8), UInt8(height & 0xFF),
                                                                 UInt8(width >> 8), UInt8(width & 0xFF)])
        _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
        return path
    }

    @discardableResult
    public static func solid(_ path: String, width: Int, height: Int, color: Color) -> String {
        write(path, width: width, height: height) { _, _ in color }
    }

    /// Encodes by the path's extension (.png, else JPEG at quality 95).
    @discardableResult
    public static func write(_ path: String, width: Int, height: Int, exifOrientation: Int? = nil,
                             pixel: (Int, Int) -> Color) -> String {
        let pixbuf = gdk_pixbuf_new(GDK_COLORSPACE_RGB, 0, 8, Int32(width), Int32(height))!
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        let stride = Int(gdk_pixbuf_get_rowstride(pixbuf))
        let pixels = gdk_pixbuf_get_pixels(pixbuf)!
        for y in 0..<height {
            for x in 0..<width {
                let color = pixel(x, y)
                let p = pixels + y * stride + x * 3
                p[0] = color.r
                p[1] = color.g
                p[2] = color.b
            }
        }
        let isPNG = path.lowercased().hasSuffix(".png")
        var buffer: UnsafeMutablePointer<gchar>?
        var length: gsize = 0
        var keys: [UnsafeMutablePointer<CChar>?] = [strdup(isPNG ? "compression" : "quality"), nil]
        var values: [UnsafeMutablePointer<CChar>?] = [strdup(isPNG ? "1" : "95"), nil]
        defer { (keys + values).forEach { free($0) } }
        precondition(gdk_pixbuf_save_to_bufferv(pixbuf, &buffer, &length, isPNG ? "png" : "jpeg",
                                                &keys, &values, nil) != 0)
        var bytes = [UInt8](UnsafeRawBufferPointer(start: buffer, count: Int(length)))
        g_free(buffer)
        if let exifOrientation { bytes = ExifFixture.tagging(jpeg: bytes, orientation: exifOrientation) }
        _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
        return path
    }
}

/// A picture read back from disk or from the display, for pixel checks.
public struct DecodedFile {
    public let width: Int, height: Int
    private let pixels: [UInt8]
    /// Bytes from one row to the next and from one pixel to the next.
    private let stride: Int, pixelSize: Int
    /// Where each channel is among a pixel's bytes; nil for a picture without alpha.
    private let red: Int, green: Int, blue: Int, alphaByte: Int?

    public init?(path: String) {
        guard let pixbuf = gdk_pixbuf_new_from_file(path, nil) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        let width = Int(gdk_pixbuf_get_width(pixbuf)), height = Int(gdk_pixbuf_get_height(pixbuf))
        let stride = Int(gdk_pixbuf_get_rowstride(pixbuf)), channels = Int(gdk_pixbuf_get_n_channels(pixbuf))
        self.init(width: width, height: height, stride: stride, pixelSize: channels, red: 0, green: 1, blue: 2,
                  alpha: channels == 4 ? 3 : nil,
                  pixels: [UInt8](UnsafeBufferPointer(start: gdk_pixbuf_read_pixels(pixbuf), count: stride * (height - 1) + width * channels)))
    }

    init(width: Int, height: Int, stride: Int, pixelSize: Int, red: Int, green: Int, blue: Int, alpha: Int?, pixels: [UInt8]) {
        self.width = width
        self.height = height
        self.stride = stride
        self.pixelSize = pixelSize
        self.red = red
        self.green = green
        self.blue = blue
        alphaByte = alpha
        self.pixels = pixels
    }

    public func color(x: Int, y: Int) -> Color {
        let offset = y * stride + x * pixelSize
        return Color(r: pixels[offset + red], g: pixels[offset + green], b: pixels[offset + blue])
    }

    /// How many pixels are not fully opaque (none, if the picture has no alpha channel).
    public var translucentPixelCount: Int {
        guard let alphaByte else { return 0 }
        var count = 0
        for y in 0..<height {
            for x in 0..<width where pixels[y * stride + x * pixelSize + alphaByte] != 255 { count += 1 }
        }
        return count
    }

    public var hasAlphaChannel: Bool { alphaByte != nil }

    /// The pixel's opacity, 0 (transparent) to 255; 255 if the picture has no alpha channel.
    public func alpha(x: Int, y: Int) -> UInt8 {
        alphaByte.map { pixels[y * stride + x * pixelSize + $0] } ?? 255
    }

    /// How many pixels' colours differ from `other`'s at the same place (every pixel, if the sizes differ).
    public func differingPixels(from other: DecodedFile) -> Int {
        guard width == other.width, height == other.height else { return width * height }
        var count = 0
        for y in 0..<height {
            for x in 0..<width where color(x: x, y: y) != other.color(x: x, y: y) { count += 1 }
        }
        return count
    }
}
