import InstagridModel

/// The keyboard focus ring's colours for a frame colour. WCAG 2.2's focus appearance asks for
/// an indicator at least 2 px thick whose pixels change 3:1 when it shows and that contrasts
/// 3:1 with the colours beside it: the frame lies outside a slot's edge and the photo (any
/// colour at all, or the empty slot's white) inside it. So the ring has two tones, each 2 px:
/// `outer`, beside the frame, the one of light and dark that stands out more from it; `inner`,
/// beside the photo, the other one. Whatever the photo, one of the two changes its pixels
/// enough, and the two contrast with each other.
public struct FocusRing: Equatable, Sendable {
    public let outer: RGBColour
    public let inner: RGBColour

    /// Near-white and near-black, as GTK's own themes draw text.
    public static let light = RGBColour(red: 0xFF, green: 0xFF, blue: 0xFF)
    public static let dark = RGBColour(red: 0x1E, green: 0x1E, blue: 0x1E)
    /// WCAG 2.2's least thickness, on the frame's side.
    public static let outerWidth = 2.0
    /// The other tone's, inside it: as thick, so that on a photo of the outer tone's colour
    /// (white on an empty slot) the ring is still 2 px that change.
    public static let innerWidth = 2.0
    public static var width: Double { outerWidth + innerWidth }
    /// What "stands out" means: WCAG's least contrast for non-text.
    public static let leastContrast = 3.0

    public init(frame: RGBColour) {
        let lightFirst = Self.light.contrast(with: frame) >= Self.dark.contrast(with: frame)
        (outer, inner) = lightFirst ? (Self.light, Self.dark) : (Self.dark, Self.light)
    }
}
