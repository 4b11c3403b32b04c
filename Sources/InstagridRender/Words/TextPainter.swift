import CGtk
import InstagridModel

/// Draws the collage's text items over its cells, each where it belongs: a title or free
/// text in the picture, a caption in its cell, following the cell wherever it goes.
public enum TextPainter {
    /// What one item is drawn in: the rectangle its centre is a fraction of, the letters'
    /// size and the width its lines wrap at.
    struct Placement {
        let anchor: Rect
        let fontSize: Double
        let wrapWidth: Double
    }

    /// Lines wrap at this share of what the item belongs to, leaving a margin on each side.
    public static let wrapShare = 0.9

    static func placement(of item: TextItem, in grid: GridGeometry) -> Placement? {
        let picture = Rect(x: 0, y: 0, width: grid.size.width, height: grid.size.height)
        let anchor: Rect
        switch item.role {
        case .title, .free:
            anchor = picture
        case let .caption(slot):
            guard let cell = grid.pixelFrames.first(where: { $0.slot == slot })?.frame else { return nil }
            anchor = cell
        }
        let shortSide = min(picture.width, picture.height)
        return Placement(anchor: anchor, fontSize: item.style.size / 100 * shortSide, wrapWidth: anchor.width * wrapShare)
    }

    /// Each shown item's box in the picture (where its lines are drawn), by id: what the window
    /// hits, snaps and names for screen readers.
    public static func frames(of texts: [TextItem], in grid: GridGeometry) -> [(id: Int, frame: Rect)] {
        guard let probe = CairoImage(width: 1, height: 1, hasAlpha: false) else { return [] }
        var frames: [(id: Int, frame: Rect)] = []
        probe.draw { canvas in
            for item in texts {
                guard let (layout, origin, _) = laidOut(item, in: grid, on: canvas.cr) else { continue }
                frames.append((item.id, Rect(x: origin.x + layout.box.x, y: origin.y + layout.box.y,
                                             width: layout.box.width, height: layout.box.height)))
            }
        }
        return frames
    }

    /// Draws `texts` over a picture `grid` lays out; `bandColour` is what a band is made of.
    static func draw(_ texts: [TextItem], on canvas: Canvas, grid: GridGeometry, bandColour: RGBColour) {
        let cr = canvas.cr
        cairo_save(cr)
        // Nothing drawn past the picture, however long the text.
        cairo_rectangle(cr, 0, 0, grid.size.width, grid.size.height)
        cairo_clip(cr)
        for item in texts {
            guard let (layout, origin, placement) = laidOut(item, in: grid, on: cr) else { continue }
            cairo_save(cr)
            cairo_translate(cr, origin.x, origin.y)
            drawLegibility(item.style.legibility, layout, fontSize: placement.fontSize, on: canvas, bandColour: bandColour)
            canvas.setColor(RGBA(hex: item.style.colour.hexValue))
            cairo_move_to(cr, 0, 0)
            layout.show(on: cr)
            cairo_restore(cr)
        }
        cairo_restore(cr)
    }

    /// `item` laid out for `cr` and where its layout's origin goes in the picture; nil for a
    /// caption whose cell the grid does not show.
    private static func laidOut(_ item: TextItem, in grid: GridGeometry, on cr: OpaquePointer)
        -> (layout: TextLayout, origin: (x: Double, y: Double), placement: Placement)? {
        guard let placement = placement(of: item, in: grid) else { return nil }
        let layout = TextLayout(item, on: cr, fontSize: placement.fontSize, wrapWidth: placement.wrapWidth)
        return (layout, origin(of: layout.box, item: item, placement: placement, picture: grid.size), placement)
    }

    /// Where the layout's origin goes so that its box is centred on the item's centre, and
    /// kept inside the picture where it fits.
    static func origin(of box: Rect, item: TextItem, placement: Placement, picture: Size) -> (x: Double, y: Double) {
        let centre = (x: placement.anchor.x + item.centre.x * placement.anchor.width,
                      y: placement.anchor.y + item.centre.y * placement.anchor.height)
        func kept(_ start: Double, offset: Double, length: Double, room: Double) -> Double {
            guard length <= room else { return (room - length) / 2 - offset }
            return min(max(start, -offset), room - length - offset)
        }
        return (kept(centre.x - box.midX, offset: box.x, length: box.width, room: picture.width),
                kept(centre.y - box.midY, offset: box.y, length: box.height, room: picture.height))
    }

    /// What keeps the letters readable over a photo, drawn under them as shapes (never text,
    /// so a PDF's text is the words once).
    private static func drawLegibility(_ legibility: TextStyle.Legibility, _ layout: TextLayout, fontSize: Double, on canvas: Canvas,
                                       bandColour: RGBColour) {
        let cr = canvas.cr
        switch legibility {
        case .none:
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
            // Soft: the letters' shapes a few times around the shadow's place, each faint.
            let drop = fontSize * 0.05, spread = fontSize * 0.03
            canvas.setColor(RGBA(hex: 0x000000, alpha: shadowOpacity))
            for dx in -1...1 {
                for dy in -1...1 {
                    cairo_save(cr)
                    cairo_translate(cr, drop + Double(dx) * spread, drop + Double(dy) * spread)
                    cairo_move_to(cr, 0, 0)
                    layout.appendPath(to: cr)
                    cairo_fill(cr)
                    cairo_restore(cr)
                }
            }
        }
    }

    static let bandOpacity = 0.9
    static let shadowOpacity = 0.14
}
