/// Every action the app makes, by the name GTK, `gapplication action` and the tests know it
/// by. The names are written here and nowhere else: the window builds its actions, menus,
/// buttons and accelerators from these cases, and the GUI tests drive the app with them,
/// so a misspelt or renamed action fails to compile instead of doing nothing. An action's
/// keys and its line in the shortcuts window stay in the one table of keys (InstagridUI's
/// `Shortcuts`), which names the action by its case: the grid's own keys sit beside them
/// there, in the order the shortcuts window and the user guide show.
public enum AppAction: String, CaseIterable, Sendable {
    case new, open, save, print, about, shortcuts, quit, undo, redo, share
    case saveAs = "save-as"
    case openDocument = "open-document"
    case layout, shape, slides
    case frameColour = "frame-colour"
    case chooseFrameColour = "choose-frame-colour"
    case spacing
    case cornerRadius = "corner-radius"
    case showLayouts = "show-layouts"
    case arrangeToFit = "arrange-to-fit"
    case keepLayout = "keep-layout"
    case copyLayout = "copy-layout"
    case pasteLayout = "paste-layout"
    case useLayout = "use-layout"
    case forgetLayout = "forget-layout"
    case showLooks = "show-looks"
    case storyBands = "story-bands"
    case dropPhotos = "drop-photos"
    case swapPhotos = "swap-photos"
    case choosePhoto = "choose-photo"
    case removePhoto = "remove-photo"
    case turnPhoto = "turn-photo"
    case resetFraming = "reset-framing"
    case adjustFraming = "adjust-framing"
    case locatePhoto = "locate-photo"
    case wholePhoto = "whole-photo"
    case wholeBackdrop = "whole-backdrop"
    case splitAcross = "split-across"
    case splitDown = "split-down"
    case removeCell = "remove-cell"
    case showInFolder = "show-in-folder"
    case addText = "add-text"
    case addCaption = "add-caption"
    case editText = "edit-text"
    case removeText = "remove-text"
    case background
    case backgroundPhoto = "background-photo"
    case chooseBackgroundPhoto = "choose-background-photo"
    case textStyle = "text-style"
    case chooseTextFont = "choose-text-font"
    case chooseTextColour = "choose-text-colour"
    case wordsLook = "words-look"
    case chooseWordsFont = "choose-words-font"
    case chooseWordsColour = "choose-words-colour"

    /// What an action takes, as GVariant types it.
    public enum Parameter: Sendable {
        /// "i": a slot, a layout's number, a number of slides.
        case int32
        /// "d": the spacing, the corners' radius.
        case double
        /// "s": a shape, a colour, a layout's written form.
        case string
        /// "ay": a path, as GLib gives file names: bytes, whatever their encoding.
        case fileName
        /// "(ii)": two slots.
        case int32Pair
        /// "(iaay)": a slot and paths.
        case int32AndFileNames
        /// "(is)": a text item and words for it.
        case int32AndString
    }

    /// Nil for an action that takes nothing.
    public var parameter: Parameter? {
        switch self {
        case .layout, .choosePhoto, .removePhoto, .turnPhoto, .resetFraming, .adjustFraming, .locatePhoto,
             .wholePhoto, .wholeBackdrop, .splitAcross, .splitDown, .removeCell, .addCaption, .editText, .removeText,
             .chooseTextFont, .chooseTextColour, .slides: .int32
        case .spacing, .cornerRadius: .double
        case .shape, .frameColour, .useLayout, .forgetLayout, .addText, .background, .wordsLook: .string
        case .openDocument, .showInFolder, .backgroundPhoto: .fileName
        case .swapPhotos: .int32Pair
        case .dropPhotos: .int32AndFileNames
        case .textStyle: .int32AndString
        case .new, .open, .save, .saveAs, .print, .about, .shortcuts, .quit, .undo, .redo, .share,
             .chooseFrameColour, .showLayouts, .arrangeToFit, .keepLayout, .copyLayout, .pasteLayout, .showLooks,
             .chooseBackgroundPhoto, .chooseWordsFont, .chooseWordsColour, .storyBands: nil
        }
    }

    /// The application's actions are "app.NAME" to the widgets and menus that activate them.
    public static let scope = "app"
    public var scopedName: String { "\(Self.scope).\(rawValue)" }
}

/// The share dialog's own actions, "share.NAME", reached only from inside the dialog. Here
/// beside the application's, so that every action's name is written in this one file.
public enum ShareDialogAction: String, CaseIterable, Sendable {
    case save, copy, email, cancel
    case openWith = "open-with"
    /// Takes a phone's name for the share (`PhoneRecipient.parameter`), a string.
    case sendToDevice = "send-to-device"

    public static let scope = "share"
    public var scopedName: String { "\(Self.scope).\(rawValue)" }
}
