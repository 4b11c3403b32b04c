import GtkKit
import InstagridModel
import InstagridRender

/// The one screen: title, share hint, grid and layout buttons, arranged for the
/// window's shape: a column in portrait, a row in landscape.
final class MainWindow {
    let window: ApplicationWindow
    private let title = Label("Instagrid")
    private let hint = ShareHint()
    private let header = Box(.vertical, spacing: 16)
    private let body = Box(.vertical, spacing: 24)
    private let picker = LayoutPicker()
    private let sizeProbe = DrawingArea()
    private let photos = SlotPhotos()
    private let grid: GridView
    private let chooser: PhotoChooser

    private(set) var collage = Collage()
    private(set) var orientation = ScreenOrientation.portrait

    init(application: Application, resources: Resources) {
        window = ApplicationWindow(application: application)
        grid = GridView(photos: photos, plusIconPath: resources.icon("instagrid-plus"))
        chooser = PhotoChooser(parent: window)
        window.title = "Instagrid"
        window.addCSSClass("instagrid")
        window.setDefaultSize(width: 480, height: 760)

        title.addCSSClass("title")
        header.append(title)
        header.append(hint.root)
        header.align(horizontal: .center, vertical: .center)
        body.append(header)
        body.append(grid.root)
        body.append(picker.root)
        body.setMargins(top: 16, bottom: 24, start: 24, end: 24)

        // The probe fills the window; its size, not the content's, decides the orientation.
        let root = Overlay()
        sizeProbe.expand(horizontally: true, vertically: true)
        root.setChild(sizeProbe)
        root.addOverlay(body, measure: true)
        window.setChild(root)
        sizeProbe.onResize { [unowned self] width, height in
            apply(ScreenOrientation(width: Double(width), height: Double(height)))
        }

        photos.changed = { [unowned self] in grid.refresh() }
        grid.onFilesDropped { [unowned self] paths, slot in placeDropped(paths, startingAt: slot) }
        grid.onResize { [unowned self] in refineVisiblePhotos() }
        picker.select(collage.layout)
        Trace.watchFrames(of: window)
    }

    func present() { window.present() }

    func setLayout(_ layout: Layout) {
        collage.layout = layout
        grid.layout = layout
        picker.select(layout)
        refineVisiblePhotos()
    }

    /// Asks the user for a photo for `slot`; cancelling changes nothing.
    func choosePhoto(for slot: SlotID) {
        guard collage.layout.visibleSlots.contains(slot) else { return }
        chooser.choose { [unowned self] path in
            if let path { placePhoto(path, in: slot) }
        }
    }

    /// Decodes `path` off the main loop and shows it in `slot`; on failure the slot
    /// keeps what it had and the user is told why.
    func placePhoto(_ path: String, in slot: SlotID) {
        Trace.event("photo-chosen \(slot.rawValue)")
        photos.load(path, into: slot, covering: grid.pixelSize(of: slot)) { [unowned self] error in
            if let error {
                let name = error.path.split(separator: "/").last.map(String.init) ?? error.path
                MessageDialog.show(parent: window, title: "“\(name)” cannot be used",
                                   detail: "\(error.path)\n\(error.reason.prefix(1).uppercased() + error.reason.dropFirst()).",
                                   isError: true)
                return
            }
            collage.setPhoto(path, in: slot)
            grid.photoNames[slot] = path
        }
    }

    /// The first file goes where it was dropped; any others fill the empty slots after it.
    private func placeDropped(_ paths: [String], startingAt slot: SlotID) {
        let others = collage.emptyVisibleSlots.filter { $0 != slot }
        for (path, target) in zip(paths, [slot] + others) { placePhoto(path, in: target) }
    }

    private func apply(_ newOrientation: ScreenOrientation) {
        guard newOrientation != orientation else { return }
        orientation = newOrientation
        let landscape = newOrientation == .landscape
        body.orientation = landscape ? .horizontal : .vertical
        picker.orientation = landscape ? .vertical : .horizontal
        hint.direction = newOrientation.shareDirection
    }

    private var refineScheduled = false

    /// After a resize settles, slots that grew past their decoded pixels get a sharper decode.
    private func refineVisiblePhotos() {
        guard !refineScheduled else { return }
        refineScheduled = true
        MainLoop.after(milliseconds: 250) { [weak self] in
            guard let self else { return }
            refineScheduled = false
            for slot in collage.layout.visibleSlots {
                photos.refine(slot, covering: grid.pixelSize(of: slot))
            }
        }
    }
}
