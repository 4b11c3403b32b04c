import InstagridModel
import InstagridRender

/// A gradient's small picture on its button, drawn as the picture draws it.
enum BackgroundSwatch {
    static func draw(_ canvas: Canvas, from: RGBColour, to: RGBColour, width: Double, height: Double) {
        var looks = Looks.seed
        looks.background = .gradient(from: from, to: to, degrees: 180)
        CollageRenderer.drawBackground(canvas, looks: looks, size: Size(width: width, height: height))
    }
}
