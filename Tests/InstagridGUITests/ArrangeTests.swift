import Foundation
import InstagridModel
import InstagridTestSupport
import XCTest

/// Arranging photos by hand in the real window: Alt+arrow swaps, the slot menu,
/// Ctrl+scroll zoom, and undo/redo of each, across a restart too.
final class ArrangeTests: GUITestCase {
    let photos = TemporaryFolder()
    let colours: [Color] = [.red, .green, .blue, .yellow]

    /// Four solid photos, opened from the command line into the four-square layout.
    private func launchWithFourPhotos(home: TemporaryFolder = TemporaryFolder()) throws -> (RunningApp, [(Int, Int)]) {
        let paths = zip(["red", "green", "blue", "yellow"], colours).map { name, colour in
            TestPhotos.solid(photos.file("\(name).jpg"), width: 300, height: 300, color: colour)
        }
        let app = try RunningApp(display: display, arguments: paths, home: home)
        let centres = try slotCentres(app)
        XCTAssertNotNil(app.waitForScreen { shot in zip(centres, colours).allSatisfy { shot.color($0.0, $0.1).distance(to: $1) < 30 } },
                        "the four photos are shown")
        return (app, centres)
    }

    /// A point in each of the four-square layout's slots, in place order: off centre, where an
    /// empty slot shows white rather than its "+".
    private func slotCentres(_ app: RunningApp) throws -> [(Int, Int)] {
        let frame = try XCTUnwrap(app.waitForScreen { $0.bounds(of: .gridFrame) != nil }?.bounds(of: .gridFrame))
        let frames = GridGeometry(side: Double(frame.x.count)).frames(of: Layout.numbered(3)!)
        return SlotID.all.prefix(4).map { slot in
            let rect = frames.first { $0.slot == slot }!.frame
            return (frame.x.lowerBound + Int(rect.x + rect.width * 0.3), frame.y.lowerBound + Int(rect.y + rect.height * 0.3))
        }
    }

    private func shows(_ expected: [Color], at centres: [(Int, Int)]) -> (Screenshot) -> Bool {
        { shot in zip(centres, expected).allSatisfy { shot.color($0.0, $0.1).distance(to: $1) < 30 } }
    }

    private func session(_ app: RunningApp) -> String {
        (try? String(contentsOfFile: app.home.file("state/instagrid/session"), encoding: .utf8)) ?? ""
    }

    /// Waits for the `count`th slot menu to open, on `slot`, and take the keys (as a person
    /// waits to see it).
    private func menuOpens(_ app: RunningApp, for slot: Int, count: Int) -> Bool {
        Shell.waitUntil(seconds: 10) {
            let events = app.traceEvents.filter { $0.hasPrefix("slot-menu-shown ") || $0 == "slot-menu-focused" }
            let shown = events.indices.filter { events[$0].hasPrefix("slot-menu-shown ") }
            guard shown.count >= count else { return false }
            let opening = shown[count - 1]
            return events[opening] == "slot-menu-shown \(slot)" && events[opening...].contains("slot-menu-focused")
        }
    }

    /// The slots showing the keyboard's focus ring (on their left edge) in `shot`.
    private func ringedSlots(_ app: RunningApp) throws -> (Screenshot) -> [Int] {
        let frame = try XCTUnwrap(app.screenshot()?.bounds(of: .gridFrame))
        let frames = GridGeometry(side: Double(frame.x.count)).frames(of: Layout.numbered(3)!)
        let ring = Color(0x386A86)
        let edges = SlotID.all.prefix(4).map { slot in
            let rect = frames.first { $0.slot == slot }!.frame
            return (frame.x.lowerBound + Int(rect.x) + 1, frame.y.lowerBound + Int(rect.midY))
        }
        return { shot in edges.indices.filter { shot.color(edges[$0].0, edges[$0].1).distance(to: ring) < 16 } }
    }

    /// Presses Tab until a slot shows the focus ring, as a person tabs along the window;
    /// returns that slot's place. Each Tab waits for the ring to move, so a frame from
    /// before the key never answers.
    private func tabToASlot(_ app: RunningApp) throws -> Int {
        let ringed = try ringedSlots(app)
        var before = app.screenshot().map(ringed) ?? []
        for _ in 0..<12 {
            app.key("Tab")
            var now = before
            _ = app.waitForScreen(seconds: 1) { shot in
                now = ringed(shot)
                return now != before
            }
            if now.count == 1 { return now[0] }
            before = now
        }
        throw TestEnvironmentError("Tab never reached a slot")
    }

    func testAltArrowSwapsUndoRedoAndTheHistorySurvivesARestart() throws {
        let home = TemporaryFolder()
        var (app, centres) = try launchWithFourPhotos(home: home)
        // Places 0 1 / 2 3: across to the other column, then to the other row.
        let start = try tabToASlot(app)
        let across = start ^ 1, down = across ^ 2
        app.key(start % 2 == 0 ? "alt+Right" : "alt+Left")
        var swapped = colours
        swapped.swapAt(start, across)
        XCTAssertNotNil(app.waitForScreen(shows(swapped, at: centres)), "the photo changed places with its neighbour")
        XCTAssertTrue(app.waitForTrace("announced Photos swapped: "), "screen readers are told what moved where")
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
        app.key("ctrl+shift+z")
        XCTAssertNotNil(app.waitForScreen(shows(twice, at: centres)), "redo after a restart")
        app.key("ctrl+z")
        app.key("ctrl+z")
        XCTAssertNotNil(app.waitForScreen(shows(colours, at: centres)), "undo after a restart")
    }

    /// Right-click opens the slot's menu; its last entry removes the photo, and undo brings it back.
    func testTheSlotMenuRemovesAPhotoAndTheMenuKeyOpensIt() throws {
        let (app, centres) = try launchWithFourPhotos()
        app.xdotool(["windowfocus", app.windowID])
        app.xdotool(["mousemove", "--window", app.windowID, "\(centres[0].0)", "\(centres[0].1)", "click", "3"])
        XCTAssertTrue(menuOpens(app, for: 0, count: 1), "the top-left slot's menu opens")
        // Replace Photo…, Adjust Framing, Turn, Swap With ▸, Remove Photo.
        app.key("Down", "Down", "Down", "Down", "Return")
        XCTAssertNotNil(app.waitForScreen(shows([.white, .green, .blue, .yellow], at: centres)), "the photo is removed")
        app.key("ctrl+z")
        XCTAssertNotNil(app.waitForScreen(shows(colours, at: centres)), "undo puts it back")
        // The keyboard went back to the slot whose menu it was; from there, on by Tab.
        let ringed = try ringedSlots(app)
        XCTAssertNotNil(app.waitForScreen { ringed($0) == [0] }, "the top-left slot has the keyboard again")
        let focused = try tabToASlot(app)
        XCTAssertNotEqual(focused, 0, "Tab went on from the top-left slot")
        app.key("Menu")
        XCTAssertTrue(menuOpens(app, for: focused, count: 2), "the Menu key opens the focused slot's menu")
        app.key("Down", "Down", "Down", "Down", "Return")
        var removed = colours
        removed[focused] = .white
        XCTAssertNotNil(app.waitForScreen(shows(removed, at: centres)), "the focused slot's photo is removed")
    }

    /// A person working from the keyboard opens menu after menu: each opens on its first entry,
    /// and after each the keys are the window's again (Ctrl+Z), a submenu's entry too.
    func testMenusOpenedOneAfterAnotherFromTheKeyboard() throws {
        let (app, centres) = try launchWithFourPhotos()
        let focused = try tabToASlot(app)
        app.key("shift+F10")
        XCTAssertTrue(menuOpens(app, for: focused, count: 1), "Shift+F10 opens the focused slot's menu")
        app.key("Escape")
        XCTAssertTrue(app.waitForTrace("slot-menu-closed"), "Escape closes it")
        app.key("Menu")
        XCTAssertTrue(menuOpens(app, for: focused, count: 2), "the Menu key opens it again")
        // Replace Photo…, Adjust Framing, Turn, Swap With ▸: the other slots by name, the first first.
        app.key("Down", "Down", "Down", "Right", "Down", "Return")
        let other = focused == 0 ? 1 : 0
        var exchanged = colours
        exchanged.swapAt(focused, other)
        XCTAssertNotNil(app.waitForScreen(shows(exchanged, at: centres)), "the photo swapped with the first slot named")
        app.key("ctrl+z")
        XCTAssertNotNil(app.waitForScreen(shows(colours, at: centres)), "the keys are the window's again: undo swaps them back")
        app.key("Menu")
        XCTAssertTrue(menuOpens(app, for: focused, count: 3), "a third menu opens")
        app.key("Down", "Down", "Down", "Down", "Return")
        var removed = colours
        removed[focused] = .white
        XCTAssertNotNil(app.waitForScreen(shows(removed, at: centres)), "on its first entry: four down is Remove Photo")
        app.key("ctrl+z")
        XCTAssertNotNil(app.waitForScreen(shows(colours, at: centres)), "and undo brings the photo back")
    }

    /// Quadrants (red, green / blue, yellow) opened into layout 1's wide top slot, which shows
    /// the photo's middle band: red at the slot's top-left corner. Returns the slot on screen.
    private func launchWithQuadrants() throws -> (app: RunningApp, frame: (x: ClosedRange<Int>, y: ClosedRange<Int>), slot: Rect,
                                                  corner: (Int, Int)) {
        let quadrants = TestPhotos.quadrants(photos.file("quadrants.png"), width: 400, height: 400)
        let app = try RunningApp(display: display, arguments: [quadrants])
        let frame = try XCTUnwrap(app.waitForScreen { $0.bounds(of: .gridFrame) != nil }?.bounds(of: .gridFrame))
        let top = GridGeometry(side: Double(frame.x.count)).frames(of: Layout.numbered(1)!).first { $0.slot == .topLeft }!.frame
        let slot = Rect(x: Double(frame.x.lowerBound) + top.x, y: Double(frame.y.lowerBound) + top.y, width: top.width, height: top.height)
        let corner = (Int(slot.x) + 6, Int(slot.y) + 6)
        XCTAssertNotNil(app.waitForScreen { $0.color(corner.0, corner.1).distance(to: .red) < 30 }, "red in the top-left corner")
        return (app, frame, slot, corner)
    }

    /// Ctrl+scroll zooms the photo under the pointer about the pointer; a burst of steps is one undo step.
    func testControlScrollZoomsAboutThePointerAndUndoesInOneStep() throws {
        let (app, _, top, corner) = try launchWithQuadrants()
        // Zoom about a point of the yellow quadrant (right of centre, low in the slot): it grows over the corner.
        let pointer = (Int(top.x + top.width * 0.8), Int(top.y + top.height * 0.9))
        app.xdotool(["windowfocus", app.windowID])
        app.xdotool(["mousemove", "--window", app.windowID, "\(pointer.0)", "\(pointer.1)"])
        app.xdotool(["keydown", "ctrl"])
        for _ in 0..<8 { app.xdotool(["click", "4"]) }
        app.xdotool(["keyup", "ctrl"])
        XCTAssertNotNil(app.waitForScreen { $0.color(corner.0, corner.1).distance(to: .yellow) < 30 },
                        "zoomed in about the pointer: yellow reaches the corner")
        XCTAssertTrue(Shell.waitUntil { self.session(app).contains("\nframing 0 ") }, "the framing is saved")
        app.key("ctrl+z")
        XCTAssertNotNil(app.waitForScreen { $0.color(corner.0, corner.1).distance(to: .red) < 30 }, "one undo takes the whole zoom back")
    }

    /// Adjust mode: a double-click enters (no file chooser), + zooms, a drag pans instead of
    /// sharing, Escape leaves, and undo takes the drag back as one step.
    func testAdjustModeZoomsAndPansByHandWithoutSharing() throws {
        let (app, frame, top, corner) = try launchWithQuadrants()
        let centre = (Int(top.midX), Int(top.midY))
        app.xdotool(["windowfocus", app.windowID])
        app.xdotool(["mousemove", "--window", app.windowID, "\(centre.0)", "\(centre.1)", "click", "--repeat", "2", "--delay", "80", "1"])
        XCTAssertTrue(app.waitForTrace("adjust-start 0"), "a double-click on the photo starts adjusting it")
        // Four steps of a quarter each, about the slot's centre: 2.44 times the fill.
        for _ in 0..<4 { app.key("plus") }
        XCTAssertTrue(app.waitForTrace("zoomed 0", count: 4))
        // The photo follows the pointer left: the crop moves right, onto green.
        app.drag(from: centre.0, centre.1, by: -Int(top.width * 0.6), 0)
        XCTAssertNotNil(app.waitForScreen { $0.color(corner.0, corner.1).distance(to: .green) < 30 }, "panned: green in the corner")
        XCTAssertFalse(app.traceEvents.contains("share-start"), "the drag panned, it did not share")
        XCTAssertNil(app.findWindow("^Choose a Photo$"), "no file chooser for the double-click")
        app.key("Escape")
        XCTAssertTrue(app.waitForTrace("adjust-end"))
        app.key("ctrl+z")
        XCTAssertNotNil(app.waitForScreen { $0.color(corner.0, corner.1).distance(to: .red) < 30 }, "undo takes the drag back")
        // Outside adjust mode a drag up shares again.
        app.drag(from: centre.0, centre.1, by: 0, -Int(Double(frame.y.count) * 0.6))
        XCTAssertTrue(app.waitForTrace("drag-end share"), "the share drag is back")
        XCTAssertTrue(Shell.waitUntil { app.findWindow("complete the grid") != nil }, "and asks for the missing photos")
    }

    /// Press and hold lifts a photo; dropped on another slot the two change places; Escape
    /// while lifted puts it back.
    func testHoldingAPhotoLiftsItAndDroppingItSwaps() throws {
        let (app, centres) = try launchWithFourPhotos()
        func press(_ point: (Int, Int)) {
            app.xdotool(["windowfocus", app.windowID])
            app.xdotool(["mousemove", "--window", app.windowID, "\(point.0)", "\(point.1)", "mousedown", "1"])
        }
        func move(to point: (Int, Int), from start: (Int, Int)) {
            for step in 1...10 {
                app.xdotool(["mousemove", "--window", app.windowID, "\(start.0 + (point.0 - start.0) * step / 10)",
                             "\(start.1 + (point.1 - start.1) * step / 10)"])
            }
        }
        press(centres[0])
        XCTAssertTrue(app.waitForTrace("lifted 0"), "held still, the photo lifts")
        move(to: centres[3], from: centres[0])
        app.xdotool(["mouseup", "1"])
        XCTAssertNotNil(app.waitForScreen(shows([.yellow, .green, .blue, .red], at: centres)), "dropped: the two changed places")
        XCTAssertFalse(app.traceEvents.contains("share-start"))
        XCTAssertNil(app.findWindow("^Choose a Photo$"), "the hold was no click")

        press(centres[1])
        XCTAssertTrue(app.waitForTrace("lifted 1"))
        move(to: centres[2], from: centres[1])
        app.key("Escape")
        XCTAssertTrue(app.waitForTrace("lift-cancelled 1"))
        app.xdotool(["mouseup", "1"])
        XCTAssertNotNil(app.waitForScreen(shows([.yellow, .green, .blue, .red], at: centres)), "Escape put it back")

        // Released outside the grid (over the title), it goes back where it was.
        press(centres[2])
        XCTAssertTrue(app.waitForTrace("lifted 2"))
        move(to: (centres[2].0, 40), from: centres[2])
        app.xdotool(["mouseup", "1"])
        XCTAssertTrue(app.waitForTrace("lift-dropped-back 2"), "dropped on no slot")
        XCTAssertNotNil(app.waitForScreen(shows([.yellow, .green, .blue, .red], at: centres)), "nothing moved")
        XCTAssertFalse(app.traceEvents.contains("share-start"), "a lifted photo's drag never shares")
        app.key("ctrl+z")
        XCTAssertNotNil(app.waitForScreen(shows(colours, at: centres)), "undo swaps them back")
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
        XCTAssertTrue(app.waitForTrace("adjust-start 1"))
        app.key("r")
        app.key("Return")
        let session = home.file("state/instagrid/session")
        XCTAssertTrue(Shell.waitUntil {
            let text = (try? String(contentsOfFile: session, encoding: .utf8)) ?? ""
            return text.contains("\nframing 0 ") && text.contains("\nframing 1 1.0 ")
        }, "both framings are saved")
        // Once the sharper decode after the zoom has been drawn.
        XCTAssertTrue(app.waitForTrace("photo-drawn 0", count: 3))
        let shot = try XCTUnwrap(app.screenshot())
        let grid = try XCTUnwrap(shot.bounds(of: .gridFrame))
        let exported = photos.file("exported.png")
        let result = try InstagridProcess.run(["export", "--session", session, "-o", exported, "--size", "\(grid.x.count)"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let picture = try XCTUnwrap(DecodedFile(path: exported))
        XCTAssertEqual(picture.width, grid.x.count)
        var total = 0, far = 0
        for y in 0..<picture.height {
            for x in 0..<picture.width {
                let difference = picture.color(x: x, y: y).distance(to: shot.color(grid.x.lowerBound + x, grid.y.lowerBound + y))
                total += difference
                if difference > 60 { far += 1 }
            }
        }
        let pixels = picture.width * picture.height
        XCTAssertLessThan(Double(total) / Double(pixels), 4, "on average the same colours")
        XCTAssertLessThan(Double(far) / Double(pixels), 0.01, "different only along a few edges (\(far) pixels)")
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
        let points = GridGeometry(side: Double(frame.x.count)).frames(of: Layout.numbered(1)!).map { _, rect in
            (frame.x.lowerBound + Int(rect.x + rect.width * 0.3), frame.y.lowerBound + Int(rect.y + rect.height * 0.3))
        }
        app.click(points[0].0, points[0].1)
        XCTAssertTrue(Shell.waitUntil { app.findWindow("^Choose a Photo$") != nil }, "the file chooser opens")
        let chooser = try XCTUnwrap(app.findWindow("^Choose a Photo$"))
        // Into the folder by its path, then every file in it.
        app.click(300, 150, window: chooser)
        app.key("ctrl+l")
        app.type(folder.path + "/")
        app.key("Return")
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

    /// Every kind of change undoes and redoes: layout, shape, colour, a burst of spacing
    /// steps (one step), a turn, a drop; each checked in the saved session.
    func testEveryKindOfChangeUndoesAndRedoes() throws {
        let quadrants = TestPhotos.quadrants(photos.file("quadrants.png"), width: 400, height: 400)
        let app = try RunningApp(display: display, arguments: [quadrants])
        XCTAssertTrue(app.waitForTrace("photo-decoded"))
        func act(_ name: String, _ value: String? = nil) {
            let result = Shell.run(["gapplication", "action", "io.github.instagrid.Instagrid", name] + (value.map { [$0] } ?? []),
                                   environment: app.environment)
            XCTAssertEqual(result.status, 0, "\(name) \(value ?? "")")
        }
        func saved(_ line: String, present: Bool = true, _ message: String) {
            XCTAssertTrue(Shell.waitUntil {
                self.session(app).split(separator: "\n").prefix { !$0.hasPrefix("undo ") && !$0.hasPrefix("redo ") }
                    .contains { $0 == line } == present
            }, message)
        }
        for (action, value, after, before) in [("layout", "24", "layout 24", "layout 1"), ("shape", "'16:9'", "shape 16:9", "shape 1:1"),
                                               ("frame-colour", "'#FF8800'", "frame-colour #FF8800", "frame-colour #106698")] {
            act(action, value)
            saved(after, "\(action) changed")
            app.key("ctrl+z")
            saved(before, "\(action) undone")
            app.key("ctrl+shift+z")
            saved(after, "\(action) redone")
        }
        for value in ["6.0", "7.0", "8.0", "9.0"] { act("spacing", value) }
        saved("spacing 9.0", "the spacing moved")
        app.key("ctrl+z")
        saved("spacing 5.0", "one undo takes the whole burst back")
        act("turn-photo", "0")
        saved("framing 0 1.0 0.0 0.0 1", "turned a quarter")
        app.key("ctrl+z")
        saved("framing 0 1.0 0.0 0.0 1", present: false, "the turn undone")
        let blue = TestPhotos.solid(photos.file("blue.jpg"), width: 300, height: 300, color: .blue)
        act("drop-photos", "(2, ['\(blue)'])")
        saved("photo 2 \(blue)", "dropped into the third place")
        app.key("ctrl+z")
        saved("photo 2 \(blue)", present: false, "the drop undone")
        XCTAssertTrue(session(app).contains("\nredo drop-photos\n"))
    }
}
