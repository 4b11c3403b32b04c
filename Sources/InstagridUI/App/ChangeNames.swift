import GtkKit
import InstagridActions
import InstagridModel
import InstagridResources

/// How undo and redo name a change in the menu: "Undo Swap Photos".
extension CollageChange {
    /// Undo's menu entry puts it in "Undo {change}", so each reads as the name of an action.
    var title: String {
        // TRANSLATORS: these name changes for the Undo and Redo entries ("Undo Swap Photos"): use the
        // form your language gives an action's name there.
        switch self {
        case .choosePhoto: tr("Choose Photo")
        case .replacePhoto: tr("Replace Photo")
        case .removePhoto: tr("Remove Photo")
        case .dropPhotos: tr("Drop Photos")
        case .swapPhotos: tr("Swap Photos")
        case .movePhoto: tr("Move Photo")
        case .frame: tr("Framing")
        case .turnPhoto: tr("Turn Photo")
        case .resetFraming: tr("Reset Framing")
        case .locatePhoto: tr("Locate Photo")
        case .layout: tr("Layout Change")
        case .arrangeToFit: tr("Arrange to Fit")
        case .moveDivider: tr("Cell Resize")
        case .wholePhoto: tr("Whole Photo")
        case .splitCell: tr("Split Cell")
        case .removeCell: tr("Remove Cell")
        case .shape: tr("Shape Change")
        // TRANSLATORS: undo's name for making the picture more or fewer slides wide ("Undo Slides Change").
        case .slides: tr("Slides Change")
        case .frameColour: tr("Frame Colour Change")
        case .spacing: tr("Spacing Change")
        case .cornerRadius: tr("Corners Change")
        case .addText: tr("Add Text")
        case .editText: tr("Text Edit")
        case .moveText: tr("Text Move")
        case .styleText: tr("Text Style Change")
        case .removeText: tr("Remove Text")
        case .background: tr("Background Change")
        case .wordsLook: tr("Words’ Look Change")
        }
    }
}

/// The menu's Undo and Redo entries, relabelled with the change each would take back or redo.
final class UndoMenuSection {
    let menu = Menu()
    /// The labels shown: a drag's hundred changes of one kind relabel nothing (GTK would
    /// build the menu's rows anew each time).
    private var shown: (undo: String, redo: String)?

    init() {
        menu.append(tr("_Undo"), .undo)
        menu.append(tr("_Redo"), .redo)
    }

    func reflect(_ history: History) {
        // TRANSLATORS: a menu entry; {change} names what it takes back, "Swap Photos".
        let undo = history.nextUndo.map { tr("_Undo {change}", ["change": $0.title]) } ?? tr("_Undo")
        // TRANSLATORS: a menu entry; {change} names what it does again.
        let redo = history.nextRedo.map { tr("_Redo {change}", ["change": $0.title]) } ?? tr("_Redo")
        guard shown?.undo != undo || shown?.redo != redo else { return }
        shown = (undo, redo)
        menu.replace(at: 0, label: undo, .undo)
        menu.replace(at: 1, label: redo, .redo)
    }
}
