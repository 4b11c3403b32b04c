/// A white point and three primaries: what an RGB colour space's numbers point at.
public struct Chromaticities: Equatable, Sendable {
    public let white: Chromaticity, red: Chromaticity, green: Chromaticity, blue: Chromaticity

    public init(white: Chromaticity, red: Chromaticity, green: Chromaticity, blue: Chromaticity) {
        (self.white, self.red, self.green, self.blue) = (white, red, green, blue)
    }

    public static let sRGB = Chromaticities(white: .init(x: 0.3127, y: 0.3290), red: .init(x: 0.64, y: 0.33),
                                            green: .init(x: 0.30, y: 0.60), blue: .init(x: 0.15, y: 0.06))
    /// Display P3, what phones shoot (SMPTE EG 432-1: DCI-P3's primaries, D65 white).
    public static let displayP3 = Chromaticities(white: .init(x: 0.3127, y: 0.3290), red: .init(x: 0.680, y: 0.320),
                                                 green: .init(x: 0.265, y: 0.690), blue: .init(x: 0.150, y: 0.060))
    public static let bt2020 = Chromaticities(white: .init(x: 0.3127, y: 0.3290), red: .init(x: 0.708, y: 0.292),
                                              green: .init(x: 0.170, y: 0.797), blue: .init(x: 0.131, y: 0.046))

    /// Whether every point is within `tolerance` of `other`'s (PNG's cHRM rounds to 1/100000).
    public func isClose(to other: Chromaticities, tolerance: Double = 0.0005) -> Bool {
        zip([white, red, green, blue], [other.white, other.red, other.green, other.blue]).allSatisfy {
            abs($0.x - $1.x) <= tolerance && abs($0.y - $1.y) <= tolerance
        }
    }
}
