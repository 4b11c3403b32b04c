import InstagridModel

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

    /// Where `rect`, in the pixels of a stored image of size `stored`, lies once the
    /// image is turned upright (the inverse of `storedPoint`: its axes are unit vectors).
    public func uprightRect(_ rect: Rect, storedIn stored: Size) -> Rect {
        let origin = storedPoint(forUpright: 0, 0)
        let alongU = storedPoint(forUpright: 1, 0), alongV = storedPoint(forUpright: 0, 1)
        func upright(_ x: Double, _ y: Double) -> (u: Double, v: Double) {
            let (dx, dy) = (x / stored.width - origin.x, y / stored.height - origin.y)
            return (dx * (alongU.x - origin.x) + dy * (alongU.y - origin.y),
                    dx * (alongV.x - origin.x) + dy * (alongV.y - origin.y))
        }
        let a = upright(rect.x, rect.y), b = upright(rect.maxX, rect.maxY)
        let size = self.upright(stored)
        return Rect(x: min(a.u, b.u) * size.width, y: min(a.v, b.v) * size.height,
                    width: abs(b.u - a.u) * size.width, height: abs(b.v - a.v) * size.height)
    }
}
