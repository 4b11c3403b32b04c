import CGtk
import InstagridModel
import InstagridTrace
import Synchronization

/// One text item shaped by Pango for a Cairo context: its face at its size, wrapped to
/// its width, aligned. Pango shapes any script (right-to-left and complex ones, colour
/// emoji where such a face is installed) and, on a PDF surface, Cairo writes real text
/// with the faces embedded as subsets.
final class TextLayout {
    let layout: OpaquePointer
    /// The lines' logical box, from the layout's origin, in the context's units.
    let box: Rect
    /// Where the glyphs' ink lies, from the same origin: a script face's swash reaches past the box.
    let ink: Rect
    /// Not all its words are laid out: more than its box can show, or lines below its height.
    let isClipped: Bool
    /// How many of its letters were given to Pango.
    let letters: Int

    /// Laid out as `request` says: lines below its clip height left out, the last shown
    /// ending with "…", and no more of the text given to Pango than its letters, so ten
    /// thousand letters cost what the box can show.
    init(_ item: TextItem, on cr: OpaquePointer, _ request: WordsPlacement.Request) {
        let fontSize = request.fontSize, wrapWidth = request.wrapWidth
        layout = pango_cairo_create_layout(cr)
        // The same outlines at every scale and on every surface: the window, a picture and a
        // page lay out alike, pixel for pixel, whatever the screen's hinting settings.
        let options = cairo_font_options_create()
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        pango_cairo_context_set_font_options(pango_layout_get_context(layout), options)
        cairo_font_options_destroy(options)
        // Glyphs at their exact advances, not whole pixels (Pango's default rounds them): rounded,
        // a line's width is a different share of a small picture than of a large one, and can
        // wrap elsewhere, so the window would not lay out as the picture it shares.
        pango_context_set_round_glyph_positions(pango_layout_get_context(layout), 0)
        pango_layout_context_changed(layout)

        let description = pango_font_description_from_string(item.style.font)
        pango_font_description_set_absolute_size(description, max(1, fontSize) * Double(PANGO_SCALE))
        pango_layout_set_font_description(layout, description)
        Self.traceFallback(item.style.font, description, in: pango_layout_get_context(layout))
        pango_font_description_free(description)

        pango_layout_set_width(layout, Int32(min(max(1, wrapWidth), 1e6) * Double(PANGO_SCALE)))
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        let alignment = switch item.style.alignment {
        case .left: PANGO_ALIGN_LEFT
        case .centre: PANGO_ALIGN_CENTER
        case .right: PANGO_ALIGN_RIGHT
        }
        pango_layout_set_alignment(layout, alignment)
        var text = item.text
        let bound = request.letters
        let truncated = text.index(text.startIndex, offsetBy: bound, limitedBy: text.endIndex).map { $0 < text.endIndex } ?? false
        if truncated { text = String(text.prefix(bound)) + "…" }
        letters = truncated ? bound : text.count
        text = WordsPlacement.breakingLongRuns(text, longerThan: Int(WordsPlacement.lettersPerLine(wrap: wrapWidth, fontSize: fontSize)) + 1)
        if let height = request.clipHeight {
            pango_layout_set_height(layout, Int32(min(max(1, height), 1e6) * Double(PANGO_SCALE)))
            pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
        }
        pango_layout_set_text(layout, text, -1)
        isClipped = truncated || (request.clipHeight != nil && pango_layout_is_ellipsized(layout) != 0)
        var logical = PangoRectangle()
        var inked = PangoRectangle()
        pango_layout_get_extents(layout, &inked, &logical)
        let scale = Double(PANGO_SCALE)
        box = Rect(x: Double(logical.x) / scale, y: Double(logical.y) / scale,
                   width: Double(logical.width) / scale, height: Double(logical.height) / scale)
        ink = Rect(x: Double(inked.x) / scale, y: Double(inked.y) / scale,
                   width: Double(inked.width) / scale, height: Double(inked.height) / scale)
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(layout)) }

    /// The glyphs' outlines as the context's current path, at the current point.
    func appendPath(to cr: OpaquePointer) {
        pango_cairo_update_layout(cr, layout)
        pango_cairo_layout_path(cr, layout)
    }

    /// The glyphs themselves (real text on a PDF), at the current point.
    func show(on cr: OpaquePointer) {
        pango_cairo_update_layout(cr, layout)
        pango_cairo_show_layout(cr, layout)
    }

    /// Faces asked for that fontconfig did not have, each told once.
    private static let toldFallbacks = Mutex<Set<String>>([])

    /// A face that is not installed falls back to another (Pango's choice, as any app's
    /// would); the trace says which, so a missing font is found, not guessed.
    private static func traceFallback(_ face: String, _ description: OpaquePointer?, in context: OpaquePointer?) {
        guard let family = FontFaces.fallback(for: description, in: context) else { return }
        let isNew = toldFallbacks.withLock { $0.insert(face).inserted }
        if isNew { Trace.event(.fontFallback, "\(face) → \(family)") }
    }
}
