/// The picture's proportions. The seed's is square; the others are the shapes
/// photos are shared in (portrait posts, stories, screens, prints) and the papers
/// they are printed on, each upright and turned.
public enum PictureShape: String, CaseIterable, Sendable {
    case square = "1:1"
    case portrait = "4:5"
    case story = "9:16"
    case widescreen = "16:9"
    case print = "3:2"
    case a4 = "a4"
    case a4Landscape = "a4-landscape"
    case letter = "letter"
    case letterLandscape = "letter-landscape"
    case photo10x15 = "10x15"
    case photo15x10 = "15x10"
    case photo13x18 = "13x18"
    case photo18x13 = "18x13"

    /// The shapes of pictures shared on screens, named by their proportions.
    public static let screen: [PictureShape] = [.square, .portrait, .story, .widescreen, .print]
    /// The paper sizes, upright first.
    public static let paper: [PictureShape] = [.a4, .letter, .photo10x15, .photo13x18,
                                               .a4Landscape, .letterLandscape, .photo15x10, .photo18x13]

    /// Width over height.
    public var aspect: Double {
        if let paper = paperSize { return paper.width / paper.height }
        return switch self {
        case .portrait: 4.0 / 5
        case .story: 9.0 / 16
        case .widescreen: 16.0 / 9
        case .print: 3.0 / 2
        default: 1
        }
    }

    /// The sheet's size in millimetres, for a paper shape: the page a PDF of it has.
    /// A4 is the A series' 1:√2 (A3 and A5 print it unchanged); the photo papers are
    /// the labs' 10x15 and 13x18 cm; US Letter is 8.5 x 11 inches.
    public var paperSize: Size? {
        switch self {
        case .a4: Size(width: 210, height: 297)
        case .a4Landscape: Size(width: 297, height: 210)
        case .letter: Size(width: 215.9, height: 279.4)
        case .letterLandscape: Size(width: 279.4, height: 215.9)
        case .photo10x15: Size(width: 100, height: 150)
        case .photo15x10: Size(width: 150, height: 100)
        case .photo13x18: Size(width: 130, height: 180)
        case .photo18x13: Size(width: 180, height: 130)
        case .square, .portrait, .story, .widescreen, .print: nil
        }
    }

    /// The page a print of this shape fills, in PostScript points (1/72 inch): the paper's
    /// sheet, or for a screen shape the picture of `longSide` pixels printed at `dpi`.
    public func pageSize(longSide: Int, dpi: Int) -> Size {
        if let paper = paperSize { return Size(width: paper.width * 72 / 25.4, height: paper.height * 72 / 25.4) }
        let pixels = pixelSize(longSide: longSide)
        return Size(width: Double(pixels.width) * 72 / Double(dpi), height: Double(pixels.height) * 72 / Double(dpi))
    }

    /// The picture's size in whole pixels with `longSide` on its longer edge.
    public func pixelSize(longSide: Int) -> (width: Int, height: Int) {
        let short = max(1, Int((Double(longSide) * min(aspect, 1 / aspect)).rounded()))
        return aspect >= 1 ? (longSide, short) : (short, longSide)
    }

    /// `pixelSize` as a size, for geometry.
    public func pictureSize(longSide: Int) -> Size {
        let (width, height) = pixelSize(longSide: longSide)
        return Size(width: Double(width), height: Double(height))
    }

    /// The largest size of this shape inside `bounds`.
    public func fitted(in bounds: Size) -> Size { Size(aspect: aspect, fittedIn: bounds) }
}

extension Size {
    /// The largest size of proportions `aspect` (width over height) inside `bounds`.
    public init(aspect: Double, fittedIn bounds: Size) {
        guard bounds.width > 0, bounds.height > 0 else {
            self.init(width: 0, height: 0)
            return
        }
        self = bounds.width / bounds.height > aspect
            ? Size(width: bounds.height * aspect, height: bounds.height)
            : Size(width: bounds.width, height: bounds.width / aspect)
    }
}
