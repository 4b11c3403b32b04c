import InstagridModel

/// The exported picture's file format, chosen by the output's extension: a raster
/// picture, or a PDF page for printing (the frame as vectors, the photos embedded).
public enum ExportFormat: String, Sendable, CaseIterable {
    case png, jpeg, webp, pdf

    public init?(path: LocalPath) {
        // The extension is ASCII: bytes that are not UTF-8 before it do not matter.
        let name = path.lastComponent.description
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
        switch name[name.index(after: dot)...].lowercased() {
        case "png": self = .png
        case "jpg", "jpeg": self = .jpeg
        case "webp": self = .webp
        case "pdf": self = .pdf
        default: return nil
        }
    }

    /// JPEG's and WebP's (lossy) quality, 1 to 100.
    public static let defaultJPEGQuality = 92
    public static let defaultSide = 2048
    /// What a photo print wants: the photos in a PDF are embedded at this resolution, no finer.
    public static let defaultDPI = 300
    public static let dpiRange = 72...1200
}
