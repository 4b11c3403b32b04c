import InstagridModel
import InstagridPhotoFormats

/// A photo decoded upright, at a size chosen for where it will be drawn.
public struct DecodedPhoto: Sendable {
    public let path: LocalPath
    public let image: CairoImage
    /// The upright pixel size of the whole file, which the decoded image may be a scaled copy of.
    public let fullSize: Size
    /// Where the whole photo lies in `image`'s pixels. A decoder scaling by eighths rounds
    /// its output up, so the image can reach a fraction of a pixel past the photo; drawing
    /// maps through this, so a crop lands where the full-size photo puts it.
    public let content: Rect
    /// Where the photo draws the eye, measured from the whole photo when it was decoded for a
    /// crop that follows its subject; nil where it is cropped around its centre.
    public let attention: AttentionMap?
    /// Copies of `image`, each half the size of the one before: drawing a photo much smaller
    /// than it was decoded (a zoom out) reads one of these, not every pixel of the large one.
    let halves: [CairoImage]

    public init(path: LocalPath, image: CairoImage, fullSize: Size, content: Rect? = nil, attention: AttentionMap? = nil) {
        self.init(path: path, image: image, fullSize: fullSize,
                  content: content ?? Rect(x: 0, y: 0, width: Double(image.width), height: Double(image.height)),
                  attention: attention, halves: [])
    }

    private init(path: LocalPath, image: CairoImage, fullSize: Size, content: Rect, attention: AttentionMap?, halves: [CairoImage]) {
        self.path = path
        self.image = image
        self.fullSize = fullSize
        self.content = content
        self.attention = attention
        self.halves = halves
    }

    /// The same pixels with `attention` for their map; with none, drawn where its framing
    /// says, never slid to its subject.
    public func with(attention: AttentionMap?) -> DecodedPhoto {
        DecodedPhoto(path: path, image: image, fullSize: fullSize, content: content, attention: attention, halves: halves)
    }

    /// The same photo with its attention measured from its pixels (made off the main loop).
    public func measuringAttention() -> DecodedPhoto {
        with(attention: measuredAttention(of: path, image.attention))
    }

    /// The same photo with halved copies down to about `side` pixels on the long side
    /// (for the window, where a zoom can shrink it fast; made off the main loop).
    public func addingHalves(downTo side: Int) -> DecodedPhoto {
        var halves: [CairoImage] = []
        var last = image
        while max(last.width, last.height) / 2 >= max(side, 1), let half = last.scaled(toFit: max(last.width, last.height) / 2) {
            halves.append(half)
            last = half
        }
        return DecodedPhoto(path: path, image: image, fullSize: fullSize, content: content, attention: attention, halves: halves)
    }

    /// The copy to draw from when each pixel drawn covers `scale` pixels of `image`: the
    /// smallest that still has a pixel for every one drawn.
    func level(forScale scale: Double) -> DecodedPhoto {
        guard scale >= 2, !halves.isEmpty else { return self }
        var halvings = 0
        var remaining = scale
        while remaining >= 2, halvings < halves.count {
            remaining /= 2
            halvings += 1
        }
        let chosen = halves[halvings - 1]
        let sx = Double(chosen.width) / Double(image.width), sy = Double(chosen.height) / Double(image.height)
        return DecodedPhoto(path: path, image: chosen, fullSize: fullSize,
                            content: Rect(x: content.x * sx, y: content.y * sy, width: content.width * sx, height: content.height * sy),
                            attention: attention, halves: [])
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
