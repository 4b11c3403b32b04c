import GtkKit
import InstagridActions
import InstagridModel
import InstagridRender
import InstagridResources

/// A flat button over each text item's words, above the slots: screen readers hear it
/// ("Title: Grenoble 2026"), Tab reaches it after the photos, Return or a click edits it in
/// place (`edit-text`), and the grid's keys move or remove it while it has the keyboard.
/// Made as items come, kept for the window's life, hidden when not needed.
final class TextHandles {
    private unowned let root: Overlay
    /// Each handle, and what it says now: setting that again costs GTK (and screen readers) work.
    private var handles: [(button: Button, label: String)] = []
    /// Each shown item's box in the picture, in the order drawn (the last on top), for the
    /// collage and picture size they were measured for.
    private var measured: (key: Key, frames: [(id: Int, frame: Rect)], clipped: Set<Int>)?
    /// What the boxes depend on: the words, their cells and the picture's size.
    private struct Key: Equatable {
        let texts: [TextItem]
        let layout: Layout
        let looks: Looks
        let slides: Int
        let size: Size
    }
    /// Whether the handles show their tips now: off while a menu is open over the words.
    private let showsTooltips: () -> Bool

    init(on root: Overlay, showsTooltips: @escaping () -> Bool) {
        self.root = root
        self.showsTooltips = showsTooltips
    }

    /// Each shown item's box in a `size` picture of `collage`, measured once for each change.
    func frames(of collage: Collage, in size: Size) -> [(id: Int, frame: Rect)] {
        let key = Key(texts: collage.shownTexts, layout: collage.layout, looks: collage.looks, slides: collage.slides, size: size)
        if let measured, measured.key == key { return measured.frames }
        let placements = TextPainter.placements(of: key.texts, in: GridGeometry(size: size, looks: key.looks, layout: key.layout),
                                                slides: key.slides)
        let frames = placements.map { ($0.id, $0.frame) }
        measured = (key, frames, Set(placements.filter(\.isClipped).map(\.id)))
        return frames
    }

    /// The items last measured whose words end with "…": even at the legible floor they do not fit.
    var clipped: Set<Int> { measured?.clipped ?? [] }

    private static var tooltip: String { tr("Click to edit; drag to move") }

    /// Whether the handles show their tips changed (`showsTooltips`).
    func tooltipsChanged() {
        let tip = showsTooltips() ? Self.tooltip : nil
        for handle in handles { handle.button.tooltip = tip }
    }

    /// A handle for each of `collage`'s shown items, named for screen readers. True when the
    /// boxes moved since the last time: the overlay must place the handles anew.
    @discardableResult
    func place(_ collage: Collage, in size: Size) -> Bool {
        let frames = frames(of: collage, in: size)
        let moved = frames.map(\.frame) != placedFrames
        placedFrames = frames.map(\.frame)
        while handles.count < frames.count {
            let handle = Button()
            handle.addCSSClass("text-item")
            root.addOverlay(handle)
            handles.append((handle, ""))
        }
        for (index, (handle, said)) in handles.enumerated() {
            handle.isVisible = index < frames.count
            guard index < frames.count, let item = collage.text(frames[index].id) else { continue }
            let label = Self.spokenName(of: item, in: collage.layout)
            guard said != label else { continue }
            handles[index].label = label
            handle.setAccessibleLabel(label)
            handle.tooltip = showsTooltips() ? Self.tooltip : nil
            handle.setAction(.editText, target: Variant(Int32(item.id)))
        }
        return moved
    }

    /// The boxes the handles were last placed for.
    private var placedFrames: [Rect] = []

    /// The box of the item `child` (an overlay child) is the handle of, in the picture.
    func frame(of child: UnsafeMutableRawPointer) -> Rect? {
        guard let index = handles.firstIndex(where: { $0.button.pointer == child }), let frames = measured?.frames,
              frames.indices.contains(index) else { return nil }
        return frames[index].frame
    }

    /// The item whose words lie at (`x`, `y`) of the picture: the one drawn last.
    func item(atX x: Double, y: Double) -> Int? {
        measured?.frames.last { $0.frame.contains(x: x, y: y) }?.id
    }

    /// The item whose handle has the keyboard.
    var focused: Int? {
        guard let index = handles.firstIndex(where: { $0.button.hasFocus }), let frames = measured?.frames,
              frames.indices.contains(index) else { return nil }
        return frames[index].id
    }

    func focus(_ id: Int) {
        guard let index = measured?.frames.firstIndex(where: { $0.id == id }), handles.indices.contains(index) else { return }
        handles[index].button.grabFocus()
    }

    /// "Title: Grenoble 2026", "Caption of Top left photo: Plage", "Text: …".
    static func spokenName(of item: TextItem, in layout: Layout) -> String {
        switch item.role {
        // TRANSLATORS: what a screen reader says of the picture's title; {text} is its words.
        case .title: tr("Title: {text}", ["text": item.text])
        // TRANSLATORS: a caption on a photo; {slot} is the photo's slot ("Top left photo"), {text} its words.
        case let .caption(slot): tr("Caption of {slot}: {text}", ["slot": slot.spokenName(in: layout), "text": item.text])
        // TRANSLATORS: free text on the picture; {text} is its words.
        case .free: tr("Text: {text}", ["text": item.text])
        }
    }
}
