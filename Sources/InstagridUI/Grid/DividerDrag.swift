import GtkKit
import InstagridEngine
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

    init(grid: GridView, editor: GridEditing) {
        self.grid = grid
        self.editor = editor
    }

    /// The press is the line's from here: one undo step to its release.
    func grab(_ divider: LayoutDivider) {
        editor.beginGesture()
        Trace.event(.dividerGrabbed, Self.details(divider))
    }

    /// The press is at `point` of the grid: `divider`, as it was grabbed, follows it there.
    func move(_ divider: LayoutDivider, to point: GridPoint) {
        guard let gesture = editor.gesture else { return }
        editor.moveDivider(to: grid.layout(moving: divider, toX: point.x, y: point.y), burst: gesture.burst)
    }

    /// Let go, or ended early by a share from the keyboard: the line stays where it is.
    func release(_ divider: LayoutDivider) {
        guard editor.gesture != nil else { return }
        editor.endGesture()
        editor.lineDragEnded()
        traceMoved(divider)
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
