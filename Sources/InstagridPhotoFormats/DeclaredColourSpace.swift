/// What a photo file says about the colour space its pixel numbers are in, before any
/// of it is interpreted: the decoder turns this into a conversion to sRGB, or none.
public enum DeclaredColourSpace: Equatable, Sendable {
    /// An ICC profile, whole (its header checked by `ICCProfileHeader`).
    case iccProfile([UInt8])
    /// A PNG's iCCP profile, still zlib-compressed as the chunk holds it.
    case compressedICCProfile([UInt8])
    /// The numbers are sRGB already (PNG's sRGB chunk, an nclx box naming BT.709 primaries).
    case sRGB
    /// Primaries and a tone curve given as numbers (PNG's cHRM and gAMA, HEIF's nclx box).
    case primaries(Chromaticities, ToneCurve)
    /// A profile is there but cannot be used (cut short, a chunk missing): the photo is
    /// shown as sRGB, and this says why.
    case unusable(String)
}
