import CGtk
import Glibc
import InstagridModel

/// Paints what lies behind the cells: the frame colour, a gradient, the user's photo
/// (filling the picture, blurred or sharp), or nothing, leaving the picture transparent.
enum BackgroundPainter {
    static func paint(_ background: Background, frameColour: RGBColour, image: DecodedPhoto?, on canvas: Canvas, size: Size) {
        let whole = Rect(x: 0, y: 0, width: size.width, height: size.height)
        switch background {
        case .frameColour:
            canvas.fill(whole, RGBA(hex: frameColour.hexValue))
        case .none:
            return
        case let .gradient(from, to, degrees):
            paintGradient(from: from, to: to, degrees: degrees, on: canvas, size: size)
        case let .image(_, blurred):
            // Until the photo is read (or if it cannot be), the frame colour stands in.
            guard let image else { return canvas.fill(whole, RGBA(hex: frameColour.hexValue)) }
            if blurred {
                CollageRenderer.drawBlurred(canvas, image, turns: 0, in: whole, frameColour: frameColour)
            } else {
                CollageRenderer.drawFramed(canvas, image, .fill, in: whole, frameColour: frameColour)
            }
        }
    }

    private static func paintGradient(from: RGBColour, to: RGBColour, degrees: Double, on canvas: Canvas, size: Size) {
        let line = gradientLine(degrees: degrees, in: size)
        guard let pattern = cairo_pattern_create_linear(line.start.x, line.start.y, line.end.x, line.end.y) else { return }
        defer { cairo_pattern_destroy(pattern) }
        for (offset, colour) in [(0.0, from), (1.0, to)] {
            let unit = colour.unit
            cairo_pattern_add_color_stop_rgb(pattern, offset, unit.red, unit.green, unit.blue)
        }
        let cr = canvas.cr
        cairo_save(cr)
        cairo_set_source(cr, pattern)
        cairo_rectangle(cr, 0, 0, size.width, size.height)
        cairo_fill(cr)
        cairo_restore(cr)
    }

    /// Where a gradient at `degrees` (CSS's: 0 runs bottom to top, 90 left to right) starts and
    /// ends in a `size` picture: through the centre and as long as CSS makes it, so each colour
    /// lies exactly in the corner the angle points from or to.
    static func gradientLine(degrees: Double, in size: Size) -> (start: (x: Double, y: Double), end: (x: Double, y: Double)) {
        let radians = degrees * .pi / 180
        let direction = (x: sin(radians), y: -cos(radians))
        let half = (abs(size.width * direction.x) + abs(size.height * direction.y)) / 2
        let centre = (x: size.width / 2, y: size.height / 2)
        return ((centre.x - direction.x * half, centre.y - direction.y * half),
                (centre.x + direction.x * half, centre.y + direction.y * half))
    }
}
