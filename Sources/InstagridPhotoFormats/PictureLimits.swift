import InstagridModel

/// What a picture of each format can be, known from the options alone: checked before
/// any photo is read, so that a size no format can hold fails in a moment, not after
/// minutes of decoding.
public enum PictureLimits {
    /// WebP stores each side in 14 bits.
    public static let webPLargestSide = 16383
    /// libjpeg's JPEG_MAX_DIMENSION.
    public static let jpegLargestSide = 65500
    /// Cairo's image surfaces: every picture is drawn whole in one, slides and all.
    public static let drawnLargestSide = 32767
    /// A page's side in PDF units (points) that readers hold to (PDF 1.7, Annex C: 3 to 14,400).
    public static let pdfPageSides = 3.0...14_400.0
    /// A cell smaller than one pixel (one point on a page) shows no photo at all.
    static let smallestCellSide = 1.0

    public enum Excess: Error, Equatable, Sendable, CustomStringConvertible {
        case tooLarge(ExportFormat, width: Int, height: Int, largest: Int)
        case pageTooLarge(width: Double, height: Double)
        case tooSmallForCells(width: Double, height: Double, onPage: Bool)
        /// Slides drawn as one picture wider than Cairo draws.
        case slidesTooWide(slides: Int, width: Int, height: Int)

        public var description: String {
            switch self {
            case let .tooLarge(format, width, height, largest):
                return "a \(format.name) picture is at most \(largest) pixels on a side, "
                    + "and this one would be \(width) × \(height); choose a smaller size"
            case let .pageTooLarge(width, height):
                return "a PDF page is at most \(Int(PictureLimits.pdfPageSides.upperBound)) points (200 inches) on a side, "
                    + "and this one would be \(Self.points(width)) × \(Self.points(height)) points; "
                    + "choose a smaller size or a higher resolution"
            case let .slidesTooWide(slides, width, height):
                return "\(slides) slides are drawn as one picture of at most \(PictureLimits.drawnLargestSide) pixels on a side, "
                    + "and this one would be \(width) × \(height); choose a smaller size or fewer slides"
            case let .tooSmallForCells(width, height, onPage):
                let unit = onPage ? "points" : "pixels"
                let advice = onPage ? "choose a larger size or a lower resolution" : "choose a larger size"
                return "\(onPage ? "a page" : "a picture") of \(Self.points(width)) × \(Self.points(height)) \(unit) is too small to hold its photos: "
                    + "its short side needs at least \(Self.points(PictureLimits.smallestShortSide)) \(unit); \(advice)"
            }
        }

        /// Two decimals at most: "0.96", "16384".
        private static func points(_ value: Double) -> String {
            let rounded = (value * 100).rounded() / 100
            return rounded == rounded.rounded() ? "\(Int(rounded))" : "\(rounded)"
        }
    }

    /// The short side at which the smallest cell is one pixel (or point) across.
    static var smallestShortSide: Double { (smallestCellSide / GridGeometry.floorShare).rounded(.up) }

    /// Throws what `format` cannot hold of a picture of `shape`, `longSide` pixels long, a
    /// PDF's photos at `dpi` (a PDF of a paper shape is the paper's size); with `slides`,
    /// each slide a file of that size, and all drawn side by side first.
    public static func check(_ format: ExportFormat, shape: PictureShape, slides: Int = 1, longSide: Int, dpi: Int) throws(Excess) {
        if format == .pdf {
            let page = shape.pageSize(longSide: longSide, dpi: dpi)
            guard max(page.width, page.height) <= pdfPageSides.upperBound else {
                throw .pageTooLarge(width: page.width, height: page.height)
            }
            guard min(page.width, page.height) >= max(smallestShortSide, pdfPageSides.lowerBound) else {
                throw .tooSmallForCells(width: page.width, height: page.height, onPage: true)
            }
            return
        }
        let (width, height) = shape.pixelSize(longSide: longSide)
        if width * slides > drawnLargestSide {
            throw .slidesTooWide(slides: slides, width: width * slides, height: height)
        }
        if let largest = format.largestSide, max(width, height) > largest {
            throw .tooLarge(format, width: width, height: height, largest: largest)
        }
        guard Double(min(width, height)) >= smallestShortSide else {
            throw .tooSmallForCells(width: Double(width), height: Double(height), onPage: false)
        }
    }
}

extension ExportFormat {
    /// The longest side the format stores, where it has a limit under ours.
    public var largestSide: Int? {
        switch self {
        case .webp: PictureLimits.webPLargestSide
        case .jpeg: PictureLimits.jpegLargestSide
        case .png, .pdf: nil
        }
    }

    /// The format as people name it.
    public var name: String {
        switch self {
        case .png: "PNG"
        case .jpeg: "JPEG"
        case .webp: "WebP"
        case .pdf: "PDF"
        }
    }
}

extension PictureLimits {
    /// The longest slide side, up to `wanted`, at which `collage`'s whole picture can be drawn.
    public static func drawableSide(of collage: Collage, upTo wanted: Int) -> Int {
        var side = wanted
        while side > 1, collage.pixelSize(longSide: side).width > drawnLargestSide {
            side = side * drawnLargestSide / collage.pixelSize(longSide: side).width
        }
        return side
    }
}
