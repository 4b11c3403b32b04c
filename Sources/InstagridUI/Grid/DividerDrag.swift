import GtkKit
import InstagridModel
import InstagridTrace

/// The gap between two cells is the line between them (its handle: `DividerHandles`): a
/// press there that the interaction machine gives to the line (`GapPress`) moves it live,
/// the two neighbours trading size down to a smallest cell, one undo step; one it leaves to
/// the swipe shares, as from anywhere on the grid. With the handle focused, the arrow keys
/// along it move it too (a run of presses is one step, as the history coalesces changes
/// close together).
final class DividerDrag {
    private unowned let grid: GridView
    private unowned let editor: GridEditing
    /// The divider being dragged, where the press was, and when (the drag's burst).
    private var held: (divider: LayoutDivider, x: Double, y: Double, burst: Double)?

    init(grid: GridView, editor: GridEditing) {
        self.grid = grid
        self.editor = editor
    }

    /// The press at (`x`, `y`) of the grid is the line's from here.
    func grab(_ divider: LayoutDivider, atX x: Double, y: Double) {
        held = (divider, x, y, MonotonicClock.seconds)
        Trace.event(.dividerGrabbed, Self.details(divider))
    }

    func move(dx: Double, dy: Double) {
        guard let held else { return }
        editor.moveDivider(to: grid.layout(moving: held.divider, toX: held.x + dx, y: held.y + dy), burst: held.burst)
    }

    /// Let go, or ended early by a share from the keyboard: the line stays where it is.
    func release() {
        guard let held else { return }
        self.held = nil
        editor.closeBurst()
        editor.lineDragEnded()
        traceMoved(held.divider)
    }

    func nudge(_ divider: LayoutDivider, _ direction: Direction) {
        let along: Double = switch (divider.axis, direction) {
        case (.row, .left), (.column, .up): -1
        case (.row, .right), (.column, .down): 1
        default: 0
        }
        guard along != 0 else { return }
        editor.moveDivider(to: grid.layout(moving: divider, by: along), burst: MonotonicClock.seconds)
        traceMoved(divider)
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
