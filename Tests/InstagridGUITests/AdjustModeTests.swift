import Foundation
import InstagridTrace
import InstagridModel
import InstagridTestSupport
import XCTest

/// Framing a photo in its slot by hand: Ctrl+scroll outside adjust mode, and adjust mode
/// entered by double-click or Ctrl+Return, with its drag, wheel, keys and ways out.
final class AdjustModeTests: ArrangeTestCase {
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
        waitFor(.yellow, at: corner, in: app, "zoomed in about the pointer: yellow reaches the corner")
        XCTAssertTrue(Shell.waitUntil { self.session(app).contains("\nframing 0 ") }, "the framing is saved")
        app.key("ctrl+z")
        waitFor(.red, at: corner, in: app, "one undo takes the whole zoom back")
    }

    /// Adjust mode: a double-click enters (no file chooser), + zooms, a drag pans instead of
    /// sharing, Escape leaves, and undo takes the drag back as one step.
    func testAdjustModeZoomsAndPansByHandWithoutSharing() throws {
        let (app, frame, top, corner) = try launchWithQuadrants()
        let centre = (Int(top.midX), Int(top.midY))
        app.xdotool(["windowfocus", app.windowID])
        app.xdotool(["mousemove", "--window", app.windowID, "\(centre.0)", "\(centre.1)", "click", "--repeat", "2", "--delay", "80", "1"])
        XCTAssertTrue(app.waitForTrace(.adjustStart, "0"), "a double-click on the photo starts adjusting it")
        // Four steps of a quarter each, about the slot's centre: 2.44 times the fill.
        for _ in 0..<4 { app.key("plus") }
        XCTAssertTrue(app.waitForTrace(.zoomed, "0", count: 4))
        // The photo follows the pointer left: the crop moves right, onto green.
        app.drag(from: centre.0, centre.1, by: -Int(top.width * 0.6), 0)
        waitFor(.green, at: corner, in: app, "panned: green in the corner")
        XCTAssertFalse(app.traceEvents.contains { $0.is(.shareStart) }, "the drag panned, it did not share")
        XCTAssertNil(app.findWindow("^Choose a Photo$"), "no file chooser for the double-click")
        app.key("Escape")
        XCTAssertTrue(app.waitForTrace(.adjustEnd))
        app.key("ctrl+z")
        waitFor(.red, at: corner, in: app, "undo takes the drag back")
        // Outside adjust mode a drag up shares again.
        app.drag(from: centre.0, centre.1, by: 0, -Int(Double(frame.y.count) * 0.6))
        XCTAssertTrue(app.waitForTrace(.dragEnd, "share"), "the share drag is back")
        XCTAssertTrue(Shell.waitUntil { app.findWindow("complete the grid") != nil }, "and asks for the missing photos")
    }

    /// Ctrl+Return adjusts the focused photo; arrows nudge it, 0 resets it, the wheel zooms
    /// about the pointer with no Ctrl held, and a click outside the slot leaves, choosing and
    /// sharing nothing.
    func testControlReturnAdjustsWithArrowsZeroAndTheWheelAndAClickOutsideLeaves() throws {
        let (app, frame, top, corner) = try launchWithQuadrants()
        _ = try tabToASlot(app, wanted: 0)
        app.key("ctrl+Return")
        XCTAssertTrue(app.waitForTrace(.adjustStart, "0"), "Ctrl+Return adjusts the focused photo")
        // Zoomed about the centre, the slot shows the photo's middle from x 118 to 282 of 400:
        // still red in the corner. Each Left moves the photo a tenth of the slot's height left,
        // 8 of the photo's pixels: fourteen take the corner past the middle, onto green.
        for _ in 0..<4 { app.key("plus") }
        XCTAssertTrue(app.waitForTrace(.zoomed, "0", count: 4))
        waitFor(.red, at: corner, in: app, "zoomed about the centre")
        for _ in 0..<14 { app.key("Left") }
        waitFor(.green, at: corner, in: app, "the arrows moved the photo left")
        app.key("0")
        waitFor(.red, at: corner, in: app, "0 reset the framing")
        // The wheel with no Ctrl, about a point of the yellow quadrant: it grows over the corner.
        app.xdotool(["mousemove", "--window", app.windowID, "\(Int(top.x + top.width * 0.8))", "\(Int(top.y + top.height * 0.9))"])
        for _ in 0..<8 { app.xdotool(["click", "4"]) }
        waitFor(.yellow, at: corner, in: app, "the wheel zoomed about the pointer")
        // A click above the grid, on the window's title.
        app.click((frame.x.lowerBound + frame.x.upperBound) / 2, frame.y.lowerBound / 3)
        XCTAssertTrue(app.waitForTrace(.adjustEnd), "a click outside the slot leaves")
        XCTAssertNil(app.findWindow("^Choose a Photo$"), "and chooses nothing")
        XCTAssertFalse(app.traceEvents.contains { $0.is(.shareStart) }, "nor shares")
        app.key("ctrl+z")
        waitFor(.red, at: corner, in: app, "one undo takes the wheel's whole zoom back")
        app.key("ctrl+shift+z")
        waitFor(.yellow, at: corner, in: app, "redo zooms again")
    }

    /// Ctrl+S while a photo is being framed: the framing ends before the grid takes off, so
    /// the flying grid shows the collage, not the outline, and once the grid is back the
    /// keys are the grid's again (the share went ahead with adjust mode still on).
    func testSharingFromTheKeyboardEndsTheFramingFirst() throws {
        let (app, centres) = try launchWithFourPhotos()
        app.xdotool(["windowfocus", app.windowID])
        app.xdotool(["mousemove", "--window", app.windowID, "\(centres[0].0)", "\(centres[0].1)", "click", "--repeat", "2", "--delay", "80", "1"])
        XCTAssertTrue(app.waitForTrace(.adjustStart, "0"), "a double-click starts framing the photo")
        app.key("ctrl+s")
        XCTAssertTrue(app.waitForTrace(.shareStart), "the complete grid is shared")
        let events = app.traceEvents
        let ended = try XCTUnwrap(events.firstIndex { $0.is(.adjustEnd) }, "the framing ended: \(events)")
        let shared = try XCTUnwrap(events.firstIndex { $0.is(.shareStart) })
        XCTAssertLessThan(ended, shared, "before the grid took off: \(events)")
        XCTAssertTrue(Shell.waitUntil { app.findWindow("^Share$") != nil }, "the share dialog comes up")
        let share = try XCTUnwrap(app.findWindow("^Share$"))
        app.click(5, 5, window: share)
        app.key("Escape")
        XCTAssertTrue(app.waitForTrace(.gridLanded), "the grid comes back")
        // + would zoom a photo being framed; "3" comes after it, so once layout 3 is saved, + was handled.
        app.key("plus")
        app.key("3")
        XCTAssertTrue(Shell.waitUntil { self.session(app).hasPrefix("instagrid-session \(SessionFile.version)\nlayout 3\n") }, "the layout key reached the grid")
        XCTAssertFalse(app.traceEvents.contains { $0.is(.zoomed) }, "no photo was being framed any more")
    }
}
