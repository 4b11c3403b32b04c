import CGtk
import InstagridModel

/// Swift-shaped drawing on a Cairo context that someone else owns for the length of
/// a draw (GTK's drawing area, or a `CairoImage.draw`). Outside this module the
/// context is only ever a canvas: the UI draws in these words, not in Cairo's.
public struct Canvas {
    let cr: OpaquePointer

    /// Wraps the context GTK lends a drawing area's draw function.
    public init(_ cr: OpaquePointer) { self.cr = cr }

    /// Whether this draws a document (a PDF page, a print) rather than pixels.
    var isVector: Bool {
        let type = cairo_surface_get_type(cairo_get_target(cr))
        return type == CAIRO_SURFACE_TYPE_PDF || type == CAIRO_SURFACE_TYPE_PS || type == CAIRO_SURFACE_TYPE_SVG
    }

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
        setColor(color)
        cairo_fill(cr)
    }

    /// A line of `width` just inside `rect`'s edge.
    public func strokeInside(_ rect: Rect, width: Double, _ color: RGBA) {
        cairo_rectangle(cr, rect.x + width / 2, rect.y + width / 2, rect.width - width, rect.height - width)
        setColor(color)
        cairo_set_line_width(cr, width)
        cairo_stroke(cr)
    }

    public func strokeCircle(centreX x: Double, y: Double, radius: Double, width: Double, _ color: RGBA) {
        cairo_new_sub_path(cr)
        cairo_arc(cr, x, y, radius, 0, 2 * .pi)
        stroke(width: width, color)
    }

    public func strokeLine(from start: (x: Double, y: Double), to end: (x: Double, y: Double), width: Double, _ color: RGBA) {
        cairo_move_to(cr, start.x, start.y)
        cairo_line_to(cr, end.x, end.y)
        stroke(width: width, color)
    }

    private func stroke(width: Double, _ color: RGBA) {
        setColor(color)
        cairo_set_line_width(cr, width)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        cairo_stroke(cr)
    }

    public func fillCircle(centreX x: Double, y: Double, radius: Double, _ color: RGBA) {
        cairo_arc(cr, x, y, radius, 0, 2 * .pi)
        setColor(color)
        cairo_fill(cr)
    }

    func setColor(_ color: RGBA) {
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
    }

    /// A rectangle with corners rounded by `radius`, as the current path.
    func roundedRectangle(_ rect: Rect, radius: Double) {
        let r = min(radius, rect.width / 2, rect.height / 2)
        cairo_new_sub_path(cr)
        cairo_arc(cr, rect.maxX - r, rect.y + r, r, -.pi / 2, 0)
        cairo_arc(cr, rect.maxX - r, rect.maxY - r, r, 0, .pi / 2)
        cairo_arc(cr, rect.x + r, rect.maxY - r, r, .pi / 2, .pi)
        cairo_arc(cr, rect.x + r, rect.y + r, r, .pi, 3 * .pi / 2)
        cairo_close_path(cr)
    }
}
