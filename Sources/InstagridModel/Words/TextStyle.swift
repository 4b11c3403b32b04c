/// How a text item looks. Its size is a share of the picture's short side, so a 1024 px
/// and a 4096 px picture look alike; its face is any installed family and style.
public struct TextStyle: Hashable, Sendable {
    public enum Alignment: String, Hashable, Sendable, CaseIterable {
        case left, centre, right
    }

    /// What keeps light text readable over a busy photo.
    public enum Legibility: String, Hashable, Sendable, CaseIterable {
        case none
        /// A dark line around each letter.
        case outline
        /// A soft dark shadow below and right of the letters.
        case shadow
        /// A band of the frame colour behind the lines: the text sits on the frame.
        case band
        /// The shadow or the band, whichever what lies under the words needs (`LegibilityChoice`).
        case automatic
    }

    /// A face as Pango and GTK's font dialogs write it without a size: "Dancing Script Bold".
    public var font: String
    /// The letters' height, in percent of the picture's short side.
    public var size: Double
    public var colour: RGBColour
    public var alignment: Alignment
    public var legibility: Legibility

    public static let sizeRange = 1.0...30.0
    /// The design's script face, which the app carries; the UI's face for the rest.
    public static let scriptFace = "Dancing Script Bold"
    public static let plainFace = "Cantarell"
    public static let white = RGBColour(red: 0xFF, green: 0xFF, blue: 0xFF)

    public init(font: String, size: Double, colour: RGBColour, alignment: Alignment = .centre, legibility: Legibility = .shadow) {
        // A blank face is no face: the plain one, so that every item names one a session can write.
        self.font = font.unicodeScalars.contains { !$0.properties.isWhitespace } ? font : Self.plainFace
        self.size = size.isFinite ? min(max(size, Self.sizeRange.lowerBound), Self.sizeRange.upperBound) : 5
        self.colour = colour
        self.alignment = alignment
        self.legibility = legibility
    }

    /// Legible with no setting touched: white everywhere; a title in the script face on a band
    /// of the frame, a caption and free text in the plain face with the aid the photo under
    /// them needs.
    public static func `default`(for role: TextItem.Role) -> TextStyle {
        switch role {
        case .title: TextStyle(font: scriptFace, size: 8, colour: white, legibility: .band)
        case .caption: TextStyle(font: plainFace, size: 3.5, colour: white, legibility: .automatic)
        case .free: TextStyle(font: plainFace, size: 5, colour: white, legibility: .automatic)
        }
    }
}
