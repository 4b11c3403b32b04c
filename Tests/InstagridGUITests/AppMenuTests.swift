import Foundation
import InstagridActions
import InstagridTestSupport
import InstagridTrace
import XCTest

/// The small menu's windows and the application's keys.
final class AppMenuTests: GUITestCase {
    private func launch() throws -> RunningApp {
        try RunningApp(display: display)
    }

    func testShortcutsWindowAboutAndQuit() throws {
        let app = try launch()
        app.key("ctrl+question")
        XCTAssertTrue(Shell.waitUntil { app.findWindow("^Keyboard Shortcuts$") != nil }, "Ctrl+? shows the shortcuts")
        let shortcuts = try XCTUnwrap(app.findWindow("^Keyboard Shortcuts$"))
        app.click(5, 5, window: shortcuts)
        app.key("Escape")
        XCTAssertTrue(Shell.waitUntil { app.findWindow("^Keyboard Shortcuts$") == nil })

        let result = AppAction.about.activate(environment: app.environment)
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(Shell.waitUntil { app.findWindow("About Instagrid") != nil }, "the About window")
        let about = try XCTUnwrap(app.findWindow("About Instagrid"))
        app.click(5, 5, window: about)
        app.key("Escape")
        XCTAssertTrue(Shell.waitUntil { app.findWindow("About Instagrid") == nil }, "Escape closes it")

        app.click(5, 5)
        app.key("ctrl+q")
        XCTAssertTrue(Shell.waitUntil { !app.isRunning }, "Ctrl+Q quits")
    }

    /// After an entry of the main menu's Layout submenu, chosen from the keyboard, the keys are
    /// the window's again: F10 opens the menu anew and Tab reaches the slots (on GTK 4.8 the
    /// focus stayed on the closed menu's entries, and every key went nowhere until a click).
    func testTheKeysAreTheWindowsAgainAfterAnEntryOfASubmenu() throws {
        let app = try launch()
        func openMenu(_ what: String) -> String? {
            let before = app.windows
            app.key("F10")
            let menu = app.waitForWindow(besides: before)
            XCTAssertNotNil(menu, "F10 opens the main menu \(what)")
            return menu
        }
        let menu = try XCTUnwrap(openMenu("at first"))
        // Layout's mnemonic opens its submenu, 4 the four photos' one; the second layout of its list.
        app.key("l")
        app.key("4")
        app.key("Down", "Down", "Return")
        XCTAssertTrue(app.waitForTrace(.actionActivated, "layout("), "an entry of the submenu chose a layout")
        XCTAssertTrue(Shell.waitUntil { !app.windows.contains(menu) }, "the menu closed")
        let again = try XCTUnwrap(openMenu("after it"))
        app.key("Escape")
        XCTAssertTrue(Shell.waitUntil { !app.windows.contains(again) }, "Escape closes it")
        let slotsReached = app.traceEvents.filter { $0.is(.keyboardOn, "slot") }.count
        app.key("Tab")
        XCTAssertTrue(app.waitForTrace(.keyboardOn, "slot", count: slotsReached + 1), "Tab reaches a slot")
    }

    func testControlWClosesTheWindowAndTheAppEnds() throws {
        let app = try launch()
        app.key("ctrl+w")
        XCTAssertTrue(Shell.waitUntil { !app.isRunning }, "closing the only window ends the app")
    }

    func testTerminationSignalsQuitAsQuitDoes() throws {
        for signal in [SIGTERM, SIGINT] {
            let app = try launch()
            app.signal(signal)
            XCTAssertTrue(Shell.waitUntil { !app.isRunning }, "signal \(signal) ends the app")
            XCTAssertTrue(app.exitedCleanly, "signal \(signal) quits through the main loop instead of killing the app")
        }
    }
}
