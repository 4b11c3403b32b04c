import InstagridModel

/// A background as the `background` action's words name it, and as its state says it: GTK
/// marks the popover's button whose target is the state ("frame", "none", "photo", or a
/// gradient as the command line writes it).
enum BackgroundWords {
    static let frame = "frame", none = "none", photo = "photo", blurred = "blurred", sharp = "sharp"

    static func words(for background: Background) -> String {
        switch background {
        case .frameColour: frame
        case .none: none
        case .image: photo
        case let .gradient(from, to, degrees): gradient(from: from, to: to, degrees: degrees)
        }
    }

    static func gradient(from: RGBColour, to: RGBColour, degrees: Double) -> String {
        let angle = degrees == degrees.rounded() ? "\(Int(degrees))" : "\(degrees)"
        return "gradient:\(from),\(to),\(angle)"
    }

    /// The gradients the popover offers, top to bottom: the design's blues, then a few of
    /// two colours that go with most photos.
    static let gradients: [(from: RGBColour, to: RGBColour)] = [
        (Looks.seed.frameColour, RGBColour(red: 0xB7, green: 0xD7, blue: 0xE5)),
        (RGBColour(red: 0xFF, green: 0x88, blue: 0x00), RGBColour(red: 0x20, green: 0x40, blue: 0xA0)),
        (RGBColour(red: 0xE6, green: 0x64, blue: 0x65), RGBColour(red: 0x91, green: 0x98, blue: 0xE5)),
        (RGBColour(red: 0x0F, green: 0x20, blue: 0x27), RGBColour(red: 0x2C, green: 0x53, blue: 0x64)),
    ]
}
