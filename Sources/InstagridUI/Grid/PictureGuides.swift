import InstagridModel
import InstagridRender

/// What the window draws over the picture and the picture does not have: a line where its
/// slides will be cut, and in a story the bands the story apps cover with their buttons,
/// dimmed. Lines are dashes of a dark and a light tone, so that they show over any photo
/// and any frame colour.
enum PictureGuides {
    static let width = 2.0
    static let dash = 6.0
    static let dark = RGBA(hex: 0x202020)
    static let light = RGBA(hex: 0xFFFFFF)
    static let dimmed = RGBA(hex: 0x000000, alpha: 0.35)

    /// `seams`: fractions of the picture's width (`Collage.seams`); `size`: the picture's.
    static func drawSeams(_ canvas: Canvas, seams: [Double], in size: Size) {
        for seam in seams {
            // On whole pixels, as the slides are cut.
            dashes(canvas, across: (seam * size.width).rounded(), length: size.height, vertical: true)
        }
    }

    /// `bands` dimmed, with a line along the edge of each that faces the picture's middle.
    static func drawBands(_ canvas: Canvas, _ bands: StoryBands, in size: Size) {
        let rects = bands.rects(in: size)
        for band in rects { canvas.fill(band, dimmed) }
        dashes(canvas, across: rects[0].maxY.rounded(), length: size.width, vertical: false)
        dashes(canvas, across: rects[1].y.rounded(), length: size.width, vertical: false)
    }

    /// A dashed line `length` long, centred on `position` across it, from the picture's edge.
    private static func dashes(_ canvas: Canvas, across position: Double, length: Double, vertical: Bool) {
        var along = 0.0, tone = 0
        while along < length {
            let run = min(dash, length - along), side = position - width / 2
            canvas.fill(vertical ? Rect(x: side, y: along, width: width, height: run) : Rect(x: along, y: side, width: run, height: width),
                        tone % 2 == 0 ? dark : light)
            along += dash
            tone += 1
        }
    }
}
