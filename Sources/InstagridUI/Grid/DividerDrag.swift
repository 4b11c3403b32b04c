import GtkKit
import InstagridGestures
import InstagridModel
import InstagridRender

/// The gap between two cells is the line between them: over it the pointer becomes a resize
/// cursor, and a drag that starts on it moves it live, the two neighbours trading size down
/// to a smallest cell; the whole drag is one undo step. A press anywhere else is the seed's
/// (a click chooses a photo, a hold lifts it, a drag along the long axis shares).
final class DividerDrag {
    private unowned let grid: GridView
    private unowned let editor: GridEditing
    private let drag = GestureDrag()
    /// The divider being dragged, where the press was, and when (the drag's burst).
    private var held: (divider: LayoutDivider, x: Double, y: Double, burst: Double)?

    init(grid: GridView, editor: GridEditing) {
        self.grid = grid
        self.editor = editor
        // Before the share's drag sees the press: once this takes it, the share's is refused.
        drag.captureBeforeChildren()
        drag.onBegin { [unowned self] x, y in pressed(x, y) }
        drag.onUpdate { [unowned self] dx, dy in moved(dx, dy) }
        drag.onEnd { [unowned self] _, _ in released() }
        grid.root.add(drag)
        let motion = MotionController()
        motion.onMotion { [unowned self] x, y in hovered(x, y) }
        grid.root.add(motion)
    }

    private func hovered(_ x: Double, _ y: Double) {
        guard held == nil else { return }
        let over = editor.interaction.mode == .idle ? grid.divider(atX: x, y: y) : nil
        grid.root.setCursor(named: over.map { $0.axis == .row ? "col-resize" : "row-resize" })
    }

    private func pressed(_ x: Double, _ y: Double) {
        guard let divider = grid.divider(atX: x, y: y), editor.interaction.begin(.movingDivider, "move-divider") else { return }
        drag.claim()
        held = (divider, x, y, CollageState.now)
        Trace.event(.dividerGrabbed, Self.details(divider))
    }

    private func moved(_ dx: Double, _ dy: Double) {
        guard let held else { return }
        let axis = held.divider.axis
        let position = grid.unitPosition(x: held.x + dx, y: held.y + dy, along: axis)
        editor.moveDivider(held.divider, to: position, minimum: grid.minimumCell(along: axis), burst: held.burst)
    }

    private func released() {
        guard let held else { return }
        self.held = nil
        editor.closeBurst()
        editor.interaction.finish(.movingDivider)
        let now = editor.collage.layout.tree.dividers().first { $0.path == held.divider.path && $0.index == held.divider.index }
        Trace.event(.dividerMoved, now.map(Self.details) ?? "")
    }

    static func details(_ divider: LayoutDivider) -> String {
        "\(divider.before.rawValue) \(divider.after.rawValue) \(Int((divider.share * 100).rounded())) %"
    }
}
