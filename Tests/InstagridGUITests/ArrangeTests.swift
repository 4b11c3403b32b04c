import Foundation
import InstagridActions
import InstagridTrace
import InstagridModel
import InstagridTestSupport
import XCTest

/// Arranging photos by hand in the real window: Alt+arrow swaps, lifting and dropping,
/// choosing several at once, and undo/redo of each, across a restart too.
final class ArrangeTests: ArrangeTestCase {
    func testAltArrowSwapsUndoRedoAndTheHistorySurvivesARestart() throws {
        let home = TemporaryFolder()
        var (app, centres) = try launchWithFourPhotos(home: home)
        // Places 0 1 / 2 3: across to the other column, then to the other row.
        let start = try tabToASlot(app)
        let across = start ^ 1, down = across ^ 2
        app.key(start % 2 == 0 ? "alt+Right" : "alt+Left")
        let swapped = colours(swapping: start, across)
        XCTAssertNotNil(app.waitForScreen(shows(swapped, at: centres)), "the photo changed places with its neighbour")
        XCTAssertTrue(app.waitForTrace(.announced, "Photos swapped: "), "screen readers are told what moved where")
        // The focus went with the photo: the next Alt+arrow moves it on.
        app.key(across < 2 ? "alt+Down" : "alt+Up")
        var twice = swapped
        twice.swapAt(across, down)
        XCTAssertNotNil(app.waitForScreen(shows(twice, at: centres)), "moved on with the focus")
        app.key("ctrl+z")
        XCTAssertNotNil(app.waitForScreen(shows(swapped, at: centres)), "undo takes back the last swap")
        app.key("ctrl+z")
        XCTAssertNotNil(app.waitForScreen(shows(colours, at: centres)), "and the first")
        app.key("ctrl+shift+z")
        XCTAssertNotNil(app.waitForScreen(shows(swapped, at: centres)), "redo swaps again")
        XCTAssertTrue(Shell.waitUntil { self.session(app).contains("\nredo swap-photos\n") }, "the history is saved")
        app.kill()

        app = try RunningApp(display: display, home: home)
        centres = try slotCentres(app)
        XCTAssertNotNil(app.waitForScreen(shows(swapped, at: centres)), "restored as left")
        // Undo first: a redo first would enable the actions, and hide that they came up disabled.
        app.key("ctrl+z")
        XCTAssertNotNil(app.waitForScreen(shows(colours, at: centres)), "undo at once after a restart")
        app.key("ctrl+shift+z")
        app.key("ctrl+shift+z")
        XCTAssertNotNil(app.waitForScreen(shows(twice, at: centres)), "redo after a restart")
    }

    /// Press and hold lifts a photo; dropped on another slot the two change places; Escape
    /// while lifted puts it back.
    func testHoldingAPhotoLiftsItAndDroppingItSwaps() throws {
        let (app, centres) = try launchWithFourPhotos()
        func press(_ point: (Int, Int)) { self.press(app, point) }
        func move(to point: (Int, Int), from start: (Int, Int)) { self.move(app, to: point, from: start) }
        press(centres[0])
        XCTAssertTrue(app.waitForTrace(.lifted, "0"), "held still, the photo lifts")
        move(to: centres[3], from: centres[0])
        app.xdotool(["mouseup", "1"])
        XCTAssertNotNil(app.waitForScreen(shows([.yellow, .green, .blue, .red], at: centres)), "dropped: the two changed places")
        XCTAssertFalse(app.traceEvents.contains { $0.is(.shareStart) })
        XCTAssertNil(app.findWindow("^Choose a Photo$"), "the hold was no click")

        press(centres[1])
        XCTAssertTrue(app.waitForTrace(.lifted, "1"))
        move(to: centres[2], from: centres[1])
        app.key("Escape")
        XCTAssertTrue(app.waitForTrace(.liftCancelled, "1"))
        app.xdotool(["mouseup", "1"])
        XCTAssertNotNil(app.waitForScreen(shows([.yellow, .green, .blue, .red], at: centres)), "Escape put it back")

        // Released outside the grid (over the title), it goes back where it was.
        press(centres[2])
        XCTAssertTrue(app.waitForTrace(.lifted, "2"))
        move(to: (centres[2].0, 40), from: centres[2])
        app.xdotool(["mouseup", "1"])
        XCTAssertTrue(app.waitForTrace(.liftDroppedBack, "2"), "dropped on no slot")
        XCTAssertNotNil(app.waitForScreen(shows([.yellow, .green, .blue, .red], at: centres)), "nothing moved")
        XCTAssertFalse(app.traceEvents.contains { $0.is(.shareStart) }, "a lifted photo's drag never shares")
        app.key("ctrl+z")
        XCTAssertNotNil(app.waitForScreen(shows(colours, at: centres)), "undo swaps them back")
    }

    /// Ctrl+S while a photo is held: it goes back to its slot before the grid takes off, so
    /// the picture shows the collage, and the rest of the drag moves nothing.
    func testSharingFromTheKeyboardPutsAHeldPhotoBackFirst() throws {
        let (app, centres) = try launchWithFourPhotos()
        press(app, centres[1])
        XCTAssertTrue(app.waitForTrace(.lifted, "1"), "held still, the photo lifts")
        move(app, to: centres[2], from: centres[1])
        app.key("ctrl+s")
        XCTAssertTrue(app.waitForTrace(.shareStart), "the complete grid is shared")
        app.xdotool(["mouseup", "1"])
        let events = app.traceEvents
        let putBack = try XCTUnwrap(events.firstIndex { $0.is(.liftCancelled, "1") }, "the photo was put back: \(events)")
        XCTAssertLessThan(putBack, try XCTUnwrap(events.firstIndex { $0.is(.shareStart) }), "before the grid took off")
        XCTAssertTrue(Shell.waitUntil { app.findWindow("^Share$") != nil }, "the share dialog comes up")
        let share = try XCTUnwrap(app.findWindow("^Share$"))
        app.click(5, 5, window: share)
        app.key("Escape")
        XCTAssertTrue(app.waitForTrace(.gridLanded), "the grid comes back")
        XCTAssertNotNil(app.waitForScreen(shows(colours, at: centres)), "no photo moved")
        XCTAssertFalse(app.traceEvents.contains { $0.is(.liftDropped) }, "the release dropped nothing")
    }

    /// Held and dropped on an empty slot, a photo moves there, and undo moves it back.
    func testHoldingAPhotoAndDroppingItOnAnEmptySlotMovesIt() throws {
        let (app, frame, top, corner) = try launchWithQuadrants()
        let bottomLeft = try XCTUnwrap(GridGeometry(side: Double(frame.x.count), layout: Layout.numbered(1)!).frames
            .first { $0.slot == .bottomLeft }?.frame)
        // Off the empty slot's "+", where it shows white; red once the quadrants fill it.
        let empty = (frame.x.lowerBound + Int(bottomLeft.x + bottomLeft.width * 0.3), frame.y.lowerBound + Int(bottomLeft.y + bottomLeft.height * 0.3))
        let start = (Int(top.midX), Int(top.midY))
        press(app, start)
        XCTAssertTrue(app.waitForTrace(.lifted, "0"), "held still, the photo lifts")
        move(app, to: empty, from: start)
        app.xdotool(["mouseup", "1"])
        let moved: (Screenshot) -> Bool = { $0.color(empty.0, empty.1).distance(to: .red) < 30 && $0.color(corner.0, corner.1).distance(to: .white) < 30 }
        XCTAssertNotNil(app.waitForScreen(moved), "the photo moved down, leaving its slot empty")
        XCTAssertTrue(Shell.waitUntil { self.session(app).contains("\nphoto 2 ") }, "saved in the bottom-left place")
        app.key("ctrl+z")
        XCTAssertNotNil(app.waitForScreen { $0.color(empty.0, empty.1).distance(to: .white) < 30 && $0.color(corner.0, corner.1).distance(to: .red) < 30 },
                        "undo moves it back")
        app.key("ctrl+shift+z")
        XCTAssertNotNil(app.waitForScreen(moved), "redo moves it down again")
    }

    private func press(_ app: RunningApp, _ point: (Int, Int)) {
        app.focus(app.windowID)
        app.xdotool(["mousemove", "--window", app.windowID, "\(point.0)", "\(point.1)", "mousedown", "1"])
    }

    /// Moves the pointer (a button held) in ten steps, as a hand does.
    private func move(_ app: RunningApp, to point: (Int, Int), from start: (Int, Int)) {
        for step in 1...10 {
            app.xdotool(["mousemove", "--window", app.windowID, "\(start.0 + (point.0 - start.0) * step / 10)",
                         "\(start.1 + (point.1 - start.1) * step / 10)"])
        }
    }

    /// What the window shows is what is exported: a zoomed photo and a turned one, the
    /// session rendered by `instagrid export` at the grid's size on screen, pixel by pixel.
    func testTheExportedPictureIsWhatTheScreenShows() throws {
        let quadrants = TestPhotos.quadrants(photos.file("quadrants.png"), width: 600, height: 600)
        let home = TemporaryFolder()
        let app = try RunningApp(display: display, arguments: Array(repeating: quadrants, count: 4), home: home)
        let centres = try slotCentres(app)
        XCTAssertNotNil(app.waitForScreen { $0.color(centres[3].0, centres[3].1).distance(to: .red) < 30 }, "the photos are shown")
        app.xdotool(["windowfocus", app.windowID])
        app.xdotool(["mousemove", "--window", app.windowID, "\(centres[0].0 + 25)", "\(centres[0].1 + 40)"])
        app.xdotool(["keydown", "ctrl"])
        for _ in 0..<5 { app.xdotool(["click", "4"]) }
        app.xdotool(["keyup", "ctrl"])
        app.xdotool(["mousemove", "--window", app.windowID, "\(centres[1].0)", "\(centres[1].1)", "click", "--repeat", "2", "--delay", "80", "1"])
        XCTAssertTrue(app.waitForTrace(.adjustStart, "1"))
        app.key("r")
        app.key("Return")
        let session = home.file("state/instagrid/session")
        XCTAssertTrue(Shell.waitUntil {
            let text = (try? String(contentsOfFile: session, encoding: .utf8)) ?? ""
            return text.contains("\nframing 0 ") && text.contains("\nframing 1 1.0 ")
        }, "both framings are saved")
        // Once the sharper decode after the zoom has been drawn.
        XCTAssertTrue(app.waitForTrace(.photoDrawn, "0", count: 3))
        // The keys leave a focus ring on the slot while the keyboard is in use; a click beside
        // the grid puts the keyboard down, and the ring goes (GTK's timeout, 3 s after the last key).
        let grid = try XCTUnwrap(app.screenshot()?.bounds(of: .gridFrame))
        app.click(grid.x.lowerBound - 8, grid.y.lowerBound + 20)
        let inside = (x: grid.x.lowerBound..<grid.x.upperBound, y: grid.y.lowerBound..<grid.y.upperBound)
        XCTAssertNotNil(app.waitForScreen { $0.bounds(of: Color(0x1E1E1E), tolerance: 30, in: inside) == nil },
                        "no focus ring (its dark tone) once the pointer is used")
        // The theme fades the ring out: wait until two screenshots in a row show the same grid.
        var last = try XCTUnwrap(app.screenshot())
        let shot = try XCTUnwrap(app.waitForScreen { shot in
            defer { last = shot }
            return stride(from: grid.y.lowerBound, to: grid.y.upperBound, by: 3).allSatisfy { y in
                stride(from: grid.x.lowerBound, to: grid.x.upperBound, by: 3).allSatisfy { shot.color($0, y) == last.color($0, y) }
            }
        }, "the grid settles")
        try assertGridIsTheExport(of: session, in: shot, writingTo: photos.file("exported.png"))
    }

    /// Several photos picked at once in the file chooser fill the clicked slot and the empty
    /// ones after it, and undo as one step.
    func testChoosingSeveralPhotosFillsTheSlotAndTheEmptyOnesAfterIt() throws {
        let folder = TemporaryFolder()
        for (name, colour) in [("a red", Color.red), ("b green", .green), ("c blue", .blue)] {
            TestPhotos.solid(folder.file("\(name).jpg"), width: 300, height: 300, color: colour)
        }
        let app = try RunningApp(display: display)
        let frame = try XCTUnwrap(app.waitForScreen { $0.bounds(of: .gridFrame) != nil }?.bounds(of: .gridFrame))
        let points = GridGeometry(side: Double(frame.x.count), layout: Layout.numbered(1)!).frames.map { _, rect in
            (frame.x.lowerBound + Int(rect.x + rect.width * 0.3), frame.y.lowerBound + Int(rect.y + rect.height * 0.3))
        }
        app.click(points[0].0, points[0].1)
        XCTAssertTrue(Shell.waitUntil { app.findWindow("^Choose a Photo$") != nil }, "the file chooser opens")
        let chooser = try XCTUnwrap(app.findWindow("^Choose a Photo$"))
        // Into the folder by its path, then every file in it. The folder listed, not the one
        // the chooser opened in (the home folder, whose first file GTK selects too): its
        // photos' names read in the list.
        XCTAssertTrue(app.openFolder(folder.path, showing: "green.jpg", in: chooser), "the folder's photos are listed")
        // GTK selects the folder's first file once it is listed (its selection blue).
        let selected = Color(0x3584E4)
        var row: (x: ClosedRange<Int>, y: ClosedRange<Int>)?
        XCTAssertTrue(Shell.waitUntil {
            // Below the dialog's header bar, whose Open button is blue too.
            row = app.screenshot(window: chooser).flatMap { $0.bounds(of: selected, tolerance: 8, in: (0..<$0.width, 60..<$0.height)) }
            return row != nil
        }, "the folder's files are listed")
        // Into the list, where Ctrl+A selects every file (in the location entry, its text).
        let first = try XCTUnwrap(row)
        app.click((first.x.lowerBound + first.x.upperBound) / 2, (first.y.lowerBound + first.y.upperBound) / 2, window: chooser)
        app.key("ctrl+a")
        // Open, the button (Enter would open only the file under the cursor).
        app.key("alt+o")
        XCTAssertNotNil(app.waitForScreen { shot in
            zip(points, [Color.red, .green, .blue]).allSatisfy { shot.color($0.0, $0.1).distance(to: $1) < 30 }
        }, "the three photos fill the three slots in order")
        app.key("ctrl+z")
        XCTAssertNotNil(app.waitForScreen { shot in points.allSatisfy { shot.color($0.0, $0.1).distance(to: .white) < 4 } },
                        "one undo empties all three")
    }

    /// A slider's travel is one undo step: the looks popover's spacing slider moved four
    /// steps by the keyboard, taken back by one Ctrl+Z and made again by one redo.
    func testASlidersTravelIsOneUndoStep() throws {
        let (app, _) = try launchWithFourPhotos()
        func spacing() -> String? {
            session(app).split(separator: "\n").first { $0.hasPrefix("spacing ") }.map(String.init)
        }
        app.key("ctrl+shift+l")
        XCTAssertTrue(app.waitForTrace(.looksShown), "the looks popover opens")
        // From the first swatch past the other five and Custom… to the spacing slider.
        for _ in 0..<7 { app.key("Tab") }
        app.key("Right", "Right", "Right", "Right")
        XCTAssertTrue(Shell.waitUntil { spacing() == "spacing 7.0" }, "four half-steps right: \(spacing() ?? "none")")
        app.key("Escape")
        XCTAssertTrue(app.waitForTrace(.looksHidden), "Escape closes the popover")
        app.key("ctrl+z")
        XCTAssertTrue(Shell.waitUntil { spacing() == "spacing 5.0" }, "one undo takes the whole travel back: \(spacing() ?? "none")")
        app.key("ctrl+shift+z")
        XCTAssertTrue(Shell.waitUntil { spacing() == "spacing 7.0" }, "one redo makes it again: \(spacing() ?? "none")")
    }

    /// Every kind of change undoes and redoes: layout, shape, colour, a burst of spacing
    /// steps and one of corner steps (one step each), a turn, a drop; each checked in the
    /// saved session.
    func testEveryKindOfChangeUndoesAndRedoes() throws {
        let quadrants = TestPhotos.quadrants(photos.file("quadrants.png"), width: 400, height: 400)
        let app = try RunningApp(display: display, arguments: [quadrants])
        XCTAssertTrue(app.waitForTrace(.photoDecoded))
        func act(_ action: AppAction, _ value: String? = nil) {
            XCTAssertEqual(app.action(action, value), 0, "\(action.rawValue) \(value ?? "")")
        }
        func saved(_ line: String, present: Bool = true, _ message: String) {
            XCTAssertTrue(Shell.waitUntil {
                self.session(app).split(separator: "\n").prefix { !$0.hasPrefix("undo ") && !$0.hasPrefix("redo ") }
                    .contains { $0 == line } == present
            }, message)
        }
        for (action, value, after, before) in [(AppAction.layout, "24", "layout 24", "layout 1"), (.shape, "'16:9'", "shape 16:9", "shape 1:1"),
                                               (.frameColour, "'#FF8800'", "frame-colour #FF8800", "frame-colour #106698")] {
            act(action, value)
            saved(after, "\(action.rawValue) changed")
            app.key("ctrl+z")
            saved(before, "\(action.rawValue) undone")
            app.key("ctrl+shift+z")
            saved(after, "\(action.rawValue) redone")
        }
        for value in ["6.0", "7.0", "8.0", "9.0"] { act(.spacing, value) }
        saved("spacing 9.0", "the spacing moved")
        app.key("ctrl+z")
        saved("spacing 5.0", "one undo takes the whole burst back")
        for value in ["4.0", "8.0", "12.0"] { act(.cornerRadius, value) }
        saved("corner-radius 12.0", "the corners rounded")
        app.key("ctrl+z")
        saved("corner-radius \(Looks.seed.cornerRadius)", "one undo takes the corners' whole burst back")
        app.key("ctrl+shift+z")
        saved("corner-radius 12.0", "and redo all of it")
        act(.turnPhoto, "0")
        saved("framing 0 1.0 0.0 0.0 1", "turned a quarter")
        app.key("ctrl+z")
        saved("framing 0 1.0 0.0 0.0 1", present: false, "the turn undone")
        let blue = TestPhotos.solid(photos.file("blue.jpg"), width: 300, height: 300, color: .blue)
        act(.dropPhotos, "(2, [b'\(blue)'])")
        saved("photo 2 \(blue)", "dropped into the third place")
        app.key("ctrl+z")
        saved("photo 2 \(blue)", present: false, "the drop undone")
        XCTAssertTrue(session(app).contains("\nredo drop-photos\n"))
    }
}
