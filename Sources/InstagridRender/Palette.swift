/// The design's sRGB colours, as Cairo wants them (0...1).
public struct RGBA: Equatable, Sendable {
    public let red: Double, green: Double, blue: Double, alpha: Double

    public init(hex: UInt32, alpha: Double = 1) {
        red = Double(hex >> 16 & 0xFF) / 255
        green = Double(hex >> 8 & 0xFF) / 255
        blue = Double(hex & 0xFF) / 255
        self.alpha = alpha
    }
}

public enum Palette {
    public static let emptySlot = RGBA(hex: 0xFFFFFF)
    public static let plus = RGBA(hex: 0x4E91B8)
    /// Over a slot whose photo is decoding.
    public static let busyVeil = RGBA(hex: 0xFFFFFF, alpha: 0.6)
    /// Under a lifted photo, in layers that add up to a soft edge.
    public static let liftShadow = RGBA(hex: 0x000000, alpha: 0.06)
    /// A slot whose photo's file is gone, and its "no entry" sign.
    public static let missingSlot = RGBA(hex: 0xE4E4E4)
    public static let missingSign = RGBA(hex: 0x8A8A8A)
}
