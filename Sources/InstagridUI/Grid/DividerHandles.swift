import GtkKit
import InstagridEngine
import InstagridGestures
import InstagridModel
import InstagridResources

/// A handle over each divider's gap, above the grid's drawing: screen readers name it
/// ("Divider between Top left photo and Top right photo, 40 %"), the pointer over it becomes
/// a resize cursor, and F8 gives it the keyboard (as GTK's own panes do: the handles stay
/// out of Tab's way through the photos and buttons), where the arrows move it. Made once, as
/// many as nine cells can have; a layout uses the first of them.
final class DividerHandles {
    private let handles: [Separator]
    /// What each handle shows now: setting either again costs GTK (and screen readers) work.
    private var shown: [(cursor: String?, label: String)?]
    /// The layout's dividers, the nth shown by the nth handle.
    private(set) var dividers: [LayoutDivider] = []

    init(on root: Overlay) {
        handles = (1..<SlotID.count).map { _ in
            let handle = Separator(.vertical)
            handle.addCSSClass("divider")
            handle.isVisible = false
            // Focusable only while it has the keyboard (`focusNext`), so Tab passes it by.
            let focus = FocusController()
            focus.onLeave { [unowned handle] in handle.isFocusable = false }
            handle.add(focus)
            root.addOverlay(handle)
            return handle
        }
        shown = Array(repeating: nil, count: handles.count)
    }

    /// Shows a handle for each of `layout`'s dividers, named after the cells on its two sides.
    /// A line the swipe would move along (`GapPress.needsHold`) wears no resize cursor: a
    /// plain drag there shares, and its tooltip says to hold it first.
    func place(_ layout: Layout, shareDirection: ShareDirection) {
        dividers = layout.tree.dividers()
        for (index, handle) in handles.enumerated() {
            handle.isVisible = index < dividers.count
            guard index < dividers.count else { continue }
            let divider = dividers[index]
            let needsHold = GapPress(lineAxis: divider.axis, shareDirection: shareDirection).needsHold
            let cursor = needsHold ? nil : divider.axis == .row ? "col-resize" : "row-resize"
            let percent = Int((divider.share * 100).rounded())
            // TRANSLATORS: what a screen reader says of the line between two photos; {first} and
            // {second} are the photos' slots ("Top left photo"), {percent} how much of their row or column the first takes.
            let label = tr("Divider between {first} and {second}, {percent} %", [
                "first": divider.before.spokenName(in: layout), "second": divider.after.spokenName(in: layout),
                "percent": "\(percent)",
            ])
            if shown[index].map({ $0.cursor != cursor }) ?? true {
                handle.setCursor(named: cursor)
                // TRANSLATORS: the tooltip of a line between photos that a plain drag would not move (it shares).
                handle.tooltip = needsHold ? tr("Hold, then drag to move this line") : nil
            }
            if shown[index]?.label != label {
                handle.setAccessibleLabel(label)
                handle.setAccessibleValue(Double(percent), in: 0...100)
            }
            shown[index] = (cursor, label)
        }
    }

    /// The divider whose handle `child` (an overlay child) is.
    func divider(of child: UnsafeMutableRawPointer) -> LayoutDivider? {
        divider(shownBy: handles.firstIndex { $0.pointer == child })
    }

    /// F8: the keyboard goes to the next divider after the one that has it (the first, from
    /// anywhere else; round again after the last). False when the layout has none.
    @discardableResult
    func focusNext() -> Bool {
        guard !dividers.isEmpty else { return false }
        let next = handles.firstIndex { $0.hasFocus }.map { ($0 + 1) % dividers.count } ?? 0
        handles[next].isFocusable = true
        handles[next].grabFocus()
        return true
    }

    /// The divider whose handle has the keyboard.
    var focused: LayoutDivider? {
        divider(shownBy: handles.firstIndex { $0.hasFocus })
    }

    /// The divider the handle at `index` shows, if it shows one.
    private func divider(shownBy index: Int?) -> LayoutDivider? {
        index.flatMap { dividers.indices.contains($0) ? dividers[$0] : nil }
    }
}
