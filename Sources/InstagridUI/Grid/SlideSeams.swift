import InstagridModel
import InstagridRender

/// Where a picture several slides wide will be cut: a line at each seam, in dashes of a
/// dark and a light tone so that it shows over any photo and any frame colour. Only the
/// window draws it; the slides themselves meet without it.
enum SlideSeams {
    static let width = 2.0
    static let dash = 6.0
    static let dark = RGBA(hex: 0x202020)
    static let light = RGBA(hex: 0xFFFFFF)

    /// `seams`: fractions of the picture's width (`Collage.seams`); `size`: the picture's.
    static func draw(_ canvas: Canvas, seams: [Double], in size: Size) {
        for seam in seams {
            // On whole pixels, as the slides are cut.
            let x = (seam * size.width).rounded() - width / 2
            var y = 0.0, tone = 0
            while y < size.height {
                canvas.fill(Rect(x: x, y: y, width: width, height: min(dash, size.height - y)), tone % 2 == 0 ? dark : light)
                y += dash
                tone += 1
            }
        }
    }
}
