import InstagridActions
import InstagridGestures
import InstagridModel
import InstagridTrace

/// The window's one interaction machine, and what its answers need of the window: every
/// event goes in here, its actions go to the grid's input (`GridInput`), the views that draw
/// the state hear each change of it, and changes that came back while the grid was shared
/// wait here for its return.
public final class Interaction {
    private var machine = InteractionMachine()
    public var state: InteractionState { machine.state }
    /// Where the shared grid flies, from its take-off to its landing.
    public var shareDirection: ShareDirection? { machine.shareDirection }
    /// Do what the machine asks of the pointer, the keys, the share and the drawing.
    private var performers: [(InteractionAction) -> Void] = []
    private var observers: [(_ before: InteractionState, _ now: InteractionState) -> Void] = []
    /// Changes that came while the grid was being shared, made once it is back.
    private var waiting: [() -> Void] = []

    public init() {}

    /// `performer` does each action the machine answers with, but those this class deals with
    /// itself (a change's permission, refusals, the changes that waited): the grid's input,
    /// once it is built.
    public func performActions(_ performer: @escaping (InteractionAction) -> Void) {
        performers.append(performer)
    }

    /// `observer` hears each change of the state, with the state before it: a view compares
    /// what it draws of the two, and keeps no copy of its own.
    public func observe(_ observer: @escaping (_ before: InteractionState, _ now: InteractionState) -> Void) {
        observers.append(observer)
    }

    /// Gives `event` to the machine and does what it answers; the actions, for callers that
    /// must say whether they took the event.
    @discardableResult
    public func send(_ event: InteractionEvent) -> [InteractionAction] {
        let before = machine.state
        let actions = machine.handle(event)
        for action in actions {
            switch action {
            case .refuse: Trace.event(.ignored, "\(event) while sharing")
            case .runDeferred: runWaiting()
            case .applyChange, .deferChange: break
            default: performers.forEach { $0(action) }
            }
        }
        if machine.state != before { observers.forEach { $0(before, machine.state) } }
        return actions
    }

    /// Whether a scroll may zoom a photo now (`InteractionMachine.scrollMayZoom`).
    public func scrollMayZoom(control: Bool) -> Bool { machine.scrollMayZoom(control: control) }

    /// Whether the action that would lead to a change (a chooser, a dialog, a drop) may begin now.
    public func allowsChange(_ action: AppAction) -> Bool { allowsChange(named: action.rawValue) }

    /// Whether what `name` names may happen now; a refusal is traced. Every edit of the collage
    /// asks this, through `CollageEdits`.
    func allowsChange(named name: String) -> Bool {
        guard !machine.handle(.change(late: false)).contains(.applyChange) else { return true }
        Trace.event(.ignored, "\(name) while sharing")
        return false
    }

    /// Makes `change` now, or once the grid is back from a share: the chooser opened before
    /// a script shared may answer while the grid is away, and a document may finish reading.
    public func whenChangesAllowed(_ action: AppAction, _ change: @escaping () -> Void) {
        whenChangesAllowed(named: action.rawValue, change)
    }

    func whenChangesAllowed(named name: String, _ change: @escaping () -> Void) {
        guard machine.handle(.change(late: true)).contains(.deferChange) else { return change() }
        Trace.event(.deferred, "\(name) while sharing")
        waiting.append(change)
    }

    private func runWaiting() {
        let ready = waiting
        waiting = []
        ready.forEach { $0() }
    }
}
