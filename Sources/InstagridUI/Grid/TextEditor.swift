import GtkKit
import InstagridModel
import InstagridRender
import InstagridResources
import InstagridTrace

/// Words typed in place, on the picture: a field over the item (or where a new one goes), in
/// its face, size, colour and alignment on a band, wrapping as the words will, while the grid
/// leaves the item's own words out. Shift+Enter starts a new line; Enter or a click elsewhere
/// ends it; Escape leaves the words as they were.
final class TextEditor {
    /// What is being typed: a new item's words, or an item's new words.
    enum Draft: Equatable {
        case new(TextItem.Role)
        case existing(Int)
    }

    /// Who an edit is for, told as it goes.
    struct Owner {
        /// Told how the edit ended: the draft and the words it ended with (Escape: nil words);
        /// answers the item the words are now in, if any.
        let finished: (Draft, String?) -> Int?
        /// Told when editing starts or ends: the grid draws the item again, or leaves it out.
        let changed: () -> Void
        /// Gives the keyboard to an item's words once the field is gone.
        let focusItem: (Int) -> Void
    }

    private let field = TextView()
    private let style = StyleRules()
    /// The edit under way: what is typed, where the field starts in the picture (one line
    /// high), and who it is for.
    private var edit: (draft: Draft, frame: Rect, owner: Owner)?
    var draft: Draft? { edit?.draft }
    private unowned let root: Overlay
    /// Told when typing starts (true) and ends: keys that are letters must reach the field.
    private let typing: (Bool) -> Void

    init(on root: Overlay, typing: @escaping (Bool) -> Void) {
        self.root = root
        self.typing = typing
        field.addCSSClass("text-editor")
        field.name = "text-editor"
        field.isVisible = false
        // TRANSLATORS: what a screen reader says of the field words are typed in on the picture.
        field.setAccessibleLabel(tr("Type the words"))
        let keys = KeyController()
        // Before the field's own keys: Enter ends the typing, Shift+Enter is the field's new line.
        keys.captureBeforeChildren()
        keys.onKeyPressed { [unowned self] press in
            guard draft != nil else { return false }
            if Self.escape.map(press.matches) ?? false {
                end(keeping: false)
                return true
            }
            if !press.shift, Self.enter.contains(where: press.matches) {
                end(keeping: true)
                return true
            }
            return false
        }
        field.add(keys)
        let focus = FocusController()
        focus.onLeave { [unowned self] in
            // The keyboard moved to another widget (Tab, a click elsewhere): the words typed stay.
            // The window losing the keyboard is no such move: a menu's popup closing as its entry
            // opened the field (under X11 the focus goes back to the window after it), another
            // application for a while. Asked once GTK has settled where the focus is.
            MainLoop.after(milliseconds: 0) { [weak self] in
                guard let self, draft != nil, !field.isFocus else { return }
                end(keeping: true)
            }
        }
        field.add(focus)
        // A new line, or words wrapping onto one, makes the field taller.
        field.onChanged { [unowned root] in root.queueResize() }
        root.addOverlay(field)
    }

    private static let escape = KeyController.Accelerator("Escape")
    private static let enter = ["Return", "KP_Enter"].compactMap { KeyController.Accelerator($0) }

    func pointer(is child: UnsafeMutableRawPointer) -> Bool { field.pointer == child }

    /// Where the field lies in a picture `size` large: as tall as its lines, kept inside it.
    func shownFrame(in size: Size) -> Rect? {
        guard var shown = edit?.frame else { return nil }
        shown.height = max(shown.height, Double(field.naturalHeight(forWidth: Int(shown.width.rounded()))))
        shown.y = max(0, min(shown.y, size.height - shown.height))
        return shown
    }

    /// Starts typing `draft` for `owner` with `text` (all selected, so typing replaces it), in
    /// a field over `frame` of the picture, in `style` with letters `fontSize` pixels high, on
    /// a band of `band`.
    func begin(_ draft: Draft, for owner: Owner, text: String, frame: Rect, fontSize: Double, style item: TextStyle, band: RGBColour) {
        if self.draft != nil { end(keeping: true) }
        edit = (draft, frame, owner)
        let family = FontFaces.family(of: item.font).replacing("\"", with: "")
        style.load("""
            window.instagrid textview.text-editor,
            window.instagrid textview.text-editor text {
              font-family: "\(family)";
              font-size: \(Int(max(8, fontSize).rounded()))px;
              color: \(item.colour);
              caret-color: \(item.colour);
              background-color: alpha(\(band), 0.85);
            }
            """)
        field.alignment = switch item.alignment {
        case .left: .left
        case .centre: .centre
        case .right: .right
        }
        field.text = text
        // The machine may end the typing at once (no field over a flying grid): the words set
        // above are then kept as they were.
        typing(true)
        guard self.draft == draft else { return }
        field.isVisible = true
        field.grabFocus()
        field.selectAll()
        Trace.event(.textEditing, "started")
        owner.changed()
    }

    /// Ends the edit: `keeping` the words typed (Enter, a click elsewhere) or not (Escape).
    func end(keeping: Bool) {
        guard let (draft, _, owner) = edit else { return }
        edit = nil
        let text = field.text
        field.isVisible = false
        typing(false)
        let item = owner.finished(draft, keeping ? text : nil)
        owner.changed()
        // The keyboard stays with the words (Tab goes on from them, the arrows move them);
        // the field it was in is gone.
        // The field itself, where another edit opened it meanwhile (Ctrl+T while typing).
        if let item {
            root.afterNextFrame { [weak self] in
                guard let self, self.draft == nil else { return }
                owner.focusItem(item)
            }
        }
        Trace.event(.textEditing, keeping ? "ended" : "cancelled")
    }

    /// The item whose own words the grid leaves out while they are typed.
    var editedItem: Int? {
        if case let .existing(id) = draft { id } else { nil }
    }
}
