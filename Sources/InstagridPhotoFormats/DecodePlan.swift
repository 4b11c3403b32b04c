import InstagridModel

/// How large to decode a photo: just large enough to cover its target slot,
/// never larger than the file holds. Decoding at scale is what keeps memory
/// flat with 50-megapixel photos.
public struct DecodePlan: Equatable, Sendable {
    /// Pixel size of the stored image as the decoder sees it (before EXIF rotation).
    public let storedWidth: Int
    public let storedHeight: Int

    public init(stored: Size, orientation: ExifOrientation, target: Size) {
        let upright = orientation.upright(stored)
        let scale = min(1, AspectFill.coverScale(photo: upright, slot: target))
        let width = Self.clamp((upright.width * scale).rounded(.up), to: upright.width)
        let height = Self.clamp((upright.height * scale).rounded(.up), to: upright.height)
        if orientation.transposesAxes {
            (storedWidth, storedHeight) = (height, width)
        } else {
            (storedWidth, storedHeight) = (width, height)
        }
    }

    /// The smallest libjpeg DCT scale, in eighths of the stored size, whose output
    /// (libjpeg rounds each side up) still covers the plan: fewer coefficients to
    /// transform, and no second resampling pass before drawing.
    public func dctEighths(stored: Size) -> Int {
        (1...7).first { eighths in
            Self.scaledSide(stored.width, eighths) >= storedWidth && Self.scaledSide(stored.height, eighths) >= storedHeight
        } ?? 8
    }

    /// The side libjpeg outputs for `side` at `eighths`/8.
    public static func scaledSide(_ side: Double, _ eighths: Int) -> Int {
        Int((side * Double(eighths) / 8).rounded(.up))
    }

    private static func clamp(_ value: Double, to limit: Double) -> Int {
        Int(max(1, min(value, max(1, limit))))
    }

    /// The eighths libjpeg really scales by, judged from the size it says it will output:
    /// those asked for, or 8 where it does not scale at all (libjpeg-turbo 3 outputs a
    /// lossless JPEG whole). Nil for any other size: no buffer is made for it.
    public static func effectiveEighths(stored: Size, requested: Int, outputWidth: Int, outputHeight: Int) -> Int? {
        [requested, 8].first { scaledSide(stored.width, $0) == outputWidth && scaledSide(stored.height, $0) == outputHeight }
    }

    /// Above this, a decode that holds the whole image (a format decoded in full before
    /// scaling, or a progressive JPEG's coefficients) would need gigabytes: such a file
    /// is refused instead (a "decompression bomb").
    public static let maxFullDecodePixels = 120_000_000

    public static func isAcceptable(stored: Size, holdsWholeImage: Bool) -> Bool {
        !holdsWholeImage || stored.width * stored.height <= Double(maxFullDecodePixels)
    }
}
