/// A picture cut into slides that meet seam to seam, as a carousel shows them: `count`
/// pictures of one shape, drawn as one picture `count` slides wide so that a photo or a
/// gap across a seam continues on the next slide.
public struct Slides: Equatable, Sendable {
    /// Instagram's carousel holds up to twenty; one slide is the picture itself.
    public static let counts = 2...20

    public let count: Int
    /// One slide's pixels: the shape at its longer side.
    public let slideWidth: Int, slideHeight: Int

    /// Nil for a count outside `counts`.
    public init?(count: Int, shape: PictureShape, longSide: Int) {
        guard Self.counts.contains(count) else { return nil }
        self.count = count
        (slideWidth, slideHeight) = shape.pixelSize(longSide: longSide)
    }

    /// The whole picture the slides are cut from.
    public var pictureSize: Size { Size(width: Double(slideWidth * count), height: Double(slideHeight)) }

    /// Where slide `index` (from 0) begins in the picture, in pixels from its left edge.
    public func left(of index: Int) -> Int { index * slideWidth }

    /// The slides' files for `path` (NAME.EXT): NAME-1.EXT to NAME-count.EXT, beside it.
    public func paths(for path: LocalPath) -> [LocalPath] {
        let name = path.lastComponent.bytes
        let dot = name.lastIndex(of: UInt8(ascii: ".")).flatMap { $0 > 0 ? $0 : nil } ?? name.endIndex
        let folder = path.bytes.dropLast(name.count)
        return (1...count).map { number in
            LocalPath(bytes: folder + name[..<dot] + Array("-\(number)".utf8) + name[dot...])!
        }
    }
}
