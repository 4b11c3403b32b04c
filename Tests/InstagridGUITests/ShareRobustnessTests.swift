import Foundation
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
        XCTAssertNotNil(app.waitForScreen { shot in colors.allSatisfy { shot.bounds(of: $0, tolerance: 30) != nil } })
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
        let back = app.waitForScreen { $0.bounds(of: .gridFrame)?.y.lowerBound == rest.y.lowerBound }
        XCTAssertEqual(back?.bounds(of: .gridFrame)?.y.lowerBound, rest.y.lowerBound, "the grid is back")
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
        Thread.sleep(forTimeInterval: 0.5)
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
    }

    func testClosingTheWindowWhileThePictureRendersEndsCleanly() throws {
        let display = try display
        // Large PNGs decode in full, so the picture takes a while: the window closes before it is ready.
        let paths = (0..<3).map { TestPhotos.noise(files.file("big\($0).png"), width: 3000, height: 2000) }
        let trace = files.file("trace")
        let app = try RunningApp(display: display, arguments: paths, environment: ["INSTAGRID_TRACE": trace])
        XCTAssertTrue(Shell.waitUntil(seconds: 30) {
            ((try? String(contentsOfFile: trace, encoding: .utf8)) ?? "").components(separatedBy: "photo-drawn").count > 3
        }, "the three photos are on screen")
        // Share, and close the window a moment later, while the picture still renders.
        app.key("ctrl+s", "ctrl+w")
        XCTAssertTrue(Shell.waitUntil(seconds: 10) { !app.isRunning },
                      "the app ends, and does not reopen a dialog; trace: \(((try? String(contentsOfFile: trace, encoding: .utf8)) ?? "").split(separator: "\n").filter { !$0.contains("frame") })")
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
        try XCTSkipUnless(mounted, "mounting a tmpfs needs root (CI runs as root)")
        defer { Shell.run(["umount", tiny]) }

        let display = try display
        let paths = (0..<3).map { TestPhotos.noise(files.file("n\($0).png"), width: 400, height: 400) }
        let app = try RunningApp(display: display, arguments: paths)
        XCTAssertNotNil(app.waitForScreen { $0.bounds(of: .white, tolerance: 0) == nil })
        app.key("ctrl+s")
        XCTAssertTrue(Shell.waitUntil { app.findWindow("^Share$") != nil })
        let share = try XCTUnwrap(app.findWindow("^Share$"))
        app.click(5, 5, window: share)
        app.key("alt+s")
        XCTAssertTrue(Shell.waitUntil { app.findWindow("^Save Picture$") != nil })
        usleep(300_000)
        app.focus(try XCTUnwrap(app.findWindow("^Save Picture$")))
        app.key("ctrl+a")
        app.type(tiny + "/picture.png")
        usleep(200_000)
        app.key("Return")
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
