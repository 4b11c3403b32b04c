import InstagridEngine
import InstagridGestures
import InstagridModel
import XCTest

/// Where the presses and clicks here go down.
private let origin = GridPoint(x: 0, y: 0)

/// The interaction machine: every state against every event, as a table written out below
/// (`InteractionTable.expected`), and the behaviours the table is made of, by name.
final class InteractionMachineTests: XCTestCase {
    static let a = SlotID.all[0], b = SlotID.all[1]
    /// Layout 1's lines in portrait: the upright one moves with a plain drag, the lying one after a hold.
    static let upright = (try! Layout(form: "a|b")).tree.dividers()[0]
    static let lying = (try! Layout(form: "a/b")).tree.dividers()[0]
    static let portrait = ShareGesture(orientation: .portrait, windowWidth: 480, windowHeight: 760)
    /// The ticket a machine issues first.
    static let firstTicket = { var tickets = Tickets(); return tickets.issue() }()

    /// Each state, reached as a person reaches it: by events from idle.
    static let states: [(String, [InteractionEvent])] = [
        ("idle", []),
        ("pressed on a photo", [.press(.photo(a), .pointer, portrait, at: origin)]),
        ("pressed on a photo clicked just before", [.click(.photo(a), count: 1, time: 0), .press(.photo(a), .pointer, portrait, at: origin)]),
        ("a photo choice waiting for a second click", [.click(.photo(a), count: 1, time: 0),
                                                       .photoChoiceAsked(a, filled: true, time: 0.25, doubleClickTime: 0.5)]),
        ("pressed on an empty slot", [.press(.slot(a), .pointer, portrait, at: origin)]),
        ("pressed on an upright line", [.press(.line(upright), .pointer, portrait, at: origin)]),
        ("pressed on a lying line", [.press(.line(lying), .pointer, portrait, at: origin)]),
        ("pressed on the frame", [.press(.frame, .pointer, portrait, at: origin)]),
        ("touchpad swipe begun", [.press(.frame, .touchpadSwipe, portrait, at: origin)]),
        ("two fingers scrolling", [.swipeScrolled(dx: 0, dy: 2, inWheelSteps: false, pageSize: 760, share: portrait, time: 0)]),
        ("press spent", [.press(.photo(a), .pointer, portrait, at: origin), .holdElapsed(press: 1), .key(.putLiftedPhotoBack, focus: nil)]),
        ("adjusting", [.adjustRequested(.photo(a))]),
        ("adjusting, pressed", [.adjustRequested(.photo(a)), .press(.photo(a), .pointer, portrait, at: origin)]),
        ("lifted", [.press(.photo(a), .pointer, portrait, at: origin), .holdElapsed(press: 1)]),
        ("moving a line", [.press(.line(upright), .pointer, portrait, at: origin), .motion(dx: 20, dy: 0, time: 0)]),
        ("pressed on a text", [.press(.text(1), .pointer, portrait, at: origin)]),
        ("moving a text", [.press(.text(1), .pointer, portrait, at: origin), .motion(dx: 0, dy: -20, time: 0)]),
        ("share dragging", [.press(.frame, .pointer, portrait, at: origin), .motion(dx: 0, dy: -20, time: 0)]),
        ("share springing back", [.press(.frame, .pointer, portrait, at: origin), .motion(dx: 0, dy: -20, time: 0),
                                  .release(dx: 0, dy: -20, velocity: nil), .shareMoved(.springingBack)]),
        ("share away", [.shareRequested(.up)]),
        ("share returning", [.shareRequested(.up), .shareMoved(.returning)]),
        ("typing", [.typingStarted]),
        ("slot a's menu open", [.secondaryClick(.slot(a), at: origin)]),
        ("text 1's menu open", [.key(.openSlotMenu, focus: .text(1))]),
    ]

    /// Each event; a hold names the press in hand (the latest), "a stale hold" an earlier one.
    static let events: [(String, @Sendable (Int) -> InteractionEvent)] = [
        ("press photo a", { _ in .press(.photo(a), .pointer, portrait, at: origin) }),
        ("press photo b", { _ in .press(.photo(b), .pointer, portrait, at: origin) }),
        ("press upright line", { _ in .press(.line(upright), .pointer, portrait, at: origin) }),
        ("press frame", { _ in .press(.frame, .pointer, portrait, at: origin) }),
        ("press text 1", { _ in .press(.text(1), .pointer, portrait, at: origin) }),
        ("touchpad swipe", { _ in .press(.frame, .touchpadSwipe, portrait, at: origin) }),
        ("move 3 right", { _ in .motion(dx: 3, dy: 0, time: 0) }),
        ("move 5 right", { _ in .motion(dx: 5, dy: 0, time: 0) }),
        ("move 20 up", { _ in .motion(dx: 0, dy: -20, time: 0) }),
        ("move 20 right", { _ in .motion(dx: 20, dy: 0, time: 0) }),
        ("release", { _ in .release(dx: 0, dy: -20, velocity: nil) }),
        ("hold", { .holdElapsed(press: $0) }),
        ("a stale hold", { .holdElapsed(press: $0 - 1) }),
        ("press outside the grid", { _ in .pressOutsideGrid }),
        ("click photo a", { _ in .click(.photo(a), count: 1, time: 0) }),
        ("double-click photo a", { _ in .click(.photo(a), count: 2, time: 0.25) }),
        ("a photo asked for a, filled", { _ in .photoChoiceAsked(a, filled: true, time: 0.25, doubleClickTime: 0.5) }),
        ("a photo asked for a, empty", { _ in .photoChoiceAsked(a, filled: false, time: 0.25, doubleClickTime: 0.5) }),
        ("the first wait for a second click ends", { _ in .secondClickWaitEnded(firstTicket) }),
        ("right-click slot a", { _ in .secondaryClick(.slot(a), at: origin) }),
        ("right-click text 1", { _ in .secondaryClick(.text(1), at: origin) }),
        ("Menu on text 1", { _ in .key(.openSlotMenu, focus: .text(1)) }),
        ("Escape, focus elsewhere", { _ in .key(.putLiftedPhotoBack, focus: nil) }),
        ("Return on a", { _ in .key(.doneAdjusting, focus: .photo(a)) }),
        ("Left on a", { _ in .key(.panPhoto(.left), focus: .photo(a)) }),
        ("R on a", { _ in .key(.turnPhoto, focus: .photo(a)) }),
        ("Ctrl+Return on photo b", { _ in .key(.startAdjusting, focus: .photo(b)) }),
        ("Left on the upright line", { _ in .key(.moveDivider(.left), focus: .line(upright)) }),
        ("Up on the upright line", { _ in .key(.moveDivider(.up), focus: .line(upright)) }),
        ("Alt+Right on a", { _ in .key(.movePhoto(.right), focus: .photo(a)) }),
        ("Menu on a", { _ in .key(.openSlotMenu, focus: .slot(a)) }),
        ("Left, focus elsewhere", { _ in .key(.panPhoto(.left), focus: nil) }),
        ("F8", { _ in .key(.focusNextDivider, focus: nil) }),
        ("Left on text 1", { _ in .key(.moveText(.left), focus: .text(1)) }),
        ("Delete on text 1", { _ in .key(.removeText, focus: .text(1)) }),
        ("Ctrl+scroll on a", { _ in .zoomScroll(over: .photo(a), at: origin, steps: 1, control: true) }),
        ("scroll on a", { _ in .zoomScroll(over: .photo(a), at: origin, steps: 1, control: false) }),
        ("pinch", { _ in .pinched(scale: 2) }),
        ("adjust photo b", { _ in .adjustRequested(.photo(b)) }),
        ("share", { _ in .shareRequested(.up) }),
        ("share flies away", { _ in .shareMoved(.away) }),
        ("share landed", { _ in .shareMoved(nil) }),
        ("a change", { _ in .change(late: false) }),
        ("a late change", { _ in .change(late: true) }),
        ("photo a gone", { _ in .photosShown([b]) }),
        ("a slot's pixels change", { _ in .pixelsChanged }),
        ("press the field", { _ in .press(.field, .pointer, portrait, at: origin) }),
        ("click the field", { _ in .click(.field, count: 1, time: 0) }),
        ("typing starts", { _ in .typingStarted }),
        ("typing ends", { _ in .typingEnded }),
        ("a command", { _ in .commandRequested }),
        ("the menu closes", { _ in .menuClosed }),
        ("the frame after slot a's menu closed", { _ in .focusReturnDue(.slot(a)) }),
        ("two fingers scroll 20 up", { _ in .swipeScrolled(dx: 0, dy: 20, inWheelSteps: false, pageSize: 760, share: portrait, time: 0) }),
        ("the first swipe's scrolls rest", { _ in .swipeQuiet(firstTicket) }),
        ("two fingers lift fast", { _ in .swipeLifted(vx: 0, vy: 2000) }),
    ]

    static func machine(after setup: [InteractionEvent]) -> InteractionMachine {
        var machine = InteractionMachine()
        for event in setup { _ = machine.handle(event) }
        return machine
    }

    /// The whole table, one line a cell: state | event -> next state: actions.
    static func table() -> [String] {
        states.flatMap { label, setup in
            events.map { eventLabel, event in
                var machine = machine(after: setup)
                let press = if case let .pressed(press) = machine.state { press.number } else { 1 }
                let actions = machine.handle(event(press))
                return "\(label) | \(eventLabel) -> \(describe(machine.state)): \(actions.isEmpty ? "nothing" : actions.map(describe).joined(separator: ", "))"
            }
        }
    }

    func testEveryStateAgainstEveryEvent() throws {
        let actual = Self.table()
        let expected = InteractionTable.expected.split(separator: "\n").map(String.init)
        XCTAssertEqual(actual.count, Self.states.count * Self.events.count)
        if actual != expected {
            let written = FileManager.default.temporaryDirectory.appendingPathComponent("interaction-table.txt")
            try actual.joined(separator: "\n").write(to: written, atomically: true, encoding: .utf8)
            let differing = zip(actual, expected).filter { $0 != $1 }.prefix(10).map { "\n  now:      \($0)\n  expected: \($1)" }
            XCTFail("the table changed (the whole of it now: \(written.path)):\(differing.joined())")
        }
    }

    // MARK: The rules the table is made of

    /// A click on a photo asks for a new one on its release, and may be the first of a
    /// double-click, which frames the photo instead: the chooser waits out the double-click
    /// time from the click, and a second click forgets it.
    func testAChoiceAfterAClickWaitsForTheDoubleClickAndASecondClickForgetsIt() throws {
        let a = Self.a
        var machine = InteractionMachine()
        XCTAssertEqual(machine.handle(.click(.photo(a), count: 1, time: 10)), [])
        let asked = machine.handle(.photoChoiceAsked(a, filled: true, time: 10.1, doubleClickTime: 0.4))
        guard case let .waitForSecondClick(seconds, ticket) = try XCTUnwrap(asked.first), asked.count == 1 else {
            return XCTFail("the chooser waits: \(asked)")
        }
        XCTAssertEqual(seconds, 0.3, accuracy: 1e-9, "the rest of the double-click time, from the click")
        XCTAssertEqual(machine.handle(.secondClickWaitEnded(ticket)), [.openChooser(a)], "no second click: the chooser opens")
        XCTAssertEqual(machine.handle(.secondClickWaitEnded(ticket)), [], "once")

        // Clicked again in time: the photo is framed, and the wait ends in nothing.
        _ = machine.handle(.click(.photo(a), count: 1, time: 20))
        let again = machine.handle(.photoChoiceAsked(a, filled: true, time: 20.05, doubleClickTime: 0.4))
        guard case let .waitForSecondClick(_, second) = try XCTUnwrap(again.first) else { return XCTFail("\(again)") }
        XCTAssertEqual(machine.handle(.click(.photo(a), count: 2, time: 20.2)), [.claimPress, .enterAdjusting(a)])
        XCTAssertEqual(machine.handle(.secondClickWaitEnded(second)), [], "the double-click framed the photo: no chooser")
    }

    /// A slot's or words' menu is a state: opening it ends the mode in hand, the grid's own
    /// input does nothing behind it, a share or typing closes it, and once it has closed the
    /// keyboard goes back to what it was for, unless an entry moved on to typing.
    func testAnOpenMenuIsAStateThatGivesTheKeyboardBackUnlessTypingBegan() {
        let a = Self.a
        var framing = Self.machine(after: [.adjustRequested(.photo(a))])
        XCTAssertEqual(framing.handle(.secondaryClick(.slot(a), at: origin)), [.leaveAdjusting(a), .openSlotMenu(a, at: origin)])
        XCTAssertEqual(framing.handle(.press(.photo(a), .pointer, Self.portrait, at: origin)), [], "the menu has the pointer")
        XCTAssertEqual(framing.handle(.menuClosed), [.returnFocusAfterFrame(.slot(a))])
        XCTAssertEqual(framing.handle(.focusReturnDue(.slot(a))), [.focusMenuOwner(.slot(a))])

        var caption = Self.machine(after: [.key(.openSlotMenu, focus: .slot(a))])
        XCTAssertEqual(caption.handle(.typingStarted), [.closeMenu], "Add Caption: the field opens, the menu goes")
        XCTAssertEqual(caption.handle(.menuClosed), [])
        XCTAssertEqual(caption.handle(.focusReturnDue(.slot(a))), [], "the keyboard stays in the field")
        XCTAssertEqual(caption.state, .typing)

        var shared = Self.machine(after: [.secondaryClick(.text(1), at: origin)])
        XCTAssertEqual(shared.handle(.shareRequested(.up)), [.closeMenu, .share], "no menu over a flying grid")
    }

    /// No wait where no double-click can follow: an empty slot, another slot, a click too
    /// long ago, a key or a menu with no click before it.
    func testAChoiceWithNoDoubleClickToWaitForOpensTheChooserAtOnce() {
        let a = Self.a, b = Self.b
        for (clicked, time, filled, slot) in [(true, 10.1, false, a), (true, 10.1, true, b), (true, 10.5, true, a), (false, 10.1, true, a)] {
            var machine = InteractionMachine()
            if clicked { _ = machine.handle(.click(.photo(a), count: 1, time: 10)) }
            XCTAssertEqual(machine.handle(.photoChoiceAsked(slot, filled: filled, time: time, doubleClickTime: 0.4)), [.openChooser(slot)],
                           "clicked \(clicked), at \(time), filled \(filled), \(slot)")
        }
    }

    /// Framing begun another way (Ctrl+Return, the menu) forgets a waiting choice too, and a
    /// grid flown out to be shared meanwhile gets no chooser over it.
    func testAWaitingChoiceIsForgottenByFramingAndRefusedWhileShared() throws {
        let a = Self.a
        for (event, expected) in [(InteractionEvent.key(.startAdjusting, focus: .photo(a)), [InteractionAction]()),
                                  (.adjustRequested(.photo(a)), []), (.shareRequested(.up), [.refuse])] {
            var machine = InteractionMachine()
            _ = machine.handle(.click(.photo(a), count: 1, time: 10))
            let asked = machine.handle(.photoChoiceAsked(a, filled: true, time: 10.1, doubleClickTime: 0.4))
            guard case let .waitForSecondClick(_, ticket) = try XCTUnwrap(asked.first) else { return XCTFail("\(asked)") }
            _ = machine.handle(event)
            XCTAssertEqual(machine.handle(.secondClickWaitEnded(ticket)), expected, "after \(event)")
        }
    }

    /// The seed's swipe from the middle of the grid, which in most layouts is a line.
    func testADragUpFromAnyLineShares() {
        for line in [Self.upright, Self.lying] {
            var machine = InteractionMachine()
            _ = machine.handle(.press(.line(line), .pointer, Self.portrait, at: origin))
            var actions = machine.handle(.motion(dx: 0, dy: -5, time: 0))
            actions += machine.handle(.motion(dx: 0, dy: -20, time: 0))
            XCTAssertEqual(machine.state, .sharing(.dragging), "\(line.axis)")
            XCTAssertTrue(actions.contains(.beginShareDrag), "\(line.axis)")
            XCTAssertFalse(actions.contains(.grabLine(line)), "\(line.axis)")
        }
    }

    /// The share's drag decides its release from its own motions: past a fifth of the window's
    /// long side it shares; short of it, a flick over its last tenth of a second still does
    /// (a mouse's release carries no speed), a slow drag springs back. The grid flies the way
    /// the press's window said, from take-off to landing.
    func testAShareDragsReleaseIsDecidedByItsDistanceOrItsFlick() {
        func released(after motions: [(dy: Double, millisecond: Int)], velocity: Double? = nil) -> [InteractionAction] {
            var machine = Self.machine(after: [.press(.frame, .pointer, Self.portrait, at: origin)]
                + motions.map { .motion(dx: 0, dy: $0.dy, time: $0.millisecond * 1000) })
            XCTAssertEqual(machine.shareDirection, .up)
            return machine.handle(.release(dx: 0, dy: motions.last?.dy ?? 0, velocity: velocity))
        }
        let far = -0.2 * 760
        XCTAssertEqual(released(after: [(-10, 0), (far, 2000)]), [.endShareDrag(.share, speed: 0)], "far enough, however slow")
        XCTAssertEqual(released(after: [(-10, 0), (-30, 1000), (-60, 1030)]), [.endShareDrag(.share, speed: 1000)], "a flick at the end")
        XCTAssertEqual(released(after: [(-10, 0), (-60, 1000)]), [.endShareDrag(.springBack, speed: 0)], "slow and short")
        XCTAssertEqual(released(after: [(-10, 0), (-60, 1000)], velocity: 2000), [.endShareDrag(.share, speed: 2000)], "the system's speed first")
        let past = Self.machine(after: [.press(.frame, .pointer, Self.portrait, at: origin)])
        var dragged = past
        XCTAssertEqual(dragged.handle(.motion(dx: 3, dy: far - 1, time: 0)),
                       [.claimPress, .beginShareDrag, .followShareDrag(offsetX: 0, offsetY: far - 1, pastThreshold: true)],
                       "along the axis only; from here the picture may start")
        _ = dragged.handle(.release(dx: 3, dy: far - 1, velocity: nil))
        _ = dragged.handle(.shareMoved(.away))
        _ = dragged.handle(.shareMoved(.returning))
        XCTAssertEqual(dragged.shareDirection, .up, "until it lands")
        _ = dragged.handle(.shareMoved(nil))
        XCTAssertNil(dragged.shareDirection)

        var landscape = InteractionMachine()
        _ = landscape.handle(.shareRequested(.left))
        XCTAssertEqual(landscape.shareDirection, .left)
    }

    func testALineAlongTheShareMovesAfterAHoldAndOneAcrossItByADrag() {
        var held = InteractionMachine()
        let press = held.handle(.press(.line(Self.lying), .pointer, Self.portrait, at: origin))
        XCTAssertEqual(press, [.startHoldTimer(press: 1)])
        XCTAssertEqual(held.handle(.holdElapsed(press: 1)), [.claimPress, .grabLine(Self.lying)])
        XCTAssertEqual(held.handle(.motion(dx: 0, dy: -30, time: 0)), [.moveLine(Self.lying, to: GridPoint(x: 0, y: -30))], "held, it moves the share's way")
        XCTAssertEqual(held.handle(.release(dx: 0, dy: -30, velocity: nil)), [.releaseLine(Self.lying)])
        XCTAssertEqual(held.state, .idle)

        var dragged = InteractionMachine()
        _ = dragged.handle(.press(.line(Self.upright), .pointer, Self.portrait, at: origin))
        XCTAssertEqual(dragged.handle(.motion(dx: 6, dy: 1, time: 0)),
                       [.claimPress, .grabLine(Self.upright), .moveLine(Self.upright, to: GridPoint(x: 6, y: 1))])
    }

    /// Touch has no hover and no cursor: a finger's press is a press like the mouse's, and the
    /// machine never asks where the pointer was before it went down.
    func testAPressWithNothingBeforeItIsDecidedByItsOwnMotion() {
        for target in [PressTarget.photo(Self.a), .slot(Self.a), .line(Self.lying), .frame] {
            var machine = InteractionMachine()
            _ = machine.handle(.press(target, .pointer, Self.portrait, at: origin))
            _ = machine.handle(.motion(dx: 0, dy: -40, time: 0))
            XCTAssertEqual(machine.state, .sharing(.dragging), "\(target)")
        }
    }

    func testAHeldPhotoLiftsOnlyIfItStayedStill() {
        var still = InteractionMachine()
        _ = still.handle(.press(.photo(Self.a), .pointer, Self.portrait, at: origin))
        _ = still.handle(.motion(dx: 3, dy: 0, time: 0))
        XCTAssertEqual(still.handle(.holdElapsed(press: 1)), [.claimPress, .lift(Self.a)])
        XCTAssertEqual(still.state, .lifted(Self.a, dx: 3, dy: 0))

        var moved = InteractionMachine()
        _ = moved.handle(.press(.photo(Self.a), .pointer, Self.portrait, at: origin))
        _ = moved.handle(.motion(dx: 9, dy: 0, time: 0))
        XCTAssertEqual(moved.handle(.holdElapsed(press: 1)), [])
    }

    func testNothingChangesWhileTheGridIsSharedAndLateChangesWait() {
        var machine = InteractionMachine()
        XCTAssertEqual(machine.handle(.change(late: false)), [.applyChange])
        XCTAssertEqual(machine.handle(.shareRequested(.up)), [.share])
        XCTAssertEqual(machine.handle(.change(late: false)), [.refuse])
        XCTAssertEqual(machine.handle(.change(late: true)), [.deferChange])
        XCTAssertEqual(machine.handle(.shareRequested(.up)), [.refuse])
        XCTAssertEqual(machine.handle(.shareMoved(nil)), [.runDeferred])
        XCTAssertEqual(machine.state, .idle)
    }

    func testASharedGridEndsTheModeInHandFirst() {
        var lifted = Self.machine(after: [.press(.photo(Self.a), .pointer, Self.portrait, at: origin), .holdElapsed(press: 1)])
        XCTAssertEqual(lifted.handle(.shareRequested(.up)), [.putBack(Self.a), .share])
        var framing = Self.machine(after: [.adjustRequested(.photo(Self.a)), .press(.photo(Self.a), .pointer, Self.portrait, at: origin)])
        XCTAssertEqual(framing.handle(.shareRequested(.up)), [.endFraming(Self.a), .leaveAdjusting(Self.a), .share])
        var line = Self.machine(after: [.press(.line(Self.upright), .pointer, Self.portrait, at: origin), .motion(dx: 20, dy: 0, time: 0)])
        XCTAssertEqual(line.handle(.shareRequested(.up)), [.releaseLine(Self.upright), .share])
    }

    /// Random events in any order: whatever comes, the machine stays in a state it can leave,
    /// and every press it takes ends with its release.
    /// Words follow a drag whichever way it goes, even along the share; a click on them is
    /// theirs (their handle edits them), and a share from the keyboard lets them go first.
    func testWordsFollowADragAndAShareLetsThemGo() {
        for (dx, dy) in [(0.0, -40.0), (40, 0), (0, 40)] {
            var machine = Self.machine(after: [.press(.text(3), .pointer, Self.portrait, at: origin)])
            XCTAssertEqual(machine.handle(.motion(dx: dx, dy: dy, time: 0)), [.claimPress, .grabText(3), .moveText(3, dx: dx, dy: dy)])
            XCTAssertEqual(machine.handle(.release(dx: dx, dy: dy, velocity: nil)), [.releaseText(3)])
            XCTAssertEqual(machine.state, .idle)
        }
        var still = Self.machine(after: [.press(.text(3), .pointer, Self.portrait, at: origin), .motion(dx: 2, dy: 1, time: 0)])
        XCTAssertEqual(still.handle(.release(dx: 2, dy: 1, velocity: nil)), [], "a click is the handle's: it edits")
        var moving = Self.machine(after: [.press(.text(3), .pointer, Self.portrait, at: origin), .motion(dx: 0, dy: -30, time: 0)])
        XCTAssertEqual(moving.handle(.shareRequested(.up)), [.releaseText(3), .share])
        var swipe = Self.machine(after: [.press(.text(3), .touchpadSwipe, Self.portrait, at: origin)])
        XCTAssertFalse(swipe.handle(.motion(dx: 0, dy: -40, time: 0)).contains(.grabText(3)), "two fingers on a touchpad share, never move words")
    }

    /// Two fingers on a touchpad: their scrolls add up to a drag's offset (in wheel steps, a
    /// share of the window's long side each), the first is the press, and the swipe is let go
    /// when the fingers lift or its scrolls rest, whichever says so first; a rest waited for
    /// before a later scroll says nothing.
    func testATouchpadSwipeIsADragItsScrollsAddUpTo() {
        func scroll(_ dy: Double, steps: Bool = false) -> InteractionEvent {
            .swipeScrolled(dx: 0, dy: dy, inWheelSteps: steps, pageSize: 760, share: Self.portrait, time: 0)
        }
        var machine = InteractionMachine()
        let first = machine.handle(scroll(2))
        XCTAssertEqual(first.first, .swipeBegan)
        guard case let .pressed(press) = machine.state, press.source == .touchpadSwipe else { return XCTFail("\(machine.state)") }
        guard case let .waitForSwipeQuiet(seconds, firstRest) = first.last else { return XCTFail("\(first)") }
        XCTAssertEqual(seconds, TouchpadSwipe.quietEnd(inWheelSteps: false))
        let second = machine.handle(scroll(30))
        XCTAssertEqual(Array(second.dropLast()), [.claimPress, .beginShareDrag, .followShareDrag(offsetX: 0, offsetY: -32, pastThreshold: false)])
        XCTAssertEqual(machine.handle(.swipeQuiet(firstRest)), [], "a rest before the last scroll")
        guard case let .waitForSwipeQuiet(_, lastRest) = second.last else { return XCTFail("\(second)") }
        XCTAssertEqual(machine.handle(.swipeQuiet(lastRest)), [.endShareDrag(.springBack, speed: 0)], "slow and short")
        XCTAssertEqual(machine.handle(.swipeLifted(vx: 0, vy: 100)), [], "let go once")

        // Lifted fast: released at the fingers' speed along the share's axis.
        var lifted = InteractionMachine()
        _ = lifted.handle(scroll(30))
        XCTAssertEqual(lifted.handle(.swipeLifted(vx: 0, vy: 2000)),
                       [.endShareDrag(.share, speed: 2000)], "a flick")

        // In wheel steps (X11), a step scrolls by a share of the long side.
        var stepped = InteractionMachine()
        let unit = TouchpadSwipe.pixelsPerUnit(inWheelSteps: true, pageSize: 760)
        XCTAssertTrue(stepped.handle(scroll(1, steps: true)).contains(.followShareDrag(offsetX: 0, offsetY: -unit, pastThreshold: false)))

        // Two fingers while a photo is held do not press: the held one keeps the pointer.
        var holding = Self.machine(after: [.press(.photo(Self.a), .pointer, Self.portrait, at: origin), .holdElapsed(press: 1)])
        XCTAssertEqual(holding.handle(scroll(30)), [])
        XCTAssertEqual(holding.state, .lifted(Self.a, dx: 0, dy: 0))

        // A swipe that runs into a menu (a click, then a right-click, while it rests) ends
        // there: the next swipe starts from nothing.
        var menu = InteractionMachine()
        guard case let .waitForSwipeQuiet(_, rest) = menu.handle(scroll(2)).last else { return XCTFail("no rest waited for") }
        _ = menu.handle(.press(.frame, .pointer, Self.portrait, at: origin))
        _ = menu.handle(.release(dx: 0, dy: 0, velocity: nil))
        _ = menu.handle(.secondaryClick(.slot(Self.a), at: origin))
        XCTAssertEqual(menu.handle(.swipeQuiet(rest)), [])
        _ = menu.handle(.menuClosed)
        XCTAssertEqual(menu.handle(scroll(2)).first, .swipeBegan, "a new swipe")
        XCTAssertFalse(menu.handle(scroll(2)).contains(.claimPress), "from nothing: 4 px is no drag yet")

        // Typing begun while a swipe is under way is not ended by its later scrolls.
        var typing = InteractionMachine()
        _ = typing.handle(scroll(2))
        _ = typing.handle(.typingStarted)
        XCTAssertFalse(typing.handle(scroll(2)).contains(.endTyping))
        XCTAssertEqual(typing.state, .typing)
    }

    /// Typing is a mode: the keys and presses in the field are the field's, and whatever a
    /// person does next first ends it as Enter does, so the words are kept, then it goes on.
    func testWhatAPersonDoesNextEndsTheTypingFirst() {
        for (event, then) in [(InteractionEvent.commandRequested, [InteractionAction]()), (.shareRequested(.up), [.share]),
                              (.secondaryClick(.slot(Self.a), at: origin), [.openSlotMenu(Self.a, at: origin)]),
                              (.press(.photo(Self.a), .pointer, Self.portrait, at: origin), [.startHoldTimer(press: 1)]),
                              (.pressOutsideGrid, []), (.adjustRequested(.photo(Self.a)), [.enterAdjusting(Self.a)])] {
            var machine = Self.machine(after: [.typingStarted])
            XCTAssertEqual(machine.handle(event), [.endTyping] + then, "\(event)")
        }
        var typing = Self.machine(after: [.typingStarted])
        for event in [InteractionEvent.press(.field, .pointer, Self.portrait, at: origin), .motion(dx: 30, dy: -40, time: 0), .release(dx: 30, dy: -40, velocity: nil),
                      .click(.field, count: 2, time: 0), .change(late: false), .key(.moveText(.left), focus: .text(1))] {
            XCTAssertFalse(typing.handle(event).contains(.endTyping), "\(event) is the typing's own")
            XCTAssertEqual(typing.state, .typing, "\(event)")
        }
        XCTAssertEqual(typing.handle(.typingEnded), [])
        XCTAssertEqual(typing.state, .idle)
        var flying = Self.machine(after: [.shareRequested(.up)])
        XCTAssertEqual(flying.handle(.typingStarted), [.endTyping], "no field over a flying grid")
        var framing = Self.machine(after: [.adjustRequested(.photo(Self.a))])
        XCTAssertEqual(framing.handle(.typingStarted), [.leaveAdjusting(Self.a)], "typing ends the framing")
        XCTAssertEqual(framing.state, .typing)
    }

    func testRandomSequencesAlwaysComeBackToIdle() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2000 {
            var machine = InteractionMachine()
            for _ in 0..<Int.random(in: 1...30, using: &generator) {
                let (_, event) = Self.events.randomElement(using: &generator)!
                _ = machine.handle(event(Int.random(in: 0...3, using: &generator)))
            }
            // Whatever it holds, a release, the share's landing, leaving the framing and a menu
            // closing bring it back.
            _ = machine.handle(.menuClosed)
            _ = machine.handle(.release(dx: 0, dy: 0, velocity: nil))
            _ = machine.handle(.shareMoved(.springingBack))
            _ = machine.handle(.shareMoved(nil))
            _ = machine.handle(.key(.doneAdjusting, focus: .slot(Self.a)))
            _ = machine.handle(.typingEnded)
            XCTAssertEqual(machine.state, .idle)
        }
    }

    /// The window asks before it looks up what a scroll is over: a scroll that could zoom
    /// nothing whatever it is over is not worth the round trip. Never a no where it would zoom.
    func testAScrollMayZoomOnlyWithControlOrWhileFraming() {
        let idle = InteractionMachine()
        XCTAssertFalse(idle.scrollMayZoom(control: false))
        XCTAssertTrue(idle.scrollMayZoom(control: true))
        let framing = Self.machine(after: [.adjustRequested(.photo(Self.a))])
        XCTAssertTrue(framing.scrollMayZoom(control: false))
        for machine in [idle, framing] {
            for target in [PressTarget.photo(Self.a), .photo(Self.b), .slot(Self.a), .frame, .text(1)] {
                for control in [false, true] {
                    var scrolled = machine
                    guard !scrolled.handle(.zoomScroll(over: target, at: origin, steps: 1, control: control)).isEmpty else { continue }
                    XCTAssertTrue(machine.scrollMayZoom(control: control), "\(machine.state), \(target), control \(control)")
                }
            }
        }
    }
}

/// Short names for the table: a state or an action as a person reads it.
func describe(_ value: Any) -> String {
    var text = String(describing: value)
    for (long, short) in [("InstagridEngine.", ""), ("InstagridGestures.", ""), ("InstagridModel.", ""), ("PressTarget.", ""), ("PressSource.", ""),
                          ("ShareDirection.", ""), ("LayoutTree.Axis.", ""), ("SharePhase.", ""), ("KeyCommand.", ""), ("MenuOwner.", ""), ("Tickets.Ticket(number: ", "ticket("),
                          ("ShareGesture(direction: up, longSide: 760.0)", "portrait"), ("slot 0", "a"), ("slot 1", "b"),
                          ("source: pointer, share: portrait, ", ""), ("share: portrait, ", ""), (".0,", ","), (".0)", ")")] {
        text = text.replacingOccurrences(of: long, with: short)
    }
    // A line by its axis: its numbers are the unit layout's.
    text = text.replacingOccurrences(of: #"LayoutDivider\(path: \[\], index: 0, axis: (\w+), .*?room: [\d.]+\)"#,
                                     with: "$1 line", options: .regularExpression)
    return text
}
