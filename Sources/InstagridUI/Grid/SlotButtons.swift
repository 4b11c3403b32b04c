import GtkKit
import InstagridActions
import InstagridModel
import InstagridResources

/// A flat button over each slot of the grid: it takes the clicks (choosing a photo), the
/// keyboard's focus in reading order and the screen reader's attention, in a layer of its
/// own one pixel large at the grid's corner (see `GridView`'s layers).
final class SlotButtons {
    let layer = Overlay()
    private let buttons: [SlotID: Button]

    init(on grid: Overlay) {
        grid.addOverlay(layer)
        var buttons: [SlotID: Button] = [:]
        for slot in SlotID.all {
            let button = Button()
            button.addCSSClass("slot")
            button.name = "slot-\(slot.rawValue)"
            button.setAction(.choosePhoto, target: Variant(Int32(slot.rawValue)))
            layer.addOverlay(button)
            buttons[slot] = button
        }
        self.buttons = buttons
    }

    /// Places each button over its slot's frame, as `frame` tells it.
    func placeEach(_ frame: @escaping (SlotID) -> Rect?) {
        layer.onChildPosition { [unowned self] child in
            guard let slot = buttons.first(where: { $0.value.pointer == child })?.key else { return nil }
            return frame(slot)?.placed()
        }
    }

    /// Only the layout's slots have a button.
    func show(_ layout: Layout) {
        for (slot, button) in buttons {
            button.isVisible = layout.visibleSlots.contains(slot)
        }
    }

    /// Whether the buttons take pointer presses: a slot being framed lets them through to the pan.
    func takePresses(_ taking: Bool) {
        for button in buttons.values { button.canTarget = taking }
    }

    /// The slot whose button holds the keyboard focus.
    func focused(in layout: Layout) -> SlotID? {
        layout.visibleSlots.first { buttons[$0]?.hasFocus ?? false }
    }

    func focus(_ slot: SlotID) { buttons[slot]?.grabFocus() }

    /// What each slot's button says: its name, its photo's file and whether it is shown whole
    /// or missing, or that it is empty; its tooltip (none while a menu is open: it would cover
    /// the menu's first entry); whether its photo is decoding.
    func describe(_ collage: Collage, photos: SlotPhotos, menuOpen: Bool) {
        let layout = collage.layout
        for (slot, button) in buttons {
            let tooltip: String
            let name = slot.spokenName(in: layout)
            let file = collage.photo(in: slot)?.shownName
            if let file, photos.isMissing(slot) {
                // TRANSLATORS: a slot whose photo's file cannot be found; {slot} is its name, {file} the photo's file name.
                button.setAccessibleLabel(tr("{slot}: {file} is missing", ["slot": name, "file": file]))
                // TRANSLATORS: a slot's tooltip when its photo's file cannot be found.
                tooltip = tr("{file} is missing — its menu can locate it", ["file": file])
            } else if let file, collage.framing(of: slot).whole != nil {
                // TRANSLATORS: a slot whose photo is shown whole inside it; {slot} is its name, {file} the photo's file name.
                button.setAccessibleLabel(tr("{slot}: {file}, shown whole", ["slot": name, "file": file]))
                tooltip = tr("{file} — click to replace", ["file": file])
            } else if let file {
                button.setAccessibleLabel("\(name): \(file)")
                // TRANSLATORS: a slot's tooltip; {file} is its photo's file name.
                tooltip = tr("{file} — click to replace", ["file": file])
            } else {
                // TRANSLATORS: what a screen reader says of an empty slot; {slot} is its name, "Top left photo".
                button.setAccessibleLabel(tr("{slot}: empty", ["slot": name]))
                tooltip = tr("Choose a photo")
            }
            button.tooltip = menuOpen ? nil : tooltip
            button.setAccessibleDescription(tr("Opens the file chooser to pick a photo for this slot"))
            button.setAccessibleBusy(photos.isBusy(slot))
        }
    }
}
