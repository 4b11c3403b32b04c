import Foundation
import InstagridTrace
import InstagridModel
import InstagridTestSupport
import XCTest

/// Each slot's context menu, opened by right-click, the Menu key and Shift+F10, and each
/// of its entries.
final class SlotMenuTests: ArrangeTestCase {
    /// Right-click opens the slot's menu; its last entry removes the photo, and undo brings it back.
    func testTheSlotMenuRemovesAPhotoAndTheMenuKeyOpensIt() throws {
        let (app, centres) = try launchWithFourPhotos()
        app.xdotool(["windowfocus", app.windowID])
        app.xdotool(["mousemove", "--window", app.windowID, "\(centres[0].0)", "\(centres[0].1)", "click", "3"])
        waitForMenu(app, on: 0, count: 1, "the top-left slot's menu opens")
        assertPointerBesideTheMenu(app, at: centres[0])
        // Replace Photo…, Adjust Framing, Turn, Swap With ▸, Remove Photo.
        app.key("Down", "Down", "Down", "Down", "Return")
        XCTAssertNotNil(app.waitForScreen(shows([.white, .green, .blue, .yellow], at: centres)), "the photo is removed")
        app.key("ctrl+z")
        XCTAssertNotNil(app.waitForScreen(shows(colours, at: centres)), "undo puts it back")
        // The keyboard went back to the slot whose menu it was; from there, on by Tab.
        XCTAssertTrue(Shell.waitUntil { app.traceEvents.contains { $0.is(.slotMenuClosed) } && self.focusedSlot(app) == 0 },
                      "the top-left slot has the keyboard again")
        let focused = try tabToASlot(app)
        XCTAssertNotEqual(focused, 0, "Tab went on from the top-left slot")
        removeWithTheMenuKey(app, place: focused, count: 2, centres: centres)
    }

    /// A person working from the keyboard opens menu after menu: each opens on its first entry,
    /// and after each the keys are the window's again (Ctrl+Z), a submenu's entry too.
    func testMenusOpenedOneAfterAnotherFromTheKeyboard() throws {
        let (app, centres) = try launchWithFourPhotos()
        let focused = try tabToASlot(app)
        app.key("shift+F10")
        waitForMenu(app, on: focused, count: 1, "Shift+F10 opens the focused slot's menu")
        app.key("Escape")
        XCTAssertTrue(app.waitForTrace(.slotMenuClosed), "Escape closes it")
        app.key("Menu")
        waitForMenu(app, on: focused, count: 2, "the Menu key opens it again")
        // Replace Photo…, Adjust Framing, Turn, Swap With ▸: the other slots by name, the first first.
        app.key("Down", "Down", "Down", "Right", "Down", "Return")
        let other = focused == 0 ? 1 : 0
        XCTAssertNotNil(app.waitForScreen(shows(colours(swapping: focused, other), at: centres)), "the photo swapped with the first slot named")
        app.key("ctrl+z")
        XCTAssertNotNil(app.waitForScreen(shows(colours, at: centres)), "the keys are the window's again: undo swaps them back")
        removeWithTheMenuKey(app, place: focused, count: 3, centres: centres)
        app.key("ctrl+z")
        XCTAssertNotNil(app.waitForScreen(shows(colours, at: centres)), "and undo brings the photo back")
    }

    /// The photo's own entries, on layout 1's top photo: Turn, then Reset Framing (listed once
    /// the framing is not the plain fill), Adjust Framing, Replace Photo…; undo takes back each
    /// change in turn.
    func testTheMenuTurnsResetsAdjustsAndReplacesAPhoto() throws {
        let (app, _, top, corner) = try launchWithQuadrants()
        var opened = 0
        func menu(_ keys: String...) {
            // As a person clicks again once the last menu is gone: a click while it is still
            // closing is the menu's (once, Debian 12 under load, menu 2 never opened so).
            XCTAssertTrue(app.waitForTrace(.slotMenuClosed, count: opened), "menu \(opened) closed")
            opened += 1
            app.focus(app.windowID)
            app.xdotool(["mousemove", "--window", app.windowID, "\(Int(top.midX))", "\(Int(top.midY))", "click", "3"])
            waitForMenu(app, on: 0, count: opened, "menu \(opened) opens")
            app.xdotool(["key"] + keys)
        }
        // Replace Photo…, Adjust Framing, Turn, Reset Framing (once turned), Swap With ▸, Remove Photo.
        menu("Down", "Down", "Return")
        waitFor(.blue, at: corner, in: app, "Turn: a quarter clockwise brings the bottom-left quadrant to the top-left corner")
        menu("Down", "Down", "Down", "Return")
        waitFor(.red, at: corner, in: app, "Reset Framing: upright again")
        menu("Down", "Return")
        XCTAssertTrue(app.waitForTrace(.adjustStart, "0"), "Adjust Framing adjusts the photo")
        app.key("Return")
        XCTAssertTrue(app.waitForTrace(.adjustEnd), "until Return")
        menu("Return")
        app.answerFileChooser(with: TestPhotos.solid(photos.file("green.jpg"), width: 300, height: 300, color: .green))
        waitFor(.green, at: corner, in: app, "Replace Photo… put the chosen photo in its place")
        app.focus(app.windowID)
        app.key("ctrl+z")
        waitFor(.red, at: corner, in: app, "undo: the quadrants are back")
        app.key("ctrl+z")
        waitFor(.blue, at: corner, in: app, "undo: turned again")
        app.key("ctrl+z")
        waitFor(.red, at: corner, in: app, "undo: upright again")
    }

    /// A slot's menu opens beside the pointer, not under it: one the pointer crossed into as
    /// it opened and out of as it closed made X11 lose the window's next press now and then.
    private func assertPointerBesideTheMenu(_ app: RunningApp, at point: (Int, Int), file: StaticString = #filePath, line: UInt = #line) {
        guard let window = app.screenFrame(of: app.windowID) else { return XCTFail("the window's place is known", file: file, line: line) }
        let (x, y) = (window.x + point.0, window.y + point.1)
        for menu in app.windows.subtracting([app.windowID]) {
            guard let frame = app.screenFrame(of: menu) else { continue }
            XCTAssertFalse((frame.x..<frame.x + frame.width).contains(x) && (frame.y..<frame.y + frame.height).contains(y),
                           "the menu (\(frame)) lies beside the pointer (\(x), \(y))", file: file, line: line)
        }
    }

    /// The Menu key opens the focused slot's menu (the `count`th menu) on its first entry;
    /// four down is Remove Photo.
    private func removeWithTheMenuKey(_ app: RunningApp, place: Int, count: Int, centres: [(Int, Int)],
                                      file: StaticString = #filePath, line: UInt = #line) {
        app.key("Menu")
        waitForMenu(app, on: place, count: count, "the Menu key opens the focused slot's menu", file: file, line: line)
        app.key("Down", "Down", "Down", "Down", "Return")
        var removed = colours
        removed[place] = .white
        XCTAssertNotNil(app.waitForScreen(shows(removed, at: centres)), "the focused slot's photo is removed", file: file, line: line)
    }
}
