import InstagridModel

/// The one way the collage changes: the interaction says whether it may now (nothing
/// changes while the grid is being shared), the state applies it as one undo step. Every
/// controller of the window changes the collage through this, never the state directly.
final class CollageEdits {
    let state: CollageState
    let interaction: Interaction
    var collage: Collage { state.collage }

    init(state: CollageState, interaction: Interaction) {
        self.state = state
        self.interaction = interaction
    }

    /// Applies `edit` as `change`; the changes of one gesture (`burst`) are one step. True when applied.
    @discardableResult
    func change(_ change: CollageChange, burst: Double? = nil, _ edit: (inout Collage) -> Void) -> Bool {
        guard interaction.allowsChange(change) else { return false }
        state.apply(change, burst: burst, edit)
        return true
    }
}
