import InstagridModel

/// The one way the collage changes: every edit (`CollageEdit`) comes here, the interaction
/// says whether it may happen now (nothing changes the collage while its picture is on its
/// way in a share), and the state makes it. `CollageState`'s changing methods are this
/// module's alone, so no part of the window can go around it.
public final class CollageEdits {
    public let state: CollageState
    public let interaction: Interaction
    public var collage: Collage { state.collage }

    /// The engine as the window has it: an interaction machine, the state it gates, and
    /// `persist` keeping the session after each change.
    public init(persist: @escaping (SessionFile.Contents) -> Void) {
        interaction = Interaction()
        state = CollageState(interaction: interaction, persist: persist)
    }

    /// Makes `edit` now, later or never, as its timing says; `done` runs once it is made.
    /// False when it was refused.
    @discardableResult
    public func apply(_ edit: CollageEdit, then done: @escaping () -> Void = {}) -> Bool {
        switch edit.timing {
        case .now:
            guard interaction.allowsChange(named: edit.name) else { return false }
        case .onceBack:
            interaction.whenChangesAllowed(named: edit.name) { [unowned self] in
                make(edit)
                done()
            }
            return true
        case .always:
            break
        }
        make(edit)
        done()
        return true
    }

    /// The person's `change`; the changes of one gesture (`burst`) are one step. True when made.
    @discardableResult
    public func change(_ change: CollageChange, burst: Double? = nil, _ edit: (inout Collage) -> Void) -> Bool {
        // A person's change is made now or refused, never kept for later: `edit` does not escape.
        withoutActuallyEscaping(edit) { apply(.change(change, burst: burst, $0)) }
    }

    private func make(_ edit: CollageEdit) {
        switch edit {
        case let .change(change, burst, body): state.apply(change, burst: burst, body)
        case .undo: state.undo()
        case .redo: state.redo()
        case let .forget(path): state.forget(path)
        case let .start(collage, document): state.start(collage, document: document)
        case let .restore(contents, saved): state.restore(contents, saved: saved)
        case let .saved(collage, path): state.saved(collage, at: path)
        case .revertToSaved: state.revertToSaved()
        }
    }
}
