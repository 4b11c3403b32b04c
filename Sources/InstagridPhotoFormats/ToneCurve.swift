/// How stored numbers map to light.
public enum ToneCurve: Equatable, Sendable {
    /// sRGB's own curve (IEC 61966-2-1).
    case sRGB
    /// BT.709's, inverted: what video and some HEIF files declare.
    case bt709
    /// A pure power: light = value^exponent (PNG's gAMA holds 1/exponent).
    case power(Double)
}
