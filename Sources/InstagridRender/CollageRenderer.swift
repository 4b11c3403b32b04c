import CGtk
import InstagridModel

/// Draws the grid: the background, then each visible slot as a rounded photo frame, then
/// the words over them. The window and the exported picture both come from here.
public enum CollageRenderer {
    /// Draws a `size`-pixel picture with its top-left corner at the context's origin, `slides`
    /// slides wide (words keep off the seams).
    /// `photos` need not cover every slot; `drawEmpty` paints what an empty
    /// (or still decoding) slot shows over its white background. `backgroundPhoto`: the
    /// looks' background photo, decoded (the frame colour stands in without it).
    public static func draw(
        _ canvas: Canvas,
        size: Size,
        layout: Layout,
        looks: Looks = .seed,
        photos: [SlotID: DecodedPhoto],
        framings: [SlotID: Framing] = [:],
        texts: [TextItem] = [],
        slides: Int = 1,
        backgroundPhoto: DecodedPhoto? = nil,
        drawEmpty: ((Canvas, SlotID, Rect) -> Void)? = nil
    ) {
        let grid = GridGeometry(size: size, looks: looks, layout: layout)
        func drawPicture(_ canvas: Canvas, within shown: Rect?, drawEmpty: ((Canvas, SlotID, Rect) -> Void)?) {
            let cr = canvas.cr
            BackgroundPainter.paint(looks.background, frameColour: looks.frameColour, image: backgroundPhoto, on: canvas, size: size)
            for (slot, frame) in grid.pixelFrames where shown.map({ frame.intersects($0) }) ?? true {
                cairo_save(cr)
                canvas.roundedRectangle(frame, radius: grid.cornerRadius)
                cairo_clip(cr)
                canvas.setColor(Palette.emptySlot)
                cairo_paint(cr)
                if let photo = photos[slot] {
                    drawFramed(canvas, photo, framings[slot] ?? .fill, in: frame, frameColour: looks.frameColour)
                } else {
                    drawEmpty?(canvas, slot, frame)
                }
                cairo_restore(cr)
            }
        }
        cairo_save(canvas.cr)
        drawPicture(canvas, within: nil, drawEmpty: drawEmpty)
        // What lies under words whose aid is chosen by it: the picture without words, empty
        // slots as an export shows them, so the window and every export choose alike.
        TextPainter.draw(texts, on: canvas, grid: grid, slides: slides, frameColour: looks.frameColour) { box in
            underlay(box) { drawPicture($0, within: box, drawEmpty: nil) }
        }
        cairo_restore(canvas.cr)
    }

    /// The relative luminance of each pixel `picture` draws under `box`, drawn at most
    /// `underlaySide` pixels across: enough to tell a meadow from a sky at any picture size.
    static func underlay(_ box: Rect, picture: (Canvas) -> Void) -> Underlay {
        let scale = min(1, underlaySide / max(box.width, box.height, 1))
        let width = max(1, Int((box.width * scale).rounded(.up))), height = max(1, Int((box.height * scale).rounded(.up)))
        guard let image = CairoImage(width: width, height: height, hasAlpha: false) else {
            return Underlay(width: 0, height: 0, luminances: [])
        }
        image.draw { canvas in
            cairo_scale(canvas.cr, scale, scale)
            cairo_translate(canvas.cr, -box.x, -box.y)
            picture(canvas)
        }
        let (bytes, stride) = image.packedRGB()
        return Underlay(width: width, height: height, luminances: (0..<height).flatMap { y in
            (0..<width).map { x in
                let at = y * stride + x * 3
                return RGBColour(red: bytes[at], green: bytes[at + 1], blue: bytes[at + 2]).relativeLuminance
            }
        })
    }

    static let underlaySide = 64.0

    /// The looks' background alone (a swatch of it): no cells, no photo.
    public static func drawBackground(_ canvas: Canvas, looks: Looks, size: Size) {
        BackgroundPainter.paint(looks.background, frameColour: looks.frameColour, image: nil, on: canvas, size: size)
    }

    /// One photo on its own, as its slot shows it, in a rounded `frame` (a photo lifted out of the grid).
    public static func drawPhoto(_ canvas: Canvas, _ photo: DecodedPhoto, _ framing: Framing, in frame: Rect, cornerRadius: Double,
                                 frameColour: RGBColour) {
        let cr = canvas.cr
        cairo_save(cr)
        canvas.roundedRectangle(frame, radius: cornerRadius)
        cairo_clip(cr)
        drawFramed(canvas, photo, framing, in: frame, frameColour: frameColour)
        cairo_restore(cr)
    }

    /// Draws the part of `photo` its framing shows where it shows it in `frame`: filling it
    /// (around its subject where nobody framed it and its attention was measured), or whole
    /// over its backdrop (`frameColour`, or the photo itself blurred and darkened).
    static func drawFramed(_ canvas: Canvas, _ photo: DecodedPhoto, _ framing: Framing, in slot: Rect, frameColour: RGBColour) {
        let cr = canvas.cr
        let framing = framing.following(photo.attention, photo: photo.fullSize, slot: slot.size)
        let (source, shown) = framing.placement(photo: photo.fullSize, slot: slot.size)
        let frame = Rect(x: slot.x + shown.x, y: slot.y + shown.y, width: shown.width, height: shown.height)
        guard source.width > 0, source.height > 0, frame.width > 0, frame.height > 0 else { return }
        if let backdrop = framing.whole, frame != slot {
            drawBackdrop(backdrop, canvas, photo, turns: framing.quarterTurns, in: slot, frameColour: frameColour)
        }
        // Slot pixel → turned photo → upright photo → decoded pixels: one affine map, read
        // off where three points land.
        func matrix(for photo: DecodedPhoto) -> cairo_matrix_t {
            func imagePoint(_ x: Double, _ y: Double) -> (x: Double, y: Double) {
                let turned = (x: source.x + x * source.width / frame.width, y: source.y + y * source.height / frame.height)
                let upright = framing.uprightPoint(turned.x, turned.y, photo: photo.fullSize)
                let pixel = photo.imageRect(Rect(x: upright.x, y: upright.y, width: 0, height: 0))
                return (pixel.x, pixel.y)
            }
            let origin = imagePoint(0, 0), alongX = imagePoint(1, 0), alongY = imagePoint(0, 1)
            var matrix = cairo_matrix_t()
            cairo_matrix_init(&matrix, alongX.x - origin.x, alongX.y - origin.y, alongY.x - origin.x, alongY.y - origin.y,
                              origin.x, origin.y)
            return matrix
        }
        let full = matrix(for: photo)
        let photo = photo.level(forScale: min(hypot(full.xx, full.yx), hypot(full.xy, full.yy)))
        var matrix = matrix(for: photo)
        cairo_save(cr)
        // A whole photo's padded edges would smear across its backdrop.
        if frame != slot {
            cairo_rectangle(cr, frame.x, frame.y, frame.width, frame.height)
            cairo_clip(cr)
        }
        cairo_translate(cr, frame.x, frame.y)
        cairo_set_source_surface(cr, photo.image.surface, 0, 0)
        let pattern = cairo_get_source(cr)
        cairo_pattern_set_matrix(pattern, &matrix)
        // PAD keeps the slot's edges from fading into the background when filtered. A PDF's
        // viewer filters by itself, and Cairo would embed a padded copy instead of the photo's JPEG.
        cairo_pattern_set_extend(pattern, canvas.isVector ? CAIRO_EXTEND_NONE : CAIRO_EXTEND_PAD)
        let unscaled = abs(matrix.xx - 1) < 1e-3 && abs(matrix.yy - 1) < 1e-3 && matrix.xy == 0 && matrix.yx == 0
        cairo_pattern_set_filter(pattern, unscaled ? CAIRO_FILTER_FAST : CAIRO_FILTER_GOOD)
        cairo_paint(cr)
        cairo_restore(cr)
    }

    /// Around a whole photo: the frame colour, or the photo filling the slot, blurred (drawn
    /// into a copy a twentieth of the slot's size and stretched back, smoothly) and darkened.
    private static func drawBackdrop(_ backdrop: Framing.Backdrop, _ canvas: Canvas, _ photo: DecodedPhoto, turns: Int,
                                     in slot: Rect, frameColour: RGBColour) {
        guard backdrop == .blurred else { return canvas.fill(slot, RGBA(hex: frameColour.hexValue)) }
        drawBlurred(canvas, photo, turns: turns, in: slot, frameColour: frameColour)
    }

    /// `photo` filling `slot`, blurred and darkened: a whole photo's backdrop, a blurred background.
    static func drawBlurred(_ canvas: Canvas, _ photo: DecodedPhoto, turns: Int, in slot: Rect, frameColour: RGBColour) {
        let width = max(1, Int((slot.width / blurShrink).rounded())), height = max(1, Int((slot.height / blurShrink).rounded()))
        guard let small = CairoImage(width: width, height: height, hasAlpha: false) else { return }
        let filling = Framing(zoom: 1, offsetX: 0, offsetY: 0, quarterTurns: turns)
        small.draw { drawFramed($0, photo, filling, in: Rect(x: 0, y: 0, width: Double(width), height: Double(height)),
                                frameColour: frameColour) }
        let cr = canvas.cr
        cairo_save(cr)
        cairo_translate(cr, slot.x, slot.y)
        cairo_scale(cr, slot.width / Double(width), slot.height / Double(height))
        cairo_set_source_surface(cr, small.surface, 0, 0)
        cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_BILINEAR)
        cairo_paint(cr)
        cairo_restore(cr)
        canvas.fill(slot, RGBA(hex: 0x000000, alpha: backdropShade))
    }

    /// How much smaller the blurred backdrop is drawn before it is stretched over its slot.
    public static let blurShrink = 20.0
    /// How dark the blurred backdrop is made, so the photo stands out from it.
    static let backdropShade = 0.35
}
