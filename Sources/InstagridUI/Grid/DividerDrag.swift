import GtkKit
import InstagridGestures
import InstagridModel
import InstagridTrace

/// The gap between two cells is the line between them (its handle: `DividerHandles`): a
/// press there that `GapPress` gives to the line moves it live, the two neighbours trading
/// size down to a smallest cell, one undo step; one it leaves to the swipe shares, as from
/// anywhere on the grid. With the handle focused, the arrow keys along it move it too (a
/// run of presses is one step, as the history coalesces changes close together).
final class DividerDrag {
    private unowned let grid: GridView
    private unowned let editor: GridEditing
    private let drag = GestureDrag()
    /// The divider being dragged, where the press was, and when (the drag's burst).
    private var held: (divider: LayoutDivider, x: Double, y: Double, burst: Double)?
    /// A press on a divider not yet decided (its `GapPress` waits in the interaction), and where it was.
    private var pending: (divider: LayoutDivider, x: Double, y: Double)?
    /// Bumped when a pending press is decided or let go: its hold timer then does nothing.
    private var ticket = 0
    private let shareDirection: () -> ShareDirection

    /// `content`: the window's content, whose keys F8 is taken from wherever the keyboard is.
    init(grid: GridView, editor: GridEditing, content: Widget, shareDirection: @escaping () -> ShareDirection) {
        self.grid = grid
        self.editor = editor
        self.shareDirection = shareDirection
        // Before the share's drag sees the press: once this takes it, the share's is refused.
        drag.capture(on: grid.root, begin: { [unowned self] x, y in pressed(x, y) },
                     update: { [unowned self] dx, dy in moved(dx, dy) }, end: { [unowned self] _, _ in released() })
        let arrows = KeyController()
        arrows.onKeyPressed { [unowned self] press in keyPressed(press) }
        grid.root.add(arrows)
        let f8 = KeyController()
        f8.onKeyPressed { [unowned grid] press in
            Shortcuts.commands(for: press).contains(.focusNextDivider) && grid.focusNextDivider()
        }
        content.add(f8)
    }

    private func keyPressed(_ press: KeyController.Press) -> Bool {
        guard let divider = grid.focusedDivider, editor.interaction.mode == .idle else { return false }
        for case let .moveDivider(direction) in Shortcuts.commands(for: press) {
            let along: Double = switch (divider.axis, direction) {
            case (.row, .left), (.column, .up): -1
            case (.row, .right), (.column, .down): 1
            default: 0
            }
            guard along != 0 else { continue }
            editor.moveDivider(to: grid.layout(moving: divider, by: along), burst: MonotonicClock.seconds)
            traceMoved(divider)
            return true
        }
        return false
    }

    private func pressed(_ x: Double, _ y: Double) {
        ticket += 1
        pending = nil
        editor.interaction.pressOnLine = nil
        guard let divider = grid.divider(atX: x, y: y), editor.interaction.mode == .idle else { return }
        pending = (divider, x, y)
        editor.interaction.pressOnLine = GapPress(lineAxis: divider.axis, shareDirection: shareDirection())
        let ticket = ticket
        MainLoop.after(milliseconds: UInt32(PhotoHold.holdTime * 1000)) { [weak self] in
            // Still undecided, and held still all along: the line's.
            guard let self, self.ticket == ticket, pending != nil, editor.interaction.pressOnLine != nil else { return }
            grab()
        }
    }

    /// The press is the line's from here: the swipe and the slots no longer see it.
    private func grab() {
        ticket += 1
        editor.interaction.pressOnLine = nil
        // A share from the keyboard mid-drag ends the drag where the line is.
        guard let pending, editor.interaction.begin(.movingDivider, "move-divider", endingEarly: { [unowned self] in released() })
        else { return }
        self.pending = nil
        drag.claim()
        held = (pending.divider, pending.x, pending.y, MonotonicClock.seconds)
        Trace.event(.dividerGrabbed, Self.details(pending.divider))
    }

    private func moved(_ dx: Double, _ dy: Double) {
        if pending != nil, held == nil {
            // The swipe's gesture may have heard this motion first and taken the press.
            switch editor.interaction.pressOnLine?.decide(dx: dx, dy: dy, held: false) ?? .leaveToSwipe {
            case .undecided: return
            case .moveLine: grab()
            case .leaveToSwipe:
                pending = nil
                ticket += 1
                return editor.interaction.letGoOfLine()
            }
        }
        guard let held else { return }
        editor.moveDivider(to: grid.layout(moving: held.divider, toX: held.x + dx, y: held.y + dy), burst: held.burst)
    }

    private func released() {
        ticket += 1
        pending = nil
        editor.interaction.pressOnLine = nil
        guard let held else { return }
        self.held = nil
        editor.closeBurst()
        editor.interaction.finish(.movingDivider)
        editor.lineDragEnded()
        traceMoved(held.divider)
    }

    /// Where `divider` is now, for the tests.
    private func traceMoved(_ divider: LayoutDivider) {
        let now = editor.collage.layout.tree.dividers().first { $0.isSame(as: divider) }
        Trace.event(.dividerMoved, now.map(Self.details) ?? "")
    }

    static func details(_ divider: LayoutDivider) -> String {
        "\(divider.before.rawValue) \(divider.after.rawValue) \(Int((divider.share * 100).rounded())) %"
    }
}
