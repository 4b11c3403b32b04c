import Foundation
import InstagridActions
import InstagridTrace
import InstagridModel
import InstagridTestSupport
import XCTest

/// The layout and photos come back at the next start, even after a kill.
final class SessionTests: GUITestCase {
    let files = TemporaryFolder()
    let home = TemporaryFolder()


    private func start(_ arguments: [String] = [], environment: [String: String] = [:]) throws -> RunningApp {
        try RunningApp(display: display, arguments: arguments, environment: environment, home: home)
    }

    private func centre(of slot: SlotID, in layout: Layout, _ shot: Screenshot) throws -> (Int, Int) {
        let frame = try XCTUnwrap(shot.bounds(of: .gridFrame))
        let rect = GridGeometry(side: Double(frame.x.count), layout: layout).frame(of: slot)!
        return (frame.x.lowerBound + Int(rect.midX), frame.y.lowerBound + Int(rect.midY))
    }

    func testLayoutAndPhotosSurviveAKillAndMissingPhotosGetOneNotice() throws {
        let colors: [Color] = [.red, .green, .blue, .yellow]
        let paths = colors.enumerated().map { TestPhotos.solid(files.file("p\($0.offset).jpg"), width: 300, height: 300, color: $0.element) }
        var app = try start(paths)
        let four = Layout.numbered(3)!
        XCTAssertNotNil(app.waitForScreen { shot in colors.allSatisfy { shot.bounds(of: $0, tolerance: 30) != nil } },
                        "the photos are on screen")
        // The session is written off the main loop: kill only once it holds every photo.
        let session = home.file("state/instagrid/session")
        XCTAssertTrue(Shell.waitUntil {
            let saved = (try? String(contentsOfFile: session, encoding: .utf8)) ?? ""
            return paths.allSatisfy(saved.contains)
        }, "the session file names every photo")
        app.kill()

        app = try start()
        var shot = try XCTUnwrap(app.waitForScreen { shot in colors.allSatisfy { shot.bounds(of: $0, tolerance: 30) != nil } })
        for (slot, color) in zip(SlotID.all.prefix(4), colors) {
            let (x, y) = try centre(of: slot, in: four, shot)
            assertColor(shot.color(x, y), near: color, tolerance: 30, "\(slot) after the restart")
        }
        app.kill()

        try FileManager.default.removeItem(atPath: paths[1])
        app = try start()
        let notice = try XCTUnwrap(app.waitForNotice("Some photos from last time are gone"), "one notice for the missing photo")
        XCTAssertEqual(app.traceEvents.filter { $0.is(.noticeShown) }.count, 1, "one notice, naming them all")
        app.dismissNotice(notice)
        shot = try XCTUnwrap(app.waitForScreen { $0.bounds(of: .yellow, tolerance: 30) != nil })
        let (x, y) = try centre(of: .topRight, in: four, shot)
        XCTAssertGreaterThan(shot.color(x, y).distance(to: .green), 60, "the missing photo's slot is empty")
        XCTAssertTrue(app.isRunning)
    }

    /// A background photo that cannot be read is told once, however often the collage
    /// changes after (each change names it again); the frame colour stands in for it.
    func testABackgroundPhotoThatCannotBeReadIsToldOnce() throws {
        let photo = TestPhotos.solid(files.file("p0.jpg"), width: 300, height: 300, color: .red)
        var app = try start([photo])
        let session = home.file("state/instagrid/session")
        func saved() -> String { (try? String(contentsOfFile: session, encoding: .utf8)) ?? "" }
        XCTAssertTrue(Shell.waitUntil { saved().contains(photo) }, "the session names the photo")
        app.kill()
        let broken = files.file("broken.jpg")
        try Data("not a photo".utf8).write(to: URL(fileURLWithPath: broken))
        var lines = saved().components(separatedBy: "\n")
        let looks = try XCTUnwrap(lines.firstIndex { $0.hasPrefix("corner-radius ") }, saved())
        lines.insert("background image sharp \(broken)", at: looks + 1)
        try lines.joined(separator: "\n").write(toFile: session, atomically: true, encoding: .utf8)

        app = try start()
        XCTAssertNotNil(app.waitForNotice("“broken.jpg” cannot be used"))
        for (number, key) in ["2", "3", "ctrl+z"].enumerated() {
            app.key(key)
            XCTAssertTrue(app.waitForTrace(.sessionSaved, count: number + 1), "\(key) changes the collage")
        }
        // Tried no more: a decode asked by the first change would have failed by the third's save.
        // (PhotoDecodesTests checks this in process, over random sequences.)
        XCTAssertEqual(app.traceEvents.filter { $0.is(.photoDecoded, "background") }.count, 1, "read once")
        XCTAssertEqual(app.traceEvents.filter { $0.is(.noticeShown) }.count, 1, "told once: \(app.traceEvents.filter { $0.is(.noticeShown) })")
        XCTAssertNotNil(app.screenshot()?.bounds(of: .gridFrame), "the frame colour stands in for it")
    }

    /// Nothing waited for the save queue at shutdown: a change made right before Quit, Ctrl+Q
    /// or SIGTERM (logout) was lost with the process whenever the disk was slower than the
    /// shutdown. Here every fsync takes 0.2 s, as on a busy USB disk or a network home.
    func testTheLastChangeSurvivesAQuitRightAfterItTwentyTimes() throws {
        try FileManager.default.createDirectory(atPath: home.file("state/instagrid"), withIntermediateDirectories: true)
        let session = home.file("state/instagrid/session")
        try "instagrid-session 3\nlayout 1\n".write(toFile: session, atomically: true, encoding: .utf8)
        let slowDisk = try Preload.environment("slow-disk", in: files)
        for round in 0..<20 {
            let app = try start(environment: slowDisk)
            // Layouts 2 and 3 by turns: each round's change differs from the last round's.
            let layout = 2 + round % 2
            switch round % 3 {
            case 0:
                _ = AppAction.layout.activate("\(layout)", environment: app.environment)
                _ = AppAction.quit.activate(environment: app.environment)
            case 1:
                // gapplication returns once the action has run: the change is made, not yet saved.
                _ = AppAction.layout.activate("\(layout)", environment: app.environment)
                app.signal(SIGTERM)
            default:
                app.key("\(layout)", "ctrl+q")
            }
            XCTAssertTrue(Shell.waitUntil { !app.isRunning }, "round \(round): the app ends")
            XCTAssertTrue(app.exitedCleanly, "round \(round): the app ends cleanly, not with \(app.ending)")
            let saved = (try? String(contentsOfFile: session, encoding: .utf8)) ?? ""
            XCTAssertEqual(saved.split(separator: "\n").dropFirst().first, "layout \(layout)", "round \(round): the last change is saved")
        }
    }

    /// A version 2 session with a nine-photo layout, a wide shape and its own looks: the
    /// window draws it as saved, the picture in its shape, each photo in its cell.
    func testAWideNinePhotoSessionIsDrawnAsSaved() throws {
        let colors: [Color] = [.red, .green, .blue, .yellow, .cyan, .magenta, .white, .black, .red]
        let paths = colors.enumerated().map { TestPhotos.solid(files.file("n\($0.offset).png"), width: 200, height: 200, color: $0.element) }
        let folder = home.file("state/instagrid")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let frameColour = Color(r: 0xFF, g: 0x88, b: 0x00)
        var text = "instagrid-session 2\nlayout 24\nshape 16:9\nframe-colour #FF8800\nspacing 4\ncorner-radius 0\n"
        for (index, path) in paths.enumerated() { text += "photo \(index) \(path)\n" }
        try text.write(toFile: home.file("state/instagrid/session"), atomically: true, encoding: .utf8)

        let app = try RunningApp(display: display, home: home, frameColour: frameColour)
        // Each cell's middle, in the picture's frame; the photos arrive one by one as they are decoded.
        func cells(_ shot: Screenshot) -> [Color]? {
            guard let picture = shot.bounds(of: frameColour, tolerance: 10) else { return nil }
            let (width, height) = (Double(picture.x.count), Double(picture.y.count))
            return colors.indices.map { index in
                shot.color(picture.x.lowerBound + Int([1.0, 3, 5][index % 3] / 6 * width),
                           picture.y.lowerBound + Int([1.0, 3, 5][index / 3] / 6 * height))
            }
        }
        let drawn = { (shot: Screenshot) in cells(shot).map { zip($0, colors).allSatisfy { $0.distance(to: $1) <= 30 } } ?? false }
        guard let shot = app.waitForScreen(seconds: 30, drawn) else {
            return XCTFail("each photo in its cell: \(app.screenshot().flatMap(cells).map { "\($0)" } ?? "no picture") against \(colors)")
        }
        let picture = try XCTUnwrap(shot.bounds(of: frameColour, tolerance: 10))
        XCTAssertEqual(Double(picture.x.count) / Double(picture.y.count), 16.0 / 9, accuracy: 0.03, "the picture keeps its 16:9 shape in the window")
        XCTAssertTrue(app.isRunning)
    }

    /// A layout shaped by hand, as the session keeps it (its written form), comes back at the
    /// next start and is drawn as `export` draws it.
    func testAShapedLayoutComesBackAndIsDrawnAsItsExport() throws {
        let paths = [TestPhotos.quadrants(files.file("q.png"), width: 400, height: 300),
                     TestPhotos.solid(files.file("g.png"), width: 300, height: 300, color: .green),
                     TestPhotos.centreBand(files.file("b.png"), width: 200, height: 400, color: .blue),
                     TestPhotos.solid(files.file("y.png"), width: 300, height: 200, color: .yellow)]
        try FileManager.default.createDirectory(atPath: home.file("state/instagrid"), withIntermediateDirectories: true)
        var text = "instagrid-session 5\nlayout 2a|(b/1.5c)/d\n"
        for (index, path) in paths.enumerated() { text += "photo \(index) \(path)\n" }
        let session = home.file("state/instagrid/session")
        try text.write(toFile: session, atomically: true, encoding: .utf8)

        let app = try start()
        XCTAssertTrue(app.waitForTrace(.photoDrawn, count: 4), "the photos are drawn")
        // Compared once the window settles on it: a screenshot on the first frame that showed
        // yellow caught the grid before its last paint in both legs' soak (run 2 of 5, at aee184d).
        let shot = try assertSettlesOnTheExport(app, of: session, writingTo: files.file("exported.png"))
        let grid = try XCTUnwrap(shot.bounds(of: .gridFrame))
        // The wide cell at the bottom, under a top row split two to one.
        let bottom = GridGeometry(side: Double(grid.x.count), layout: try Layout(form: "2a|(b/1.5c)/d")).frame(of: SlotID.all[3])!
        XCTAssertEqual(bottom.width, Double(grid.x.count) * 0.9, accuracy: 2, "the whole width but the padding")
        assertColor(shot.color(grid.x.lowerBound + Int(bottom.midX), grid.y.lowerBound + Int(bottom.midY)), near: .yellow, tolerance: 30)
        XCTAssertTrue((try? String(contentsOfFile: session, encoding: .utf8))?.contains("\nlayout 2a|(b/1.5c)/d\n") ?? false,
                      "kept as it was written")
    }

    func testADamagedSessionFileIsSetAsideNotFatal() throws {
        let folder = home.file("state/instagrid")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try "{\"not\": \"ours\"}".write(toFile: folder + "/session", atomically: true, encoding: .utf8)
        let app = try start()
        XCTAssertNotNil(app.waitForNotice("The last session could not be restored"), "a notice says so")
        let kept = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasPrefix("session.unreadable-") }
        XCTAssertEqual(kept.count, 1, "the damaged file is kept aside")
        XCTAssertEqual(try String(contentsOfFile: folder + "/" + kept[0], encoding: .utf8), "{\"not\": \"ours\"}")
        XCTAssertNotNil(app.screenshot()?.bounds(of: .gridFrame), "the app runs on")
    }

    /// Opening a FIFO for reading waits for a writer: the app hung at every start, its
    /// window never shown. A name that is no file is set aside as a damaged one is.
    func testASessionThatIsNoFileIsSetAsideNotWaitedOn() throws {
        let folder = home.file("state/instagrid")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        XCTAssertEqual(mkfifo(folder + "/session", 0o600), 0)
        let app = try start()
        XCTAssertNotNil(app.waitForNotice("The last session could not be restored"), "a notice says so")
        let kept = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasPrefix("session.unreadable-") }
        XCTAssertEqual(kept.count, 1, "the FIFO is kept aside")
        XCTAssertTrue(app.isRunning)
    }
}
