import InstagridModel

/// A photo decoded upright, at a size chosen for where it will be drawn.
public struct DecodedPhoto: Sendable {
    public let path: String
    public let image: CairoImage
    /// The upright pixel size of the whole file, which the decoded image may be a scaled copy of.
    public let fullSize: Size
    /// Where the whole photo lies in `image`'s pixels. A decoder scaling by eighths rounds
    /// its output up, so the image can reach a fraction of a pixel past the photo; drawing
    /// maps through this, so a crop lands where the full-size photo puts it.
    public let content: Rect

    public init(path: String, image: CairoImage, fullSize: Size, content: Rect? = nil) {
        self.path = path
        self.image = image
        self.fullSize = fullSize
        self.content = content ?? Rect(x: 0, y: 0, width: Double(image.width), height: Double(image.height))
    }

    /// True when decoding the file again could not give more detail for `target`.
    public func covers(_ target: Size) -> Bool {
        let needed = DecodePlan(stored: fullSize, orientation: .up, target: target)
        return image.width >= needed.storedWidth && image.height >= needed.storedHeight
    }

    /// `rect` of the full-size photo, in `image`'s pixels.
    func imageRect(_ rect: Rect) -> Rect {
        let sx = content.width / fullSize.width, sy = content.height / fullSize.height
        return Rect(x: content.x + rect.x * sx, y: content.y + rect.y * sy, width: rect.width * sx, height: rect.height * sy)
    }
}
