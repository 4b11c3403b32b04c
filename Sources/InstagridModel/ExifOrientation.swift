/// The EXIF orientation tag: how the stored pixels must be turned to stand upright.
public enum ExifOrientation: Int, CaseIterable, Sendable {
    case up = 1, upMirrored, down, downMirrored, leftMirrored, right, rightMirrored, left

    /// Orientations 5 to 8 swap width and height.
    public var transposesAxes: Bool { rawValue >= 5 }

    public func upright(_ stored: Size) -> Size {
        transposesAxes ? Size(width: stored.height, height: stored.width) : stored
    }

    /// For a point of the upright picture, in unit coordinates (0...1), the
    /// point of the stored pixels it shows.
    public func storedPoint(forUpright u: Double, _ v: Double) -> (x: Double, y: Double) {
        switch self {
        case .up: return (u, v)
        case .upMirrored: return (1 - u, v)
        case .down: return (1 - u, 1 - v)
        case .downMirrored: return (u, 1 - v)
        case .leftMirrored: return (v, u)
        case .right: return (v, 1 - u)
        case .rightMirrored: return (1 - v, 1 - u)
        case .left: return (1 - v, u)
        }
    }
}
