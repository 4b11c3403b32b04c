/// How the picture around the photos looks: the frame's colour, the spacing (one value
/// for the padding around the photos and the gaps between them, equal as in the seed)
/// and the photos' corner radius, both as percentages of the picture's short side; and
/// what fills the picture behind the photos (the frame colour, unless the user chose otherwise).
public struct Looks: Equatable, Sendable {
    public var frameColour: RGBColour
    public var spacing: Double
    public var cornerRadius: Double
    public var background: Background = .frameColour

    public static let spacingRange = 0.0...20.0
    public static let cornerRadiusRange = 0.0...25.0

    /// The seed's: #106698, 15 pt spacing and 2 pt corners on a 300 pt grid.
    public static let seed = Looks(frameColour: RGBColour(red: 0x10, green: 0x66, blue: 0x98),
                                   spacing: 15.0 / 300 * 100, cornerRadius: 2.0 / 300 * 100)

    public init(frameColour: RGBColour, spacing: Double, cornerRadius: Double, background: Background = .frameColour) {
        self.frameColour = frameColour
        self.spacing = spacing
        self.cornerRadius = cornerRadius
        self.background = background
    }

    public enum Invalid: Error, Equatable, CustomStringConvertible {
        case spacing(Double)
        case cornerRadius(Double)
        case gradient(Double)

        public var description: String {
            switch self {
            case let .spacing(value):
                "spacing \(value) % is outside \(Int(Looks.spacingRange.lowerBound))–\(Int(Looks.spacingRange.upperBound)) %"
            case let .cornerRadius(value):
                "corner radius \(value) % is outside \(Int(Looks.cornerRadiusRange.lowerBound))–\(Int(Looks.cornerRadiusRange.upperBound)) %"
            case let .gradient(degrees):
                "a gradient's angle of \(degrees) degrees is outside 0–360"
            }
        }
    }

    /// Looks with checked values: NaN and out-of-range numbers are refused, not clamped.
    public static func validated(frameColour: RGBColour, spacing: Double, cornerRadius: Double,
                                 background: Background = .frameColour) throws -> Looks {
        guard spacingRange.contains(spacing) else { throw Invalid.spacing(spacing) }
        guard cornerRadiusRange.contains(cornerRadius) else { throw Invalid.cornerRadius(cornerRadius) }
        if case let .gradient(_, _, degrees) = background, Background.gradientDegrees(degrees) != degrees { throw Invalid.gradient(degrees) }
        return Looks(frameColour: frameColour, spacing: spacing, cornerRadius: cornerRadius, background: background)
    }
}

/// An opaque 8-bit colour, written as #RRGGBB.
public struct RGBColour: Equatable, Hashable, Sendable, CustomStringConvertible {
    public let red: UInt8, green: UInt8, blue: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// "#RRGGBB" (or "RRGGBB"), case-insensitive; nil for anything else.
    public init?(hex text: String) {
        let digits = text.hasPrefix("#") ? text.dropFirst() : Substring(text)
        guard digits.count == 6, digits.allSatisfy(\.isHexDigit), let value = UInt32(digits, radix: 16) else { return nil }
        self.init(red: UInt8(value >> 16), green: UInt8(value >> 8 & 0xFF), blue: UInt8(value & 0xFF))
    }

    /// The nearest 8-bit colour to one with components in 0...1 (as colour pickers give them).
    public init(unitRed red: Double, green: Double, blue: Double) {
        func byte(_ unit: Double) -> UInt8 { unit.isFinite ? UInt8((min(max(unit, 0), 1) * 255).rounded()) : 0 }
        self.init(red: byte(red), green: byte(green), blue: byte(blue))
    }

    /// The components in 0...1.
    public var unit: (red: Double, green: Double, blue: Double) {
        (Double(red) / 255, Double(green) / 255, Double(blue) / 255)
    }

    public var description: String { "#" + red.hexDigits + green.hexDigits + blue.hexDigits }

    /// 0xRRGGBB.
    public var hexValue: UInt32 { UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue) }
}
