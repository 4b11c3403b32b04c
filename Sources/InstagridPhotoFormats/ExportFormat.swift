/// The exported picture's file format, chosen by the output's extension.
public enum ExportFormat: String, Sendable, CaseIterable {
    case png, jpeg

    public init?(path: String) {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
        switch name[name.index(after: dot)...].lowercased() {
        case "png": self = .png
        case "jpg", "jpeg": self = .jpeg
        default: return nil
        }
    }

    public static let defaultJPEGQuality = 92
    public static let defaultSide = 2048
}
