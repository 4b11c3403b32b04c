import Glibc

/// What lies under words, as their aid is chosen by it: the relative luminance of each pixel
/// of a small copy of the picture without words, row by row.
public struct Underlay: Sendable {
    public let width: Int
    public let height: Int
    public let luminances: [Double]

    public init(width: Int, height: Int, luminances: [Double]) {
        precondition(width >= 0 && height >= 0 && luminances.count == width * height, "one luminance a pixel")
        self.width = width
        self.height = height
        self.luminances = luminances
    }

    /// The largest share of pixels standing less than `contrast` apart from `luminance`, in
    /// any stretch as wide as the underlay is high: a letter or two, which one bright blade of
    /// grass under them is enough to hide, however clear the rest is.
    public func worstShortfall(from luminance: Double, below contrast: Double) -> Double {
        guard width > 0, height > 0 else { return 0 }
        let short = luminances.map { RGBColour.contrast(luminance, $0) < contrast ? 1 : 0 }
        var columns = [Int](repeating: 0, count: width)
        for y in 0..<height { for x in 0..<width { columns[x] += short[y * width + x] } }
        let stretch = min(width, height)
        var inStretch = columns[0..<stretch].reduce(0, +)
        var worst = inStretch
        for x in stretch..<width {
            inStretch += columns[x] - columns[x - stretch]
            worst = max(worst, inStretch)
        }
        return Double(worst) / Double(stretch * height)
    }

    /// How much light changes from a pixel to the next, on average, in CIE lightness (0 to 1):
    /// grass, wood or rain drops, whose edges cut through letters, against a sky.
    public var busyness: Double {
        func lightness(_ y: Double) -> Double { y > 216.0 / 24389 ? 1.16 * pow(y, 1.0 / 3) - 0.16 : y * 24389 / 2700 }
        let light = luminances.map(lightness)
        var change = 0.0, pairs = 0
        for y in 0..<height {
            for x in 0..<width {
                let here = light[y * width + x]
                if x + 1 < width { change += abs(light[y * width + x + 1] - here); pairs += 1 }
                if y + 1 < height { change += abs(light[(y + 1) * width + x] - here); pairs += 1 }
            }
        }
        return pairs == 0 ? 0 : change / Double(pairs)
    }
}
