import GtkKit
import InstagridActions
import InstagridEngine
import InstagridModel
import InstagridResources

/// The collage's layout and looks as the user picks them: a layout by number, form or
/// the clipboard, Arrange to Fit, the kept layouts, the picture's shape, frame colour,
/// spacing and corners.
final class LayoutControl {
    private let edits: CollageEdits
    private let photos: SlotPhotos
    private let keptLayouts: KeptLayoutsStore
    private let picker: LayoutPicker
    private let notices: NoticeBanner
    /// The clipboard's and the colour chooser's window, where the chosen colour's action goes.
    private let window: ApplicationWindow
    private var interaction: Interaction { edits.interaction }
    private var collage: Collage { edits.collage }

    init(edits: CollageEdits, photos: SlotPhotos, keptLayouts: KeptLayoutsStore, picker: LayoutPicker,
         notices: NoticeBanner, window: ApplicationWindow) {
        self.edits = edits
        self.photos = photos
        self.keptLayouts = keptLayouts
        self.picker = picker
        self.notices = notices
        self.window = window
    }

    func showGallery() { picker.showGallery() }

    func setLayout(_ layout: Layout) {
        edits.change(.layout) { $0.layout = layout }
    }

    /// Arrange to Fit: a layout made for the photos the grid shows (those decoded; a slot
    /// left empty gets no cell), in which they lose least to cropping in the picture's shape,
    /// and least of what draws the eye in them.
    func arrangeToFit() {
        var aspects: [SlotID: Double] = [:], attention: [SlotID: AttentionMap] = [:]
        for slot in collage.layout.visibleSlots {
            guard let photo = photos.decoded(in: slot), photo.fullSize.width > 0, photo.fullSize.height > 0 else { continue }
            let framing = collage.framing(of: slot), shown = framing.turned(photo.fullSize)
            aspects[slot] = shown.width / shown.height
            attention[slot] = photo.attention?.turned(framing.quarterTurns)
        }
        guard let arranged = collage.arranged(aspects, attention: attention, longSide: ShareFlow.pictureSide(of: collage)) else {
            return notices.show(tr("There are no photos to arrange"), detail: tr("Choose photos for the slots first."))
        }
        edits.change(.arrangeToFit) { $0 = arranged }
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
                edits.change(.layout) { $0.layout = layout }
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
        edits.change(.layout) { $0.layout = layout }
    }

    func forgetLayout(_ form: String) {
        guard let layout = try? Layout(form: form) else { return }
        keptLayouts.forget(layout)
        picker.keptChanged()
    }

    func setShape(_ shape: PictureShape) {
        edits.change(.shape) { $0.shape = shape }
    }

    /// Slides: the picture `count` slides of its shape wide (1, one picture).
    func setSlides(_ count: Int) {
        guard (1...Slides.counts.upperBound).contains(count) else { return }
        edits.change(.slides) { $0.slides = count }
    }

    /// Frame colour, spacing and corners, within their bounds.
    func changeLooks(_ change: CollageChange, _ edit: (inout Looks) -> Void) {
        var looks = collage.looks
        edit(&looks)
        guard var checked = try? Looks.validated(frameColour: looks.frameColour, spacing: looks.spacing,
                                                 cornerRadius: looks.cornerRadius, background: looks.background) else { return }
        // The slider stops where the cells would; a menu item or a script stops there too.
        if checked.spacing != collage.looks.spacing { checked.spacing = min(checked.spacing, collage.largestSpacing) }
        edits.change(change) { $0.looks = checked }
    }

    /// Asks for a frame colour of the user's own, starting from the current one.
    func chooseFrameColour() {
        guard interaction.allowsChange(.chooseFrameColour) else { return }
        ColourChooser.choose(parent: window, title: tr("Frame Colour"), initial: collage.looks.frameColour.unit) { [unowned self] chosen in
            guard let chosen else { return }
            let colour = RGBColour(unitRed: chosen.red, green: chosen.green, blue: chosen.blue)
            window.activateAction(.frameColour, Variant(colour.description))
        }
    }
}
