import GtkKit
import InstagridModel
import InstagridTrace

/// Words moved by hand: a drag the interaction machine gives a text item takes its middle
/// with the pointer, settling on the picture's centre lines and the cells' edges as it
/// passes them (`TextSnap`), one undo step (the collage's gesture, from grab to release);
/// with its handle focused, the arrow keys move it a step at a time.
final class TextDrag {
    private unowned let grid: GridView
    private unowned let editor: GridEditing
    private unowned let words: WordsControl
    /// The dragged words' middle in the picture when grabbed: measured once, not at each motion.
    private var grabbedMiddle: (x: Double, y: Double)?

    init(grid: GridView, editor: GridEditing, words: WordsControl) {
        self.grid = grid
        self.editor = editor
        self.words = words
    }

    func grab(_ id: Int) {
        guard let box = grid.textFrame(of: id) else { return }
        grabbedMiddle = (box.midX, box.midY)
        editor.beginGesture()
    }

    func move(_ id: Int, dx: Double, dy: Double) {
        guard let grabbedMiddle, let gesture = editor.gesture, let box = grid.textFrame(of: id) else { return }
        let snap = TextSnap(picture: grid.picture.size, cells: grid.cellFrames, reach: Self.snapReach)
        let middle = snap.snapped(x: grabbedMiddle.x + dx, y: grabbedMiddle.y + dy, size: box.size)
        place(id, middle: middle, burst: gesture.burst)
    }

    /// Let go, or ended early by a share from the keyboard: the words stay where they are.
    func release(_ id: Int) {
        guard grabbedMiddle != nil else { return }
        grabbedMiddle = nil
        editor.endGesture()
        traceMoved(id)
    }

    /// An arrow key: a step of the picture's short side, free of the snapping lines.
    func nudge(_ id: Int, _ direction: Direction) {
        guard let box = grid.textFrame(of: id) else { return }
        let picture = grid.picture.size
        let step = Self.keyStep * min(picture.width, picture.height)
        let (dx, dy): (Double, Double) = switch direction {
        case .left: (-step, 0)
        case .right: (step, 0)
        case .up: (0, -step)
        case .down: (0, step)
        }
        place(id, middle: (box.midX + dx, box.midY + dy), burst: MonotonicClock.seconds)
        traceMoved(id)
    }

    /// Puts the item's middle at `middle` of the picture, as a fraction of what it belongs to.
    private func place(_ id: Int, middle: (x: Double, y: Double), burst: Double) {
        guard let anchor = grid.textAnchor(of: id), anchor.width > 0, anchor.height > 0 else { return }
        words.move(id, to: Point(x: (middle.x - anchor.x) / anchor.width, y: (middle.y - anchor.y) / anchor.height), burst: burst)
    }

    /// Where the item is now, for the tests.
    private func traceMoved(_ id: Int) {
        guard let item = editor.collage.text(id) else { return }
        Trace.event(.textMoved, "\(id) \(item.centre.x) \(item.centre.y)")
    }

    /// Pixels on screen within which a line takes the words.
    private static let snapReach = 8.0
    /// How far an arrow key moves words: a share of the picture's short side.
    private static let keyStep = 0.01
}
