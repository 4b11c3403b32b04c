/// Where a photo draws the eye, as a small grid over the upright photo: each cell's share
/// of the edges, skin tones and strong colours found in it, the three cues libvips'
/// `smartcrop --interesting attention` and smartcrop.js weigh. Measured once from a small
/// copy of the decoded photo; the default crop keeps as much of it as the cell allows.
public struct AttentionMap: Hashable, Sendable {
    public let columns: Int
    public let rows: Int
    /// Row by row, each cell's attention, never negative.
    public let weights: [Float]
    /// The faces found in the photo, each a box in fractions of the upright photo (0 to 1 on
    /// each axis): the default crop keeps them whole before any other attention, the largest
    /// first where the cell cannot hold them all (`Framing.following`).
    public let faces: [Rect]

    /// Nil where the weights do not fill the grid or one is negative or not a number. Faces
    /// are kept to the photo; one with no area there, or not a number, is left out.
    public init?(columns: Int, rows: Int, weights: [Float], faces: [Rect] = []) {
        guard columns > 0, rows > 0, weights.count == columns * rows, weights.allSatisfy({ $0.isFinite && $0 >= 0 }) else {
            return nil
        }
        self.columns = columns
        self.rows = rows
        self.weights = weights
        self.faces = faces.compactMap(Self.insidePhoto)
    }

    /// The same map with the faces a detector found in the photo.
    public func with(faces: [Rect]) -> AttentionMap {
        AttentionMap(columns: columns, rows: rows, weights: weights, faces: faces)!
    }

    private static func insidePhoto(_ face: Rect) -> Rect? {
        guard [face.x, face.y, face.width, face.height].allSatisfy(\.isFinite) else { return nil }
        let x = max(0, face.x), y = max(0, face.y), maxX = min(1, face.maxX), maxY = min(1, face.maxY)
        return maxX > x && maxY > y ? Rect(x: x, y: y, width: maxX - x, height: maxY - y) : nil
    }

    /// Cells on the map's longer side: a panorama's subject a twentieth of its width still spans three.
    public static let cellsOnLongSide = 64
    /// The longer side, in pixels, of the copy the map is measured on: smartcrop.js's
    /// working size, where an edge is a feature of the subject rather than of its texture.
    public static let measuredSide = 256

    /// Measures packed 8-bit RGB rows (`stride` bytes apart) of an upright photo, best
    /// about `measuredSide` pixels on its longer side. Nil for an empty picture or rows too short.
    public init?(measuring rgb: [UInt8], width: Int, height: Int, stride: Int) {
        guard width > 0, height > 0, stride >= width * 3, rgb.count >= stride * (height - 1) + width * 3 else { return nil }
        let long = max(width, height)
        let columns = max(1, min(width, (Self.cellsOnLongSide * width + long / 2) / long))
        let rows = max(1, min(height, (Self.cellsOnLongSide * height + long / 2) / long))
        // Whole numbers (Rec. 709's weights in 256ths), so a flat picture's edges are exactly nothing.
        var luminance = [Int32](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                let at = y * stride + x * 3
                luminance[y * width + x] = 54 * Int32(rgb[at]) + 183 * Int32(rgb[at + 1]) + 19 * Int32(rgb[at + 2])
            }
        }
        var weights = [Float](repeating: 0, count: columns * rows)
        for y in 0..<height {
            let row = (y * rows) / height
            for x in 0..<width {
                let at = y * stride + x * 3
                let cue = Self.cue(red: rgb[at], green: rgb[at + 1], blue: rgb[at + 2],
                                   edge: Self.edge(luminance, x: x, y: y, width: width, height: height))
                weights[row * columns + (x * columns) / width] += cue
            }
        }
        // A cell's attention is its pixels' mean cue, squared: a dense subject outweighs the
        // same cues spread thin over a wide sky or a field of petals (bench/subjects: with
        // the mean alone, a tall photo's flower at its foot lost to its petals above).
        // Pixel x lies in column x * columns / width, so column k holds the x from
        // ceil(k * width / columns) up to the next column's first.
        func counts(_ cells: Int, over pixels: Int) -> [Float] {
            (0..<cells).map { Float(((($0 + 1) * pixels + cells - 1) / cells) - (($0 * pixels + cells - 1) / cells)) }
        }
        let columnCounts = counts(columns, over: width), rowCounts = counts(rows, over: height)
        for index in weights.indices {
            let mean = weights[index] / (columnCounts[index % columns] * rowCounts[index / columns])
            weights[index] = mean * mean
        }
        self.init(columns: columns, rows: rows, weights: weights)
    }

    /// The map of the photo turned by `quarterTurns` clockwise, as `Framing` turns it.
    public func turned(_ quarterTurns: Int) -> AttentionMap {
        let turns = ((quarterTurns % 4) + 4) % 4
        guard turns != 0 else { return self }
        let (newColumns, newRows) = turns == 2 ? (columns, rows) : (rows, columns)
        var turned = [Float](repeating: 0, count: weights.count)
        for row in 0..<newRows {
            for column in 0..<newColumns {
                // Where the turned cell comes from, as `Framing.uprightPoint` maps a point.
                let (x, y) = switch turns {
                case 1: (row, rows - 1 - column)
                case 2: (columns - 1 - column, rows - 1 - row)
                default: (columns - 1 - row, column)
                }
                turned[row * newColumns + column] = weights[y * columns + x]
            }
        }
        // A face's box goes where its corners go: (x, y) of the upright photo lies at
        // (1 - y, x) once turned a quarter clockwise.
        let faces = faces.map { face in
            switch turns {
            case 1: Rect(x: 1 - face.maxY, y: face.x, width: face.height, height: face.width)
            case 2: Rect(x: 1 - face.maxX, y: 1 - face.maxY, width: face.width, height: face.height)
            default: Rect(x: face.y, y: 1 - face.maxX, width: face.height, height: face.width)
            }
        }
        return AttentionMap(columns: newColumns, rows: newRows, weights: turned, faces: faces)!
    }

    /// The share of the photo's attention inside `rect` of the upright photo, `photo` large;
    /// for a map holding none, the share of its area.
    public func share(in rect: Rect, of photo: Size) -> Double {
        guard photo.width > 0, photo.height > 0 else { return 0 }
        let cellWidth = photo.width / Double(columns), cellHeight = photo.height / Double(rows)
        var inside = 0.0, total = 0.0
        for row in 0..<rows {
            let down = min(rect.maxY, Double(row + 1) * cellHeight) - max(rect.y, Double(row) * cellHeight)
            for column in 0..<columns {
                let weight = Double(weights[row * columns + column])
                total += weight
                let across = min(rect.maxX, Double(column + 1) * cellWidth) - max(rect.x, Double(column) * cellWidth)
                if across > 0, down > 0 { inside += weight * across * down / (cellWidth * cellHeight) }
            }
        }
        guard total > 0 else {
            return max(0, min(rect.maxX, photo.width) - max(rect.x, 0)) * max(0, min(rect.maxY, photo.height) - max(rect.y, 0))
                / (photo.width * photo.height)
        }
        return inside / total
    }

    /// The attention along one axis: each column's (`alongWidth`) or each row's sum.
    func profile(alongWidth: Bool) -> [Double] {
        alongWidth
            ? (0..<columns).map { column in (0..<rows).reduce(0) { $0 + Double(weights[$1 * columns + column]) } }
            : (0..<rows).map { row in weights[row * columns..<(row + 1) * columns].reduce(0) { $0 + Double($1) } }
    }

    // smartcrop.js's weights: skin counts most, a strong colour least; an edge is the
    // detail every photo has and sets the scale.
    static let skinWeight: Float = 1.8
    static let saturationWeight: Float = 0.3

    /// One pixel's attention: its edge strength, how much it looks like skin, how strongly coloured it is.
    static func cue(red: UInt8, green: UInt8, blue: UInt8, edge: Float) -> Float {
        let r = Float(red) / 255, g = Float(green) / 255, b = Float(blue) / 255
        let lightness = (max(r, g, b) + min(r, g, b)) / 2
        return edge + skinWeight * skin(r, g, b, lightness: lightness) + saturationWeight * saturation(r, g, b, lightness: lightness)
    }

    /// Absolute Laplacian of the luminance, edges repeated outward, scaled so a hard
    /// black-white edge counts as much as a pixel of skin.
    static func edge(_ luminance: [Int32], x: Int, y: Int, width: Int, height: Int) -> Float {
        let centre = luminance[y * width + x]
        let left = luminance[y * width + max(0, x - 1)], right = luminance[y * width + min(width - 1, x + 1)]
        let up = luminance[max(0, y - 1) * width + x], down = luminance[min(height - 1, y + 1) * width + x]
        return min(1, Float(abs(4 * centre - left - right - up - down)) / (255 * 256))
    }

    /// The skin tone smartcrop.js looks for, as a direction in RGB: a colour's likeness is
    /// how close its own direction comes, counted above 0.8 and in light that shows it.
    static let skinDirection: (Float, Float, Float) = {
        let (r, g, b): (Float, Float, Float) = (0.78, 0.57, 0.44)
        let length = (r * r + g * g + b * b).squareRoot()
        return (r / length, g / length, b / length)
    }()

    static func skin(_ r: Float, _ g: Float, _ b: Float, lightness: Float) -> Float {
        let length = (r * r + g * g + b * b).squareRoot()
        guard length > 0, (0.2...0.95).contains(lightness) else { return 0 }
        let dr = r / length - skinDirection.0, dg = g / length - skinDirection.1, db = b / length - skinDirection.2
        let likeness = 1 - (dr * dr + dg * dg + db * db).squareRoot()
        return likeness > 0.8 ? (likeness - 0.8) / 0.2 : 0
    }

    /// HSL saturation above 0.4, counted where the colour is neither near black nor near white.
    static func saturation(_ r: Float, _ g: Float, _ b: Float, lightness: Float) -> Float {
        let spread = max(r, g, b) - min(r, g, b)
        guard spread > 0, (0.05...0.9).contains(lightness) else { return 0 }
        let saturation = spread / (1 - abs(2 * lightness - 1))
        return saturation > 0.4 ? min(1, (saturation - 0.4) / 0.6) : 0
    }
}
