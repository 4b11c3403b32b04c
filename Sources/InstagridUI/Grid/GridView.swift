import GtkKit
import InstagridActions
import InstagridEngine
import InstagridGestures
import InstagridModel
import InstagridRender
import InstagridResources
import InstagridTrace

/// The picture (the seed's dark-blue square) with its photo slots. Cairo draws it all
/// (`GridPainter`); over each slot lies a flat button that takes clicks, keyboard focus and
/// the screen reader's attention, over the lines their handles, over the words theirs.
final class GridView {
    let root = Overlay()
    private let canvas = DrawingArea()
    /// The slots' buttons and the words' handles, each in a layer of its own: GTK's Tab goes
    /// through a container's children in reading order of their middles, and two layers with
    /// one middle keep the order they were added in, so Tab reaches every photo in reading
    /// order first, then every word in reading order. Each layer is one pixel at the grid's
    /// corner with its children placed around it as in the grid: a layer as large as the grid
    /// would take the clicks its children leave, from the slots under it.
    private let slotButtons: SlotButtons, wordsLayer = Overlay()
    /// The canvas size the layers last placed their children for.
    private var layersPlacedFor: (width: Int, height: Int)?
    private let handles: DividerHandles
    private let texts: TextHandles
    /// Words typed in place on the picture.
    let textEditor: TextEditor
    private let photos: SlotPhotos
    private let painter: GridPainter

    /// Which way the swipe shares: which lines a plain drag moves (`GapPress`).
    var shareDirection = ShareDirection.up {
        didSet { if shareDirection != oldValue { handles.place(layout, shareDirection: shareDirection) } }
    }

    private let rings = FocusRingStyle()

    /// Where the grid reads what it shows (the layout, shape, looks, photo names and
    /// framings): the one collage, never a copy.
    private let source: () -> Collage
    var collage: Collage { source() }
    var layout: Layout { collage.layout }
    /// What the slot buttons were last placed for.
    private var placedFor: (layout: Layout, shape: PictureShape, slides: Int, looks: Looks)?

    /// What the pointer and keys are doing: the grid draws a lifted photo, the slot being
    /// framed and its empty place while it flies from it.
    private let interaction: Interaction

    private var looks: Looks { collage.looks }
    /// Story Bands: a story's picture shows what its app covers (`StoryBands`).
    var showsStoryBands = true {
        didSet { if showsStoryBands != oldValue { refresh() } }
    }

    /// `typing`: told when words start and stop being typed in place; `wordsCut`: which words
    /// ended with "…" although their place was as large as it could be.
    init(collage: @escaping () -> Collage, interaction: Interaction, photos: SlotPhotos, plusIconPath: String,
         typing: @escaping (Bool) -> Void, wordsCut: @escaping (Set<Int>) -> Void) {
        self.wordsCut = wordsCut
        source = collage
        self.interaction = interaction
        self.photos = photos
        painter = GridPainter(collage: collage, interaction: interaction, photos: photos, canvas: canvas, plusIconPath: plusIconPath)
        root.name = "grid"
        root.expand(horizontally: true, vertically: true)
        canvas.expand(horizontally: true, vertically: true)
        root.setChild(canvas)
        slotButtons = SlotButtons(on: root)
        // Over the slots: the dividers' handles (the keyboard reaches them by F8).
        handles = DividerHandles(on: root)
        // Above the photos: a click on words edits them; Tab reaches them after the photos.
        root.addOverlay(wordsLayer)
        // No tip of the words' stays over the place the grid left, nor over a menu.
        texts = TextHandles(on: wordsLayer) { [unowned interaction] in !interaction.state.isAway && !interaction.state.isMenuOpen }
        textEditor = TextEditor(on: root, typing: typing)
        canvas.setDraw { [unowned self] cr, _, _ in draw(Canvas(cr)) }
        root.onChildPosition { [unowned self] child in
            if slotButtons.layer.pointer == child || child == wordsLayer.pointer { return (0, 0, 1, 1) }
            if textEditor.pointer(is: child) {
                let picture = picture
                return textEditor.shownFrame(in: picture.size).map { $0.placed(dx: picture.x, dy: picture.y) }
            }
            guard let divider = handles.divider(of: child) else { return nil }
            return places.handle(of: divider).placed()
        }
        slotButtons.placeEach { [unowned self] in frame(of: $0) }
        wordsLayer.onChildPosition { [unowned self] child in
            let picture = picture
            _ = texts.frames(of: self.collage, in: picture.size)
            return texts.frame(of: child).map { $0.placed(dx: picture.x, dy: picture.y) }
        }
        // The layers' pixel never moves: their children are placed anew as the grid resizes.
        // Only when it does: GTK allocates the canvas (and says "resize") each time anything
        // in the grid is, and queueing then would lay the window out at every frame.
        canvas.onResize { [unowned self] width, height in
            guard layersPlacedFor.map({ $0 != (width, height) }) ?? true else { return }
            layersPlacedFor = (width, height)
            slotButtons.layer.queueResize()
            wordsLayer.queueResize()
        }
        layoutChanged()
        interaction.observe { [unowned self] before, now in interactionChanged(from: before, to: now) }
    }

    /// While the grid flies (drawn by the flight layer), its place stays empty: the slot
    /// buttons and divider handles too (style class "away"), so no focus ring, hover or press
    /// highlight stays behind. They keep the focus and the press (hiding them, or making them
    /// transparent, would cancel the drag that carries the grid), and show again on landing.
    /// A slot being framed lets pointer presses through its button to the pan.
    /// A press still undecided changes the state with each motion, and changes nothing here.
    /// While a slot's or words' menu is open, the slots' and words' tooltips are off: they
    /// would cover the menu's first entry.
    private func interactionChanged(from before: InteractionState, to now: InteractionState) {
        let framingChanged = before.adjustedSlot != now.adjustedSlot, awayChanged = before.isAway != now.isAway,
            menuChanged = before.isMenuOpen != now.isMenuOpen
        guard framingChanged || awayChanged || menuChanged || before.lifted != now.lifted else { return }
        canvas.queueDraw()
        if framingChanged { slotButtons.takePresses(now.adjustedSlot == nil) }
        if awayChanged {
            if now.isAway { root.addCSSClass("away") } else { root.removeCSSClass("away") }
        }
        if awayChanged || menuChanged { texts.tooltipsChanged() }
        if menuChanged { updateAccessibility() }
    }

    /// Where the grid's parts lie in the widget as it is now.
    private var places: GridPlaces {
        GridPlaces(collage: collage, area: Size(width: Double(canvas.width), height: Double(canvas.height)),
                   scale: Double(canvas.scaleFactor))
    }

    /// The picture inside the widget, in its shape and slides: as large as fits, centred, on whole pixels.
    var picture: Rect { places.picture }

    func frame(of slot: SlotID) -> Rect? { places.frame(of: slot) }

    /// The pixels to decode `slot`'s photo at: its slot's, more when zoomed in.
    func decodeTarget(of slot: SlotID) -> Size { places.decodeTarget(of: slot) }

    /// What the background photo is decoded to cover: the picture in device pixels, as an
    /// export of that size decodes it (a blurred one far smaller).
    var backgroundTarget: Size {
        let shrink = looks.background.isBlurred ? CollageRenderer.blurShrink : 1.0
        return places.backgroundTarget(shrink: shrink)
    }

    /// The slot whose button holds the keyboard focus.
    var focusedSlot: SlotID? {
        slotButtons.focused(in: layout)
    }

    func focus(_ slot: SlotID) { slotButtons.focus(slot) }

    /// The divider whose handle holds the point, if any.
    func divider(atX x: Double, y: Double) -> LayoutDivider? {
        let places = places
        return handles.dividers.first { places.handle(of: $0).contains(x: x, y: y) }
    }

    /// The divider whose handle has the keyboard.
    var focusedDivider: LayoutDivider? { handles.focused }

    /// F8: the keyboard to the next divider; false when there is none.
    func focusNextDivider() -> Bool { handles.focusNext() }

    func layout(moving divider: LayoutDivider, toX x: Double, y: Double) -> LayoutTree { places.layout(moving: divider, toX: x, y: y) }

    func layout(moving divider: LayoutDivider, by steps: Double) -> LayoutTree { places.layout(moving: divider, by: steps) }

    func slot(atX x: Double, y: Double) -> SlotID? { places.slot(atX: x, y: y) }

    // MARK: Words

    /// The text item whose words lie at (`x`, `y`) of the widget, if any.
    func text(atX x: Double, y: Double) -> Int? {
        let picture = picture
        _ = texts.frames(of: collage, in: picture.size)
        return texts.item(atX: x - picture.x, y: y - picture.y)
    }

    /// Whether (`x`, `y`) of the widget lies in the field words are being typed in.
    func isInTextField(atX x: Double, y: Double) -> Bool {
        let picture = picture
        return textEditor.shownFrame(in: picture.size)?.contains(x: x - picture.x, y: y - picture.y) ?? false
    }

    /// The text item whose handle has the keyboard.
    var focusedText: Int? { texts.focused }

    func focus(text id: Int) { texts.focus(id) }

    /// An item's box in the picture, as drawn now.
    func textFrame(of id: Int) -> Rect? {
        texts.frames(of: collage, in: picture.size).first { $0.id == id }?.frame
    }

    /// What an item's centre is a fraction of, in the picture: the picture, or its caption's cell.
    func textAnchor(of id: Int) -> Rect? {
        collage.text(id).flatMap { places.anchor(of: $0.role) }
    }

    /// The cells' frames in the picture: where dragged words snap.
    var cellFrames: [Rect] { places.cellFrames }

    /// Opens the field for `draft` over its words (or where a new item's go), in their face and size.
    func editText(_ draft: TextEditor.Draft, finished: @escaping (TextEditor.Draft, String?) -> Int?) {
        let item: TextItem
        switch draft {
        case let .new(role): item = collage.newText(role)
        case let .existing(id):
            guard let existing = collage.text(id) else { return }
            item = existing
        }
        guard let field = places.field(for: item) else { return }
        let owner = TextEditor.Owner(finished: finished, changed: { [unowned self] in refresh() },
                                     focusItem: { [unowned self] in focus(text: $0) })
        textEditor.begin(draft, for: owner, text: item.text, frame: field.frame, fontSize: field.fontSize, style: item.style,
                         band: LegibilityChoice.bandColour(for: item.style.colour, frame: looks.frameColour))
        root.queueResize()
    }

    func refresh() {
        canvas.queueDraw()
        if texts.place(collage, in: picture.size) { wordsLayer.queueResize() }
        // Not laid out yet, nothing is measured: the words cut before still are.
        if picture.size.width > 0, picture.size.height > 0 { wordsCut(texts.clipped) }
        updateAccessibility()
    }

    /// Told which items' words end with "…" now (ids), each time they are placed.
    private let wordsCut: (Set<Int>) -> Void

    /// Files dropped from a file manager, with the slot under the drop point.
    func onFilesDropped(_ handler: @escaping ([[UInt8]], SlotID) -> Void) {
        let target = FileDropTarget()
        target.onDrop { [unowned self] paths, x, y in
            guard !paths.isEmpty, let slot = slot(atX: x, y: y) else { return false }
            handler(paths, slot)
            return true
        }
        root.add(target)
    }

    func onResize(_ handler: @escaping () -> Void) {
        canvas.onResize { _, _ in handler() }
    }

    /// The collage changed: the slots are placed anew if their places moved, else redrawn.
    func collageChanged() {
        let now = (layout: collage.layout, shape: collage.shape, slides: collage.slides, looks: collage.looks)
        guard let placedFor, placedFor == now else { return layoutChanged() }
        refresh()
    }

    private func layoutChanged() {
        placedFor = (collage.layout, collage.shape, collage.slides, collage.looks)
        slotButtons.show(layout)
        handles.place(layout, shareDirection: shareDirection)
        rings.follow(frame: looks.frameColour)
        holdSmallestCell()
        // Each layer places its own: its allocation, a pixel, never changes.
        for placing in [root, slotButtons.layer, wordsLayer] { placing.queueResize() }
        refresh()
    }

    /// Asks for the room `GridRoom` holds for the layout, with what the window shows beside the
    /// grid as it is laid out now (or about what it will, before it is).
    private func holdSmallestCell() {
        let window = root.windowSize, shown = (width: canvas.width, height: canvas.height)
        let chrome = window.map { Size(width: Double($0.width - shown.width), height: Double($0.height - shown.height)) }
            .flatMap { shown.width > 0 && shown.height > 0 ? $0 : nil } ?? GridRoom.designChrome
        let screen = root.monitorSize.map { Size(width: Double($0.width), height: Double($0.height)) }
        let request = GridRoom.request(for: collage, screen: screen, chrome: chrome)
        canvas.setSizeRequest(width: Int(request.width), height: Int(request.height))
    }

    private func updateAccessibility() {
        slotButtons.describe(collage, photos: photos, menuOpen: interaction.state.isMenuOpen)
    }

    /// The grid as it looks now, at device pixels, for the flight layer.
    func snapshot() -> CairoImage? {
        let scale = max(1, canvas.scaleFactor)
        let picture = picture
        let width = Int(picture.width) * scale, height = Int(picture.height) * scale
        guard width > 0, height > 0, let image = CairoImage(width: width, height: height, hasAlpha: false) else { return nil }
        image.draw { canvas in
            canvas.scale(Double(scale))
            canvas.translate(-picture.x, -picture.y)
            drawGrid(canvas)
        }
        return image
    }

    /// Whether the slot's photo is not where the collage says.
    func isMissing(_ slot: SlotID) -> Bool { photos.isMissing(slot) }

    /// The picture in the coordinates of `other` (say, the window's content).
    func picture(in other: Widget) -> Rect? { translate(picture, to: other) }

    /// A slot's frame in the coordinates of `other`.
    func frame(of slot: SlotID, in other: Widget) -> Rect? { frame(of: slot).flatMap { translate($0, to: other) } }

    private func translate(_ rect: Rect, to other: Widget) -> Rect? {
        guard let origin = canvas.translate(x: rect.x, y: rect.y, to: other) else { return nil }
        return Rect(x: origin.x, y: origin.y, width: rect.width, height: rect.height)
    }

    private func draw(_ canvas: Canvas) {
        Trace.change(.gridFirstDraw)
        // Each paint of the grid: how often a pan or zoom is really redrawn (bench/arrange).
        Trace.event(.gridDrawn)
        if Trace.isOn { tracePlace() }
        guard !interaction.state.isAway else { return }
        drawGrid(canvas)
    }

    /// Where the picture lies in the window, when that moved (`Trace.change`): tests under
    /// Wayland, which cannot look at the window, touch it where it is drawn.
    private func tracePlace() {
        let picture = picture
        guard let window = root.windowSize, let origin = canvas.pointInWindow(x: picture.x, y: picture.y) else { return }
        let place = "\(window.width)x\(window.height) \(Int(origin.x.rounded())),\(Int(origin.y.rounded())) "
            + "\(Int(picture.width.rounded()))x\(Int(picture.height.rounded()))"
        Trace.change(.gridPlaced, place)
    }

    private func drawGrid(_ canvas: Canvas) {
        painter.draw(canvas, places, editedText: textEditor.editedItem, showsStoryBands: showsStoryBands)
    }
}
