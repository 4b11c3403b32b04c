import CGtk
import InstagridModel

/// Draws the collage's text items over its cells, each where it belongs: a title or free
/// text in the picture, a caption in its cell, following the cell wherever it goes.
public enum TextPainter {
    /// Each shown item's box in the picture (where its lines are drawn), by id, as
    /// `WordsPlacement` places them: what the window hits, snaps and names for screen readers.
    public static func frames(of texts: [TextItem], in grid: GridGeometry, slides: Int = 1) -> [(id: Int, frame: Rect)] {
        placements(of: texts, in: grid, slides: slides).map { ($0.id, $0.frame) }
    }

    /// The items placed, as every picture of that size draws them.
    public static func placements(of texts: [TextItem], in grid: GridGeometry, slides: Int = 1) -> [WordsPlacement.Placed] {
        guard let probe = CairoImage(width: 1, height: 1, hasAlpha: false) else { return [] }
        var placed: [WordsPlacement.Placed] = []
        probe.draw { canvas in placed = laidOut(texts, in: grid, slides: slides, on: canvas.cr).map(\.placed) }
        return placed
    }

    /// Draws `texts` over a picture `grid` lays out, `slides` slides wide, framed in `frameColour`;
    /// `underlay` tells what lies under a box, for `.automatic` aids.
    static func draw(_ texts: [TextItem], on canvas: Canvas, grid: GridGeometry, slides: Int, frameColour: RGBColour,
                     underlay: (Rect) -> Underlay) {
        let cr = canvas.cr
        cairo_save(cr)
        // Nothing drawn past the picture, however long the text.
        cairo_rectangle(cr, 0, 0, grid.size.width, grid.size.height)
        cairo_clip(cr)
        for (item, placed, layout) in laidOut(texts, in: grid, slides: slides, on: cr) {
            cairo_save(cr)
            cairo_translate(cr, placed.frame.x - layout.box.x, placed.frame.y - layout.box.y)
            let legibility = item.style.legibility == .automatic
                ? LegibilityChoice.aid(for: item.style.colour, over: underlay(placed.frame)) : item.style.legibility
            drawLegibility(legibility, layout, fontSize: placed.fontSize, on: canvas,
                           bandColour: LegibilityChoice.bandColour(for: item.style.colour, frame: frameColour))
            canvas.setColor(RGBA(hex: item.style.colour.hexValue))
            cairo_move_to(cr, 0, 0)
            layout.show(on: cr)
            cairo_restore(cr)
        }
        cairo_restore(cr)
    }

    /// The items placed and each one's layout as placed: the last Pango made for it, at the
    /// size, width and height the placement settled on, so drawing lays nothing out again.
    private static func laidOut(_ texts: [TextItem], in grid: GridGeometry, slides: Int, on cr: OpaquePointer)
        -> [(item: TextItem, placed: WordsPlacement.Placed, layout: TextLayout)] {
        var layouts: [Int: (item: TextItem, layout: TextLayout)] = [:]
        let placed = WordsPlacement.place(texts, in: grid, slides: slides) { item, request in
            let layout = TextLayout(item, on: cr, request)
            layouts[item.id] = (item, layout)
            return WordsPlacement.Lines(size: layout.box.size, clipped: layout.isClipped, letters: layout.letters)
        }
        return placed.compactMap { placed in layouts[placed.id].map { ($0.item, placed, $0.layout) } }
    }

    /// What keeps the letters readable over a photo, drawn under them as shapes (never text,
    /// so a PDF's text is the words once).
    private static func drawLegibility(_ legibility: TextStyle.Legibility, _ layout: TextLayout, fontSize: Double, on canvas: Canvas,
                                       bandColour: RGBColour) {
        let cr = canvas.cr
        switch legibility {
        case .none, .automatic:
            return
        case .band:
            let pad = fontSize * 0.3
            let box = layout.box
            canvas.roundedRectangle(Rect(x: box.x - pad, y: box.y - pad / 2, width: box.width + 2 * pad, height: box.height + pad),
                                    radius: fontSize * 0.25)
            canvas.setColor(RGBA(hex: bandColour.hexValue, alpha: bandOpacity))
            cairo_fill(cr)
        case .outline:
            cairo_move_to(cr, 0, 0)
            layout.appendPath(to: cr)
            canvas.setColor(RGBA(hex: 0x000000, alpha: 0.85))
            cairo_set_line_width(cr, fontSize * 0.1)
            cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
            cairo_stroke(cr)
        case .shadow:
            // Soft: the letters' shapes a few times around the shadow's place, each faint. The
            // shapes are filled once, into a group the size of the words, and that is laid down
            // nine times: a long text costs its glyphs twice, not ten times.
            let drop = fontSize * 0.05, spread = fontSize * 0.03
            // Where the glyphs' ink lies (a script face's swash reaches past the lines' box).
            let ink = layout.ink
            cairo_save(cr)
            cairo_rectangle(cr, ink.x - 1, ink.y - 1, ink.width + 2, ink.height + 2)
            cairo_clip(cr)
            cairo_push_group(cr)
            cairo_move_to(cr, 0, 0)
            layout.appendPath(to: cr)
            canvas.setColor(RGBA(hex: 0x000000))
            cairo_fill(cr)
            let shape = cairo_pop_group(cr)
            cairo_restore(cr)
            for dx in -1...1 {
                for dy in -1...1 {
                    cairo_save(cr)
                    cairo_translate(cr, drop + Double(dx) * spread, drop + Double(dy) * spread)
                    cairo_set_source(cr, shape)
                    cairo_paint_with_alpha(cr, shadowOpacity)
                    cairo_restore(cr)
                }
            }
            cairo_pattern_destroy(shape)
        }
    }

    static let bandOpacity = 0.9
    static let shadowOpacity = 0.14
}
