import CGtk
import InstagridModel

/// Swift-shaped drawing on a Cairo context, for the window's own painting
/// (the photo slots themselves are CollageRenderer's).
public struct Canvas {
    public let cr: OpaquePointer

    public init(_ cr: OpaquePointer) { self.cr = cr }

    /// Runs `body` and then undoes its transforms, clips and colours.
    public func saved(_ body: () -> Void) {
        cairo_save(cr)
        body()
        cairo_restore(cr)
    }

    public func translate(_ x: Double, _ y: Double) { cairo_translate(cr, x, y) }
    public func scale(_ factor: Double) { cairo_scale(cr, factor, factor) }

    /// Paints `image` with its top-left corner at (x, y) in the current transform;
    /// `smooth` filters it when the transform scales it.
    public func paint(_ image: CairoImage, atX x: Double, y: Double, smooth: Bool = false) {
        cairo_set_source_surface(cr, image.surface, x, y)
        if smooth { cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_BILINEAR) }
        cairo_paint(cr)
    }

    public func fill(_ rect: Rect, _ color: RGBA) {
        cairo_rectangle(cr, rect.x, rect.y, rect.width, rect.height)
        CollageRenderer.setColor(cr, color)
        cairo_fill(cr)
    }

    /// A line of `width` just inside `rect`'s edge.
    public func strokeInside(_ rect: Rect, width: Double, _ color: RGBA) {
        cairo_rectangle(cr, rect.x + width / 2, rect.y + width / 2, rect.width - width, rect.height - width)
        CollageRenderer.setColor(cr, color)
        cairo_set_line_width(cr, width)
        cairo_stroke(cr)
    }

    public func fillCircle(centreX x: Double, y: Double, radius: Double, _ color: RGBA) {
        cairo_arc(cr, x, y, radius, 0, 2 * .pi)
        CollageRenderer.setColor(cr, color)
        cairo_fill(cr)
    }
}
