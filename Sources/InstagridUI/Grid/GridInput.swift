import Glibc
import GtkKit
import InstagridEngine
import InstagridGestures
import InstagridModel
import InstagridTrace

/// The grid's one way in: the only pointer drag, click, pinch, scroll and key controllers
/// the grid and the share hint have. Each says what lies under the press (`PressTarget`),
/// the interaction machine decides whose it is, and this hands its answer to the part that
/// does it: the share (`ShareFlow`), a line (`DividerDrag`), a lift (`PhotoLift`), the
/// framing (`AdjustMode`), words (`TextDrag`), the slot's menu. GTK's order of controllers
/// decides nothing.
final class GridInput {
    private unowned let grid: GridView
    private unowned let editor: GridEditing
    private let interaction: Interaction
    private unowned let share: ShareFlow
    private let adjust: AdjustMode
    private let lift: PhotoLift
    private let lines: DividerDrag
    private unowned let words: WordsControl
    private unowned let intake: PhotoIntake
    private let textDrag: TextDrag
    private let menu: SlotMenu
    private let textMenu: TextMenu
    /// The share's drag a press would become, for the window as it is now.
    private let shareGesture: () -> ShareGesture
    private let drags = [GestureDrag(), GestureDrag()]
    private let clicks = GestureClick(button: 0)
    private let pinch = GestureZoom()
    private let zoomScroll = ScrollController()
    /// Two fingers swiping on a touchpad: the machine takes the first scroll as a press.
    private let swipeScroll = ScrollController(kinetic: true)

    /// `content`: the window's content, where keys are taken wherever the focus is, a press
    /// outside the grid ends the framing, and touchpad swipes share.
    init(grid: GridView, hint: Widget, content: Widget, editor: GridEditing, words: WordsControl, intake: PhotoIntake,
         interaction: Interaction, share: ShareFlow, shareGesture: @escaping () -> ShareGesture) {
        self.grid = grid
        self.editor = editor
        self.interaction = interaction
        self.share = share
        self.shareGesture = shareGesture
        adjust = AdjustMode(grid: grid, editor: editor)
        lift = PhotoLift(grid: grid, editor: editor)
        lines = DividerDrag(grid: grid, editor: editor)
        self.words = words
        self.intake = intake
        textDrag = TextDrag(grid: grid, editor: editor, words: words)
        menu = SlotMenu(grid: grid, interaction: interaction)
        textMenu = TextMenu(grid: grid, interaction: interaction)
        // Weakly: a decode's late answer reaches the interaction, which the window's other parts hold too.
        interaction.performActions { [weak self] action in self?.perform(action) }
        watchPresses(on: grid.root, inGrid: true, drag: drags[0])
        // The hint invites the swipe: a drag from it is one from the grid's frame.
        watchPresses(on: hint, inGrid: false, drag: drags[1])
        watchClicks()
        watchPinch()
        watchScrolls(content: content)
        watchKeys(content: content)
        let outside = GestureClick(button: 1)
        outside.captureBeforeChildren()
        outside.onPressed { [unowned grid, unowned content, unowned interaction] _, x, y in
            guard let picture = grid.picture(in: content), !picture.contains(x: x, y: y) else { return }
            interaction.send(.pressOutsideGrid)
        }
        content.add(outside)
    }

    /// What lies at (`x`, `y`) of the grid: words above the photos they lie on.
    private func target(atX x: Double, y: Double) -> PressTarget {
        if grid.isInTextField(atX: x, y: y) { return .field }
        if let text = grid.text(atX: x, y: y) { return .text(text) }
        if let slot = grid.slot(atX: x, y: y) { return target(slot) }
        return grid.divider(atX: x, y: y).map(PressTarget.line) ?? .frame
    }

    /// What has the keyboard, if it is on the grid.
    private var focus: PressTarget? {
        if let slot = grid.focusedSlot { return target(slot) }
        if let text = grid.focusedText { return .text(text) }
        return grid.focusedDivider.map(PressTarget.line)
    }

    /// A slot as the machine tells them apart: one with a decoded photo can lift and be framed.
    private func target(_ slot: SlotID) -> PressTarget {
        PressTarget(slot: slot, showsPhoto: editor.decodedPhoto(in: slot) != nil)
    }

    /// Gives `event` to the machine; `gesture`, whose event it is, claims the press once the
    /// machine's actions for it are done, if it said so.
    private func send(_ event: InteractionEvent, from gesture: Gesture?) -> [InteractionAction] {
        let actions = interaction.send(event)
        if actions.contains(.claimPress) { gesture?.claim() }
        return actions
    }

    // MARK: The controllers

    /// `inGrid`: the widget is the grid, whose points say what lies under a press.
    private func watchPresses(on widget: Widget, inGrid: Bool, drag: GestureDrag) {
        drag.capture(on: widget, begin: { [unowned self, unowned drag, unowned widget] x, y in
            let (gridX, gridY) = inGrid ? (x, y) : widget.translate(x: x, y: y, to: grid.root) ?? (x, y)
            let target = inGrid ? target(atX: x, y: y) : .frame
            Trace.event(.pressBegan, "\(target.traceName) at \(Int(gridX.rounded())),\(Int(gridY.rounded()))")
            _ = send(.press(target, .pointer, shareGesture(), at: GridPoint(x: gridX, y: gridY)), from: drag)
        }, update: { [unowned self, unowned drag] dx, dy in
            _ = send(.motion(dx: dx, dy: dy, time: MonotonicClock.microseconds), from: drag)
        }, end: { [unowned self, unowned drag] dx, dy in
            Trace.event(.pressEnded)
            _ = send(.release(dx: dx, dy: dy, velocity: nil), from: drag)
        })
    }

    private func watchClicks() {
        clicks.captureBeforeChildren()
        clicks.onPressed { [unowned self] count, x, y in
            switch clicks.currentButton {
            case 1: _ = send(.click(target(atX: x, y: y), count: count, time: MonotonicClock.seconds), from: clicks)
            case 3: _ = send(.secondaryClick(target(atX: x, y: y), at: GridPoint(x: x, y: y)), from: clicks)
            default: break
            }
        }
        grid.root.add(clicks)
    }

    private func watchPinch() {
        pinch.onBegin { [unowned self] in _ = send(.pinchBegan, from: nil) }
        pinch.onScaleChanged { [unowned self] scale in _ = send(.pinched(scale: scale), from: nil) }
        pinch.onSignal("end") { [unowned self] in _ = send(.pinchEnded, from: nil) }
        grid.root.add(pinch)
    }

    private func watchScrolls(content: Widget) {
        zoomScroll.onScroll { [unowned self] _, dy in
            guard interaction.scrollMayZoom(control: zoomScroll.controlHeld), let (x, y) = grid.root.pointerPosition else { return false }
            return !send(.zoomScroll(over: target(atX: x, y: y), at: GridPoint(x: x, y: y), steps: dy, control: zoomScroll.controlHeld),
                         from: nil).isEmpty
        }
        grid.root.add(zoomScroll)
        // A two-finger touchpad swipe shares as a drag does (the machine's); mouse wheels
        // (steps, not a touchpad) are left alone.
        swipeScroll.onScroll { [unowned self, unowned content] dx, dy in
            guard swipeScroll.fromTouchpad, !swipeScroll.controlHeld else { return false }
            _ = send(.swipeScrolled(dx: dx, dy: dy, inWheelSteps: swipeScroll.inWheelSteps,
                                    pageSize: max(Double(content.width), Double(content.height)), share: shareGesture(),
                                    time: MonotonicClock.microseconds), from: nil)
            return true
        }
        // GTK follows "scroll-end" with "decelerate" at once, with the fingers' speed.
        swipeScroll.onDecelerate { [unowned self] vx, vy in _ = send(.swipeLifted(vx: vx, vy: vy), from: nil) }
        content.add(swipeScroll)
    }

    private func watchKeys(content: Widget) {
        let keys = KeyController()
        // Wherever the keyboard's focus is in the window: Escape puts a lifted photo back from
        // anywhere, and the grid's keys come before a focused slot's own.
        keys.captureBeforeChildren()
        keys.onKeyPressed { [unowned self] press in
            let focus = focus
            return Shortcuts.commands(for: press).contains { !send(.key($0, focus: focus), from: nil).isEmpty }
        }
        content.add(keys)
    }

    // MARK: What the machine asks

    private func perform(_ action: InteractionAction) {
        switch action {
        case let .startHoldTimer(number):
            if case let .pressed(press) = interaction.state, case let .photo(slot) = press.target {
                Trace.event(.holdStart, "\(slot.rawValue)")
            }
            // Not while the press's next motion or its release sits unread behind a busy main
            // loop: a quick drag would be taken for a hold, and lift its photo.
            MainLoop.afterInputRests(milliseconds: UInt32(PhotoHold.holdTime * 1000)) { [weak self] in
                _ = self?.send(.holdElapsed(press: number), from: nil)
            }
        case .swipeBegan: Trace.event(.swipeStart)
        case let .waitForSwipeQuiet(seconds, ticket):
            MainLoop.afterInputRests(milliseconds: UInt32(seconds * 1000)) { [weak self] in
                _ = self?.send(.swipeQuiet(ticket), from: nil)
            }
        case .claimPress:
            break  // the event's gesture claims it (`send`)
        case .beginShareDrag:
            if !share.beginDrag() { interaction.send(.shareMoved(nil)) }
        case let .followShareDrag(offsetX, offsetY, pastThreshold): share.follow(offsetX: offsetX, offsetY: offsetY, pastThreshold: pastThreshold)
        case let .endShareDrag(outcome, speed): share.release(outcome, speed: speed)
        case .share: share.share()
        case let .letGoOfLine(line): Trace.event(.dividerLeftToSwipe, "\(line.axis)")
        case let .grabLine(line): lines.grab(line)
        case let .moveLine(line, point): lines.move(line, to: point)
        case let .releaseLine(line): lines.release(line)
        case let .nudgeLine(line, direction): lines.nudge(line, direction)
        case .focusNextDivider: _ = grid.focusNextDivider()
        case let .grabText(id): textDrag.grab(id)
        case let .moveText(id, dx, dy): textDrag.move(id, dx: dx, dy: dy)
        case let .releaseText(id): textDrag.release(id)
        case let .nudgeText(id, direction): textDrag.nudge(id, direction)
        case let .removeTextItem(id): words.remove(id)
        case let .openTextMenu(id, point):
            if let point { textMenu.show(for: id, atX: point.x, y: point.y) } else { textMenu.show(for: id) }
        case let .lift(slot): lift.lift(slot)
        case .moveLifted: break  // the grid draws the lifted photo where the state says
        case let .dropLifted(slot, point): lift.drop(slot, atX: point.x, y: point.y)
        case let .putBack(slot): lift.putBack(slot)
        case let .enterAdjusting(slot): adjust.enter(slot)
        case .leaveAdjusting: adjust.leave()
        case .beginFraming: adjust.beginGesture()
        case let .pan(slot, dx, dy): adjust.pan(slot, dx: dx, dy: dy)
        case let .pinchFrame(slot, scale): adjust.pinch(slot, scale: scale, centre: pinch.centre)
        case .endFraming: adjust.endGesture()
        case let .frameByKey(slot, command): adjust.frame(slot, by: command)
        case let .zoom(slot, steps, point):
            // A wheel notch (dy ±1) zooms by a quarter; a touchpad's small steps by as much in total.
            guard let frame = grid.frame(of: slot) else { return }
            editor.zoomPhoto(in: slot, by: pow(1.25, -steps), aboutX: point.x - frame.x, y: point.y - frame.y)
        case let .movePhoto(slot, direction): editor.movePhoto(from: slot, toward: direction)
        case let .openSlotMenu(slot, point):
            if let point { menu.show(for: slot, atX: point.x, y: point.y) } else { menu.show(for: slot) }
        case .closeMenu:
            menu.close()
            textMenu.close()
        case let .returnFocusAfterFrame(owner):
            // GTK moves the focus off a closed menu at the end of the next frame, to a widget of
            // its choosing (a layout button, the next slot): the keyboard goes back after that.
            grid.root.afterNextFrame { [weak self] in
                self?.interaction.send(.focusReturnDue(owner))
                switch owner {
                case .slot: Trace.event(.slotMenuClosed)
                case .text: Trace.event(.textMenuClosed)
                }
            }
        case let .focusMenuOwner(.slot(slot)): grid.focus(slot)
        case let .focusMenuOwner(.text(id)): grid.focus(text: id)
        case let .openChooser(slot): intake.openChooser(for: slot)
        case let .waitForSecondClick(seconds, ticket):
            MainLoop.afterInputRests(milliseconds: UInt32(seconds * 1000) + 1) { [weak self] in
                self?.interaction.send(.secondClickWaitEnded(ticket))
            }
        case .endTyping: grid.textEditor.end(keeping: true)
        case .redrawGrid: grid.refresh()
        case .applyChange, .refuse, .deferChange, .runDeferred: break
        }
    }
}
