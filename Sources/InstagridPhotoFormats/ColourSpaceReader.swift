/// Finds what a photo file declares about its colours, by the file's own signature
/// (never its name): JPEG, PNG, WebP, HEIF and AVIF. Any bytes give an answer, and
/// nothing is read outside them.
public enum ColourSpaceReader {
    /// Nil when the file declares nothing, or is of a format read here for nothing
    /// (TIFF's profile comes from gdk-pixbuf's loader).
    public static func declared(in bytes: UnsafeRawBufferPointer) -> DeclaredColourSpace? {
        if bytes.count >= 3, bytes[0] == 0xFF, bytes[1] == 0xD8, bytes[2] == 0xFF { return JPEGColourSpace.declared(in: bytes) }
        if bytes.starts(with: PNGColourSpace.signature) { return PNGColourSpace.declared(in: bytes) }
        if WebPColourSpace.isWebP(bytes) { return WebPColourSpace.declared(in: bytes) }
        if HEIFColourSpace.format(bytes) != nil { return HEIFColourSpace.declared(in: bytes) }
        return nil
    }

    public static func declared(in bytes: [UInt8]) -> DeclaredColourSpace? {
        bytes.withUnsafeBytes { declared(in: $0) }
    }

    /// "HEIC" or "AVIF" when the bytes start as such a file does: what a missing loader
    /// would have read.
    public static func heifFormat(_ head: [UInt8]) -> String? {
        head.withUnsafeBytes { HEIFColourSpace.format($0) }
    }
}
