import GtkKit
import InstagridGestures
import InstagridModel
import InstagridTrace

/// Framing one photo by hand. A double-click on a filled slot, its menu's Adjust Framing or
/// Ctrl+Return enters; the slot is outlined, a drag pans the photo (the share drag is off),
/// the wheel or a pinch zooms about the pointer, arrows nudge, + and − zoom, R turns, 0
/// resets. Return, Escape or a click outside leaves. Each drag or pinch is one undo step.
final class AdjustMode {
    private unowned let grid: GridView
    private unowned let editor: GridEditing
    /// The photo being framed: the window's interaction mode says, no copy here.
    var slot: SlotID? { editor.interaction.mode.adjustedSlot }
    private let drag = GestureDrag()
    private let pinch = GestureZoom()
    private let presses = GestureClick(button: 1)
    private let outside = GestureClick(button: 1)
    private let keys = KeyController()
    /// A gesture's framing at its start, and its start time (its burst: the gesture is one undo step).
    private var gestureStart: (framing: Framing, time: Double)?
    /// The last primary press on a slot, to tell a double-click from a click.
    private var lastPress: (slot: SlotID, time: Double)?
    /// Bumped to forget a choice waiting to see whether its click becomes a double-click.
    private var waitingChoice = 0

    /// `content`: the window's content, where a click outside the grid ends the framing.
    init(grid: GridView, editor: GridEditing, content: Widget) {
        self.grid = grid
        self.editor = editor
        // Before the slot buttons: a second press of a double-click must not reach them.
        presses.captureBeforeChildren()
        presses.onPressed { [unowned self] count, x, y in pressed(count: count, x: x, y: y) }
        grid.root.add(presses)
        outside.captureBeforeChildren()
        outside.onPressed { [unowned self] _, x, y in
            guard let slot, let frame = grid.frame(of: slot, in: content), !frame.contains(x: x, y: y) else { return }
            leave()
        }
        content.add(outside)
        drag.capture(on: grid.root, begin: { [unowned self] _, _ in beginGesture() },
                     update: { [unowned self] dx, dy in panned(dx, dy) }, end: { [unowned self] _, _ in endGesture() })
        pinch.onBegin { [unowned self] in beginGesture() }
        pinch.onScaleChanged { [unowned self] scale in pinched(scale) }
        pinch.onSignal("end") { [unowned self] in endGesture() }
        grid.root.add(pinch)
        keys.captureBeforeChildren()
        keys.onKeyPressed { [unowned self] press in handle(press) }
        grid.root.add(keys)
    }

    func enter(_ slot: SlotID) {
        // Pixels decoded for the slot's photo: it has one, and its size is known.
        guard editor.decodedPhoto(in: slot) != nil,
              editor.interaction.begin(.adjusting(slot), "adjust", endingEarly: { [unowned self] in leave() }) else { return }
        waitingChoice += 1
        grid.adjusting = slot
        grid.focus(slot)
        Trace.event(.adjustStart, "\(slot.rawValue)")
    }

    func leave() {
        guard let slot else { return }
        editor.interaction.finish(.adjusting(slot))
        grid.adjusting = nil
        editor.closeBurst()
        Trace.event(.adjustEnd)
    }

    /// Leaves when the photo being framed is gone or hidden (an undo, a layout change).
    func follow(_ collage: Collage) {
        guard let slot, collage.photo(in: slot) == nil || !collage.layout.visibleSlots.contains(slot) else { return }
        leave()
    }

    /// A click on a filled slot may be the first of a double-click: its photo choice waits
    /// that long (`perform` runs then, unless a second click came). True when it waits.
    func defersChoice(for slot: SlotID, _ perform: @escaping () -> Void) -> Bool {
        guard let lastPress, lastPress.slot == slot, editor.collage.photo(in: slot) != nil else { return false }
        let wait = lastPress.time + DesktopSettings.doubleClickTime - MonotonicClock.seconds
        guard wait > 0 else { return false }
        waitingChoice += 1
        let ticket = waitingChoice
        MainLoop.after(milliseconds: UInt32(wait * 1000) + 1) { [weak self] in
            guard let self, waitingChoice == ticket else { return }
            perform()
        }
        return true
    }

    private func pressed(count: Int, x: Double, y: Double) {
        guard slot == nil, let target = grid.slot(atX: x, y: y), editor.collage.photo(in: target) != nil else { return }
        if count >= 2, lastPress?.slot == target {
            presses.claim()
            enter(target)
        } else {
            lastPress = (target, MonotonicClock.seconds)
        }
    }

    private func beginGesture() {
        guard let slot else { return }
        // A drag or a pinch is a step of its own, apart from the keys or wheel before it.
        editor.closeBurst()
        gestureStart = (editor.collage.framing(of: slot), MonotonicClock.seconds)
    }

    private func endGesture() {
        guard gestureStart != nil else { return }
        gestureStart = nil
        editor.closeBurst()
    }

    private func panned(_ dx: Double, _ dy: Double) {
        guard let slot, let start = gestureStart else { return }
        drag.claim()
        editor.frame(slot, burst: start.time) { framing, photo, frame in
            start.framing.panned(dx: dx, dy: dy, photo: photo, slot: frame)
        }
    }

    private func pinched(_ scale: Double) {
        guard let slot, let start = gestureStart, let centre = pinch.centre, let frame = grid.frame(of: slot) else { return }
        editor.frame(slot, burst: start.time) { _, photo, size in
            start.framing.zoomed(by: scale, aboutX: centre.x - frame.x, y: centre.y - frame.y, photo: photo, slot: size)
        }
    }

    private func handle(_ press: KeyController.Press) -> Bool {
        let commands = Shortcuts.commands(for: press)
        guard let slot else {
            guard commands.contains(.startAdjusting), let focused = grid.focusedSlot else { return false }
            enter(focused)
            return slot != nil
        }
        guard let frame = grid.frame(of: slot) else { return false }
        let nudge = min(frame.width, frame.height) / 10
        for command in commands {
            switch command {
            case .doneAdjusting: leave()
            case let .panPhoto(direction):
                // The photo moves the arrow's way, as it would under a drag.
                let (dx, dy) = direction.step
                editor.frame(slot) { framing, photo, size in framing.panned(dx: dx * nudge, dy: dy * nudge, photo: photo, slot: size) }
            case .zoomIn: editor.zoomPhoto(in: slot, by: 1.25, aboutX: frame.width / 2, y: frame.height / 2)
            case .zoomOut: editor.zoomPhoto(in: slot, by: 0.8, aboutX: frame.width / 2, y: frame.height / 2)
            case .turnPhoto: editor.turnPhoto(in: slot)
            case .resetFraming: editor.resetFraming(of: slot)
            default: continue
            }
            return true
        }
        return false
    }
}

private extension Direction {
    /// A step the arrow's way on the screen, where y grows downwards.
    var step: (dx: Double, dy: Double) {
        switch self {
        case .left: (-1, 0)
        case .right: (1, 0)
        case .up: (0, -1)
        case .down: (0, 1)
        }
    }
}
