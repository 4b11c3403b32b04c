import Foundation

/// Photos of drawn faces (a cartoon: hair, skin, eyes, nose, a smile), for the face search:
/// dlib's detector finds them as it finds a photographed face, and a test knows where they are.
public enum DrawnFaces {
    /// What lies behind the faces.
    public enum Ground {
        /// Flat grey: nothing else draws the eye.
        case plain
        /// Thin saturated stripes between black and white, strong edges and colours everywhere:
        /// the wallpaper that outweighs a person in an attention map.
        case busy
    }

    /// A face drawn in the square `side` pixels wide whose top-left corner is `at`; the face
    /// itself (hair to chin, ear to ear) is the box `box(side:at:)` gives.
    public struct Face {
        public let x: Int, y: Int, side: Int

        public init(x: Int, y: Int, side: Int) {
            self.x = x
            self.y = y
            self.side = side
        }

        /// Hair to chin, ear to ear, in the photo's pixels.
        public var box: (x: Double, y: Double, width: Double, height: Double) {
            let unit = Double(side) / 400
            return (Double(x) + 100 * unit, Double(y) + 60 * unit, 200 * unit, 240 * unit)
        }
    }

    @discardableResult
    public static func write(_ path: String, width: Int, height: Int, faces: [Face], ground: Ground = .plain) -> String {
        TestPhotos.write(path, width: width, height: height) { x, y in
            for face in faces where x >= face.x && y >= face.y && x < face.x + face.side && y < face.y + face.side {
                let scale = 400 / Double(face.side)
                if let colour = cartoon(Double(x - face.x) * scale, Double(y - face.y) * scale) { return colour }
            }
            return backdrop(x, y, ground)
        }
    }

    private static func backdrop(_ x: Int, _ y: Int, _ ground: Ground) -> Color {
        switch ground {
        case .plain: return Color(0x808080)
        case .busy: return [Color(0xE02020), Color(0xFFFFFF), Color(0x2040E0), Color(0x000000), Color(0xF0D000)][((x + 2 * y) / 5) % 5]
        }
    }

    /// The cartoon in a 400 × 400 square; nil where the backdrop shows.
    private static func cartoon(_ x: Double, _ y: Double) -> Color? {
        func inEllipse(_ cx: Double, _ cy: Double, _ rx: Double, _ ry: Double) -> Double {
            ((x - cx) / rx) * ((x - cx) / rx) + ((y - cy) / ry) * ((y - cy) / ry)
        }
        // The hair over the top of the head, drawn last.
        if y <= 115, inEllipse(200, 115, 100, 55) <= 1 { return Color(0x5A3C1E) }
        let head = inEllipse(200, 195, 90, 105)
        guard head <= 1 else { return nil }
        if head >= 0.92 { return Color(0x3C281E) }
        if inEllipse(165, 162, 15, 12) <= 1 || inEllipse(235, 162, 15, 12) <= 1 { return Color(0x282828) }
        if nearNose(x, y) { return Color(0x784632) }
        let smile = inEllipse(200, 240, 45, 30).squareRoot(), angle = atan2(y - 240, x - 200) * 180 / .pi
        if abs(smile - 1) <= 0.08, angle >= 20, angle <= 160 { return Color(0x961E1E) }
        return Color(0xF5CDAA)
    }

    private static func nearNose(_ x: Double, _ y: Double) -> Bool {
        let points = [(200.0, 180.0), (192.0, 225.0), (206.0, 228.0)]
        return zip(points, points.dropFirst()).contains { start, end in
            let (dx, dy) = (end.0 - start.0, end.1 - start.1)
            let along = max(0, min(1, ((x - start.0) * dx + (y - start.1) * dy) / (dx * dx + dy * dy)))
            let (px, py) = (start.0 + along * dx - x, start.1 + along * dy - y)
            return px * px + py * py <= 4
        }
    }
}
