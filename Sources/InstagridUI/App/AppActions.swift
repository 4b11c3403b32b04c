import GtkKit
import InstagridActions
import InstagridModel
import InstagridTrace

/// Every user action, as a GAction of the application: buttons, keys, menus,
/// tests and `gapplication action io.github.instagrid.Instagrid NAME [ARG]` all
/// take this one path to the window.
final class AppActions {
    let layout: Action
    let shape: Action
    let slides: Action
    let frameColour: Action
    let chooseFrameColour: Action
    let spacing: Action
    let cornerRadius: Action
    let showLayouts: Action
    let arrangeToFit: Action
    let keepLayout: Action
    let copyLayout: Action
    let pasteLayout: Action
    let useLayout: Action
    let forgetLayout: Action
    let showLooks: Action
    let storyBands: Action
    let choosePhoto: Action
    let swapPhotos: Action
    let removePhoto: Action
    let turnPhoto: Action
    let resetFraming: Action
    let adjustFraming: Action
    let locatePhoto: Action
    let splitAcross: Action
    let wholePhoto: Action
    let wholeBackdrop: Action
    let splitDown: Action
    let removeCell: Action
    let undo: Action
    let redo: Action
    let dropPhotos: Action
    let share: Action
    let showInFolder: Action
    let addText: Action
    let addCaption: Action
    let editText: Action
    let removeText: Action
    let background: Action
    let backgroundPhoto: Action
    let chooseBackgroundPhoto: Action
    let textStyle: Action
    let chooseTextFont: Action
    let chooseTextColour: Action
    let wordsLook: Action
    let chooseWordsFont: Action
    let chooseWordsColour: Action
    let new: Action
    let open: Action
    let openDocument: Action
    let save: Action
    let saveAs: Action
    let print: Action
    let about: Action
    let shortcuts: Action
    let quit: Action

    /// `quit`: closes the window (which asks before unsaved changes are lost), or ends the
    /// application where there is none.
    init(application: Application, window mainWindow: @escaping () -> MainWindow, quit quitting: @escaping () -> Void) {
        // Each action reaches the window through this: an action taken while words are typed
        // (Ctrl+S, a menu's entry, a script) acts on them, the typing ended as Enter ends it.
        let window = {
            let main = mainWindow()
            main.interaction.send(.commandRequested)
            return main
        }
        new = Action(.new)
        new.onActivate { _ in window().documents.startNew() }
        open = Action(.open)
        open.onActivate { _ in window().documents.chooseAndOpen() }
        // A document's path: Open Recent, the file manager, a script.
        openDocument = Action(.openDocument)
        openDocument.onActivate { parameter in
            guard let path = parameter?.fileName.flatMap(LocalPath.init(bytes:)), path.isAbsolute else { return }
            window().documents.open(path)
        }
        save = Action(.save)
        save.onActivate { _ in window().documents.save() }
        saveAs = Action(.saveAs)
        saveAs.onActivate { _ in window().documents.saveAs() }
        print = Action(.print)
        print.onActivate { _ in window().printCollage() }
        about = Action(.about)
        about.onActivate { _ in AppMenu.showAbout(over: window().window) }
        shortcuts = Action(.shortcuts)
        shortcuts.onActivate { _ in AppMenu.showShortcuts(over: window().window) }
        quit = Action(.quit)
        quit.onActivate { _ in quitting() }
        layout = Action(.layout, state: Variant(Int32(Layout.default.number!)))
        layout.onActivate { parameter in
            guard let number = parameter?.int32, let chosen = Layout.numbered(Int(number)) else { return }
            // The window reports the change back, which sets this action's state.
            window().layouts.setLayout(chosen)
        }
        // The picture's shape and looks; their states follow the collage (see `reflect`).
        // Out-of-range values are refused where looks change (MainWindow.changeLooks).
        shape = Action(.shape, state: Variant(PictureShape.square.rawValue))
        shape.onActivate { parameter in
            guard let chosen = parameter?.string.flatMap(PictureShape.init(rawValue:)) else { return }
            window().layouts.setShape(chosen)
        }
        slides = Action(.slides, state: Variant(Int32(1)))
        slides.onActivate { parameter in
            guard let count = parameter?.int32 else { return }
            window().layouts.setSlides(Int(count))
        }
        frameColour = Action(.frameColour, state: Variant(Looks.seed.frameColour.description))
        frameColour.onActivate { parameter in
            guard let colour = parameter?.string.flatMap(RGBColour.init(hex:)) else { return }
            window().layouts.changeLooks(.frameColour) { $0.frameColour = colour }
        }
        chooseFrameColour = Action(.chooseFrameColour)
        chooseFrameColour.onActivate { _ in window().layouts.chooseFrameColour() }
        spacing = Action(.spacing, state: Variant(Looks.seed.spacing))
        spacing.onActivate { parameter in
            guard let value = parameter?.double else { return }
            window().layouts.changeLooks(.spacing) { $0.spacing = value }
        }
        cornerRadius = Action(.cornerRadius, state: Variant(Looks.seed.cornerRadius))
        cornerRadius.onActivate { parameter in
            guard let value = parameter?.double else { return }
            window().layouts.changeLooks(.cornerRadius) { $0.cornerRadius = value }
        }
        showLayouts = Action(.showLayouts)
        showLayouts.onActivate { _ in window().layouts.showGallery() }
        arrangeToFit = Action(.arrangeToFit)
        arrangeToFit.onActivate { _ in window().layouts.arrangeToFit() }
        // Your Layouts: by their written forms.
        keepLayout = Action(.keepLayout)
        keepLayout.onActivate { _ in window().layouts.keepLayout() }
        copyLayout = Action(.copyLayout)
        copyLayout.onActivate { _ in window().layouts.copyLayout() }
        pasteLayout = Action(.pasteLayout)
        pasteLayout.onActivate { _ in window().layouts.pasteLayout() }
        useLayout = Action(.useLayout)
        useLayout.onActivate { parameter in parameter?.string.map { window().layouts.useLayout($0) } }
        forgetLayout = Action(.forgetLayout)
        forgetLayout.onActivate { parameter in parameter?.string.map { window().layouts.forgetLayout($0) } }
        showLooks = Action(.showLooks)
        showLooks.onActivate { _ in window().showLooks() }
        // A view of the picture, not a change to it: the grid shows a story's bands, or not.
        storyBands = Action(.storyBands, state: Variant(true))
        storyBands.onActivate { [unowned storyBands] _ in
            let shown = !(storyBands.state?.bool ?? true)
            storyBands.state = Variant(shown)
            window().grid.showsStoryBands = shown
        }
        // Files dropped on a slot: (slot, [paths]).
        dropPhotos = Action(.dropPhotos)
        dropPhotos.onActivate { parameter in
            guard let (raw, names) = parameter?.int32AndFileNames, let slot = SlotID(rawValue: Int(raw)) else { return }
            window().intake.placeDropped(names.compactMap(LocalPath.init(bytes:)), startingAt: slot)
        }
        // Two slots, (from, to): their photos change places.
        swapPhotos = Action(.swapPhotos)
        swapPhotos.onActivate { parameter in
            guard let (a, b) = parameter?.int32Pair, let first = SlotID(rawValue: Int(a)), let second = SlotID(rawValue: Int(b)) else { return }
            window().arrangement.swapPhotos(first, second)
        }
        func slotAction(_ name: AppAction, _ perform: @escaping (MainWindow, SlotID) -> Void) -> Action {
            let action = Action(name)
            action.onActivate { parameter in
                guard let raw = parameter?.int32, let slot = SlotID(rawValue: Int(raw)) else { return }
                perform(window(), slot)
            }
            return action
        }
        choosePhoto = slotAction(.choosePhoto) { $0.intake.choosePhoto(for: $1) }
        removePhoto = slotAction(.removePhoto) { $0.arrangement.removePhoto(in: $1) }
        turnPhoto = slotAction(.turnPhoto) { $0.arrangement.turnPhoto(in: $1) }
        resetFraming = slotAction(.resetFraming) { $0.arrangement.resetFraming(of: $1) }
        adjustFraming = slotAction(.adjustFraming) { $0.arrangement.adjustFraming($1) }
        locatePhoto = slotAction(.locatePhoto) { $0.intake.locatePhoto(in: $1) }
        splitAcross = slotAction(.splitAcross) { $0.arrangement.splitCell($1, along: .row) }
        wholePhoto = slotAction(.wholePhoto) { $0.arrangement.toggleWhole($1) }
        wholeBackdrop = slotAction(.wholeBackdrop) { $0.arrangement.switchBackdrop($1) }
        splitDown = slotAction(.splitDown) { $0.arrangement.splitCell($1, along: .column) }
        removeCell = slotAction(.removeCell) { $0.arrangement.removeCell($1) }
        undo = Action(.undo)
        undo.onActivate { _ in window().arrangement.undo() }
        undo.isEnabled = false
        redo = Action(.redo)
        redo.onActivate { _ in window().arrangement.redo() }
        redo.isEnabled = false
        share = Action(.share)
        share.onActivate { _ in window().share() }
        // A saved file's path: the file manager shows it in its folder.
        showInFolder = Action(.showInFolder)
        showInFolder.onActivate { parameter in
            guard let path = parameter?.fileName.flatMap(LocalPath.init(bytes:)) else { return }
            window().showInFolder(path)
        }
        // Words: the text as typed (none opens the field on the picture); items by their ids.
        addText = Action(.addText)
        addText.onActivate { parameter in parameter?.string.map { window().words.addText($0) } }
        addCaption = slotAction(.addCaption) { $0.words.addCaption(to: $1) }
        func textAction(_ name: AppAction, _ perform: @escaping (MainWindow, Int) -> Void) -> Action {
            let action = Action(name)
            action.onActivate { parameter in parameter?.int32.map { perform(window(), Int($0)) } }
            return action
        }
        editText = textAction(.editText) { $0.words.startEditing($1) }
        removeText = textAction(.removeText) { $0.words.remove($1) }
        // "frame", "none", "#RRGGBB", "gradient:#RRGGBB,#RRGGBB[,DEGREES]", "photo" (the chooser),
        // "blurred" or "sharp" (the photo's blur).
        background = Action(.background, state: Variant(BackgroundWords.frame))
        background.onActivate { parameter in parameter?.string.map { window().words.setBackground($0) } }
        backgroundPhoto = Action(.backgroundPhoto)
        backgroundPhoto.onActivate { parameter in
            guard let path = parameter?.fileName.flatMap(LocalPath.init(bytes:)) else { return }
            window().words.setBackgroundPhoto(path)
        }
        chooseBackgroundPhoto = Action(.chooseBackgroundPhoto)
        chooseBackgroundPhoto.onActivate { _ in window().words.chooseBackgroundPhoto() }
        // (item, words): "left", "outline", "larger", "colour:#RRGGBB", "font:FAMILY STYLE"… (TextStyle.applying).
        textStyle = Action(.textStyle)
        textStyle.onActivate { parameter in
            guard let (id, words) = parameter?.int32AndString else { return }
            window().words.style(Int(id), words)
        }
        chooseTextFont = textAction(.chooseTextFont) { $0.words.chooseFont($1) }
        chooseTextColour = textAction(.chooseTextColour) { $0.words.chooseColour($1) }
        // The face or colour of every word: "font:FAMILY STYLE", "colour:#RRGGBB" or "default".
        wordsLook = Action(.wordsLook)
        wordsLook.onActivate { parameter in parameter?.string.map { window().words.setWordsLook($0) } }
        chooseWordsFont = Action(.chooseWordsFont)
        chooseWordsFont.onActivate { _ in window().words.chooseWordsFont() }
        chooseWordsColour = Action(.chooseWordsColour)
        chooseWordsColour.onActivate { _ in window().words.chooseWordsColour() }
        for action in [addText, addCaption, editText, removeText, background, backgroundPhoto, chooseBackgroundPhoto, textStyle,
                       chooseTextFont, chooseTextColour, wordsLook, chooseWordsFont, chooseWordsColour,
                       new, open, openDocument, save, saveAs, print, layout, shape, slides, frameColour, chooseFrameColour, spacing,
                       cornerRadius, showLayouts, arrangeToFit, keepLayout, copyLayout, pasteLayout, useLayout, forgetLayout, showLooks,
                       storyBands, choosePhoto, dropPhotos, swapPhotos, removePhoto, turnPhoto, resetFraming, adjustFraming, locatePhoto,
                       splitAcross, splitDown, removeCell, wholePhoto, wholeBackdrop, undo, redo, share, showInFolder, about, shortcuts, quit] {
            // After the action's own handler: a test that reads this knows the action ran.
            action.onActivate { [name = action.name] in Trace.event(.actionActivated, Action.detailedName(name, target: $0)) }
            application.add(action)
        }
        Shortcuts.installAccelerators(in: application)
    }

    /// Sets every stateful action's state from the collage: GTK shows buttons and menu
    /// items targeting the current value as chosen, whatever made the change.
    func reflect(_ collage: Collage, _ history: History) {
        undo.isEnabled = history.canUndo
        redo.isEnabled = history.canRedo
        // A new cell needs a place in the list: nine photos held leave none.
        splitAcross.isEnabled = collage.freePlace != nil
        splitDown.isEnabled = collage.freePlace != nil
        // 0, no catalogue layout: one shaped by hand is chosen.
        layout.state = Variant(Int32(collage.layout.number ?? 0))
        shape.state = Variant(collage.shape.rawValue)
        slides.state = Variant(Int32(collage.slides))
        frameColour.state = Variant(collage.looks.frameColour.description)
        spacing.state = Variant(collage.looks.spacing)
        cornerRadius.state = Variant(collage.looks.cornerRadius)
        background.state = Variant(BackgroundWords.words(for: collage.looks.background))
    }
}
