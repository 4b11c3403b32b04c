import Glibc
import GtkKit
import InstagridActions
import InstagridGestures
import InstagridModel
import InstagridRender
import InstagridTrace

/// The one screen: title, share hint, grid and layout buttons, arranged for the
/// window's shape: a column in portrait, a row in landscape.
final class MainWindow: ShareHost {
    let window: ApplicationWindow
    private let title = Label("Instagrid")
    private let hint = ShareHint()
    private let header = Box(.vertical, spacing: 16)
    private let body = Box(.vertical, spacing: 24)
    let keptLayouts = KeptLayoutsStore()
    private lazy var picker = LayoutPicker { [unowned self] in keptLayouts.kept.layouts }
    private let sizeProbe = DrawingArea()
    let photos: SlotPhotos
    let grid: GridView
    private let layer = FlightLayer()
    private var shareFlow: ShareFlow?
    /// The window's content, filling it: the reference for positions and the window's shape.
    let content = Overlay()
    private let chooser: PhotoChooser
    private let watch = PhotoWatch()
    private let printing = Printing()
    /// The grid's one way in: every press, key and scroll on it.
    private(set) var input: GridInput?
    private let undoMenu = UndoMenuSection()
    let notices = NoticeBanner()
    /// The document's name in the title bar (hidden for the untitled collage).
    private let documentTitle = Label("")
    private(set) var documents: Documents!

    /// The one source of what the user composed: the grid, the layout buttons and the
    /// actions' states all follow it, whatever changed it.
    let state: CollageState
    var collage: Collage { state.collage }
    /// What the pointer and keys are doing (framing, holding a photo, sharing): one at a time.
    let interaction: Interaction
    /// Made when the looks button first opens it.
    private var looks: LooksPopover?
    private lazy var menuButton = MenuButton(iconName: "open-menu-symbolic",
                                             menu: AppMenu.model(recent: documents.recentMenu, edit: undoMenu.menu))
    private lazy var looksButton: PopoverButton = {
        let button = PopoverButton(iconName: "color-select-symbolic") { [unowned self] in
            let made = LooksPopover { [unowned self] action, value in window.activateAction(action, value) }
            made.reflect(collage)
            looks = made
            return made.popover
        }
        button.name = "looks-button"
        button.setAccessibleLabel(tr("Looks"))
        button.tooltip = tr("Looks")
        return button
    }()
    /// Tells the actions' states and the undo menu.
    var collageChanged: ((Collage, History) -> Void)?
    private(set) var orientation = ScreenOrientation.portrait

    init(application: Application, resources: Resources) {
        window = ApplicationWindow(application: application)
        let state = CollageState()
        self.state = state
        let interaction = Interaction()
        self.interaction = interaction
        photos = SlotPhotos(collage: { [unowned state] in state.collage })
        grid = GridView(collage: { [unowned state] in state.collage }, interaction: interaction, photos: photos,
                        plusIconPath: resources.icon("instagrid-plus"))
        chooser = PhotoChooser(parent: window)
        window.title = "Instagrid"
        window.addCSSClass("instagrid")
        window.setDefaultSize(width: 480, height: 760)

        title.addCSSClass("app-title")
        header.append(title)
        header.append(hint.root)
        header.align(horizontal: .center, vertical: .center)
        body.append(header)
        body.append(grid.root)
        body.append(picker.root)
        body.setMargins(top: 16, bottom: 24, start: 24, end: 24)

        // The probe fills the window; its size, not the content's, decides the orientation.
        sizeProbe.expand(horizontally: true, vertically: true)
        content.setChild(sizeProbe)
        content.addOverlay(body, measure: true)
        documents = Documents(window: window, state: state, interaction: interaction,
                              tell: { [unowned self] title, detail in notices.show(title, detail: detail) })
        menuButton.setAccessibleLabel(tr("Main menu"))
        menuButton.tooltip = tr("Main menu")
        // F10 opens it, as in GNOME's apps.
        menuButton.isPrimary = true
        // GTK draws this bar itself on X11 and Wayland alike; the content's title is the window's name.
        let bar = HeaderBar()
        bar.addCSSClass("app-header")
        documentTitle.addCSSClass("title")
        documentTitle.isVisible = false
        bar.setTitle(documentTitle)
        bar.packEnd(menuButton)
        bar.packEnd(looksButton)
        window.setTitlebar(bar)
        content.addOverlay(layer.root)
        content.addOverlay(notices.root)
        window.setChild(content)
        sizeProbe.onResize { [unowned self] width, height in
            apply(ScreenOrientation(width: Double(width), height: Double(height)))
        }

        photos.changed = { [unowned self] in grid.refresh() }
        watch.changed = { [unowned self] path in
            photos.reload(path, covering: { [unowned self] in grid.decodeTarget(of: $0) }) { [unowned self] path, error in
                photoFailed(path, error)
            }
        }
        // Where the keyboard is, for tests: a focus ring comes and goes with GTK's focus-visible.
        window.onNotify("focus-widget") { [unowned self] in
            Trace.event(.keyboardOn, grid.focusedSlot.map { "slot \($0.rawValue)" }
                ?? grid.focusedDivider.map { "divider \($0.before.rawValue) \($0.after.rawValue)" } ?? "other")
        }
        state.changed = { [unowned self] collage, history in follow(collage, history) }
        // Through the action, like every other change: it is refused the same way while sharing.
        grid.onFilesDropped { [unowned self] paths, slot in
            window.activateAction(.dropPhotos, Variant(Int32(slot.rawValue), fileNames: paths))
        }
        grid.onResize { [unowned self] in refineVisiblePhotos() }
        picker.select(collage.layout)
        let flow = ShareFlow(host: self, parent: window, content: content, grid: grid, layer: layer, hint: hint)
        shareFlow = flow
        input = GridInput(grid: grid, hint: hint.root, content: content, editor: self, interaction: interaction, share: flow) { [unowned self] in
            ShareGesture(orientation: orientation, windowWidth: contentSize.width, windowHeight: contentSize.height)
        }
        window.onCloseRequest { [unowned self] in
            Trace.event(.windowCloseRequest)
            if documents.holdsTheWindowOpen() { return true }
            shareFlow?.windowClosing()
            return false
        }
        Trace.watchFrames(of: window)
    }

    func present() { window.present() }

    /// The one way the collage changes: asks the interaction mode (nothing changes while
    /// the grid is being shared), then applies `edit` as one undo step. True when applied.
    @discardableResult
    func change(_ change: CollageChange, burst: Double? = nil, _ edit: (inout Collage) -> Void) -> Bool {
        guard interaction.allowsChange(change) else { return false }
        state.apply(change, burst: burst, edit)
        return true
    }

    var contentSize: (width: Double, height: Double) { (Double(sizeProbe.width), Double(sizeProbe.height)) }

    func share() { interaction.send(.shareRequested) }

    /// Print…: a complete collage only, as sharing asks.
    func printCollage() {
        guard interaction.allowsChange(.print) else { return }
        guard collage.isComplete else {
            return MessageDialog.show(parent: window, title: tr("You need to complete the grid before printing"),
                                      detail: collage.stillEmpty, isError: false)
        }
        printing.print(collage, parent: window) { [unowned self] title, detail in notices.show(title, detail: detail) }
    }

    /// Views follow the collage: the grid, the picker, the looks, each slot's pixels.
    func follow(_ collage: Collage, _ history: History) {
        grid.collageChanged()
        // A line being dragged reshapes the layout every frame: only the grid follows it, the
        // rest (decodes, the share's preparation, menus, the title) once, when the drag ends.
        guard !interaction.state.isMovingDivider else { return }
        picker.select(collage.layout)
        looks?.reflect(collage)
        interaction.send(.photosShown(Set(collage.layout.visibleSlots.filter { collage.photo(in: $0) != nil })))
        if state.document != nil { tellMissing(photos.findMissing()) }
        photos.follow(covering: { [unowned self] in grid.decodeTarget(of: $0) }) { [unowned self] path, error in
            photoFailed(path, error)
        }
        watch.watch(state.document == nil ? [] : Set(SlotID.all.compactMap(collage.photo(in:))))
        refineVisiblePhotos()
        shareFlow?.collageChanged(collage)
        undoMenu.reflect(history)
        // Only when it changes: each setting reaches the window manager, and a drag changes the collage every frame.
        let title = documents.title
        if window.title != title {
            window.title = title
            // Untitled, the bar shows nothing, and screen readers hear no empty label.
            documentTitle.text = title
            documentTitle.isVisible = state.document != nil
        }
        collageChanged?(collage, history)
    }

    /// A photo the collage names cannot be used. A document keeps a missing one, shown as
    /// missing until it is located or comes back; otherwise the photo leaves the collage.
    private func photoFailed(_ path: LocalPath, _ error: PhotoError) {
        if state.document != nil, error.cause == .missing {
            photos.markMissing(path)
            return tellMissing([path])
        }
        state.forget(path)
        showUnusable(error)
    }

    /// One notice for the document's photos found missing together.
    private func tellMissing(_ paths: [LocalPath]) {
        guard let first = paths.first else { return }
        notices.show(paths.count == 1 ? tr("“{file}” is missing", ["file": first.shownName])
                        // TRANSLATORS: {count} photos of the open document cannot be found.
                        : tr("{count} photos are missing", ["count": "\(paths.count)"]),
                     detail: (paths.map(\.shown) + [tr("Locate them from their slots’ menus.")]).joined(separator: "\n"))
    }

    /// Asks where a missing photo is now; the photos that moved with it are found too,
    /// in one undo step.
    func locatePhoto(in slot: SlotID) {
        guard let lost = collage.photo(in: slot), photos.isMissing(slot), interaction.allowsChange(AppAction.locatePhoto) else { return }
        chooser.choose { [unowned self] paths in
            guard let found = paths.first, collage.photo(in: slot) == lost else { return }
            let others = SlotID.all.compactMap { photos.isMissing($0) ? collage.photo(in: $0) : nil }
            let moves = PhotoRelocation.relocated(others, lost: lost, found: found) { $0.withCString { access($0, R_OK) } == 0 }
            change(.locatePhoto) { collage in
                collage.relocatePhoto(in: slot, to: found)
                for other in SlotID.all where other != slot {
                    if let path = collage.photo(in: other), let moved = moves[path] { collage.relocatePhoto(in: other, to: moved) }
                }
            }
        }
    }

    func setLayout(_ layout: Layout) {
        change(.layout) { $0.layout = layout }
    }

    /// Arrange to Fit: a layout made for the photos the grid shows (those decoded; a slot
    /// left empty gets no cell), in which they lose least to cropping in the picture's shape.
    func arrangeToFit() {
        var aspects: [SlotID: Double] = [:]
        for slot in collage.layout.visibleSlots {
            guard let size = photos.decoded(in: slot)?.fullSize, size.width > 0, size.height > 0 else { continue }
            let shown = collage.framing(of: slot).turned(size)
            aspects[slot] = shown.width / shown.height
        }
        guard let arranged = collage.arranged(aspects, longSide: ShareFlow.pictureSide) else {
            return notices.show(tr("There are no photos to arrange"), detail: tr("Choose photos for the slots first."))
        }
        change(.arrangeToFit) { $0 = arranged }
    }

    /// Keep This Layout: a layout shaped by hand goes into the gallery's Your Layouts.
    func keepLayout() {
        guard collage.layout.number == nil else {
            return notices.show(tr("This layout is in the gallery already"),
                                detail: tr("Shape it first: drag the lines between the photos, or split a cell."))
        }
        guard keptLayouts.keep(collage.layout) else {
            return notices.show(tr("This layout is kept already"), detail: tr("It is under Your Layouts in the gallery."))
        }
        picker.keptChanged()
        notices.show(tr("Layout kept"), detail: tr("It is under Your Layouts in the gallery."))
    }

    /// Copy Layout: its written form, as text, for a message, a note, a script or another window.
    func copyLayout() {
        Clipboard.set(collage.layout.form, for: window)
        notices.show(tr("Layout copied"), detail: collage.layout.form)
    }

    /// Paste Layout: a written form from the clipboard becomes the layout; a wrong one is
    /// shown with where it went wrong, and nothing changes.
    func pasteLayout() {
        guard interaction.allowsChange(.pasteLayout) else { return }
        Clipboard.readText(for: window) { [weak self] text in
            guard let self else { return }
            let form = String((text ?? "").filter { !$0.isNewline })
            do {
                let layout = try Layout(form: form)
                change(.layout) { $0.layout = layout }
            } catch {
                // TRANSLATORS: {where} says where the text stops being a layout, "at character 5: “)” is missing".
                notices.show(tr("The clipboard holds no layout"),
                             detail: form.isEmpty ? tr("Copy a layout’s written form, such as 2a|(b/c/d).")
                                 : "\(form)\n" + tr("It cannot be read {where}.", ["where": "\(error)"]))
            }
        }
    }

    /// A kept layout, from Your Layouts.
    func useLayout(_ form: String) {
        guard let layout = try? Layout(form: form) else { return }
        change(.layout) { $0.layout = layout }
    }

    func forgetLayout(_ form: String) {
        guard let layout = try? Layout(form: form) else { return }
        keptLayouts.forget(layout)
        picker.keptChanged()
    }

    func setShape(_ shape: PictureShape) {
        change(.shape) { $0.shape = shape }
    }

    /// Frame colour, spacing and corners, within their bounds.
    func changeLooks(_ change: CollageChange, _ edit: (inout Looks) -> Void) {
        var looks = collage.looks
        edit(&looks)
        guard var checked = try? Looks.validated(frameColour: looks.frameColour, spacing: looks.spacing,
                                                 cornerRadius: looks.cornerRadius) else { return }
        // The slider stops where the cells would; a menu item or a script stops there too.
        if checked.spacing != collage.looks.spacing { checked.spacing = min(checked.spacing, collage.largestSpacing) }
        self.change(change) { $0.looks = checked }
    }

    func showLooks() { looksButton.popup() }

    func showGallery() { picker.showGallery() }

    /// Asks for a frame colour of the user's own, starting from the current one.
    func chooseFrameColour() {
        guard interaction.allowsChange(.chooseFrameColour) else { return }
        ColourChooser.choose(parent: window, title: tr("Frame Colour"), initial: collage.looks.frameColour.unit) { [unowned self] chosen in
            guard let chosen else { return }
            let colour = RGBColour(unitRed: chosen.red, green: chosen.green, blue: chosen.blue)
            window.activateAction(.frameColour, Variant(colour.description))
        }
    }

    /// Asks the user for photos for `slot`: one replaces or fills it, several fill it and
    /// the empty slots after it. Cancelling changes nothing.
    func choosePhoto(for slot: SlotID) {
        guard collage.layout.visibleSlots.contains(slot), interaction.allowsChange(AppAction.choosePhoto) else { return }
        if input?.defersChoice(for: slot, { [unowned self] in openChooser(for: slot) }) == true { return }
        openChooser(for: slot)
    }

    private func openChooser(for slot: SlotID) {
        chooser.choose { [unowned self] paths in
            guard !paths.isEmpty else { return }
            let change: CollageChange = paths.count == 1 && collage.photo(in: slot) != nil ? .replacePhoto : .choosePhoto
            // A script may have shared meanwhile: the photos wait for the grid to come back.
            interaction.whenChangesAllowed(.choosePhoto) { [unowned self] in place(paths, startingAt: slot, as: change) }
        }
    }

    /// The first file goes to `slot`, the others to the empty slots after it, then before it,
    /// then to places no cell shows, to wait for a layout with more cells (`slotsForDrop`).
    private func place(_ paths: [LocalPath], startingAt slot: SlotID, as change: CollageChange) {
        let slots = collage.slotsForDrop(of: paths.count, on: slot)
        put(Array(zip(paths, slots)), as: change)
        let waiting = zip(paths, slots).filter { !collage.layout.visibleSlots.contains($0.1) }.map(\.0)
        if !waiting.isEmpty {
            // TRANSLATORS: {count} photos given together had no empty cell; they are kept for a layout with more cells.
            notices.show(tr("{count} photos wait for a layout with more cells", ["count": "\(waiting.count)"]),
                         detail: waiting.map(\.shown).joined(separator: "\n"))
        }
        tellLeftOut(paths.dropFirst(slots.count))
    }

    /// Puts photos in their slots at once, one undo step (with `layout`, if given): each is in
    /// the collage from the moment it is chosen and decodes meanwhile behind its slot's busy
    /// dots, so no layout change, undo or share can lose it. One that cannot be used leaves
    /// again, with a word (`photoFailed`).
    private func put(_ placed: [(path: LocalPath, slot: SlotID)], as change: CollageChange, layout: Layout? = nil) {
        guard self.change(change, { collage in
            if let layout { collage.layout = layout }
            for (path, slot) in placed { collage.setPhoto(path, in: slot) }
        }) else { return }
        for (_, slot) in placed { Trace.event(.photoChosen, "\(slot.rawValue)") }
    }

    /// Photos past the nine a collage holds are named, never dropped without a word.
    private func tellLeftOut(_ paths: ArraySlice<LocalPath>) {
        guard !paths.isEmpty else { return }
        // TRANSLATORS: {count} is how many photos were given past the ninth.
        notices.show(tr("A collage holds nine photos: {count} left out", ["count": "\(paths.count)"]),
                     detail: paths.map(\.shown).joined(separator: "\n"))
    }

    /// Puts back the last session's collage and undo history; photos gone meanwhile
    /// leave their slots empty, with one notice naming them.
    func restoreSession() {
        switch state.loadSession() {
        case .none:
            return
        case let .setAside(aside):
            notices.show(tr("The last session could not be restored"),
                               // TRANSLATORS: {file} is the full path the old session file was moved to.
                         detail: tr("Its file was damaged or written by a newer version, and has been kept as {file}.", ["file": aside]))
        case let .contents(saved):
            var restored = saved
            var missing: [LocalPath] = []
            // A document keeps its missing photos, shown as missing, to be located.
            for slot in SlotID.all where saved.document == nil {
                guard let path = saved.collage.photo(in: slot), path.withCString({ access($0, F_OK) }) != 0 else { continue }
                missing.append(path)
                restored.collage.setPhoto(nil, in: slot)
            }
            // The whole restored state at once: a kill while photos decode loses none of it.
            state.restore(restored, saved: saved.document.flatMap { try? DocumentFile.read($0) })
            if !missing.isEmpty {
                notices.show(tr("Some photos from last time are gone"), detail: missing.map(\.shown).joined(separator: "\n"))
            }
        }
    }

    /// Photos from the command line take the letters of a layout with a cell for each (the
    /// current one if it has), the first photo `a`, as `export` gives them; with that layout,
    /// one undo step. A collage holds nine: any more are named in a notice.
    func placePhotos(_ paths: [LocalPath]) {
        guard interaction.allowsChange(.open) else { return }
        let layout = Layout.holding(paths.count, current: collage.layout)
        put(Array(zip(paths, layout.visibleSlots.sorted())), as: .choosePhoto, layout: layout)
        tellLeftOut(paths.dropFirst(layout.visibleSlots.count))
    }

    func showUnusable(_ error: PhotoError) {
        // TRANSLATORS: {file} is a photo's file name.
        notices.show(tr("“{file}” cannot be used", ["file": error.path.shownName]), detail: "\(error.path.shown)\n\(error.localizedReason).")
    }

    /// Says where a shared picture was saved, and offers to show it there.
    func pictureSaved(at path: LocalPath) {
        // TRANSLATORS: {file} is the saved picture's file name.
        notices.show(tr("Saved as “{file}”", ["file": path.shownName]), detail: nil,
                     offer: (tr("Show in _Folder"), .showInFolder, Variant(fileName: path.bytes)))
    }

    func showInFolder(_ path: LocalPath) {
        ContainingFolder.show(path.bytes, parent: window) { [weak self] problem in
            guard let self, let problem else { return }
            notices.show(tr("The folder could not be shown"), detail: problem)
        }
    }

    /// Files dropped on a slot, or named by the `drop-photos` action: a script may send a
    /// relative path, which a later start, in another folder, would read as another file.
    func placeDropped(_ paths: [LocalPath], startingAt slot: SlotID) {
        guard interaction.allowsChange(AppAction.dropPhotos) else { return }
        for path in paths where !path.isAbsolute { showUnusable(PhotoError(path: path, cause: .notAbsolute)) }
        place(paths.filter(\.isAbsolute), startingAt: slot, as: .dropPhotos)
    }

    private func apply(_ newOrientation: ScreenOrientation) {
        guard newOrientation != orientation else { return }
        orientation = newOrientation
        let landscape = newOrientation == .landscape
        body.orientation = landscape ? .horizontal : .vertical
        picker.orientation = landscape ? .vertical : .horizontal
        hint.direction = newOrientation.shareDirection
        grid.shareDirection = newOrientation.shareDirection
    }

    private var refineScheduled = false

    /// After a resize settles, slots that grew past their decoded pixels get a sharper decode.
    private func refineVisiblePhotos() {
        guard !refineScheduled else { return }
        refineScheduled = true
        MainLoop.after(milliseconds: 250) { [weak self] in
            guard let self else { return }
            refineScheduled = false
            // While a divider is dragged the cells change size every frame: the decodes wait
            // for the release (`lineDragEnded` asks again) instead of taking the cores the drag's frames need.
            if interaction.state.isMovingDivider { return }
            for slot in collage.layout.visibleSlots {
                photos.refine(slot, covering: grid.decodeTarget(of: slot))
            }
        }
    }
}
