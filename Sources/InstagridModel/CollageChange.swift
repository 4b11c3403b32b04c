/// What a change to the collage was, as undo names it ("Undo Swap Photos") and as the
/// session file records it. Framing and the sliders come in bursts (a drag, scroll
/// steps, a slider's travel) that undo takes back as one step.
public enum CollageChange: Hashable, Sendable {
    case choosePhoto, replacePhoto, removePhoto, dropPhotos, swapPhotos, movePhoto
    /// Panning or zooming one photo in its slot.
    case frame(SlotID)
    case turnPhoto, resetFraming
    /// A photo shown whole instead of filling its slot, or back, or over another backdrop.
    case wholePhoto
    /// A missing photo found again, with those that moved along with it.
    case locatePhoto
    case layout, shape, frameColour, spacing, cornerRadius
    /// The picture made more or fewer slides wide.
    case slides
    /// The layout made for the photos shown, so that they lose least to cropping.
    case arrangeToFit
    /// The line between two cells moved: the layout shaped by hand.
    case moveDivider
    /// A cell split in two (the new half empty), or a cell taken out (its photo waits).
    case splitCell, removeCell
    /// Words on the picture: added, their words edited, moved, restyled (face, size,
    /// colour, alignment, legibility) or removed.
    case addText, editText, moveText, styleText, removeText
    /// The face or colour of all the picture's words, from the looks popover.
    case wordsLook
    /// What fills the picture behind the photos.
    case background

    /// A burst of these is one step: photos chosen or dropped together share their burst's time.
    public var coalesces: Bool {
        switch self {
        case .frame, .spacing, .cornerRadius, .choosePhoto, .dropPhotos, .moveDivider, .moveText, .styleText: true
        default: false
        }
    }

    /// The session file's word for it.
    public var id: String {
        switch self {
        case .choosePhoto: "choose-photo"
        case .replacePhoto: "replace-photo"
        case .removePhoto: "remove-photo"
        case .dropPhotos: "drop-photos"
        case .swapPhotos: "swap-photos"
        case .movePhoto: "move-photo"
        case let .frame(slot): "frame-\(slot.rawValue)"
        case .turnPhoto: "turn-photo"
        case .resetFraming: "reset-framing"
        case .wholePhoto: "whole-photo"
        case .locatePhoto: "locate-photo"
        case .layout: "layout"
        case .shape: "shape"
        case .slides: "slides"
        case .frameColour: "frame-colour"
        case .spacing: "spacing"
        case .cornerRadius: "corner-radius"
        case .arrangeToFit: "arrange-to-fit"
        case .moveDivider: "move-divider"
        case .splitCell: "split-cell"
        case .removeCell: "remove-cell"
        case .addText: "add-text"
        case .editText: "edit-text"
        case .moveText: "move-text"
        case .styleText: "style-text"
        case .removeText: "remove-text"
        case .background: "background"
        case .wordsLook: "words-look"
        }
    }

    public init?(id: String) {
        let plain: [CollageChange] = [.choosePhoto, .replacePhoto, .removePhoto, .dropPhotos, .swapPhotos, .movePhoto,
                                      .turnPhoto, .resetFraming, .wholePhoto, .locatePhoto, .layout, .shape, .slides, .frameColour, .spacing,
                                      .cornerRadius, .arrangeToFit, .moveDivider, .splitCell, .removeCell,
                                      .addText, .editText, .moveText, .styleText, .removeText, .background, .wordsLook]
        if let found = plain.first(where: { $0.id == id }) {
            self = found
        } else if id.hasPrefix("frame-"), let raw = Int(id.dropFirst("frame-".count)), let slot = SlotID(rawValue: raw) {
            self = .frame(slot)
        } else {
            return nil
        }
    }
}
