import InstagridModel
import InstagridRender

/// What shows through a picture with no background: the grey squares image editors show
/// for transparency, so "none" reads as none, not as white.
enum Checkerboard {
    static let square = 8.0
    static let light = RGBA(hex: 0xFFFFFF)
    static let dark = RGBA(hex: 0xCCCCCC)

    static func draw(_ canvas: Canvas, in rect: Rect) {
        canvas.fill(rect, light)
        var row = 0
        var y = rect.y
        while y < rect.maxY {
            var x = rect.x + (row % 2 == 0 ? 0 : square)
            while x < rect.maxX {
                canvas.fill(Rect(x: x, y: y, width: min(square, rect.maxX - x), height: min(square, rect.maxY - y)), dark)
                x += 2 * square
            }
            y += square
            row += 1
        }
    }
}
