import Foundation
import InstagridActions
import InstagridTestSupport
import InstagridTrace
import XCTest

/// What a person gives the window is never lost, and what it tells them is true.
final class NothingLostWindowTests: GUITestCase {
    let files = TemporaryFolder()
    let home = TemporaryFolder()

    private var session: String { (try? String(contentsOfFile: home.file("state/instagrid/session"), encoding: .utf8)) ?? "" }

    /// A script's drop on a place the layout hides (layout 1 shows places 0, 2 and 3): the
    /// photo waits there, as the notice says, and a layout that shows the place shows it.
    func testAPhotoDroppedOnAPlaceTheLayoutHidesWaitsThere() throws {
        let photos = [Color.red, .green, .blue].enumerated().map {
            TestPhotos.solid(files.file("p\($0.offset).png"), width: 400, height: 300, color: $0.element)
        }
        let app = try RunningApp(display: display, arguments: photos, home: home)
        XCTAssertTrue(app.waitForTrace(.photoDrawn, count: 3), "the photos are drawn")
        let yellow = TestPhotos.solid(files.file("yellow.png"), width: 400, height: 300, color: .yellow)
        XCTAssertEqual(app.action(.dropPhotos, "(1, [b'\(yellow)'])"), 0)
        app.waitForNotice("A photo waits for a layout with more cells")
        XCTAssertTrue(Shell.waitUntil { self.session.contains("\nphoto 1 \(yellow)\n") }, "it waits in place 1: \(session)")
        XCTAssertFalse(app.traceEvents.contains { $0.is(.noticeShown, "A collage holds nine photos") }, "nothing was left out")
        app.key("3")
        XCTAssertNotNil(app.waitForScreen { $0.bounds(of: .yellow, tolerance: 30) != nil }, "the four squares show it")
    }

    /// A photo removed, its file deleted, then the removal undone (the soak at 68d8568 did it
    /// as the undo's decode ran): the photo comes back shown missing, to be located, as one
    /// deleted while shown does, not forgotten from the collage and its history as one
    /// that never could be read.
    func testAPhotoWhoseFileWentWhileItWasRemovedComesBackMissingOnUndo() throws {
        let paths = [Color.red, .green, .blue, .yellow].enumerated().map {
            TestPhotos.solid(files.file("p\($0.offset).png"), width: 400, height: 300, color: $0.element)
        }
        let app = try RunningApp(display: display, arguments: paths, home: home)
        XCTAssertTrue(app.waitForTrace(.photoDrawn, count: 4), "the photos are drawn")
        XCTAssertEqual(app.action(.removePhoto, "0"), 0)
        XCTAssertTrue(Shell.waitUntil { !self.session.contains("\nphoto 0 \(paths[0])\n") }, "removed: \(session)")
        try FileManager.default.removeItem(atPath: paths[0])
        app.key("ctrl+z")
        XCTAssertNotNil(app.waitForNotice("“p0.png” is missing"), "the missing photo is said")
        XCTAssertTrue(Shell.waitUntil { self.session.contains("\nphoto 0 \(paths[0])\n") }, "back in its slot: \(session)")
        XCTAssertFalse(app.traceEvents.contains { $0.is(.noticeShown, "“p0.png” cannot be used") }, "not called unusable")
    }

    /// A photo overwritten while an untitled collage shows it (by an editor, written in place or
    /// renamed over it): the window shows it as it is now, and so does the picture shared.
    func testAPhotoOverwrittenUnderAnUntitledCollageIsShownAndSharedAsItIsNow() throws {
        let colors: [Color] = [.red, .green, .blue, .yellow]
        let paths = colors.enumerated().map { TestPhotos.solid(files.file("p\($0.offset).jpg"), width: 400, height: 300, color: $0.element) }
        let app = try RunningApp(display: display, arguments: paths, home: home)
        XCTAssertNotNil(app.waitForScreen { shot in colors.allSatisfy { shot.bounds(of: $0, tolerance: 30) != nil } })
        let before = session
        // Renamed over, as editors save.
        TestPhotos.solid(files.file(".p0.jpg.tmp"), width: 400, height: 300, color: .cyan)
        XCTAssertEqual(rename(files.file(".p0.jpg.tmp"), paths[0]), 0)
        // Written in place, as `cp` does.
        let magenta = TestPhotos.solid(files.file("magenta.jpg"), width: 400, height: 300, color: Color(0xFF00FF))
        try Data(contentsOf: URL(fileURLWithPath: magenta)).write(to: URL(fileURLWithPath: paths[1]))
        XCTAssertNotNil(app.waitForScreen { shot in
            shot.bounds(of: .cyan, tolerance: 30) != nil && shot.bounds(of: Color(0xFF00FF), tolerance: 30) != nil
                && shot.bounds(of: .red, tolerance: 30) == nil && shot.bounds(of: .green, tolerance: 30) == nil
        }, "the window shows both photos as they are now")
        XCTAssertEqual(session, before, "the collage itself did not change")

        app.key("ctrl+s")
        let picture = try XCTUnwrap(app.copySharedPicture(to: files.file("pasted.png")), "Ctrl+S shares, Ctrl+C copies")
        assertColor(picture.color(x: picture.width / 4, y: picture.height / 4), near: .cyan, tolerance: 30, "the top left photo as shown")
        assertColor(picture.color(x: picture.width * 3 / 4, y: picture.height / 4), near: Color(0xFF00FF), tolerance: 30,
                    "the top right photo as shown")
    }

    /// A photo rewritten in the moment before a share (the window still shows the old pixels,
    /// its watch waits for the editor's save to settle): the picture holds the photo as it
    /// is on disk, and the dialog says so; the grid comes back showing it too.
    func testAPhotoChangedJustBeforeAShareIsSaidToBeNewInThePicture() throws {
        let colors: [Color] = [.red, .green, .blue, .yellow]
        let paths = colors.enumerated().map { TestPhotos.solid(files.file("p\($0.offset).jpg"), width: 400, height: 300, color: $0.element) }
        let app = try RunningApp(display: display, arguments: paths, home: home)
        XCTAssertNotNil(app.waitForScreen { shot in colors.allSatisfy { shot.bounds(of: $0, tolerance: 30) != nil } })
        // The app is held while the photo is renamed over and Ctrl+S pressed, so it hears both
        // at once: the share starts before the watch's pause for the save to settle is over.
        XCTAssertEqual(kill(app.pid, SIGSTOP), 0)
        TestPhotos.solid(files.file(".p0.jpg.tmp"), width: 400, height: 300, color: .cyan)
        XCTAssertEqual(rename(files.file(".p0.jpg.tmp"), paths[0]), 0)
        app.key("ctrl+s")
        XCTAssertEqual(kill(app.pid, SIGCONT), 0)
        XCTAssertTrue(app.waitForTrace(.shareHoldsUnseen, "p0.jpg"), "the share knows the window showed another version")
        XCTAssertTrue(Shell.waitUntil(seconds: 30) {
            let words = app.words(in: app.findWindow("^Share$")).map(\.text)
            return words.contains("changed") && words.contains { $0.contains("p0.jpg") }
        }, "the dialog says which photo changed")
        let picture = try XCTUnwrap(app.copySharedPicture(to: files.file("pasted.png")), "Ctrl+C copies the picture")
        assertColor(picture.color(x: picture.width / 4, y: picture.height / 4), near: .cyan, tolerance: 30, "the photo as it is now")
        XCTAssertNotNil(app.waitForScreen { $0.bounds(of: .cyan, tolerance: 30) != nil && $0.bounds(of: .red, tolerance: 30) == nil },
                        "the grid comes back showing it")
    }

    /// The window never asks for more than the screen (Xvfb's is 1280 x 1024): a story of
    /// small cells, or twelve slides of them, is drawn smaller inside it.
    func testTheWindowNeverAsksForMoreThanTheScreen() throws {
        let photos = (0..<9).map { TestPhotos.solid(files.file("p\($0).png"), width: 300, height: 300, color: [Color.red, .green, .blue][$0 % 3]) }
        let app = try RunningApp(display: display, arguments: photos, home: home)
        XCTAssertTrue(app.waitForTrace(.photoDrawn, count: 9), "the photos are drawn")
        func height() -> Int? { app.screenFrame(of: app.windowID)?.height }
        XCTAssertEqual(app.action(.useLayout, "'19a|(b/c/d/e/f/g/h/i)'"), 0)
        XCTAssertEqual(app.action(.shape, "'9:16'"), 0)
        XCTAssertTrue(Shell.waitUntil { self.session.contains("\nshape 9:16\n") }, "a story: \(session)")
        XCTAssertTrue(Shell.waitUntil { (height() ?? .max) <= 1024 }, "the story's window fits the screen: \(height() ?? -1) px")
        XCTAssertEqual(app.action(.slides, "12"), 0)
        XCTAssertTrue(Shell.waitUntil { self.session.contains("\nslides 12\n") }, "twelve slides: \(session)")
        XCTAssertTrue(Shell.waitUntil { (height() ?? .max) <= 1024 }, "so does twelve slides': \(height() ?? -1) px")
        XCTAssertNotNil(app.waitForScreen { shot in
            guard let grid = shot.bounds(of: .gridFrame) else { return false }
            return grid.y.upperBound < 1024 && grid.x.count > 600
        }, "the strip is drawn whole on the screen, across most of the window")
    }

    /// The chooser opens where the last photo was found, never on GTK's Recent list: the
    /// second click on an empty slot shows the folder of the first choice.
    func testTheChooserOpensWhereTheLastPhotoWasFound() throws {
        try requireCapability(FileManager.default.isExecutableFile(atPath: "/usr/bin/tesseract"), "tesseract reads the chooser's folder")
        let folder = files.file("Vacances")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let photo = TestPhotos.solid(folder + "/plage.png", width: 400, height: 300, color: .yellow)
        let app = try RunningApp(display: display, home: home)
        let grid = try XCTUnwrap(app.waitForScreen { $0.bounds(of: .gridFrame, tolerance: 3) != nil }?.bounds(of: .gridFrame, tolerance: 3))
        app.click(grid.x.lowerBound + 40, grid.y.lowerBound + 40)
        app.answerFileChooser(with: photo)
        XCTAssertTrue(app.waitForTrace(.photoChosen), "the photo is chosen")
        app.click(grid.x.upperBound - 40, grid.y.upperBound - 40)
        XCTAssertTrue(Shell.waitUntil { app.findWindow("^Choose a Photo$") != nil }, "the chooser opens again")
        let chooser = try XCTUnwrap(app.findWindow("^Choose a Photo$"))
        var read: [String] = []
        XCTAssertTrue(Shell.waitUntil { read = app.words(in: chooser).map(\.text); return read.contains("plage.png") },
                      "it lists the folder of the last choice: \(read)")
        app.key("Escape")
    }

    /// Shared right after the photos are given, the picture is still being made when the grid
    /// has flown: the window says how many of its photos are ready from the flight's start.
    func testASharedPictureSaysHowFarAlongItIsFromTheFlightsStart() throws {
        let photos = (0..<9).map { TestPhotos.solid(files.file("large \($0).jpg"), width: 3000, height: 2000,
                                                    color: [Color.red, .green, .blue][$0 % 3]) }
        let app = try RunningApp(display: display, arguments: photos, home: home)
        XCTAssertTrue(app.waitForTrace(.photoChosen, count: 9), "the photos are chosen")
        app.key("ctrl+s")
        XCTAssertTrue(app.waitForTrace(.shareRendered, seconds: 60), "the picture is made")
        let events = app.traceEvents
        let firstProgress = events.firstIndex { $0.is(.sharePictureProgress) }
        let rendered = events.firstIndex { $0.is(.shareRendered) }
        XCTAssertNotNil(firstProgress, "the window says how far along the picture is: \(events)")
        if let firstProgress, let rendered { XCTAssertLessThan(firstProgress, rendered, "before the dialog, not after") }
        XCTAssertTrue(events.contains { $0.is(.sharePictureProgress, "9 of 9") } || events.contains { $0.is(.sharePictureProgress, "0 of 9") },
                      "counted of the nine photos: \(events.filter { $0.is(.sharePictureProgress) })")
        XCTAssertTrue(Shell.waitUntil { app.findWindow("^Share$") != nil }, "the dialog follows")
        app.key("Escape")
    }
}
