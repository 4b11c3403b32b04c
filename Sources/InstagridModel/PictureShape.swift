/// The picture's proportions. The seed's is square; the others are the shapes
/// photos are shared in (portrait posts, stories, screens, prints).
public enum PictureShape: String, CaseIterable, Sendable {
    case square = "1:1"
    case portrait = "4:5"
    case story = "9:16"
    case widescreen = "16:9"
    case print = "3:2"

    /// Width over height.
    public var aspect: Double {
        switch self {
        case .square: 1
        case .portrait: 4.0 / 5
        case .story: 9.0 / 16
        case .widescreen: 16.0 / 9
        case .print: 3.0 / 2
        }
    }

    /// The picture's size in whole pixels with `longSide` on its longer edge.
    public func pixelSize(longSide: Int) -> (width: Int, height: Int) {
        let short = max(1, Int((Double(longSide) * min(aspect, 1 / aspect)).rounded()))
        return aspect >= 1 ? (longSide, short) : (short, longSide)
    }

    /// The largest size of this shape inside `bounds`.
    public func fitted(in bounds: Size) -> Size {
        guard bounds.width > 0, bounds.height > 0 else { return Size(width: 0, height: 0) }
        return bounds.width / bounds.height > aspect
            ? Size(width: bounds.height * aspect, height: bounds.height)
            : Size(width: bounds.width, height: bounds.width / aspect)
    }
}
