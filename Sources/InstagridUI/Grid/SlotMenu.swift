import GtkKit
import InstagridActions
import InstagridEngine
import InstagridModel
import InstagridResources
import InstagridTrace

/// The context menu of a slot (right-click, the Menu key, Shift+F10): every entry is an
/// action with the slot as its target, so the menu does nothing the keyboard and
/// scripts cannot.
final class SlotMenu {
    private unowned let grid: GridView
    private let popover: PopoverMenu

    /// The interaction machine hears it close, and says where the keyboard goes then.
    init(grid: GridView, interaction: Interaction) {
        self.grid = grid
        popover = PopoverMenu(parent: grid.root)
        popover.name = "slot-menu"
        // When it takes keys: tests wait for this, as a person waits to see the menu.
        let focus = FocusController()
        focus.onEnter { Trace.event(.slotMenuFocused) }
        popover.add(focus)
        popover.onSignal("closed") { [unowned interaction] in interaction.send(.menuClosed) }
    }

    func close() { popover.popdown() }

    /// Opens `slot`'s menu pointing at (`x`, `y`) of the grid, or at the slot's centre.
    func show(for slot: SlotID, atX x: Double? = nil, y: Double? = nil) {
        guard let frame = grid.frame(of: slot) else { return }
        Trace.event(.slotMenuShown, "\(slot.rawValue)")
        // A few pixels beside the spot: pointing at the spot itself, the popover's surface took
        // the pointer in (its edge 1 px beyond it), the pointer crossed into it as it opened and
        // out as it closed, and under X11 the window then lost its next press now and then (on a
        // loaded machine, about one right-click in two hundred after a menu closed opened
        // nothing). The words' menu keeps pointing at the spot: beside it, on GTK 4.18 its
        // Escape left the words unseen in every run (WordsWindowTests), not yet understood.
        popover.popup(Self.model(for: slot, in: grid.collage, missing: grid.isMissing(slot)),
                      pointingAt: Int((x ?? frame.midX).rounded()), Int((y ?? frame.midY).rounded()), margin: 3)
    }

    /// `missing`: the slot's photo is not where the collage says; the menu offers to find it.
    static func model(for slot: SlotID, in collage: Collage, missing: Bool) -> Menu {
        let target = Variant(Int32(slot.rawValue))
        let menu = Menu()
        let photo = Menu()
        let filled = collage.photo(in: slot) != nil
        if missing {
            // TRANSLATORS: find where a missing photo's file went.
            photo.append(tr("_Locate…"), .locatePhoto, target: target)
        }
        photo.append(filled ? tr("_Replace Photo…") : tr("_Choose Photo…"), .choosePhoto, target: target)
        if filled && !missing {
            photo.append(tr("_Adjust Framing"), .adjustFraming, target: target)
            // TRANSLATORS: a verb: turn the photo a quarter turn clockwise.
            photo.append(tr("_Turn"), .turnPhoto, target: target)
            if collage.framing(of: slot) != collage.framing(of: slot).reset {
                photo.append(tr("Reset _Framing"), .resetFraming, target: target)
            }
        }
        menu.appendSection(photo)
        let layout = collage.layout
        let others = layout.visibleSlots.filter { $0 != slot && (filled || collage.photo(in: $0) != nil) }
        if !others.isEmpty {
            let swaps = Menu()
            for other in others {
                swaps.append(other.spokenName(in: layout), .swapPhotos, target: Variant(Int32(slot.rawValue), Int32(other.rawValue)))
            }
            let arrange = Menu()
            arrange.appendSubmenu(filled ? tr("_Swap With") : tr("_Move Here From"), swaps)
            menu.appendSection(arrange)
        }
        if filled {
            let remove = Menu()
            remove.append(tr("Re_move Photo"), .removePhoto, target: target)
            menu.appendSection(remove)
        }
        let cell = Menu()
        // How the photo sits in its cell, then the cell itself.
        if filled && !missing {
            switch collage.framing(of: slot).whole {
            case nil:
                cell.append(tr("Show _Whole Photo"), .wholePhoto, target: target)
            case let backdrop?:
                cell.append(tr("F_ill the Slot"), .wholePhoto, target: target)
                cell.append(backdrop == .blurred ? tr("Frame Colour Aro_und It") : tr("Blurred Copy Aro_und It"),
                            .wholeBackdrop, target: target)
            }
        }
        cell.append(tr("Add Ca_ption"), .addCaption, target: target)
        if layout.visibleSlots.count > 1 {
            cell.append(tr("Remove C_ell"), .removeCell, target: target)
        }
        // The layout around the photo comes after the photo itself.
        menu.appendSection(cell)
        // With nine photos held the split actions are off (greyed), and the section says why.
        let split = Menu()
        // TRANSLATORS: split this cell in two, the new empty cell beside it (Across) or below it (Down).
        split.append(tr("Split Acr_oss"), .splitAcross, target: target)
        split.append(tr("Split _Down"), .splitDown, target: target)
        menu.appendSection(split, label: collage.freePlace == nil ? tr("Nine photos held: remove one to split a cell") : nil)
        return menu
    }
}
