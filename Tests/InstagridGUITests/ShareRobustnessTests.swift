import Foundation
import InstagridActions
import InstagridTrace
import InstagridModel
import InstagridTestSupport
import XCTest

/// Sharing when the disk and the user do unexpected things.
final class ShareRobustnessTests: GUITestCase {
    let files = TemporaryFolder()


    private func launch() throws -> (RunningApp, [String]) {
        let display = try display
        let colors: [Color] = [.red, .green, .blue]
        let paths = colors.enumerated().map { TestPhotos.solid(files.file("p\($0.offset).jpg"), width: 400, height: 300, color: $0.element) }
        let app = try RunningApp(display: display, arguments: paths)
        _ = try XCTUnwrap(app.waitForScreen { shot in colors.allSatisfy { shot.bounds(of: $0, tolerance: 30) != nil } },
                          "the photos are on screen")
        return (app, paths)
    }

    func testAPhotoDeletedAfterItWasChosenGivesAMessageAndTheGridComesBack() throws {
        let (app, paths) = try launch()
        let rest = try XCTUnwrap(app.screenshot()?.bounds(of: .gridFrame))
        try FileManager.default.removeItem(atPath: paths[1])
        app.key("ctrl+s")
        XCTAssertTrue(Shell.waitUntil { app.findWindow("could not be made") != nil }, "the message says why")
        XCTAssertNil(app.findWindow("^Share$"))
        let message = try XCTUnwrap(app.findWindow("could not be made"))
        app.click(20, 20, window: message)
        app.key("Return")
        XCTAssertNotNil(app.waitForScreen { $0.bounds(of: .gridFrame)?.y.lowerBound == rest.y.lowerBound }, "the grid is back")
        XCTAssertTrue(app.isRunning)
    }

    func testDragsWhileTheDialogIsUpDoNothing() throws {
        let (app, _) = try launch()
        let rest = try XCTUnwrap(app.screenshot()?.bounds(of: .gridFrame))
        app.key("ctrl+s")
        XCTAssertTrue(Shell.waitUntil { app.findWindow("^Share$") != nil })
        let x = (rest.x.lowerBound + rest.x.upperBound) / 2, y = (rest.y.lowerBound + rest.y.upperBound) / 2
        app.drag(from: x, y, by: 0, -300)
        app.key("2")
        // Files dropped on a slot take the same path as a drop from a file manager: the action.
        let green = TestPhotos.solid(files.file("dropped.jpg"), width: 400, height: 300, color: .green)
        let dropped = Shell.run(["gdbus", "call", "--session", "--dest", "io.github.instagrid.Instagrid",
                                 "--object-path", "/io/github/instagrid/Instagrid", "--method", "org.gtk.Actions.Activate",
                                 AppAction.dropPhotos.rawValue, "[<(0, [b'\(green)'])>]", "{}"], environment: app.environment)
        XCTAssertEqual(dropped.status, 0, "the drop reaches the app")
        // The key came after the drag: once it is handled, so is the drag.
        XCTAssertTrue(app.waitForTrace(.ignored, "layout while sharing"), "the layout key is ignored")
        XCTAssertTrue(app.waitForTrace(.ignored, "\(AppAction.dropPhotos.rawValue) while sharing"), "the dropped file is ignored")
        let during = app.traceEvents.drop { !$0.is(.shareStart) }
        XCTAssertEqual(during.filter { $0.is(.shareStart) }.count, 1, "the drag started no second share: \(during)")
        XCTAssertFalse(during.contains { $0.is(.photoChosen) }, "no photo was placed: \(during)")
        let windows = Shell.run(["xdotool", "search", "--all", "--onlyvisible", "--pid", "\(app.pid)", "--name", "^Share$"],
                                environment: ["DISPLAY": app.display.name])
        XCTAssertEqual(windows.output.split(separator: "\n").count, 1, "one share dialog")
        let share = try XCTUnwrap(app.findWindow("^Share$"))
        app.click(5, 5, window: share)
        app.key("Escape")
        let back = try XCTUnwrap(app.waitForScreen { $0.bounds(of: .gridFrame)?.y.lowerBound == rest.y.lowerBound })
        // Still layout 1: the wide red photo spans the middle of the top half.
        let frame = try XCTUnwrap(back.bounds(of: .gridFrame))
        assertColor(back.color((frame.x.lowerBound + frame.x.upperBound) / 2, frame.y.lowerBound + frame.y.count / 4),
                    near: .red, tolerance: 30, "nothing changed under the dialog")
        XCTAssertFalse(app.traceEvents.drop { !$0.is(.shareStart) }.contains { $0.is(.photoChosen) }, "no photo was placed")
    }

    /// A photo dropped just before a share is in the collage from the drop: the share takes
    /// it, its picture waiting for the decode, instead of the collage the photo was dropped on.
    func testAPhotoDroppedJustBeforeAShareIsShared() throws {
        let (app, _) = try launch()
        let rest = try XCTUnwrap(app.screenshot()?.bounds(of: .gridFrame))
        // Large enough to be still decoding when the share starts, right after it is dropped.
        let big = TestPhotos.noise(files.file("big.png"), width: 6000, height: 4000)
        let decodes = app.traceEvents.filter { $0.is(.photoDecoded, "0") }.count
        for (action, parameter) in [(AppAction.dropPhotos, "[<(0, [b'\(big)'])>]"), (.share, "[]")] {
            let sent = Shell.run(["gdbus", "call", "--session", "--dest", "io.github.instagrid.Instagrid",
                                  "--object-path", "/io/github/instagrid/Instagrid", "--method", "org.gtk.Actions.Activate",
                                  action.rawValue, parameter, "{}"], environment: app.environment)
            XCTAssertEqual(sent.status, 0, action.rawValue)
        }
        let session = app.home.file("state/instagrid/session")
        func saved() -> String { (try? String(contentsOfFile: session, encoding: .utf8)) ?? "" }
        XCTAssertTrue(Shell.waitUntil { saved().contains("photo 0 \(big)") }, "the photo is in the collage at once")
        XCTAssertTrue(app.waitForTrace(.shareStart), "the share goes ahead: the grid is complete")
        XCTAssertFalse(app.traceEvents.contains { $0.is(.deferred) }, "nothing waits for the grid")
        XCTAssertTrue(app.waitForTrace(.photoDecoded, "0", count: decodes + 1, seconds: 30), "the big photo is decoded")
        XCTAssertTrue(Shell.waitUntil(seconds: 30) { app.findWindow("^Share$") != nil }, "the share dialog comes up with its picture")
        let share = try XCTUnwrap(app.findWindow("^Share$"))
        app.click(5, 5, window: share)
        app.key("Escape")
        XCTAssertTrue(app.waitForTrace(.gridLanded), "the grid comes back")
        XCTAssertNotNil(app.waitForScreen { shot in
            shot.bounds(of: .gridFrame)?.y.lowerBound == rest.y.lowerBound && shot.bounds(of: .red, tolerance: 30) == nil
        }, "the red photo it replaced is gone from the screen")
        XCTAssertTrue(saved().contains("photo 0 \(big)"), "and from the collage")
    }

    func testClosingTheWindowWhileThePictureRendersEndsCleanly() throws {
        let display = try display
        // Large PNGs decode in full, so the picture takes a while: the window closes before it is ready.
        let paths = (0..<3).map { TestPhotos.noise(files.file("big\($0).png"), width: 3000, height: 2000) }
        let app = try RunningApp(display: display, arguments: paths)
        XCTAssertTrue(app.waitForTrace(.photoDrawn, count: 3, seconds: 30), "the three photos are on screen")
        // Share, and close the window a moment later, while the picture still renders.
        app.key("ctrl+s", "ctrl+w")
        XCTAssertTrue(Shell.waitUntil(seconds: 10) { !app.isRunning }, "the app ends, and does not reopen a dialog; trace: \(app.traceEvents)")
        let events = app.traceEvents
        let started = try XCTUnwrap(events.firstIndex { $0.is(.shareStart) }, "the share started: \(events)")
        let closing = try XCTUnwrap(events.firstIndex { $0.is(.windowCloseRequest) }, "Ctrl+W arrived: \(events)")
        XCTAssertLessThan(started, closing, "in that order")
        XCTAssertFalse(events[..<closing].contains { $0.is(.shareRendered) }, "Ctrl+W arrived while the picture was still rendering: \(events)")
        XCTAssertFalse(app.output.contains("CRITICAL"), app.output)
        XCTAssertFalse(app.output.contains("Fatal error"), app.output)
    }
}

/// Saving where the disk says no: a clear message, the dialog stays, nothing half-written.
final class SaveFailureTests: GUITestCase {
    let files = TemporaryFolder()


    func testSavingToAFullDiskFailsCleanly() throws {
        let tiny = files.file("tiny")
        try FileManager.default.createDirectory(atPath: tiny, withIntermediateDirectories: false)
        let mounted = Shell.run(["mount", "-t", "tmpfs", "-o", "size=16k", "tmpfs", tiny]).status == 0
        try requireCapability(mounted, "mounting a tmpfs needs root (CI runs as root)")
        defer { Shell.run(["umount", tiny]) }

        let display = try display
        let paths = (0..<3).map { TestPhotos.noise(files.file("n\($0).png"), width: 400, height: 400) }
        let app = try RunningApp(display: display, arguments: paths)
        XCTAssertTrue(app.waitForTrace(.photoDrawn, count: 3), "the three photos are drawn")
        app.key("ctrl+s")
        XCTAssertTrue(Shell.waitUntil { app.findWindow("^Share$") != nil })
        let share = try XCTUnwrap(app.findWindow("^Share$"))
        app.click(5, 5, window: share)
        app.key("alt+s")
        app.answerSaveChooser(with: tiny + "/picture.png")
        XCTAssertTrue(Shell.waitUntil { app.findWindow("was not saved") != nil }, "a message says the picture was not saved")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: tiny), [], "nothing half-written")
        let message = try XCTUnwrap(app.findWindow("was not saved"))
        app.click(20, 20, window: message)
        app.key("Return")
        XCTAssertTrue(Shell.waitUntil { app.findWindow("was not saved") == nil })
        XCTAssertNotNil(app.findWindow("^Share$"), "the share dialog stays, to try elsewhere")
        app.click(5, 5, window: share)
        app.key("Escape")
        XCTAssertTrue(Shell.waitUntil { app.findWindow("^Share$") == nil })
    }
}
