/// What fills the picture behind the photos: the frame colour (the seed's, and the
/// default), a linear gradient of two colours, a photo of the user's, or nothing at all
/// (transparent where the format can say so).
public enum Background: Hashable, Sendable {
    case frameColour
    /// `degrees` as CSS counts them: 0 runs bottom to top, 90 left to right, 180 top to bottom.
    case gradient(from: RGBColour, to: RGBColour, degrees: Double)
    /// A photo filling the picture behind the cells, blurred or sharp.
    case image(LocalPath, blurred: Bool)
    case none

    /// The photo a background reads, if any: it is one of the picture's inputs, never written over.
    public var photo: LocalPath? {
        if case let .image(path, _) = self { path } else { nil }
    }

    /// A background photo drawn blurred.
    public var isBlurred: Bool {
        if case .image(_, blurred: true) = self { true } else { false }
    }

    /// Whether the picture has pixels no background covers.
    public var isTransparent: Bool { self == .none }

    /// A gradient's angle brought into 0..<360; NaN and infinities are refused.
    public static func gradientDegrees(_ degrees: Double) -> Double? {
        guard degrees.isFinite else { return nil }
        let turned = degrees.truncatingRemainder(dividingBy: 360)
        return turned < 0 ? turned + 360 : turned
    }
}
