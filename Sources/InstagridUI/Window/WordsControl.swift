import GtkKit
import InstagridActions
import InstagridEngine
import InstagridModel
import InstagridResources
import InstagridTrace

/// Words and what lies behind the photos: text items added, edited, moved and removed, and
/// the background chosen. Each change is one step of undo, through `CollageEdits`.
final class WordsControl {
    private let edits: CollageEdits
    private let notices: NoticeBanner
    private let chooser: PhotoChooser
    private let window: Window
    /// Opens the in-place editor on an item, or on a new one (`TextEditor`), and says how it
    /// ended to the function it is given.
    private let edit: (TextEditor.Draft, @escaping (TextEditor.Draft, String?) -> Int?) -> Void
    private var collage: Collage { edits.collage }

    init(edits: CollageEdits, notices: NoticeBanner, chooser: PhotoChooser, window: Window,
         edit: @escaping (TextEditor.Draft, @escaping (TextEditor.Draft, String?) -> Int?) -> Void) {
        self.edits = edits
        self.edit = edit
        self.notices = notices
        self.chooser = chooser
        self.window = window
    }

    /// Add Text: the first words on a collage are its title, later ones free text. Given
    /// words are added as they are; none opens the editor on a new item.
    func addText(_ text: String) {
        let role: TextItem.Role = collage.texts.contains { $0.role == .title } ? .free : .title
        guard !text.isEmpty else { return startEditing(.new(role)) }
        do {
            let checked = try TextItem.checked(text)
            edits.change(.addText) { _ = try? $0.addText(checked, role: role) }
        } catch {
            refuse(error)
        }
    }

    /// A caption on `slot`'s cell, typed in place.
    func addCaption(to slot: SlotID) {
        guard collage.layout.visibleSlots.contains(slot) else { return }
        startEditing(.new(.caption(slot)))
    }

    func startEditing(_ id: Int) {
        guard collage.text(id) != nil else { return }
        startEditing(.existing(id))
    }

    private func startEditing(_ draft: TextEditor.Draft) {
        guard edits.interaction.allowsChange(AppAction.addText) else { return }
        edit(draft) { [unowned self] in finish($0, with: $1) }
    }

    /// What the editor ends with: new words for an item (blank ones remove it), a new item's,
    /// or none (Escape). The item the words are in now, if any.
    private func finish(_ draft: TextEditor.Draft, with text: String?) -> Int? {
        switch draft {
        case let .new(role):
            guard let text, let checked = try? TextItem.checked(text) else { return nil }
            var added: Int?
            edits.change(.addText) { added = try? $0.addText(checked, role: role) }
            return added
        case let .existing(id):
            guard let text, let item = collage.text(id), item.text != text else { return collage.text(id)?.id }
            do {
                let checked = try TextItem.checked(text)
                edits.change(.editText) { try? $0.editText(id, to: checked) }
                return id
            } catch .empty {
                remove(id)
                return nil
            } catch {
                refuse(error)
                return id
            }
        }
    }

    func remove(_ id: Int) {
        guard collage.text(id) != nil else { return }
        edits.change(.removeText) { $0.removeText(id) }
    }

    /// An item moved to `centre` (fractions of its picture or cell); a drag's moves are one step.
    func move(_ id: Int, to centre: Point, burst: Double? = nil) {
        guard collage.text(id) != nil else { return }
        edits.change(.moveText, burst: burst) { $0.moveText(id, to: centre) }
    }

    /// `text-style`'s words for an item (`TextStyle.applying`): alignment, legibility, size,
    /// colour or face; a run of size or colour steps is one undo step.
    func style(_ id: Int, _ words: String) {
        guard let item = collage.text(id), let style = item.style.applying(words), style != item.style else { return }
        edits.change(.styleText, burst: MonotonicClock.seconds) { $0.styleText(id, style) }
    }

    func chooseFont(_ id: Int) {
        guard let item = collage.text(id) else { return }
        askFace(.chooseTextFont, title: tr("Font"), initial: item.style.font) { $0.style(id, $1) }
    }

    func chooseColour(_ id: Int) {
        guard let item = collage.text(id) else { return }
        askColour(.chooseTextColour, title: tr("Text Colour"), initial: item.style.colour) { $0.style(id, $1) }
    }

    /// `words-look`'s words ("font:FAMILY STYLE", "colour:#RRGGBB", "default"): the face or
    /// colour every item takes, and every one added from now on.
    func setWordsLook(_ words: String) {
        guard let look = collage.wordsLook.applying(words), look != collage.wordsLook else { return }
        edits.change(.wordsLook) { $0.setWordsLook(look) }
    }

    func chooseWordsFont() {
        let initial = collage.wordsLook.face ?? collage.texts.first?.style.font ?? TextStyle.scriptFace
        askFace(.chooseWordsFont, title: tr("Font of the Words"), initial: initial) { $0.setWordsLook($1) }
    }

    func chooseWordsColour() {
        askColour(.chooseWordsColour, title: tr("Colour of the Words"), initial: collage.wordsLook.colour ?? TextStyle.white) {
            $0.setWordsLook($1)
        }
    }

    /// GTK's font dialog for `action`; the face chosen reaches `apply` as words ("font:FAMILY
    /// STYLE"), once changes may be made (the dialog may answer while the grid is shared).
    private func askFace(_ action: AppAction, title: String, initial: String, _ apply: @escaping (WordsControl, String) -> Void) {
        guard edits.interaction.allowsChange(action) else { return }
        FontChooser.choose(parent: window, title: title, initial: initial) { [weak self] face in
            guard let self, let face, !face.isEmpty else { return }
            edits.interaction.whenChangesAllowed(action) { [weak self] in self.map { apply($0, "font:" + face) } }
        }
    }

    /// GTK's colour dialog for `action`; the colour chosen reaches `apply` as words ("colour:#RRGGBB").
    private func askColour(_ action: AppAction, title: String, initial: RGBColour, _ apply: @escaping (WordsControl, String) -> Void) {
        guard edits.interaction.allowsChange(action) else { return }
        ColourChooser.choose(parent: window, title: title, initial: initial.unit) { [weak self] chosen in
            guard let self, let chosen else { return }
            let colour = RGBColour(unitRed: chosen.red, green: chosen.green, blue: chosen.blue)
            edits.interaction.whenChangesAllowed(action) { [weak self] in self.map { apply($0, "colour:\(colour)") } }
        }
    }

    /// `background`'s words (`BackgroundWords`): "frame", "none", a colour, a gradient as the
    /// command line writes it, "photo" (chosen, unless one is there), or "blurred" / "sharp"
    /// for the background photo.
    func setBackground(_ words: String) {
        var looks = collage.looks
        switch words {
        case BackgroundWords.frame: looks.background = .frameColour
        case BackgroundWords.photo:
            guard looks.background.photo == nil else { return }
            return chooseBackgroundPhoto()
        case BackgroundWords.blurred, BackgroundWords.sharp:
            guard let path = looks.background.photo else { return }
            looks.background = .image(path, blurred: words == BackgroundWords.blurred)
        default:
            guard let (background, colour) = try? WordsArguments.background(words), background.photo == nil else { return }
            looks.background = background
            if let colour { looks.frameColour = colour }
        }
        guard looks != collage.looks else { return }
        edits.change(.background) { $0.looks = looks }
    }

    /// A photo of the user's behind the collage: filling the picture, blurred if the last one was.
    func setBackgroundPhoto(_ path: LocalPath) {
        guard path.isAbsolute else { return }
        let blurred = collage.looks.background.isBlurred
        edits.change(.background) { $0.looks.background = .image(path, blurred: blurred) }
    }

    func chooseBackgroundPhoto() {
        guard edits.interaction.allowsChange(AppAction.backgroundPhoto) else { return }
        chooser.choose { [weak self] paths in
            guard let self, let path = paths.first else { return }
            edits.interaction.whenChangesAllowed(.backgroundPhoto) { [weak self] in self?.setBackgroundPhoto(path) }
        }
    }

    private func refuse(_ error: TextItem.Invalid) {
        notices.show(tr("The text cannot be added"), detail: "\(error)")
    }
}
