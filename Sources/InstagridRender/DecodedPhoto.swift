import InstagridModel

/// A photo decoded upright, at a size chosen for where it will be drawn.
public struct DecodedPhoto: Sendable {
    public let path: String
    public let image: CairoImage
    /// The upright pixel size of the whole file, which the decoded image may be a scaled copy of.
    public let fullSize: Size

    /// True when decoding the file again could not give more detail for `target`.
    public func covers(_ target: Size) -> Bool {
        let needed = DecodePlan(stored: fullSize, orientation: .up, target: target)
        return image.width >= needed.storedWidth && image.height >= needed.storedHeight
    }
}
