import GtkKit
import InstagridActions
import InstagridEngine
import InstagridModel
import InstagridResources
import InstagridTrace

/// The context menu of words on the picture (right-click, the Menu key): their words, face,
/// colour, size, alignment and what keeps them legible, and removing them. Every entry is an
/// action with the item as its target, so the menu does nothing scripts cannot.
final class TextMenu {
    private unowned let grid: GridView
    private let popover: PopoverMenu

    /// The interaction machine hears it close, and says where the keyboard goes then.
    init(grid: GridView, interaction: Interaction) {
        self.grid = grid
        popover = PopoverMenu(parent: grid.root)
        popover.name = "text-menu"
        // When it takes keys: a key pressed before that goes to the grid, which ignores it
        // while a menu is open, and the menu stays open over the words.
        let focus = FocusController()
        focus.onEnter { Trace.event(.textMenuFocused) }
        popover.add(focus)
        popover.onSignal("closed") { [unowned interaction] in interaction.send(.menuClosed) }
    }

    func close() { popover.popdown() }

    /// Opens `id`'s menu pointing at (`x`, `y`) of the grid, or at its words' middle.
    func show(for id: Int, atX x: Double? = nil, y: Double? = nil) {
        guard let item = grid.collage.text(id), let box = grid.textFrame(of: id) else { return }
        let picture = grid.picture
        Trace.event(.textMenuShown, "\(id)")
        popover.popup(Self.model(for: item), pointingAt: Int((x ?? picture.x + box.midX).rounded()), Int((y ?? picture.y + box.midY).rounded()))
    }

    static func model(for item: TextItem) -> Menu {
        let id = Variant(Int32(item.id))
        func style(_ words: String) -> Variant { Variant(Int32(item.id), words) }
        let menu = Menu()
        let words = Menu()
        words.append(tr("_Edit Text"), .editText, target: id)
        words.append(tr("_Font…"), .chooseTextFont, target: id)
        words.append(tr("_Colour…"), .chooseTextColour, target: id)
        menu.appendSection(words)
        let size = Menu()
        size.append(tr("_Larger"), .textStyle, target: style("larger"))
        size.append(tr("_Smaller"), .textStyle, target: style("smaller"))
        menu.appendSection(size)
        let alignment = Menu()
        // TRANSLATORS: how the lines of words line up with each other.
        for (value, name) in [(TextStyle.Alignment.left, tr("Align Lef_t")), (.centre, tr("Ce_ntre")), (.right, tr("Align Ri_ght"))]
        where value != item.style.alignment {
            alignment.append(name, .textStyle, target: style(value.rawValue))
        }
        menu.appendSection(alignment)
        let legibility = Menu()
        // TRANSLATORS: what keeps words legible over a photo: the one the photo under them needs, a dark outline, a soft
        // shadow, a band of the frame colour, or nothing.
        for (value, words, name) in [(TextStyle.Legibility.automatic, "automatic", tr("_Automatic")), (.outline, "outline", tr("_Outline")),
                                     (.shadow, "shadow", tr("Soft Shado_w")), (.band, "band", tr("_Band")), (.none, "plain", tr("_Plain"))]
        where value != item.style.legibility {
            legibility.append(name, .textStyle, target: style(words))
        }
        menu.appendSection(legibility)
        let remove = Menu()
        remove.append(tr("_Remove Text"), .removeText, target: id)
        menu.appendSection(remove)
        return menu
    }
}
