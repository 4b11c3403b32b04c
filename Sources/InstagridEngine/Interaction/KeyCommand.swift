import InstagridModel

/// What a key does where no action can: the shortcuts table maps keys to these, the
/// interaction machine decides what each does in the current state.
nonisolated public enum KeyCommand: Equatable, Sendable {
    case openSlotMenu, movePhoto(Direction)
    case startAdjusting, panPhoto(Direction), zoomIn, zoomOut, turnPhoto, resetFraming, doneAdjusting
    case putLiftedPhotoBack
    case moveDivider(Direction), focusNextDivider
    case moveText(Direction), removeText
}
