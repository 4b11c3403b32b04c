import GtkKit
import InstagridGestures
import InstagridModel
import InstagridTrace

/// The window's one interaction mode, and the rule that goes with it, in one place. A mode
/// begins here and says how it ends early, so another can take over; a change asks here
/// whether it may be made, and a change that comes back late (the chooser's answer, a
/// document read) waits here for the grid's return from a share.
final class Interaction {
    private(set) var mode = InteractionMode.idle
    /// How the current mode ends early, when another takes over.
    private var endEarly: (() -> Void)?
    /// Changes that came while the grid was being shared, made once it is back.
    private var waiting: [() -> Void] = []
    /// A press on a line between photos that has not yet said whose it is: the line's or the
    /// swipe's (`GapPress`). Asked by both, whichever of their gestures hears a motion first.
    var pressOnLine: GapPress?

    /// Whether the swipe may take a press that has moved by (`dx`, `dy`): always, unless it
    /// began on a line that still decides or keeps it.
    func swipeMayTake(dx: Double, dy: Double) -> Bool {
        guard let line = pressOnLine else { return true }
        guard line.decide(dx: dx, dy: dy, held: false) == .leaveToSwipe else { return false }
        letGoOfLine()
        return true
    }

    /// The press on a line is the swipe's (or ended): the line no longer waits for it.
    func letGoOfLine() {
        guard let line = pressOnLine else { return }
        pressOnLine = nil
        Trace.event(.dividerLeftToSwipe, "\(line.lineAxis)")
    }

    /// Begins `next` (`name` says what asked, for the trace), ending the current mode first
    /// where the modes allow; false when it may not begin now.
    func begin(_ next: InteractionMode, _ name: String, endingEarly: (() -> Void)? = nil) -> Bool {
        switch mode.entry(of: next) {
        case .refused:
            if mode == .sharing { Trace.event(.ignored, "\(name) while sharing") }
            return false
        case .afterEndingThis:
            let end = endEarly
            end?()
            // A mode that ended without saying so is over all the same.
            mode = .idle
        case .now:
            break
        }
        mode = next
        endEarly = endingEarly
        return true
    }

    /// `ended` is over, by its own end or an early one; changes waiting for a share run now.
    func finish(_ ended: InteractionMode) {
        guard mode == ended else { return }
        mode = .idle
        endEarly = nil
        let ready = waiting
        waiting = []
        ready.forEach { $0() }
    }

    /// Whether a change (`name`: the change, or the action that would lead to one) may be
    /// made now; a refusal is traced. Every change to the collage asks this.
    func allowsChange(_ name: String) -> Bool {
        guard !mode.allowsChanges else { return true }
        Trace.event(.ignored, "\(name) while sharing")
        return false
    }

    /// Makes `change` now, or once the grid is back from a share: the chooser opened before
    /// a script shared may answer while the grid is away, and a document may finish reading.
    func whenChangesAllowed(_ name: String, _ change: @escaping () -> Void) {
        guard !mode.allowsChanges else { return change() }
        Trace.event(.deferred, "\(name) while sharing")
        waiting.append(change)
    }
}
