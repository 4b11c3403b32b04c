import GtkKit
import InstagridEngine
import InstagridGestures
import InstagridModel
import InstagridRender
import InstagridTrace

/// Draws the grid with Cairo, through the renderer the exported picture is drawn with, and
/// what only the window shows over it: an empty slot's plus, a decoding slot's veil, a
/// missing photo's sign, the ring of the slot being framed, a lifted photo and its shadow,
/// and photos sliding from their centre to their subject once it is measured.
final class GridPainter {
    private let source: () -> Collage
    private var collage: Collage { source() }
    private let interaction: Interaction
    private let photos: SlotPhotos
    /// Where the grid is drawn: repainted each frame while photos slide to their subject.
    private unowned let canvas: DrawingArea
    private let plusIconPath: String
    private var plus: (side: Int, image: CairoImage)?
    /// The pixels each slot last drew, for the trace's `photo-drawn`.
    private var drawnImages: [SlotID: ObjectIdentifier] = [:]
    /// Photos on their way from the centre to their subject.
    private var subjectEase = SubjectEase()

    init(collage: @escaping () -> Collage, interaction: Interaction, photos: SlotPhotos, canvas: DrawingArea, plusIconPath: String) {
        source = collage
        self.interaction = interaction
        self.photos = photos
        self.canvas = canvas
        self.plusIconPath = plusIconPath
    }

    /// The grid as `places` lays it out: photos (each at its eased framing), their slots'
    /// plus, busy veil or missing sign, the words but those being typed, seams and story
    /// bands, the slot being framed and a lifted photo.
    func draw(_ canvas: Canvas, _ places: GridPlaces, editedText: Int?, showsStoryBands: Bool) {
        let picture = places.picture, collage = collage, layout = collage.layout, looks = collage.looks
        let lifted = interaction.state.lifted
        guard picture.width > 0, picture.height > 0 else { return }
        var shown: [SlotID: DecodedPhoto] = [:]
        for slot in layout.visibleSlots where slot != lifted?.slot { shown[slot] = photos.photo(in: slot) }
        for (slot, photo) in shown where drawnImages[slot] != ObjectIdentifier(photo.image) {
            drawnImages[slot] = ObjectIdentifier(photo.image)
            Trace.event(.photoDrawn, "\(slot.rawValue) \(photo.image.width)x\(photo.image.height)")
        }
        // Laid out once a paint: the floor and the spacing's room make a layout cost more than a lookup.
        let frames = Dictionary(uniqueKeysWithValues: places.geometry(picture.size).pixelFrames.map { ($0.slot, $0.frame) })
        var framings = Dictionary(uniqueKeysWithValues: layout.visibleSlots.map { ($0, collage.framing(of: $0)) })
        easeToSubjects(&shown, &framings, frames: frames)
        canvas.saved {
            canvas.translate(picture.x, picture.y)
            if looks.background.isTransparent { Checkerboard.draw(canvas, in: Rect(x: 0, y: 0, width: picture.width, height: picture.height)) }
            CollageRenderer.draw(canvas, size: picture.size, layout: layout, looks: looks, photos: shown, framings: framings,
                                 texts: collage.shownTexts.filter { $0.id != editedText }, slides: collage.slides,
                                 backgroundPhoto: photos.background) { [unowned self] slotCanvas, slot, frame in
                if slot == lifted?.slot {
                    return  // its photo is in the air: the slot shows white
                } else if photos.isBusy(slot) {
                    drawBusy(slotCanvas, in: frame)
                } else if photos.isMissing(slot) {
                    drawMissing(slotCanvas, in: frame, gridSide: min(picture.width, picture.height))
                } else {
                    drawPlus(slotCanvas, in: frame, gridSide: min(picture.width, picture.height))
                }
            }
            if let adjusting = interaction.state.adjustedSlot, let frame = frames[adjusting] {
                drawRing(canvas, inside: frame, looks.frameColour)
            }
            PictureGuides.drawSeams(canvas, seams: collage.seams, in: picture.size)
            if showsStoryBands, let bands = StoryBands.of(collage) { PictureGuides.drawBands(canvas, bands, in: picture.size) }
            if let lifted { drawLifted(canvas, lifted, places) }
            for slot in layout.visibleSlots where shown[slot] != nil && photos.isBusy(slot) {
                if let frame = frames[slot] { drawBusy(canvas, in: frame) }
            }
        }
    }

    /// A photo shown centred before its subject was measured slides there once it is
    /// (`SubjectEase`): the slots on their way are drawn at their eased framing, and the
    /// grid paints every frame until they arrive.
    private func easeToSubjects(_ shown: inout [SlotID: DecodedPhoto], _ framings: inout [SlotID: Framing], frames: [SlotID: Rect]) {
        let now = MonotonicClock.seconds, animated = DesktopSettings.animationsEnabled
        for slot in SlotID.all {
            guard let photo = shown[slot], let framing = framings[slot], let frame = frames[slot] else {
                subjectEase.forget(slot)
                continue
            }
            if let eased = subjectEase.framing(of: slot, path: photo.path, framing: framing, attention: photo.attention,
                                               photo: photo.fullSize, size: frame.size, at: now, animated: animated) {
                framings[slot] = eased
                shown[slot] = photo.with(attention: nil)
            }
        }
        guard subjectEase.startsTicking() else { return }
        Trace.event(.subjectEased, "started")
        canvas.addTickCallback { [weak self] _ in
            guard let self else { return false }
            canvas.queueDraw()
            guard subjectEase.keepsTicking() else {
                Trace.event(.subjectEased, "ended")
                return false
            }
            return true
        }
    }

    /// The lifted photo over the grid, with a soft shadow, and the slot it would land on outlined.
    private func drawLifted(_ canvas: Canvas, _ lifted: LiftedPhoto, _ places: GridPlaces) {
        let geometry = places.geometry(places.picture.size)
        let frames = geometry.pixelFrames
        guard let origin = frames.first(where: { $0.slot == lifted.slot })?.frame, let photo = photos.photo(in: lifted.slot) else { return }
        let pointer = (x: origin.midX + lifted.dx, y: origin.midY + lifted.dy)
        if let target = frames.first(where: { $0.slot != lifted.slot && $0.frame.contains(x: pointer.x, y: pointer.y) }) {
            drawRing(canvas, inside: target.frame, collage.looks.frameColour)
        }
        let frame = PhotoHold.liftedFrame(origin, dx: lifted.dx, dy: lifted.dy)
        for step in 1...4 {
            let spread = Double(step) * 2
            canvas.fill(Rect(x: frame.x - spread + 4, y: frame.y - spread + 6, width: frame.width + 2 * spread, height: frame.height + 2 * spread),
                        Palette.liftShadow)
        }
        CollageRenderer.drawPhoto(canvas, photo, collage.framing(of: lifted.slot), in: frame, cornerRadius: geometry.cornerRadius,
                                  frameColour: collage.looks.frameColour)
    }

    /// The focus ring's two tones along the inside of `frame`: the slot being framed by hand,
    /// the slot a lifted photo would land on.
    private func drawRing(_ canvas: Canvas, inside frame: Rect, _ frameColour: RGBColour) {
        let ring = FocusRing(frame: frameColour)
        let outerWidth = FocusRing.outerWidth, innerWidth = FocusRing.innerWidth
        canvas.strokeInside(frame, width: outerWidth, RGBA(hex: ring.outer.hexValue))
        let inside = Rect(x: frame.x + outerWidth, y: frame.y + outerWidth,
                          width: frame.width - 2 * outerWidth, height: frame.height - 2 * outerWidth)
        canvas.strokeInside(inside, width: innerWidth, RGBA(hex: ring.inner.hexValue))
    }

    /// The design's "+": about 20 pt on a 300 pt grid.
    private func drawPlus(_ canvas: Canvas, in frame: Rect, gridSide: Double) {
        let side = Int((gridSide * 20 / 300).rounded())
        if plus?.side != side, let image = VectorImage.rasterize(path: plusIconPath, side: side) {
            plus = (side, image)
        }
        guard let plus else { return }
        canvas.paint(plus.image, atX: (frame.midX - Double(side) / 2).rounded(), y: (frame.midY - Double(side) / 2).rounded())
    }

    /// A grey slot with a "no entry" sign: its photo's file is not where the collage says.
    private func drawMissing(_ canvas: Canvas, in frame: Rect, gridSide: Double) {
        canvas.fill(frame, Palette.missingSlot)
        let radius = gridSide * 12 / 300, width = max(1.5, gridSide * 2.5 / 300)
        canvas.strokeCircle(centreX: frame.midX, y: frame.midY, radius: radius, width: width, Palette.missingSign)
        let reach = radius * 0.7071
        canvas.strokeLine(from: (frame.midX - reach, frame.midY + reach), to: (frame.midX + reach, frame.midY - reach),
                          width: width, Palette.missingSign)
    }

    /// A veil and three dots: the slot is decoding a photo.
    private func drawBusy(_ canvas: Canvas, in frame: Rect) {
        canvas.fill(frame, Palette.busyVeil)
        let radius = max(2, min(frame.width, frame.height) / 40)
        for index in -1...1 {
            canvas.fillCircle(centreX: frame.midX + Double(index) * radius * 3, y: frame.midY, radius: radius, Palette.plus)
        }
    }
}
