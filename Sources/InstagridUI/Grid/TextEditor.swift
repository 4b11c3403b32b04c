import GtkKit
import InstagridModel
import InstagridRender
import InstagridTrace

/// Words typed in place, on the picture: a field over the item (or where a new one goes),
/// in its face and size, while the grid leaves the item's own words out. Enter or a click
/// elsewhere ends it; Escape leaves the words as they were.
final class TextEditor {
    /// What is being typed: a new item's words, or an item's new words.
    enum Draft: Equatable {
        case new(TextItem.Role)
        case existing(Int)
    }

    private let entry = Entry()
    private let style = StyleRules()
    private(set) var draft: Draft?
    /// Where the field lies in the picture.
    private(set) var frame: Rect?
    /// Told how an edit ended: the draft and the words it ended with (Escape: nil words);
    /// answers the item the words are now in, if any.
    var finished: ((Draft, String?) -> Int?)?
    /// Told when editing starts or ends: the grid draws the item again, or leaves it out.
    var changed: (() -> Void)?
    /// Gives the keyboard to an item's words once the field is gone.
    var focusItem: ((Int) -> Void)?
    private unowned let root: Overlay
    /// Told when typing starts (true) and ends: keys that are letters must reach the field.
    var typing: ((Bool) -> Void)?

    init(on root: Overlay) {
        self.root = root
        entry.addCSSClass("text-editor")
        entry.name = "text-editor"
        entry.isVisible = false
        entry.onActivate { [unowned self] in end(keeping: true) }
        let keys = KeyController()
        keys.onKeyPressed { [unowned self] press in
            guard draft != nil, let escape = KeyController.Accelerator("Escape"), press.matches(escape) else { return false }
            end(keeping: false)
            return true
        }
        entry.add(keys)
        let focus = FocusController()
        focus.onLeave { [unowned self] in
            // A click elsewhere: the words typed stay.
            if draft != nil { end(keeping: true) }
        }
        entry.add(focus)
        root.addOverlay(entry)
    }

    func pointer(is child: UnsafeMutableRawPointer) -> Bool { entry.pointer == child }

    /// Starts typing `draft` with `text` (all selected, so typing replaces it), in a field
    /// over `frame` of the picture with letters `fontSize` pixels high in `face`.
    func begin(_ draft: Draft, text: String, frame: Rect, fontSize: Double, face: String) {
        if self.draft != nil { end(keeping: true) }
        self.draft = draft
        self.frame = frame
        let family = FontFaces.family(of: face).replacing("\"", with: "")
        style.load("""
            window.instagrid entry.text-editor {
              font-family: "\(family)";
              font-size: \(Int(max(8, fontSize).rounded()))px;
              min-height: 0;
              padding: 0 4px;
            }
            """)
        entry.text = text
        // The machine may end the typing at once (no field over a flying grid): the words set
        // above are then kept as they were.
        typing?(true)
        guard self.draft == draft else { return }
        // TRANSLATORS: what an empty text field on the picture invites.
        entry.placeholder = tr("Type the words")
        entry.isVisible = true
        entry.grabFocus()
        entry.selectAll()
        Trace.event(.textEditing, "started")
        changed?()
    }

    /// Ends the edit: `keeping` the words typed (Enter, a click elsewhere) or not (Escape).
    func end(keeping: Bool) {
        guard let draft else { return }
        self.draft = nil
        frame = nil
        let text = entry.text
        entry.isVisible = false
        typing?(false)
        let item = finished?(draft, keeping ? text : nil)
        changed?()
        // The keyboard stays with the words (Tab goes on from them, the arrows move them);
        // the field it was in is gone.
        // The field itself, where another edit opened it meanwhile (Ctrl+T while typing).
        if let item {
            root.afterNextFrame { [weak self] in
                guard let self, self.draft == nil else { return }
                focusItem?(item)
            }
        }
        Trace.event(.textEditing, keeping ? "ended" : "cancelled")
    }

    /// The item whose own words the grid leaves out while they are typed.
    var editedItem: Int? {
        if case let .existing(id) = draft { id } else { nil }
    }
}
