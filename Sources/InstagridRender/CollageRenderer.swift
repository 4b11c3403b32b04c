import CGtk
import InstagridModel

/// Draws the grid: the frame, then each visible slot as a rounded photo frame.
/// The window and the exported picture both come from here.
public enum CollageRenderer {
    /// Draws a `side`-pixel grid with its top-left corner at the context's origin.
    /// `photos` need not cover every slot; `drawEmpty` paints what an empty
    /// (or still decoding) slot shows over its white background.
    public static func draw(
        _ cr: OpaquePointer,
        side: Double,
        layout: Layout,
        photos: [SlotID: DecodedPhoto],
        drawEmpty: ((OpaquePointer, SlotID, Rect) -> Void)? = nil
    ) {
        let grid = GridGeometry(side: side)
        cairo_save(cr)
        setColor(cr, Palette.gridFrame)
        cairo_rectangle(cr, 0, 0, side, side)
        cairo_fill(cr)
        for (slot, frame) in grid.pixelFrames(of: layout) {
            cairo_save(cr)
            roundedRectangle(cr, frame, radius: grid.cornerRadius)
            cairo_clip(cr)
            setColor(cr, Palette.emptySlot)
            cairo_paint(cr)
            if let photo = photos[slot] {
                drawAspectFilled(cr, photo, in: frame)
            } else {
                drawEmpty?(cr, slot, frame)
            }
            cairo_restore(cr)
        }
        cairo_restore(cr)
    }

    static func drawAspectFilled(_ cr: OpaquePointer, _ photo: DecodedPhoto, in frame: Rect) {
        let source = photo.imageRect(AspectFill.sourceRect(photo: photo.fullSize, slot: frame.size))
        guard source.width > 0, source.height > 0, frame.width > 0 else { return }
        let (scaleX, scaleY) = (frame.width / source.width, frame.height / source.height)
        cairo_save(cr)
        cairo_translate(cr, frame.x, frame.y)
        cairo_scale(cr, scaleX, scaleY)
        cairo_set_source_surface(cr, photo.image.surface, -source.x, -source.y)
        let pattern = cairo_get_source(cr)
        // PAD keeps the slot's edges from fading into the background when filtered.
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        let unscaled = abs(scaleX - 1) < 1e-3 && abs(scaleY - 1) < 1e-3
        cairo_pattern_set_filter(pattern, unscaled ? CAIRO_FILTER_FAST : CAIRO_FILTER_GOOD)
        cairo_paint(cr)
        cairo_restore(cr)
    }

    public static func roundedRectangle(_ cr: OpaquePointer, _ rect: Rect, radius: Double) {
        let r = min(radius, rect.width / 2, rect.height / 2)
        cairo_new_sub_path(cr)
        cairo_arc(cr, rect.maxX - r, rect.y + r, r, -.pi / 2, 0)
        cairo_arc(cr, rect.maxX - r, rect.maxY - r, r, 0, .pi / 2)
        cairo_arc(cr, rect.x + r, rect.maxY - r, r, .pi / 2, .pi)
        cairo_arc(cr, rect.x + r, rect.y + r, r, .pi, 3 * .pi / 2)
        cairo_close_path(cr)
    }

    public static func setColor(_ cr: OpaquePointer, _ color: RGBA) {
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
    }
}
