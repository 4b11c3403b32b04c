import InstagridModel

/// The kinds of background the looks popover offers, as the `background` action's state
/// names them: GTK marks the button whose target is the state.
enum BackgroundChoice: String, CaseIterable {
    case frame, gradient, photo, none

    init(_ background: Background) {
        self = switch background {
        case .frameColour: .frame
        case .gradient: .gradient
        case .image: .photo
        case .none: .none
        }
    }
}
