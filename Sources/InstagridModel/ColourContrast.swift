import Glibc

/// WCAG 2.x's measures of how far two colours stand apart: what the focus ring and the
/// words' legibility aid are chosen by.
extension RGBColour {
    /// WCAG 2.x relative luminance of this sRGB colour, 0 (black) to 1 (white).
    public var relativeLuminance: Double {
        Self.linear(red) * 0.2126 + Self.linear(green) * 0.7152 + Self.linear(blue) * 0.0722
    }

    /// WCAG 2.x contrast ratio with `other`, 1 (the same) to 21 (black on white).
    public func contrast(with other: RGBColour) -> Double {
        Self.contrast(relativeLuminance, other.relativeLuminance)
    }

    /// The contrast ratio of two relative luminances.
    public static func contrast(_ a: Double, _ b: Double) -> Double {
        (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// An sRGB byte's light, linear, 0 to 1.
    public static func linear(_ byte: UInt8) -> Double {
        let value = Double(byte) / 255
        return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
    }
}
