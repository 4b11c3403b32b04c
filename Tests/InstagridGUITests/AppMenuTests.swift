import Foundation
import InstagridActions
import InstagridTestSupport
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
