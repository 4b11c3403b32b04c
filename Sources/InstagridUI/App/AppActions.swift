import GtkKit
import InstagridActions
import InstagridModel
import InstagridTrace

/// Every user action, as a GAction of the application: buttons, keys, menus,
/// tests and `gapplication action io.github.instagrid.Instagrid NAME [ARG]` all
/// take this one path to the window.
final class AppActions {
    /// The actions with a state or whether they can be done following the collage (`reflect`).
    private let undo = Action(.undo), redo = Action(.redo)
    private let splitAcross: Action, splitDown: Action
    private let layout = Action(.layout, state: Variant(Int32(Layout.default.number!)))
    private let shape = Action(.shape, state: Variant(PictureShape.square.rawValue))
    private let slides = Action(.slides, state: Variant(Int32(1)))
    private let frameColour = Action(.frameColour, state: Variant(Looks.seed.frameColour.description))
    private let spacing = Action(.spacing, state: Variant(Looks.seed.spacing))
    private let cornerRadius = Action(.cornerRadius, state: Variant(Looks.seed.cornerRadius))
    private let background = Action(.background, state: Variant(BackgroundWords.frame))
    /// Its own state: a view of the picture, not a change to it.
    private let storyBands = Action(.storyBands, state: Variant(true))

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
        splitAcross = Self.slotAction(.splitAcross, window) { $0.arrangement.splitCell($1, along: .row) }
        splitDown = Self.slotAction(.splitDown, window) { $0.arrangement.splitCell($1, along: .column) }
        let actions = Self.documentActions(window, quit: quitting) + layoutActions(window) + photoActions(window) + wordsActions(window)
        for action in actions {
            // After the action's own handler: a test that reads this knows the action ran.
            action.onActivate { [name = action.name] in Trace.event(.actionActivated, Action.detailedName(name, target: $0)) }
            application.add(action)
        }
        Shortcuts.installAccelerators(in: application)
    }

    /// A plain action: `perform` with its parameter, if any.
    private static func action(_ name: AppAction, _ perform: @escaping (Variant?) -> Void) -> Action {
        let action = Action(name)
        action.onActivate(perform)
        return action
    }

    /// An action on a slot, given by its number.
    private static func slotAction(_ name: AppAction, _ window: @escaping () -> MainWindow,
                                   _ perform: @escaping (MainWindow, SlotID) -> Void) -> Action {
        action(name) { parameter in
            guard let raw = parameter?.int32, let slot = SlotID(rawValue: Int(raw)) else { return }
            perform(window(), slot)
        }
    }

    /// An action on words on the picture, given by their id.
    private static func textAction(_ name: AppAction, _ window: @escaping () -> MainWindow,
                                   _ perform: @escaping (MainWindow, Int) -> Void) -> Action {
        action(name) { parameter in parameter?.int32.map { perform(window(), Int($0)) } }
    }

    /// The collage as a document, the app's windows and its end (`Documents`, `AppMenu`).
    private static func documentActions(_ window: @escaping () -> MainWindow, quit: @escaping () -> Void) -> [Action] {
        [
            action(.new) { _ in window().documents.startNew() },
            action(.open) { _ in window().documents.chooseAndOpen() },
            // A document's path: Open Recent, the file manager, a script.
            action(.openDocument) { parameter in
                guard let path = parameter?.fileName.flatMap(LocalPath.init(bytes:)), path.isAbsolute else { return }
                window().documents.open(path)
            },
            action(.save) { _ in window().documents.save() },
            action(.saveAs) { _ in window().documents.saveAs() },
            action(.print) { _ in window().printCollage() },
            action(.about) { _ in AppMenu.showAbout(over: window().window) },
            action(.shortcuts) { _ in AppMenu.showShortcuts(over: window().window) },
            action(.quit) { _ in quit() },
            action(.share) { _ in window().share() },
            // A saved file's path: the file manager shows it in its folder.
            action(.showInFolder) { parameter in
                guard let path = parameter?.fileName.flatMap(LocalPath.init(bytes:)) else { return }
                window().showInFolder(path)
            },
        ]
    }

    /// The layout, the picture's shape and looks (`LayoutControl`); their states follow the
    /// collage (`reflect`). Out-of-range values are refused where looks change.
    private func layoutActions(_ window: @escaping () -> MainWindow) -> [Action] {
        // The window reports the change back, which sets the action's state.
        layout.onActivate { parameter in
            guard let number = parameter?.int32, let chosen = Layout.numbered(Int(number)) else { return }
            window().layouts.setLayout(chosen)
        }
        shape.onActivate { parameter in
            guard let chosen = parameter?.string.flatMap(PictureShape.init(rawValue:)) else { return }
            window().layouts.setShape(chosen)
        }
        slides.onActivate { parameter in
            guard let count = parameter?.int32 else { return }
            window().layouts.setSlides(Int(count))
        }
        frameColour.onActivate { parameter in
            guard let colour = parameter?.string.flatMap(RGBColour.init(hex:)) else { return }
            window().layouts.changeLooks(.frameColour) { $0.frameColour = colour }
        }
        spacing.onActivate { parameter in
            guard let value = parameter?.double else { return }
            window().layouts.changeLooks(.spacing) { $0.spacing = value }
        }
        cornerRadius.onActivate { parameter in
            guard let value = parameter?.double else { return }
            window().layouts.changeLooks(.cornerRadius) { $0.cornerRadius = value }
        }
        // The grid shows a story's bands, or not.
        storyBands.onActivate { [unowned storyBands] _ in
            let shown = !(storyBands.state?.bool ?? true)
            storyBands.state = Variant(shown)
            window().grid.showsStoryBands = shown
        }
        return [
            layout, shape, slides, frameColour, spacing, cornerRadius, storyBands,
            Self.action(.chooseFrameColour) { _ in window().layouts.chooseFrameColour() },
            Self.action(.showLayouts) { _ in window().layouts.showGallery() },
            Self.action(.arrangeToFit) { _ in window().layouts.arrangeToFit() },
            // Your Layouts: by their written forms.
            Self.action(.keepLayout) { _ in window().layouts.keepLayout() },
            Self.action(.copyLayout) { _ in window().layouts.copyLayout() },
            Self.action(.pasteLayout) { _ in window().layouts.pasteLayout() },
            Self.action(.useLayout) { parameter in parameter?.string.map { window().layouts.useLayout($0) } },
            Self.action(.forgetLayout) { parameter in parameter?.string.map { window().layouts.forgetLayout($0) } },
            Self.action(.showLooks) { _ in window().showLooks() },
        ]
    }

    /// Photos into the collage and out, moved, framed; cells split and removed; undo and
    /// redo (`PhotoIntake`, `PhotoArrangement`).
    private func photoActions(_ window: @escaping () -> MainWindow) -> [Action] {
        undo.onActivate { _ in window().arrangement.undo() }
        undo.isEnabled = false
        redo.onActivate { _ in window().arrangement.redo() }
        redo.isEnabled = false
        return [
            undo, redo, splitAcross, splitDown,
            // Files dropped on a slot: (slot, [paths]).
            Self.action(.dropPhotos) { parameter in
                guard let (raw, names) = parameter?.int32AndFileNames, let slot = SlotID(rawValue: Int(raw)) else { return }
                window().intake.placeDropped(names.compactMap(LocalPath.init(bytes:)), startingAt: slot)
            },
            // Two slots, (from, to): their photos change places.
            Self.action(.swapPhotos) { parameter in
                guard let (a, b) = parameter?.int32Pair, let first = SlotID(rawValue: Int(a)), let second = SlotID(rawValue: Int(b)) else { return }
                window().arrangement.swapPhotos(first, second)
            },
            Self.slotAction(.choosePhoto, window) { $0.intake.choosePhoto(for: $1) },
            Self.slotAction(.removePhoto, window) { $0.arrangement.removePhoto(in: $1) },
            Self.slotAction(.turnPhoto, window) { $0.arrangement.turnPhoto(in: $1) },
            Self.slotAction(.resetFraming, window) { $0.arrangement.resetFraming(of: $1) },
            Self.slotAction(.adjustFraming, window) { $0.arrangement.adjustFraming($1) },
            Self.slotAction(.locatePhoto, window) { $0.intake.locatePhoto(in: $1) },
            Self.slotAction(.wholePhoto, window) { $0.arrangement.toggleWhole($1) },
            Self.slotAction(.wholeBackdrop, window) { $0.arrangement.switchBackdrop($1) },
            Self.slotAction(.removeCell, window) { $0.arrangement.removeCell($1) },
        ]
    }

    /// Words on the picture and the background behind it (`WordsControl`).
    private func wordsActions(_ window: @escaping () -> MainWindow) -> [Action] {
        // "frame", "none", "#RRGGBB", "gradient:#RRGGBB,#RRGGBB[,DEGREES]", "photo" (the chooser),
        // "blurred" or "sharp" (the photo's blur).
        background.onActivate { parameter in parameter?.string.map { window().words.setBackground($0) } }
        return [
            background,
            // The text as typed (none opens the field on the picture); items by their ids.
            Self.action(.addText) { parameter in parameter?.string.map { window().words.addText($0) } },
            Self.slotAction(.addCaption, window) { $0.words.addCaption(to: $1) },
            Self.textAction(.editText, window) { $0.words.startEditing($1) },
            Self.textAction(.removeText, window) { $0.words.remove($1) },
            Self.action(.backgroundPhoto) { parameter in
                guard let path = parameter?.fileName.flatMap(LocalPath.init(bytes:)) else { return }
                window().words.setBackgroundPhoto(path)
            },
            Self.action(.chooseBackgroundPhoto) { _ in window().words.chooseBackgroundPhoto() },
            // (item, words): "left", "outline", "larger", "colour:#RRGGBB", "font:FAMILY STYLE"… (TextStyle.applying).
            Self.action(.textStyle) { parameter in
                guard let (id, words) = parameter?.int32AndString else { return }
                window().words.style(Int(id), words)
            },
            Self.textAction(.chooseTextFont, window) { $0.words.chooseFont($1) },
            Self.textAction(.chooseTextColour, window) { $0.words.chooseColour($1) },
            // The face or colour of every word: "font:FAMILY STYLE", "colour:#RRGGBB" or "default".
            Self.action(.wordsLook) { parameter in parameter?.string.map { window().words.setWordsLook($0) } },
            Self.action(.chooseWordsFont) { _ in window().words.chooseWordsFont() },
            Self.action(.chooseWordsColour) { _ in window().words.chooseWordsColour() },
        ]
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
