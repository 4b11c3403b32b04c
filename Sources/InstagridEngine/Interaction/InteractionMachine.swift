import InstagridGestures
import InstagridModel

/// Who wins a press, and what a key, a scroll or a change may do, decided in one place:
/// events in, the next state and the actions for the window out. The swipe shares from
/// anywhere on the grid; a held photo lifts; a line moves when its press says so
/// (`GapPress`); words on the picture follow a drag; a photo being framed takes every press;
/// while the grid is shared, nothing changes the collage.
nonisolated public struct InteractionMachine: Sendable {
    public private(set) var state = InteractionState.idle
    private var presses = 0
    /// Where the latest press went down: a line follows it, a lifted photo drops from it.
    private var pressedAt = GridPoint(x: 0, y: 0)
    /// A touchpad swipe's scrolls added up, and the share's drag it began as.
    private var swipe: (motion: TouchpadSwipe, share: ShareGesture)?
    /// The share's drag under way (a press's or a swipe's): its gesture and its last motions.
    private var shareDrag: ShareDrag?
    /// Where the grid flies, from its take-off to its landing.
    public private(set) var shareDirection: ShareDirection?
    /// Each of a swipe's scrolls voids the wait for its quiet before.
    private var swipeQuiets = Tickets()
    /// The last click on a photo, where and when: a double-click must be on the same one, and
    /// a photo asked for right after it waits to see whether it becomes one.
    private var lastClick: (slot: SlotID, time: Double)?
    /// A photo choice waiting for the double-click time to pass, under the one ticket that counts.
    private var waitingChoice: (slot: SlotID, ticket: Tickets.Ticket)?
    private var choiceTickets = Tickets()

    public init() {}

    public mutating func handle(_ event: InteractionEvent) -> [InteractionAction] {
        if state == .typing, endsTyping(event) {
            state = .idle
            return [.endTyping] + handle(event)
        }
        if case let .menuOpen(owner) = state, let actions = whileMenuOpen(owner, event) { return actions }
        let actions = dispatch(event)
        // Framing, however it began, is what the clicks were for: no chooser comes after it.
        if case .adjusting = state { waitingChoice = nil }
        return actions
    }

    private mutating func dispatch(_ event: InteractionEvent) -> [InteractionAction] {
        switch event {
        case let .press(target, source, share, point): press(target, source, share, at: point)
        case let .motion(dx, dy, time): motion(dx, dy, at: time)
        case let .release(dx, dy, velocity): release(dx, dy, velocity)
        case let .swipeScrolled(dx, dy, inWheelSteps, pageSize, share, time): swipeScrolled(dx, dy, inWheelSteps, pageSize, share, at: time)
        case let .swipeQuiet(ticket): swipeQuiets.isCurrent(ticket) ? endSwipe(velocity: nil) : []
        case let .swipeLifted(vx, vy): swipeLifted(vx, vy)
        case let .holdElapsed(number): holdElapsed(number)
        case .pressOutsideGrid: pressOutsideGrid()
        case let .click(target, count, time): click(target, count, time)
        case let .photoChoiceAsked(slot, filled, time, doubleClickTime): photoChoiceAsked(slot, filled, time, doubleClickTime)
        case let .secondClickWaitEnded(ticket): secondClickWaitEnded(ticket)
        case let .secondaryClick(target, point): secondaryClick(target, at: point)
        case let .key(command, focus): key(command, focus)
        case let .zoomScroll(over, point, steps, control): zoomScroll(over, at: point, steps: steps, control)
        case .pinchBegan, .pinched, .pinchEnded: pinch(event)
        case let .adjustRequested(target): adjustRequested(target)
        case let .shareRequested(direction): shareRequested(direction)
        case let .shareMoved(phase): shareMoved(phase)
        case let .change(late): change(late)
        case let .photosShown(shown): photosShown(shown)
        // Whatever the mode: a framed or held photo is drawn as it is now; a flying grid's place
        // draws nothing, so redrawing it costs nothing.
        case .pixelsChanged: [.redrawGrid]
        case .typingStarted: typingStarted()
        case .typingEnded: typingEnded()
        case .commandRequested, .menuClosed: []
        case let .focusReturnDue(owner): state == .idle ? [.focusMenuOwner(owner)] : []
        }
    }

    // MARK: Typing

    /// What a person does next while typing that first ends it: anything but the typing's own
    /// keys and presses in the field, a gesture's rest, and what the window reports.
    private func endsTyping(_ event: InteractionEvent) -> Bool {
        switch event {
        case let .press(target, _, _, _): target != .field
        case .click(.field, _, _): false
        case .pressOutsideGrid, .click, .secondaryClick, .adjustRequested, .shareRequested, .commandRequested: true
        // A swipe's first scroll is its press; the rest of it are its motion.
        case .swipeScrolled: swipe == nil
        case .motion, .release, .swipeQuiet, .swipeLifted, .holdElapsed, .key, .zoomScroll, .pinchBegan, .pinched, .pinchEnded, .shareMoved, .change,
             .photosShown, .pixelsChanged, .typingStarted, .typingEnded, .photoChoiceAsked, .secondClickWaitEnded, .menuClosed, .focusReturnDue: false
        }
    }

    private mutating func typingStarted() -> [InteractionAction] {
        // No field over a flying grid. A field opened over another was ended by it (`TextEditor.begin`).
        if case .sharing = state { return [.endTyping] }
        if state == .typing { return [] }
        let ending = endingMode()
        state = .typing
        return ending
    }

    private mutating func typingEnded() -> [InteractionAction] {
        if state == .typing { state = .idle }
        return []
    }

    // MARK: The press

    private mutating func press(_ target: PressTarget, _ source: PressSource, _ share: ShareGesture, at point: GridPoint) -> [InteractionAction] {
        switch state {
        case .idle:
            return begin(target, source, share, at: point)
        case let .adjusting(slot, false):
            guard source == .pointer else { return [] }
            // A press on the photo being framed pans it; anywhere else ends the framing and
            // is a press like any other.
            if target.slot == slot {
                state = .adjusting(slot, pressed: true)
                return [.beginFraming(slot)]
            }
            state = .idle
            return [.leaveAdjusting(slot)] + begin(target, source, share, at: point)
        // A pointer has one press at a time: one still undecided or spent ended unheard.
        case .pressed, .spentPress:
            return source == .pointer ? begin(target, source, share, at: point) : []
        // A second finger, or a press while a share's grid flies: the first press keeps its use.
        // A press in the field while typing is the field's.
        case .adjusting, .lifted, .movingDivider, .movingText, .sharing, .typing, .menuOpen:
            return []
        }
    }

    private mutating func begin(_ target: PressTarget, _ source: PressSource, _ share: ShareGesture, at point: GridPoint) -> [InteractionAction] {
        presses += 1
        pressedAt = point
        let press = Press(number: presses, target: target, source: source, share: share)
        state = .pressed(press)
        guard source == .pointer else { return [] }
        switch target {
        case .photo, .line: return [.startHoldTimer(press: press.number)]
        case .slot, .frame, .text, .field: return []
        }
    }

    private mutating func motion(_ dx: Double, _ dy: Double, at time: Int) -> [InteractionAction] {
        switch state {
        case var .pressed(press):
            press.dx = dx
            press.dy = dy
            if !PhotoHold.isStill(dx: dx, dy: dy) { press.still = false }
            // Words go where they are dragged, whichever way: the swipe starts from anywhere else.
            if case let .text(id) = press.target, press.source == .pointer, !press.still {
                state = .movingText(id)
                return [.claimPress, .grabText(id), .moveText(id, dx: dx, dy: dy)]
            }
            var actions: [InteractionAction] = []
            if let line = press.undecidedLine {
                switch GapPress(lineAxis: line.axis, shareDirection: press.share.direction).decide(dx: dx, dy: dy, held: false) {
                case .undecided:
                    state = .pressed(press)
                    return []
                case .moveLine:
                    state = .movingDivider(line)
                    return [.claimPress, .grabLine(line), .moveLine(line, to: pressedAt.moved(dx: dx, dy: dy))]
                case .leaveToSwipe:
                    press.lineLetGo = true
                    actions.append(.letGoOfLine(line))
                }
            }
            guard press.share.isDrag(dx: dx, dy: dy) else {
                state = .pressed(press)
                return actions
            }
            state = .sharing(.dragging)
            shareDrag = ShareDrag(press.share)
            shareDirection = press.share.direction
            return actions + [.claimPress, .beginShareDrag] + followShareDrag(dx, dy, at: time)
        case .sharing(.dragging):
            return followShareDrag(dx, dy, at: time)
        case let .lifted(slot, _, _):
            state = .lifted(slot, dx: dx, dy: dy)
            return [.moveLifted(slot, dx: dx, dy: dy)]
        case let .movingDivider(line):
            return [.moveLine(line, to: pressedAt.moved(dx: dx, dy: dy))]
        case let .movingText(id):
            return [.moveText(id, dx: dx, dy: dy)]
        case let .adjusting(slot, true):
            return [.claimPress, .pan(slot, dx: dx, dy: dy)]
        case .idle, .spentPress, .adjusting, .sharing, .typing, .menuOpen:
            return []
        }
    }

    private mutating func release(_ dx: Double, _ dy: Double, _ velocity: Double?) -> [InteractionAction] {
        switch state {
        case .pressed, .spentPress:
            // Not taken: a click, which is the slot's.
            state = .idle
            return []
        case .sharing(.dragging):
            // The share flow says where the grid goes from here (`shareMoved`).
            let (outcome, speed) = shareDrag?.release(dx: dx, dy: dy, measured: velocity) ?? (.springBack, 0)
            shareDrag = nil
            return [.endShareDrag(outcome, speed: speed)]
        case let .lifted(slot, _, _):
            state = .idle
            return [.dropLifted(slot, at: pressedAt.moved(dx: dx, dy: dy))]
        case let .movingDivider(line):
            state = .idle
            return [.releaseLine(line)]
        case let .movingText(id):
            state = .idle
            return [.releaseText(id)]
        case let .adjusting(slot, true):
            state = .adjusting(slot, pressed: false)
            return [.endFraming(slot)]
        case .idle, .adjusting, .sharing, .typing, .menuOpen:
            return []
        }
    }

    private mutating func followShareDrag(_ dx: Double, _ dy: Double, at time: Int) -> [InteractionAction] {
        guard var drag = shareDrag else { return [] }
        drag.moved(dx: dx, dy: dy, at: time)
        shareDrag = drag
        let offset = drag.gesture.followOffset(dx: dx, dy: dy)
        return [.followShareDrag(offsetX: offset.x, offsetY: offset.y, pastThreshold: drag.gesture.isPastThreshold(dx: dx, dy: dy))]
    }

    // MARK: A touchpad's swipe

    /// A two-finger swipe is a drag without a button: the same follow, threshold, flick and
    /// spring back, its offset the scrolls added up.
    private mutating func swipeScrolled(_ dx: Double, _ dy: Double, _ inWheelSteps: Bool, _ pageSize: Double,
                                        _ share: ShareGesture, at time: Int) -> [InteractionAction] {
        var actions: [InteractionAction] = []
        if swipe == nil {
            // A swipe presses nowhere of its own: only a line's or a photo's press asks where.
            actions = press(.frame, .touchpadSwipe, share, at: GridPoint(x: 0, y: 0))
            // Taken only as a press of its own: never the pointer's, nor while another mode holds the grid.
            guard case let .pressed(press) = state, press.source == .touchpadSwipe else { return actions }
            swipe = (TouchpadSwipe(pixelsPerUnit: TouchpadSwipe.pixelsPerUnit(inWheelSteps: inWheelSteps, pageSize: pageSize)), share)
            actions.append(.swipeBegan)
        }
        guard case (var motion, let share)? = swipe else { return actions }
        motion.add(deltaX: dx, deltaY: dy)
        swipe = (motion, share)
        return actions + self.motion(motion.dx, motion.dy, at: time)
            + [.waitForSwipeQuiet(seconds: TouchpadSwipe.quietEnd(inWheelSteps: inWheelSteps), swipeQuiets.issue())]
    }

    /// GTK says the fingers lifted (where the system tells it) with their speed.
    private mutating func swipeLifted(_ vx: Double, _ vy: Double) -> [InteractionAction] {
        guard let (motion, share) = swipe else { return [] }
        let velocity = motion.velocity(deltaX: vx, deltaY: vy)
        return endSwipe(velocity: share.progress(dx: velocity.x, dy: velocity.y))
    }

    /// `velocity` along the share direction (px/s), if the system measured it; otherwise the
    /// swipe's own last 100 ms say it.
    private mutating func endSwipe(velocity: Double?) -> [InteractionAction] {
        guard let (motion, _) = swipe else { return [] }
        swipe = nil
        swipeQuiets.void()
        return release(motion.dx, motion.dy, velocity)
    }

    private mutating func holdElapsed(_ number: Int) -> [InteractionAction] {
        guard case let .pressed(press) = state, press.number == number else { return [] }
        if let line = press.undecidedLine {
            state = .movingDivider(line)
            return [.claimPress, .grabLine(line)]
        }
        guard case let .photo(slot) = press.target, press.still else { return [] }
        state = .lifted(slot, dx: press.dx, dy: press.dy)
        return [.claimPress, .lift(slot)]
    }

    private mutating func pressOutsideGrid() -> [InteractionAction] {
        guard case let .adjusting(slot, false) = state else { return [] }
        state = .idle
        return [.leaveAdjusting(slot)]
    }

    // MARK: Clicks, keys, scrolls

    private mutating func click(_ target: PressTarget, _ count: Int, _ time: Double) -> [InteractionAction] {
        guard case let .photo(slot) = target else { return [] }
        switch state {
        case .idle, .pressed:
            break
        case .spentPress, .adjusting, .lifted, .movingDivider, .movingText, .sharing, .typing, .menuOpen:
            return []
        }
        guard count >= 2, lastClick?.slot == slot else {
            lastClick = (slot, time)
            return []
        }
        lastClick = nil
        // The second press is the framing's from here: it pans, and the slot gets no click.
        let pressing = if case .pressed = state { true } else { false }
        state = .adjusting(slot, pressed: pressing)
        return [.claimPress, .enterAdjusting(slot)] + (pressing ? [.beginFraming(slot)] : [])
    }

    /// A click on a filled slot may be the first of a double-click: the photo it asks for
    /// waits that long, and a second click (which frames the photo) forgets it.
    private mutating func photoChoiceAsked(_ slot: SlotID, _ filled: Bool, _ time: Double, _ doubleClickTime: Double) -> [InteractionAction] {
        guard state.allowsChanges else { return [.refuse] }
        guard filled, let lastClick, lastClick.slot == slot, lastClick.time + doubleClickTime > time else {
            return [.openChooser(slot)]
        }
        let ticket = choiceTickets.issue()
        waitingChoice = (slot, ticket)
        return [.waitForSecondClick(seconds: lastClick.time + doubleClickTime - time, ticket)]
    }

    private mutating func secondClickWaitEnded(_ ticket: Tickets.Ticket) -> [InteractionAction] {
        guard let waiting = waitingChoice, waiting.ticket == ticket else { return [] }
        waitingChoice = nil
        // The grid left to be shared meanwhile: no chooser over it.
        return state.allowsChanges ? [.openChooser(waiting.slot)] : [.refuse]
    }

    private mutating func secondaryClick(_ target: PressTarget, at point: GridPoint) -> [InteractionAction] {
        if case let .text(id) = target { return openMenu(.text(id), at: point) }
        guard let slot = target.slot else { return [] }
        return openMenu(.slot(slot), at: point)
    }

    // MARK: Menus

    /// A slot's or words' menu takes the window over as typing does: the mode in hand ends
    /// first. `point`: where the right-click was; nil: beside its owner.
    private mutating func openMenu(_ owner: MenuOwner, at point: GridPoint?) -> [InteractionAction] {
        switch state {
        case .sharing: return [.refuse]
        // A press belongs to the mode it began in.
        case .pressed, .spentPress: return []
        case .idle, .adjusting, .lifted, .movingDivider, .movingText, .typing, .menuOpen: break
        }
        let ending = endingMode()
        state = .menuOpen(owner)
        let open: InteractionAction = switch owner {
        case let .slot(slot): .openSlotMenu(slot, at: point)
        case let .text(id): .openTextMenu(id, at: point)
        }
        return ending + [open]
    }

    /// While a menu is open it has the pointer and the keys: the grid's own input does nothing
    /// (GTK gives it to the menu; a stray event must not act behind it). What takes the window
    /// over (framing, a share, typing) closes the menu first. Nil: the event acts as in idle.
    private mutating func whileMenuOpen(_ owner: MenuOwner, _ event: InteractionEvent) -> [InteractionAction]? {
        switch event {
        case .menuClosed:
            state = .idle
            return [.returnFocusAfterFrame(owner)]
        case .press, .motion, .release, .swipeScrolled, .holdElapsed, .pressOutsideGrid, .click, .secondaryClick, .key,
             .zoomScroll, .pinchBegan, .pinched, .pinchEnded:
            return []
        // A swipe that ran into the menu ends unheard: the next one starts from nothing.
        case .swipeQuiet, .swipeLifted:
            swipe = nil
            swipeQuiets.void()
            return []
        case .adjustRequested, .shareRequested, .typingStarted:
            state = .idle
            return [.closeMenu] + dispatch(event)
        case .change, .photosShown, .pixelsChanged, .photoChoiceAsked, .secondClickWaitEnded, .shareMoved, .typingEnded, .commandRequested,
             .focusReturnDue:
            return nil
        }
    }

    private mutating func key(_ command: KeyCommand, _ focus: PressTarget?) -> [InteractionAction] {
        // Keys of the grid act while the keyboard is on it; Escape for a lifted photo and F8
        // for the lines work from anywhere in the window.
        guard focus != nil || command == .putLiftedPhotoBack || command == .focusNextDivider else { return [] }
        switch (state, command) {
        case (_, .focusNextDivider):
            return [.focusNextDivider]
        case (.sharing, .openSlotMenu), (.sharing, .movePhoto):
            return focus?.slot == nil ? [] : [.refuse]
        case (_, .openSlotMenu):
            if case let .text(id) = focus { return openMenu(.text(id), at: nil) }
            return focus?.slot.map { openMenu(.slot($0), at: nil) } ?? []
        case let (_, .movePhoto(direction)):
            return focus?.slot.map { [.movePhoto($0, direction)] } ?? []
        case let (.lifted(slot, _, _), .putLiftedPhotoBack):
            state = .spentPress
            return [.putBack(slot)]
        case let (.adjusting(slot, pressed), .doneAdjusting):
            state = pressed ? .spentPress : .idle
            return Self.leaving(slot, pressed: pressed)
        case let (.adjusting(slot, _), .panPhoto), let (.adjusting(slot, _), .zoomIn), let (.adjusting(slot, _), .zoomOut),
             let (.adjusting(slot, _), .turnPhoto), let (.adjusting(slot, _), .resetFraming):
            return [.frameByKey(slot, command)]
        case (.idle, .startAdjusting):
            guard case let .photo(slot) = focus else { return [] }
            state = .adjusting(slot, pressed: false)
            return [.enterAdjusting(slot)]
        case let (.idle, .moveText(direction)):
            guard case let .text(id) = focus else { return [] }
            return [.nudgeText(id, direction)]
        case (.idle, .removeText):
            guard case let .text(id) = focus else { return [] }
            return [.removeTextItem(id)]
        case let (.idle, .moveDivider(direction)):
            // Along the line's own axis only: the other arrows move the focus, as anywhere.
            guard case let .line(line) = focus, line.axis == .row ? direction == .left || direction == .right
                : direction == .up || direction == .down else { return [] }
            return [.nudgeLine(line, direction)]
        default:
            return []
        }
    }

    /// Whether a scroll, Control held or not, may zoom a photo now, wherever it is: the window
    /// asks before it looks up what lies under the pointer (a round trip to the display), which
    /// a touchpad's every scroll would otherwise cost.
    public func scrollMayZoom(control: Bool) -> Bool { control || state.adjustedSlot != nil }

    private func zoomScroll(_ over: PressTarget, at point: GridPoint, steps: Double, _ control: Bool) -> [InteractionAction] {
        guard let slot = over.slot, control || state.adjustedSlot == slot else { return [] }
        return state.allowsChanges ? [.zoom(slot, steps: steps, about: point)] : [.refuse]
    }

    private mutating func pinch(_ event: InteractionEvent) -> [InteractionAction] {
        guard let slot = state.adjustedSlot else { return [] }
        switch event {
        case .pinchBegan: return [.beginFraming(slot)]
        case let .pinched(scale): return [.pinchFrame(slot, scale: scale)]
        default: return [.endFraming(slot)]
        }
    }

    private mutating func adjustRequested(_ target: PressTarget) -> [InteractionAction] {
        guard case let .photo(slot) = target else { return [] }
        switch state {
        case .idle:
            state = .adjusting(slot, pressed: false)
            return [.enterAdjusting(slot)]
        // Another photo to frame: the first is done.
        case let .adjusting(current, pressed) where current != slot:
            state = .adjusting(slot, pressed: false)
            return Self.leaving(current, pressed: pressed) + [.enterAdjusting(slot)]
        case .sharing:
            return [.refuse]
        // A press belongs to the mode it began in.
        case .pressed, .spentPress, .adjusting, .lifted, .movingDivider, .movingText, .typing, .menuOpen:
            return []
        }
    }

    // MARK: The share and changes

    private mutating func shareRequested(_ direction: ShareDirection) -> [InteractionAction] {
        if case .sharing = state { return [.refuse] }
        // The mode in hand ends first, so that the picture and the flying grid show the
        // collage, not the gesture.
        let ending = endingMode()
        state = .sharing(.away)
        shareDirection = direction
        return ending + [.share]
    }

    /// What ends the mode in hand, for one that takes the window over (a share, typing).
    private func endingMode() -> [InteractionAction] {
        switch state {
        case .idle, .pressed, .spentPress, .sharing:
            []
        case let .adjusting(slot, pressed):
            Self.leaving(slot, pressed: pressed)
        case let .lifted(slot, _, _):
            [.putBack(slot)]
        case let .movingDivider(line):
            [.releaseLine(line)]
        case let .movingText(id):
            [.releaseText(id)]
        case .typing:
            [.endTyping]
        case .menuOpen:
            [.closeMenu]
        }
    }

    private mutating func shareMoved(_ phase: SharePhase?) -> [InteractionAction] {
        guard case .sharing = state else { return [] }
        guard let phase else {
            state = .idle
            (shareDrag, shareDirection) = (nil, nil)
            return [.runDeferred]
        }
        state = .sharing(phase)
        return []
    }

    private func change(_ late: Bool) -> [InteractionAction] {
        if state.allowsChanges { return [.applyChange] }
        return late ? [.deferChange] : [.refuse]
    }

    private mutating func photosShown(_ shown: Set<SlotID>) -> [InteractionAction] {
        switch state {
        // The photo being framed or held is gone (an undo, a layout change, its file).
        case let .adjusting(slot, pressed) where !shown.contains(slot):
            state = pressed ? .spentPress : .idle
            return Self.leaving(slot, pressed: pressed)
        case let .lifted(slot, _, _) where !shown.contains(slot):
            state = .spentPress
            return [.putBack(slot)]
        default:
            return []
        }
    }

    /// Ends the framing of `slot`: a press panning it first closes its step.
    private static func leaving(_ slot: SlotID, pressed: Bool) -> [InteractionAction] {
        (pressed ? [.endFraming(slot)] : []) + [.leaveAdjusting(slot)]
    }
}
