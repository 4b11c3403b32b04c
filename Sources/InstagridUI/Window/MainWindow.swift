import Glibc
import GtkKit
import InstagridActions
import InstagridEngine
import InstagridGestures
import InstagridModel
import InstagridRender
import InstagridResources
import InstagridTrace

/// The one screen: title, share hint, grid and layout buttons, arranged for the
/// window's shape: a column in portrait, a row in landscape.
final class MainWindow {
    let window: ApplicationWindow
    private let title = Label("Instagrid")
    private let hint = ShareHint()
    private let header = Box(.vertical, spacing: 16)
    private let body = Box(.vertical, spacing: 24)
    let keptLayouts: KeptLayoutsStore
    private let picker: LayoutPicker
    private let sizeProbe = DrawingArea()
    let photos: SlotPhotos
    let grid: GridView
    private let layer = FlightLayer()
    private let shareFlow: ShareFlow
    /// The window's content, filling it: the reference for positions and the window's shape.
    let content = Overlay()
    private let watch: PhotoWatch
    private let printing = Printing()
    /// The grid's one way in: every press, key and scroll on it.
    private let input: GridInput
    private let undoMenu = UndoMenuSection()
    let notices: NoticeBanner
    /// The document's name in the title bar (hidden for the untitled collage).
    private let documentTitle = Label("")
    let documents: Documents

    /// The one source of what the user composed: the grid, the layout buttons and the
    /// actions' states all follow it, whatever changed it.
    let state: CollageState
    /// Where the session is kept between runs: written after each change.
    let session = SessionStore()
    var collage: Collage { state.collage }
    /// What the pointer and keys are doing (framing, holding a photo, sharing): one at a time.
    let interaction: Interaction
    /// The controllers, each bound to its actions: photos coming in and going, the layout and
    /// looks, arranging photos by hand, words and the background, documents.
    let intake: PhotoIntake
    let layouts: LayoutControl
    let arrangement: PhotoArrangement
    let words: WordsControl
    private let menuButton: MenuButton
    private let looksButton: LooksButton

    init(application: Application, resources: Resources) {
        window = ApplicationWindow(application: application)
        let edits = CollageEdits { [session] contents in session.save(contents) }
        let (state, interaction) = (edits.state, edits.interaction)
        self.state = state
        self.interaction = interaction
        // What the slots show changed (a decode's answer): the engine's event, which says when
        // the grid draws again. Weakly: a decode may answer after the window is gone.
        let photos = SlotPhotos(collage: { [unowned state] in state.collage }) { [weak interaction] in
            interaction?.send(.pixelsChanged)
        }
        self.photos = photos
        let notices = NoticeBanner()
        self.notices = notices
        let grid = GridView(collage: { [unowned state] in state.collage }, interaction: interaction, photos: photos,
                            plusIconPath: resources.icon("instagrid-plus"), typing: { [unowned application, unowned interaction] typing in
            Shortcuts.setTyping(typing, in: application)
            interaction.send(typing ? .typingStarted : .typingEnded)
        }, wordsCut: { [unowned state, unowned notices] clipped in
            let ids = notices.newlyStanding(Set(clipped.map(String.init)), of: "words-cut").compactMap { Int($0) }.sorted()
            let cut = ids.compactMap { state.collage.text($0) }
            guard let first = cut.first else { return }
            Trace.event(.wordsCut, ids.map(String.init).joined(separator: " "))
            // TRANSLATORS: words on the picture too long for their place even at their smallest legible size.
            notices.show(cut.count == 1 ? tr("Some words do not fit") : tr("{count} texts do not fit", ["count": "\(cut.count)"]),
                         // TRANSLATORS: {start} is the start of the words that end with "…".
                         detail: tr("“{start}” ends with “…” even at its smallest legible size: shorten it, or give it more room.",
                                    ["start": String(first.text.prefix(24))]))
        })
        self.grid = grid
        let keptLayouts = KeptLayoutsStore()
        self.keptLayouts = keptLayouts
        picker = LayoutPicker { [unowned keptLayouts] in keptLayouts.kept.layouts }
        let intake = PhotoIntake(edits: edits, photos: photos, notices: notices, chooser: PhotoChooser(parent: window))
        self.intake = intake
        // A photo edited elsewhere is shown anew, decoded for its slot as it is now.
        watch = PhotoWatch { [unowned photos, unowned grid, unowned intake] path in
            photos.reload(path, covering: { [unowned grid] in grid.decodeTarget(of: $0) }) { [unowned intake] path, error in
                intake.watchedPhotoFailed(path, error)
            }
        }
        words = WordsControl(edits: edits, notices: notices, chooser: PhotoChooser(parent: window), window: window) { [unowned grid] in
            grid.editText($0, finished: $1)
        }
        layouts = LayoutControl(edits: edits, photos: photos, keptLayouts: keptLayouts, picker: picker, notices: notices, window: window)
        // A line's drag ended: what did not follow its every frame follows the layout now.
        arrangement = PhotoArrangement(edits: edits, photos: photos, grid: grid, notices: notices) { [unowned state] in state.settle() }
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
        documents = Documents(window: window, edits: edits,
                              tell: { [unowned notices] title, detail in notices.show(title, detail: detail) })
        menuButton = MenuButton(iconName: "open-menu-symbolic", menu: AppMenu.model(recent: documents.recentMenu, edit: undoMenu.menu))
        looksButton = LooksButton(collage: { [unowned state] in state.collage }) { [unowned window] action, value in
            window.activateAction(action, value)
        }
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
        bar.packEnd(looksButton.button)
        window.setTitlebar(bar)
        content.addOverlay(layer.root)
        content.addOverlay(notices.root)
        window.setChild(content)

        // Where the keyboard is, for tests: a focus ring comes and goes with GTK's focus-visible.
        window.onNotify("focus-widget") { [unowned grid] in
            Trace.event(.keyboardOn, grid.focusedSlot.map { "slot \($0.rawValue)" }
                ?? grid.focusedDivider.map { "divider \($0.before.rawValue) \($0.after.rawValue)" }
                ?? grid.focusedText.map { "text \($0)" } ?? "other")
        }
        // Through the action, like every other change: it is refused the same way while sharing.
        grid.onFilesDropped { [unowned window] paths, slot in
            window.activateAction(.dropPhotos, Variant(Int32(slot.rawValue), fileNames: paths))
        }
        picker.select(state.collage.layout)
        let host = ShareHost(state: state, interaction: interaction, photos: photos, documents: documents, notices: notices)
        shareFlow = ShareFlow(host: host, parent: window, content: content, grid: grid, layer: layer, hint: hint)
        input = GridInput(grid: grid, hint: hint.root, content: content, editor: arrangement, words: words, intake: intake,
                          interaction: interaction, share: shareFlow) { [unowned sizeProbe] in Self.shareGesture(in: sizeProbe) }

        sizeProbe.onResize { [unowned self] width, height in
            apply(ScreenOrientation(width: Double(width), height: Double(height)))
        }
        grid.onResize { [unowned self] in refineVisiblePhotos() }
        observeCollage(shareFlow)
        window.onCloseRequest { [unowned self] in
            Trace.event(.windowCloseRequest)
            // Words being typed are the collage's before it is kept or asked about.
            interaction.send(.commandRequested)
            if documents.holdsTheWindowOpen() { return true }
            shareFlow.windowClosing()
            // The window is going, and with it the app: nothing it did can now end the process
            // before the last change is saved.
            WindowSystemErrors.ignoreFromNow()
            return false
        }
        Trace.watchFrames(of: window)
    }

    func present() { window.present() }

    /// The share's drag a press would become, for the window's shape now: the probe fills the
    /// window, and its size, not the content's, decides the orientation.
    private static func shareGesture(in probe: Widget) -> ShareGesture {
        let (width, height) = (Double(probe.width), Double(probe.height))
        return ShareGesture(orientation: ScreenOrientation(width: width, height: height), windowWidth: width, windowHeight: height)
    }

    func share() { interaction.send(.shareRequested(Self.shareGesture(in: sizeProbe).direction)) }

    /// Print…: a complete collage only, as sharing asks.
    func printCollage() {
        guard interaction.allowsChange(.print) else { return }
        guard collage.isComplete else {
            return MessageDialog.show(parent: window, title: tr("You need to complete the grid before printing"),
                                      detail: collage.stillEmpty, isError: false)
        }
        printing.print(collage, parent: window) { [unowned self] title, detail in notices.show(title, detail: detail) }
    }

    /// Each part of the window observes the collage at its pace: what shows the layout
    /// follows a line's drag every frame; the rest (decodes, the share's preparation, menus,
    /// the title) once, when the drag ends.
    private func observeCollage(_ flow: ShareFlow) {
        state.observe(.everyFrame) { [unowned grid] _, _ in grid.collageChanged() }
        state.observe { [unowned self] collage, _ in followPhotos(collage) }
        state.observe { [unowned flow] collage, _ in flow.collageChanged(collage) }
        state.observe { [unowned self] collage, history in showChrome(collage, history) }
        state.observe { [unowned self] collage, _ in sayHeldWeights(collage) }
    }

    /// Weights no spacing lets hold (1000a|b) are not drawn as written: the floor keeps a cell
    /// up, and the window says so once for each layout, shape and slides it happens to, as
    /// export notes it.
    private func sayHeldWeights(_ collage: Collage) {
        let picture = "\(collage.layout.form) \(collage.shape.rawValue) \(collage.slides)"
        guard !notices.newlyStanding(collage.weightsHold ? [] : [picture], of: "held-weights").isEmpty else { return }
        // TRANSLATORS: a layout's written weights (such as 1000a|b) would make a photo's cell too small to see.
        notices.show(tr("A cell is drawn larger than its weight"),
                     detail: tr("The layout’s weights would leave a cell smaller than the smallest a cell may be: it is drawn at that size, its neighbours narrower."))
    }

    /// The slots' pixels: decoded for what the collage names, their files watched (the
    /// window shows each as it is now, as a share renders it), and the modes that held a
    /// photo now gone let go of it.
    private func followPhotos(_ collage: Collage) {
        interaction.send(.photosShown(Set(collage.layout.visibleSlots.filter { collage.photo(in: $0) != nil })))
        if state.document != nil { intake.tellMissing(photos.findMissing()) }
        photos.follow(covering: { [unowned self] in grid.decodeTarget(of: $0) }, background: grid.backgroundTarget,
                      failed: { [unowned self] path, error in intake.photoFailed(path, error) },
                      backgroundFailed: { [unowned self] error in intake.showUnusable(error) })
        watch.watch(Set(SlotID.all.compactMap(collage.photo(in:))))
        refineVisiblePhotos()
    }

    /// The layout buttons, the looks, the undo menu and the title.
    private func showChrome(_ collage: Collage, _ history: History) {
        picker.select(collage.layout)
        looksButton.reflect(collage)
        undoMenu.reflect(history)
        // Only when it changes: each setting reaches the window manager.
        let title = documents.title
        if window.title != title {
            window.title = title
            // Untitled, the bar shows nothing, and screen readers hear no empty label.
            documentTitle.text = title
            documentTitle.isVisible = state.document != nil
        }
    }

    func showLooks() { looksButton.popup() }

    func showInFolder(_ path: LocalPath) {
        ContainingFolder.show(path.bytes, parent: window) { [weak self] problem in
            guard let self, let problem else { return }
            notices.show(tr("The folder could not be shown"), detail: problem)
        }
    }

    /// The window's shape changed: what the grid shows now (its handles' places) says which it was.
    private func apply(_ orientation: ScreenOrientation) {
        guard orientation.shareDirection != grid.shareDirection else { return }
        let landscape = orientation == .landscape
        body.orientation = landscape ? .horizontal : .vertical
        picker.orientation = landscape ? .vertical : .horizontal
        hint.direction = orientation.shareDirection
        grid.shareDirection = orientation.shareDirection
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
