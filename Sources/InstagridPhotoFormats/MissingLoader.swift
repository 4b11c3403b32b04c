/// Formats gdk-pixbuf reads only through a loader Debian packages apart: when a file of
/// one is not read, the person can be told which package would read it.
public struct MissingLoader: Equatable, Sendable {
    /// The format's everyday name ("HEIC").
    public let format: String
    /// The Debian package whose loader reads it.
    public let package: String

    /// The loader a file starting with `head` needs, nil for a format gdk-pixbuf reads itself or none knows.
    public static func forFile(head: [UInt8]) -> MissingLoader? {
        if let heif = ColourSpaceReader.heifFormat(head) { return MissingLoader(format: heif, package: "heif-gdk-pixbuf") }
        let isWebP = head.withUnsafeBytes { WebPColourSpace.isWebP($0) }
        if isWebP { return MissingLoader(format: "WebP", package: "webp-pixbuf-loader") }
        // A bare JPEG XL codestream, or the container's signature box.
        let jxlBox: [UInt8] = [0, 0, 0, 0x0C, 0x4A, 0x58, 0x4C, 0x20, 0x0D, 0x0A, 0x87, 0x0A]
        if head.starts(with: [0xFF, 0x0A]) || head.starts(with: jxlBox) {
            return MissingLoader(format: "JPEG XL", package: "libjxl-gdk-pixbuf")
        }
        return nil
    }
}
