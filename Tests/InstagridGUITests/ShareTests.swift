import Foundation
import InstagridTrace
import InstagridModel
import InstagridTestSupport
import XCTest

/// Dragging the grid away to share, as a person does it, under Xvfb.
final class ShareTests: GUITestCase {
    let files = TemporaryFolder()


    private func launch(photos colors: [Color]) throws -> RunningApp {
        try RunningApp.showing(colors, in: files, display: try display)
    }

    private func grid(_ app: RunningApp) throws -> (x: ClosedRange<Int>, y: ClosedRange<Int>) {
        try XCTUnwrap(app.screenshot()?.bounds(of: .gridFrame), "the grid is on screen")
    }

    /// Where a hand takes the grid to drag it away: on a photo (the lower left one in the
    /// design's three layouts). The grid's middle is a gap there, and a gap's drag moves
    /// the line between two photos instead.
    private func grabPoint(_ grid: (x: ClosedRange<Int>, y: ClosedRange<Int>)) -> (Int, Int) {
        (grid.x.lowerBound + grid.x.count * 3 / 10, grid.y.lowerBound + grid.y.count * 7 / 10)
    }

    /// Waits for the grid to stand where it stood (within a pixel) and returns the screenshot.
    @discardableResult
    private func assertGridAtRest(_ app: RunningApp, _ rest: (x: ClosedRange<Int>, y: ClosedRange<Int>),
                                  file: StaticString = #filePath, line: UInt = #line) -> Screenshot? {
        let shot = app.waitForScreen { shot in
            guard let now = shot.bounds(of: .gridFrame) else { return false }
            return abs(now.x.lowerBound - rest.x.lowerBound) <= 1 && abs(now.y.lowerBound - rest.y.lowerBound) <= 1
                && abs(now.x.upperBound - rest.x.upperBound) <= 1 && abs(now.y.upperBound - rest.y.upperBound) <= 1
        }
        let now = shot?.bounds(of: .gridFrame)
        XCTAssertEqual(now?.y.lowerBound ?? -1, rest.y.lowerBound, accuracy: 1, "the grid is back in its place", file: file, line: line)
        XCTAssertEqual(now?.x.count ?? -1, rest.x.count, accuracy: 2, "at its size", file: file, line: line)
        return shot
    }

    func testDragUpWithAnEmptySlotAlertsAndTheGridSpringsBack() throws {
        let app = try launch(photos: [.red, .green])
        let rest = try grid(app)
        let (x, y) = grabPoint(rest)
        app.drag(from: x, y, by: 0, -300)
        XCTAssertTrue(Shell.waitUntil { app.findWindow("complete the grid") != nil }, "an alert says the grid is incomplete")
        XCTAssertNil(app.findWindow("^Share$"), "no share dialog")
        let alert = try XCTUnwrap(app.findWindow("complete the grid"))
        app.click(20, 20, window: alert)
        app.key("Return")
        XCTAssertTrue(Shell.waitUntil { app.findWindow("complete the grid") == nil }, "OK closes it")
        let shot = try XCTUnwrap(assertGridAtRest(app, rest))
        let inside = GridGeometry(side: Double(rest.x.count), layout: Layout.numbered(1)!).frame(of: Layout.numbered(1)!.cells[0].slot)!
        assertColor(shot.color(rest.x.lowerBound + Int(inside.midX), rest.y.lowerBound + Int(inside.midY)), near: .red,
                    tolerance: 30, "photos unchanged")
    }

    func testDragUpWithAFullGridSharesAndSaveAsWritesThePicture() throws {
        let app = try launch(photos: [.red, .green, .blue])
        let rest = try grid(app)
        let (x, y) = grabPoint(rest)
        app.drag(from: x, y, by: 0, -300)
        XCTAssertTrue(Shell.waitUntil { app.findWindow("^Share$") != nil }, "the share dialog opens")
        XCTAssertNotNil(app.waitForScreen(seconds: 3) { $0.bounds(of: .gridFrame) == nil }, "the grid has flown out of the window")

        let share = try XCTUnwrap(app.findWindow("^Share$"))
        app.click(5, 5, window: share)
        app.key("alt+s")
        let out = files.file("shared picture.png")
        app.answerSaveChooser(with: out)
        XCTAssertTrue(Shell.waitUntil { FileManager.default.fileExists(atPath: out) }, "the picture is written")
        XCTAssertTrue(Shell.waitUntil { app.findWindow("^Share$") == nil }, "the dialog closes after saving")

        let picture = try XCTUnwrap(DecodedFile(path: out))
        guard picture.width == 2048, picture.height == 2048 else {
            return XCTFail("the picture is \(picture.width)x\(picture.height), not the default 2048x2048")
        }
        let frames = GridGeometry(side: 2048, layout: Layout.numbered(1)!).frames
        for ((_, frame), color) in zip(frames, [Color.red, .green, .blue]) {
            assertColor(picture.color(x: Int(frame.midX), y: Int(frame.midY)), near: color, tolerance: 30)
        }
        assertColor(picture.color(x: 3, y: 3), near: .gridFrame, tolerance: 3)
        assertGridAtRest(app, rest)
        XCTAssertEqual(files.contents.filter { $0.hasPrefix(".") }, [], "no staging file left")
    }

    /// A file manager on the app's session bus (Tests/fake-file-manager.py) that writes the
    /// URIs it is asked to show to `shown`; ends with the test.
    private func fileManager(for app: RunningApp, writingTo shown: String) throws -> Process {
        try app.startStandIn("fake-file-manager.py", [shown, "120"], readyWhen: shown + ".ready")
    }

    func testAJPEGIsSavedAtTheQualityChosenBesideSaveAs() throws {
        let app = try launch(photos: [.red, .green, .blue])
        app.key("ctrl+s")
        XCTAssertTrue(Shell.waitUntil { app.findWindow("^Share$") != nil }, "the share dialog opens")
        let share = try XCTUnwrap(app.findWindow("^Share$"))
        app.focus(share)
        // Past the size to the quality; its list opens on High, and Smaller file is two down.
        let open = app.windows
        app.key("Tab", "Tab", "space")
        let list = try XCTUnwrap(app.waitForWindow(besides: open), "the quality's list opens")
        app.key("Down", "Down", "Return")
        XCTAssertTrue(Shell.waitUntil { !app.windows.contains(list) }, "the list closes on the choice")
        app.key("shift+Tab", "shift+Tab", "Return")
        let out = files.file("smaller.jpg")
        app.answerSaveChooser(with: out)
        XCTAssertTrue(Shell.waitUntil { FileManager.default.fileExists(atPath: out) && app.findWindow("^Share$") == nil },
                      "the picture is written")
        // The same picture from the command line, at the qualities on offer.
        let photos = (0..<3).map { files.file("photo\($0).jpg") }
        func exported(quality: Int) throws -> Int {
            let path = files.file("export-\(quality).jpg")
            XCTAssertEqual(try InstagridProcess.run(["export", "--layout", "1", "--quality", "\(quality)", "-o", path] + photos).status, 0)
            return try XCTUnwrap(FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
        }
        let saved = try XCTUnwrap(FileManager.default.attributesOfItem(atPath: out)[.size] as? Int)
        XCTAssertEqual(saved, try exported(quality: 80), "saved at quality 80")
        XCTAssertLessThan(saved, try exported(quality: 92))
    }

    func testSavingAtAChosenSizeOffersToShowThePictureInItsFolder() throws {
        let app = try launch(photos: [.red, .green, .blue])
        let shown = files.file("shown.txt")
        let manager = try fileManager(for: app, writingTo: shown)
        defer {
            manager.terminate()
            manager.waitUntilExit()
        }
        app.key("ctrl+s")
        XCTAssertTrue(Shell.waitUntil { app.findWindow("^Share$") != nil }, "the share dialog opens")
        let share = try XCTUnwrap(app.findWindow("^Share$"))
        app.focus(share)
        // From Save As, where the dialog starts, to the size beside it; its list opens on
        // the rendered size (2048), and the next one down is 1024.
        let open = app.windows
        app.key("Tab")
        app.key("space")
        let list = try XCTUnwrap(app.waitForWindow(besides: open), "the size's list opens")
        app.key("Down")
        app.key("Return")
        XCTAssertTrue(Shell.waitUntil { !app.windows.contains(list) }, "the list closes on the choice")
        app.key("shift+Tab")
        app.key("Return")
        let out = files.file("small picture.png")
        app.answerSaveChooser(with: out)
        XCTAssertTrue(Shell.waitUntil { FileManager.default.fileExists(atPath: out) }, "the picture is written")
        let picture = try XCTUnwrap(DecodedFile(path: out))
        XCTAssertEqual([picture.width, picture.height], [1024, 1024], "saved at the size chosen beside Save As")

        // The window says where it went, and offers to show it there.
        let bubble = try XCTUnwrap(app.waitForNotice("Saved as “small picture.png”"))
        XCTAssertFalse(FileManager.default.fileExists(atPath: shown), "nothing shown before it is asked for")
        // The offer stands left of the notice's close button.
        app.click(bubble.x.upperBound - 100, (bubble.y.lowerBound + bubble.y.upperBound) / 2)
        XCTAssertTrue(Shell.waitUntil { (try? String(contentsOfFile: shown, encoding: .utf8)) != nil },
                      "the file manager is asked to show the picture")
        let uri = URL(fileURLWithPath: out).absoluteString
        XCTAssertEqual(try String(contentsOfFile: shown, encoding: .utf8), uri + "\n", "the saved picture, selected in its folder")
    }

    func testDragLeftInLandscapeSharesAndEscapeBringsTheGridBack() throws {
        let app = try launch(photos: [.red, .green, .blue])
        app.resize(width: 900, height: 560)
        let landscape = try XCTUnwrap(app.waitForScreen { $0.width == 900 && ($0.bounds(of: .gridFrame)?.y.count ?? 0) > 400 },
                                      "the grid is laid out for the landscape window")
        let rest = try XCTUnwrap(landscape.bounds(of: .gridFrame))
        let (x, y) = grabPoint(rest)
        app.drag(from: x, y, by: 0, -300)
        // The release decides at once: a share would have started by the time it is traced.
        XCTAssertTrue(app.waitForTrace(.dragEnd), "the drag was released")
        XCTAssertEqual(releasesAndShares(app), ["drag-end springBack"],
                       "up does not share in landscape: the grid springs back")
        XCTAssertTrue(app.waitForTrace(.gridLanded), "and lands")
        app.drag(from: x, y, by: -350, 0)
        XCTAssertTrue(Shell.waitUntil { app.findWindow("^Share$") != nil }, "left does")
        let share = try XCTUnwrap(app.findWindow("^Share$"))
        app.click(5, 5, window: share)
        app.key("Escape")
        XCTAssertTrue(Shell.waitUntil { app.findWindow("^Share$") == nil }, "Escape closes the dialog")
        assertGridAtRest(app, rest)
    }

    /// The releases (their outcome, without the speed) and share starts traced so far.
    private func releasesAndShares(_ app: RunningApp) -> [String] {
        app.traceEvents.filter { $0.is(.dragEnd) || $0.is(.shareStart) }
            .map { $0.release.map { "drag-end \($0.outcome)" } ?? "share-start" }
    }

    func testAShortDragSpringsBackAndSharesNothing() throws {
        let app = try launch(photos: [.red, .green, .blue])
        let rest = try grid(app)
        let (x, y) = grabPoint(rest)
        app.drag(from: x, y, by: 0, -60, steps: 12, stepDelay: 0.05)
        XCTAssertTrue(app.waitForTrace(.gridLanded), "the grid springs back; the trace ends \(app.traceEvents.suffix(12).map(\.description))")
        XCTAssertEqual(releasesAndShares(app), ["drag-end springBack"],
                       "released short of the threshold, it shares nothing")
        XCTAssertNil(app.findWindow("^Share$"))
        XCTAssertNil(app.findWindow("complete the grid"))
        assertGridAtRest(app, rest)
    }

    /// A full grid, pressed at its centre and dragged 300 px up (past the threshold), still held
    /// once the picture has started; the point where the drag began.
    private func holdADragPastTheThreshold() throws -> (RunningApp, (x: ClosedRange<Int>, y: ClosedRange<Int>), Int, Int) {
        let app = try launch(photos: [.red, .green, .blue])
        let rest = try grid(app)
        let (x, y) = grabPoint(rest)
        app.xdotool(["windowfocus", app.windowID])
        // The first motion with the press, so it cannot come after the hold time (see `RunningApp.drag`).
        app.xdotool(["mousemove", "--window", app.windowID, "\(x)", "\(y)", "mousedown", "1",
                     "mousemove", "--window", app.windowID, "\(x)", "\(y - 300 / 12)"])
        for step in 2...12 { app.xdotool(["mousemove", "--window", app.windowID, "\(x)", "\(y - 300 * step / 12)"]) }
        XCTAssertTrue(app.waitForTrace(.shareRenderStart), "past the threshold, the picture starts")
        return (app, rest, x, y)
    }

    /// Held past the threshold, a drag shares whenever it is let go: the picture starts
    /// rendering then, while the finger is still down, and the release uses it.
    func testThePictureStartsWhileTheDragIsHeldPastTheThreshold() throws {
        let (app, rest, _, _) = try holdADragPastTheThreshold()
        XCTAssertFalse(app.traceEvents.contains { $0.is(.dragEnd) }, "while the drag is held")
        app.xdotool(["mouseup", "1"])
        XCTAssertTrue(app.waitForTrace(.dragEnd, "share"), "the release shares")
        XCTAssertTrue(Shell.waitUntil { app.findWindow("^Share$") != nil }, "the share dialog opens")
        XCTAssertEqual(app.traceEvents.filter { $0.is(.shareRenderStart) }.count, 1, "one picture, made once")
        let share = try XCTUnwrap(app.findWindow("^Share$"))
        app.click(5, 5, window: share)
        app.key("Escape")
        assertGridAtRest(app, rest)
    }

    /// Past the threshold and back: the grid springs back, and the picture begun for it is
    /// thrown away unseen, however far it got.
    func testADragBroughtBackBelowTheThresholdDropsItsPicture() throws {
        let (app, rest, x, y) = try holdADragPastTheThreshold()
        for step in 1...12 { app.xdotool(["mousemove", "--window", app.windowID, "\(x)", "\(y - 300 + 290 * step / 12)"]) }
        app.xdotool(["mouseup", "1"])
        XCTAssertTrue(app.waitForTrace(.dragEnd, "springBack"), "brought back, it springs back")
        XCTAssertTrue(app.waitForTrace(.shareRenderDropped), "the picture is thrown away")
        XCTAssertFalse(app.traceEvents.contains { $0.is(.shareStart) || $0.is(.shareRendered) }, "\(app.traceEvents)")
        XCTAssertNil(app.findWindow("^Share$"))
        assertGridAtRest(app, rest)
    }

    func testShareKeyThenCopyPutsThePictureOnTheClipboard() throws {
        let app = try launch(photos: [.red, .green, .blue, .yellow])
        let rest = try grid(app)
        app.key("ctrl+s")
        let picture = try XCTUnwrap(app.copySharedPicture(to: files.file("pasted.png")), "Ctrl+S shares, Ctrl+C copies")
        XCTAssertTrue(Shell.waitUntil { app.findWindow("^Share$") == nil }, "the dialog closes after copying")
        guard picture.width == 2048 else { return XCTFail("the pasted picture is \(picture.width) wide") }
        XCTAssertEqual(picture.translucentPixelCount, 0, "every pixel of the picture is opaque")
        let frames = GridGeometry(side: 2048, layout: Layout.numbered(3)!).frames
        for ((_, frame), color) in zip(frames, [Color.red, .green, .blue, .yellow]) {
            assertColor(picture.color(x: Int(frame.midX), y: Int(frame.midY)), near: color, tolerance: 30)
        }
        assertGridAtRest(app, rest)
    }

    func testOpenWithOffersTheDesktopsApplicationsForAPrivateCopy() throws {
        let app = try launch(photos: [.red, .green, .blue])
        app.key("ctrl+s")
        XCTAssertTrue(Shell.waitUntil { app.findWindow("^Share$") != nil })
        let share = try XCTUnwrap(app.findWindow("^Share$"))
        app.click(5, 5, window: share)
        app.key("alt+o")
        XCTAssertTrue(Shell.waitUntil { app.findWindow("^Open With$") != nil }, "the application chooser opens")
        // A folder for each share's files: the dialog's own (for a drag or a copy), and Open With's.
        XCTAssertTrue(app.waitForTrace(.sharedFilesWritten), "the dialog's files are written")
        let folder = app.home.file("cache/instagrid/shared")
        let shares = try FileManager.default.contentsOfDirectory(atPath: folder).map { folder + "/" + $0 }
        XCTAssertEqual(shares.count, 2)
        for share in [folder] + shares {
            var info = stat()
            XCTAssertEqual(stat(share, &info), 0)
            XCTAssertEqual(info.st_mode & 0o777, 0o700, "\(share) is private to the user")
        }
        for share in shares {
            let written = try FileManager.default.contentsOfDirectory(atPath: share)
            XCTAssertEqual(written.count, 1)
            XCTAssertTrue(written[0].hasPrefix("Collage ") && written[0].hasSuffix(".png"), "named for the collage: \(written)")
            XCTAssertEqual(DecodedFile(path: share + "/" + written[0])?.width, 2048)
        }
        let chooser = try XCTUnwrap(app.findWindow("^Open With$"))
        app.click(5, 5, window: chooser)
        app.key("Escape")
        XCTAssertTrue(Shell.waitUntil { app.findWindow("^Open With$") == nil }, "cancelling closes the chooser")
        XCTAssertNotNil(app.findWindow("^Share$"), "and leaves the share dialog up")
        app.click(5, 5, window: share)
        app.key("Escape")
        XCTAssertTrue(Shell.waitUntil { app.findWindow("^Share$") == nil })
    }

    /// The application picked in Open With starts with the picture, through the display's
    /// launch context: a startup notification id it can come to the front with.
    func testOpenWithLaunchesThePickedApplicationWithAStartupNotification() throws {
        let app = try launch(photos: [.red, .green, .blue])
        // A viewer of the user's own, their default for PNG: it writes down how it was started.
        let viewer = app.home.file("viewer.sh")
        try """
            #!/bin/sh
            env > '\(app.home.file("launched.env"))'
            printf '%s' "$1" > '\(app.home.file("launched.file"))'
            """.write(toFile: viewer, atomically: true, encoding: .utf8)
        chmod(viewer, 0o755)
        try FileManager.default.createDirectory(atPath: app.home.file("data/applications"), withIntermediateDirectories: true)
        try "[Desktop Entry]\nType=Application\nName=Test Viewer\nExec=\(viewer) %f\nMimeType=image/png;\nStartupNotify=true\n"
            .write(toFile: app.home.file("data/applications/test-viewer.desktop"), atomically: true, encoding: .utf8)
        // GIO learns which types an application opens from mimeinfo.cache or the user's own list.
        try "[Default Applications]\nimage/png=test-viewer.desktop\n[Added Associations]\nimage/png=test-viewer.desktop;\n"
            .write(toFile: app.home.file("config/mimeapps.list"), atomically: true, encoding: .utf8)

        app.key("ctrl+s")
        XCTAssertTrue(Shell.waitUntil { app.findWindow("^Share$") != nil })
        app.click(5, 5, window: try XCTUnwrap(app.findWindow("^Share$")))
        app.key("alt+o")
        XCTAssertTrue(Shell.waitUntil { app.findWindow("^Open With$") != nil }, "the application chooser opens")
        let chooser = try XCTUnwrap(app.findWindow("^Open With$"))
        // The default application is the one selected, at the top of the list: a click on
        // the highlighted row, then Return, starts it.
        let highlight = Color(0x3584E4)
        var row: (x: ClosedRange<Int>, y: ClosedRange<Int>)?
        XCTAssertTrue(Shell.waitUntil {
            row = app.screenshot(window: chooser)?.bounds(of: highlight, tolerance: 2, in: (0..<400, 0..<120))
            return row != nil
        }, "a highlighted application")
        // The topmost blue is the row: GTK 4.18's smaller chooser has its blue Select button in reach too.
        let selected = try XCTUnwrap(row)
        app.click((selected.x.lowerBound + selected.x.upperBound) / 2, selected.y.lowerBound + 6, window: chooser)
        app.key("Return")
        XCTAssertTrue(Shell.waitUntil { FileManager.default.fileExists(atPath: app.home.file("launched.file")) },
                      "the viewer was started")
        let opened = (try? String(contentsOfFile: app.home.file("launched.file"), encoding: .utf8)) ?? ""
        XCTAssertTrue(opened.hasPrefix(app.home.file("cache/instagrid/shared/")), "with the shared copy: \(opened)")
        XCTAssertEqual(DecodedFile(path: opened)?.width, 2048)
        let environment = (try? String(contentsOfFile: app.home.file("launched.env"), encoding: .utf8)) ?? ""
        XCTAssertTrue(environment.split(separator: "\n").contains { $0.hasPrefix("DESKTOP_STARTUP_ID=") && $0.count > 19 },
                      "with a startup notification id: \(environment)")
    }

    /// The chooser only checked the name as typed; the ".png" the app adds must not
    /// silently replace a picture the user already has.
    func testSavingANameWithoutExtensionAsksBeforeReplacingThePNG() throws {
        let app = try launch(photos: [.red, .green, .blue])
        let existing = files.file("holiday.png")
        let old = Data("the user's own holiday picture".utf8)
        XCTAssertTrue(FileManager.default.createFile(atPath: existing, contents: old))
        app.key("ctrl+s")
        XCTAssertTrue(Shell.waitUntil { app.findWindow("^Share$") != nil })
        let share = try XCTUnwrap(app.findWindow("^Share$"))

        app.click(5, 5, window: share)
        app.key("alt+s")
        app.answerSaveChooser(with: files.file("holiday"))
        XCTAssertTrue(Shell.waitUntil { app.findWindow("already exists") != nil }, "the app asks before replacing holiday.png")
        let question = try XCTUnwrap(app.findWindow("already exists"))
        app.click(20, 20, window: question)
        app.key("Escape")
        XCTAssertTrue(Shell.waitUntil { app.findWindow("already exists") == nil }, "Escape cancels")
        XCTAssertEqual(FileManager.default.contents(atPath: existing), old, "cancelled: the old file is untouched")
        XCTAssertNotNil(app.findWindow("^Share$"), "and the share dialog stays, to choose another name")

        app.click(5, 5, window: share)
        app.key("alt+s")
        app.answerSaveChooser(with: files.file("holiday"))
        XCTAssertTrue(Shell.waitUntil { app.findWindow("already exists") != nil })
        app.click(20, 20, window: try XCTUnwrap(app.findWindow("already exists")))
        app.key("alt+r")
        XCTAssertTrue(Shell.waitUntil { DecodedFile(path: existing)?.width == 2048 }, "Replace writes the picture over it")
        XCTAssertTrue(Shell.waitUntil { app.findWindow("^Share$") == nil }, "and the dialog closes")
        XCTAssertEqual(files.contents.filter { $0.hasPrefix("holiday") }, ["holiday.png"], "no other file")
    }

    /// The desktop's "animations off" (gtk-enable-animations) means the end state at once:
    /// the spring back takes one frame instead of a fifth of a second of them.
    /// A home whose GTK settings turn the desktop's animations on or off.
    private func home(animations: Bool) throws -> TemporaryFolder {
        let home = TemporaryFolder()
        try FileManager.default.createDirectory(atPath: home.file("config/gtk-4.0"), withIntermediateDirectories: true)
        try "[Settings]\ngtk-enable-animations=\(animations ? 1 : 0)\n".write(toFile: home.file("config/gtk-4.0/settings.ini"),
                                                                            atomically: true, encoding: .utf8)
        return home
    }

    /// The frame counts of the animations the app has finished, in order.
    private func animationFrames(_ app: RunningApp) -> [Int] {
        app.traceEvents.filter { $0.is(.animationDone) }.compactMap { Int($0.details.prefix { $0 != " " }) }
    }

    func testWithAnimationsOffTheGridSpringsBackInOneFrame() throws {
        let photo = TestPhotos.solid(files.file("red.jpg"), width: 400, height: 300, color: .red)
        func springBackFrames(animations: Bool) throws -> Int? {
            let app = try RunningApp(display: display, arguments: [photo], home: home(animations: animations))
            let rest = try XCTUnwrap(app.waitForScreen { $0.bounds(of: .red, tolerance: 30) != nil }?.bounds(of: .gridFrame))
            let (x, y) = grabPoint(rest)
            // A short drag: not far enough to share, so the grid springs back.
            app.drag(from: x, y, by: 0, -40)
            XCTAssertTrue(app.waitForTrace(.gridLanded), "the grid lands")
            XCTAssertTrue(app.traceEvents.contains { $0.is(.dragEnd, "springBack") })
            return animationFrames(app).first
        }
        XCTAssertEqual(try springBackFrames(animations: false), 1, "animations off: the end state at once")
        XCTAssertGreaterThan(try XCTUnwrap(springBackFrames(animations: true)), 3, "animations on: the spring back is seen")
    }

    func testWithAnimationsOffTheGridLeavesAndReturnsInOneFrameEach() throws {
        let paths = [Color.red, .green, .blue].enumerated().map { index, color in
            TestPhotos.solid(files.file("still\(index).jpg"), width: 400, height: 300, color: color)
        }
        let app = try RunningApp(display: display, arguments: paths, home: home(animations: false))
        XCTAssertNotNil(app.waitForScreen { shot in [Color.red, .green, .blue].allSatisfy { shot.bounds(of: $0, tolerance: 30) != nil } },
                        "every photo is on screen")
        app.key("ctrl+s")
        XCTAssertTrue(Shell.waitUntil { app.findWindow("^Share$") != nil }, "the share dialog opens")
        XCTAssertTrue(app.waitForTrace(.animationDone), "the grid has left")
        XCTAssertEqual(animationFrames(app), [1], "at once")
        app.focus(try XCTUnwrap(app.findWindow("^Share$")))
        app.key("Escape")
        XCTAssertTrue(app.waitForTrace(.gridLanded) && app.waitForTrace(.animationDone, count: 2), "the grid comes back")
        XCTAssertEqual(animationFrames(app), [1, 1], "at once too")
    }

    /// Sharing by touchpad swipe is for touchpads: a mouse wheel's steps, however many, leave
    /// the grid where it is. (Xvfb has no touchpad and XTest makes only wheel steps: the swipe
    /// itself is tested under Wayland, in TouchpadTests.)
    func testAMouseWheelNeverShares() throws {
        let app = try launch(photos: [.red, .green, .blue])
        let rest = try XCTUnwrap(app.screenshot()?.bounds(of: .gridFrame))
        let (x, y) = grabPoint(rest)
        app.xdotool(["windowfocus", app.windowID])
        app.xdotool(["mousemove", "--window", app.windowID, "\(x)", "\(y)"])
        for button in ["5", "4", "7", "6"] {
            app.xdotool(["click", "--repeat", "12", "--delay", "10", button])
        }
        // The wheel's last step, traced once it is handled: then nothing may have moved.
        app.key("ctrl+s")
        XCTAssertTrue(app.waitForTrace(.shareStart), "the share action still works")
        XCTAssertFalse(app.traceEvents.contains { $0.is(.dragEnd) }, "no wheel step was taken for a swipe")
    }
}
