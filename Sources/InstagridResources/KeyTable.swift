import InstagridActions
import InstagridEngine
import InstagridModel

/// Every key the app answers, in one table: the window sets the actions' accelerators from
/// it and tells the grid's key handlers what a press means (`Shortcuts`), its shortcuts
/// window lists it (`AppMenu`), and the user guide's Keyboard section is written from it
/// (`instagrid keys`), so a key is changed once and nothing shows one that does something else.
nonisolated public enum KeyTable {
    /// Keys that do one thing, written as GTK writes accelerators ("<Control><Shift>z").
    public struct Binding: Sendable {
        /// Shown in the shortcuts window.
        public let keys: [String]
        /// Taken as well, not shown: the keypad's twin, "=" for the unshifted "+".
        public let twins: [String]
        public let effect: Effect

        init(_ keys: [String], twins: [String] = [], _ effect: Effect) {
            self.keys = keys
            self.twins = twins
            self.effect = effect
        }
    }

    public enum Effect: Sendable {
        /// The accelerator of one of the application's actions, with its target if it takes one.
        case app(AppAction, ActionTarget? = nil)
        /// The accelerator of one of the share dialog's actions, which works while it has the focus.
        case shareDialog(ShareDialogAction)
        /// The window's own Close.
        case closeWindow
        /// Taken by a key handler of the grid.
        case key(KeyCommand)
        /// GTK's own (focus moves, a button's activation, the menu button's F10).
        case gtk
    }

    /// An action's target in the table: a layout's number, the words of Add Text.
    public enum ActionTarget: Sendable {
        case int32(Int32)
        case string(String)
    }

    /// One line of the shortcuts window: what it does, and the keys that do it.
    public struct Row: Sendable {
        public let title: String
        public let bindings: [Binding]
    }

    public struct Group: Sendable {
        public let title: String
        public let rows: [Row]
    }

    // Made when asked, so the titles are in the language gettext was set up with.
    public static var groups: [Group] { [
        Group(title: tr("Grid"), rows: [
            Row(title: tr("Layout 1, 2 or 3"), bindings: Layout.seed.map {
                Binding(["\($0.id)"], twins: ["KP_\($0.id)"], .app(.layout, .int32(Int32($0.number!))))
            }),
            Row(title: tr("Every layout"), bindings: [Binding(["<Control>l"], .app(.showLayouts))]),
            Row(title: tr("Arrange the photos to fit"), bindings: [Binding(["<Control><Alt>f"], .app(.arrangeToFit))]),
            // The layout as its written form, as text any application takes and gives.
            Row(title: tr("Copy the layout"), bindings: [Binding(["<Control><Shift>c"], .app(.copyLayout))]),
            Row(title: tr("Paste a layout"), bindings: [Binding(["<Control><Shift>v"], .app(.pasteLayout))]),
            Row(title: tr("Frame colour, spacing, corners and shape"), bindings: [Binding(["<Control><Shift>l"], .app(.showLooks))]),
            Row(title: tr("Move between slots and buttons"), bindings: [Binding(["Tab", "<Shift>Tab"], .gtk)]),
            Row(title: tr("Choose a photo for the focused slot"), bindings: [Binding(["Return", "space"], .gtk)]),
            Row(title: tr("Share the picture"), bindings: [Binding(["<Control>s"], .app(.share))]),
            Row(title: tr("Open the focused slot's menu"), bindings: [Binding(["Menu", "<Shift>F10"], .key(.openSlotMenu))]),
            Row(title: tr("Move the focused slot's photo"), bindings: Direction.keyOrder.map {
                Binding(["<Alt>\($0.keyName)"], .key(.movePhoto($0)))
            }),
            Row(title: tr("Adjust the focused photo's framing"), bindings: [Binding(["<Control>Return"], twins: ["<Control>KP_Enter"], .key(.startAdjusting))]),
            Row(title: tr("Undo"), bindings: [Binding(["<Control>z"], .app(.undo))]),
            Row(title: tr("Redo"), bindings: [Binding(["<Control><Shift>z", "<Control>y"], .app(.redo))]),
        ]),
        Group(title: tr("Adjusting a photo's framing"), rows: [
            Row(title: tr("Move the photo"), bindings: Direction.keyOrder.map { Binding([$0.keyName], .key(.panPhoto($0))) }),
            Row(title: tr("Zoom in or out"), bindings: [Binding(["plus"], twins: ["equal", "KP_Add"], .key(.zoomIn)),
                                                        Binding(["minus"], twins: ["KP_Subtract"], .key(.zoomOut))]),
            Row(title: tr("Turn a quarter"), bindings: [Binding(["r"], .key(.turnPhoto))]),
            Row(title: tr("Reset the framing"), bindings: [Binding(["0"], twins: ["KP_0"], .key(.resetFraming))]),
            Row(title: tr("Done"), bindings: [Binding(["Return", "Escape"], twins: ["KP_Enter"], .key(.doneAdjusting))]),
        ]),
        Group(title: tr("Arranging photos"), rows: [
            Row(title: tr("Put a lifted photo back"), bindings: [Binding(["Escape"], .key(.putLiftedPhotoBack))]),
            Row(title: tr("Go to the next divider between photos"), bindings: [Binding(["F8"], .key(.focusNextDivider))]),
            Row(title: tr("Move the focused divider between photos"), bindings: Direction.keyOrder.map {
                Binding([$0.keyName], .key(.moveDivider($0)))
            }),
        ]),
        Group(title: tr("Words on the picture"), rows: [
            // The words are typed on the picture: Add Text opens the field there.
            Row(title: tr("Add text"), bindings: [Binding(["<Control>t"], .app(.addText, .string("")))]),
            Row(title: tr("Edit the focused text"), bindings: [Binding(["Return"], .gtk)]),
            Row(title: tr("Move the focused text"), bindings: Direction.keyOrder.map { Binding([$0.keyName], .key(.moveText($0))) }),
            Row(title: tr("Remove the focused text"), bindings: [Binding(["Delete"], twins: ["KP_Delete"], .key(.removeText))]),
            Row(title: tr("Finish typing, or leave the words as they were"), bindings: [Binding(["Return", "Escape"], .gtk)]),
            // The field's own new line: Enter alone finishes (TextEditor).
            Row(title: tr("Start a new line while typing"), bindings: [Binding(["<Shift>Return"], .gtk)]),
        ]),
        Group(title: tr("Share dialog"), rows: [
            // The share dialog's own actions (see ShareDialog), reached from inside it; Alt and a
            // letter are its buttons' mnemonics, which GTK answers.
            Row(title: tr("Save the picture as a PNG, JPEG, WebP or PDF file"), bindings: [Binding(["<Alt>s"], .gtk)]),
            Row(title: tr("Copy to the clipboard"), bindings: [Binding(["<Control>c"], .shareDialog(.copy)), Binding(["<Alt>c"], .gtk)]),
            Row(title: tr("Open the picture in another application"), bindings: [Binding(["<Alt>o"], .gtk)]),
            Row(title: tr("Write an e-mail with the picture attached"), bindings: [Binding(["<Alt>e"], .gtk)]),
            Row(title: tr("Close"), bindings: [Binding(["Escape"], .shareDialog(.cancel))]),
        ]),
        Group(title: tr("Collages"), rows: [
            Row(title: tr("New collage"), bindings: [Binding(["<Control>n"], .app(.new))]),
            Row(title: tr("Open a collage"), bindings: [Binding(["<Control>o"], .app(.open))]),
            // Ctrl+S shares, as the design's swipe does; saving takes Alt beside it.
            Row(title: tr("Save the collage"), bindings: [Binding(["<Control><Alt>s"], .app(.save))]),
            Row(title: tr("Save the collage as a new file"), bindings: [Binding(["<Control><Shift>s"], .app(.saveAs))]),
            Row(title: tr("Print the collage"), bindings: [Binding(["<Control>p"], .app(.print))]),
        ]),
        Group(title: tr("Application"), rows: [
            Row(title: tr("Main menu"), bindings: [Binding(["F10"], .gtk)]),
            Row(title: tr("Keyboard shortcuts"), bindings: [Binding(["<Control>question", "F1"], .app(.shortcuts))]),
            Row(title: tr("Close the window"), bindings: [Binding(["<Control>w"], .closeWindow)]),
            Row(title: tr("Quit"), bindings: [Binding(["<Control>q"], .app(.quit))]),
        ]),
    ] }

    public static var bindings: [Binding] { groups.flatMap(\.rows).flatMap(\.bindings) }

    /// The table as Markdown, for the user guide's Keyboard section (`instagrid keys`,
    /// scripts/keyboard-table): each group's name, then its rows' keys and what they do.
    public static var markdown: String {
        groups.map { group in
            let rows = group.rows.map { row in "| \(keysLabel(row.bindings.flatMap(\.keys))) | \(row.title) |" }
            return (["**\(group.title)**", "", "| keys | action |", "| --- | --- |"] + rows).joined(separator: "\n")
        }.joined(separator: "\n\n") + "\n"
    }

    /// Keys as people write them: "Ctrl+Shift+Z", "Alt+arrows" for the four arrows with Alt.
    public static func keysLabel(_ accelerators: [String]) -> String {
        var labels = accelerators.map(keyLabel)
        for modifiers in Set(labels.compactMap { $0.hasSuffix("Left") ? String($0.dropLast(4)) : nil }) {
            let arrows = Direction.keyOrder.map { modifiers + $0.keyName }
            guard let first = labels.firstIndex(of: arrows[0]), arrows.allSatisfy(labels.contains) else { continue }
            labels.removeAll { arrows.contains($0) }
            labels.insert(modifiers + "arrows", at: min(first, labels.count))
        }
        return labels.joined(separator: ", ")
    }

    /// One accelerator as GTK writes it ("<Control><Shift>z") as people write it ("Ctrl+Shift+Z").
    public static func keyLabel(_ accelerator: String) -> String {
        var rest = Substring(accelerator), modifiers = ""
        let shown = ["Control": "Ctrl+", "Shift": "Shift+", "Alt": "Alt+"]
        while rest.hasPrefix("<"), let end = rest.firstIndex(of: ">") {
            let name = String(rest[rest.index(after: rest.startIndex)..<end])
            modifiers += shown[name] ?? name + "+"
            rest = rest[rest.index(after: end)...]
        }
        let names = ["Return": "Enter", "space": "Space", "question": "?", "plus": "+", "minus": "−", "equal": "="]
        let key = names[String(rest)] ?? (rest.count == 1 ? rest.uppercased() : String(rest))
        return modifiers + key
    }
}

extension Direction {
    /// The shortcuts window's order.
    public static let keyOrder: [Direction] = [.left, .right, .up, .down]

    /// GDK's name for the arrow key.
    public var keyName: String {
        switch self {
        case .left: "Left"
        case .right: "Right"
        case .up: "Up"
        case .down: "Down"
        }
    }
}
