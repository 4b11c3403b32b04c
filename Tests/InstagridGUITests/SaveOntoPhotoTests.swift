import Foundation
import Glibc
import InstagridTestSupport
import XCTest

/// Save As in the window never writes the picture over one of the collage's photos, even
/// when the user agrees to replace the file: the message says which photo it is.
final class SaveOntoPhotoTests: GUITestCase {
    let files = TemporaryFolder()

    private func launch() throws -> (RunningApp, [String]) {
        let display = try display
        let paths = [Color.red, .green, .blue].enumerated().map { index, color in
            TestPhotos.solid(files.file("photo\(index).png"), width: 400, height: 300, color: color)
        }
        let app = try RunningApp(display: display, arguments: paths)
        XCTAssertTrue(app.waitForTrace(.photoDrawn, count: 3), "the three photos are drawn")
        return (app, paths)
    }

    private func contents(_ paths: [String]) -> [Data?] {
        paths.map { FileManager.default.contents(atPath: $0) }
    }

    private func openSaveAs(_ app: RunningApp) throws -> String {
        if app.findWindow("^Share$") == nil { app.key("ctrl+s") }
        XCTAssertTrue(Shell.waitUntil { app.findWindow("^Share$") != nil }, "the share dialog opens")
        let share = try XCTUnwrap(app.findWindow("^Share$"))
        app.click(5, 5, window: share)
        app.key("alt+s")
        return share
    }

    /// Waits for the refusal, dismisses it, and checks the share dialog stayed.
    private func assertRefused(_ app: RunningApp, file: StaticString = #filePath, line: UInt = #line) throws {
        XCTAssertTrue(Shell.waitUntil { app.findWindow("was not saved") != nil }, "a message says the picture was not saved",
                      file: file, line: line)
        let message = try XCTUnwrap(app.findWindow("was not saved"), file: file, line: line)
        app.click(20, 20, window: message)
        app.key("Return")
        XCTAssertTrue(Shell.waitUntil { app.findWindow("was not saved") == nil }, file: file, line: line)
        XCTAssertNotNil(app.findWindow("^Share$"), "the share dialog stays, to choose another name", file: file, line: line)
    }

    /// The name typed without its extension: the app completes it to the photo's own name,
    /// and refuses before asking whether to replace it.
    func testANameCompletedToAPhotosIsRefusedWithoutAQuestion() throws {
        let (app, photos) = try launch()
        let before = contents(photos)
        _ = try openSaveAs(app)
        app.answerSaveChooser(with: files.file("photo1"))
        try assertRefused(app)
        XCTAssertNil(app.findWindow("already exists"), "no question: the answer could only be no")
        XCTAssertEqual(contents(photos), before, "every photo as it was")
        XCTAssertEqual(files.contents.filter { $0.hasPrefix(".") }, [], "no staging file left")
    }

    /// Another name for a photo (a hard link) is the photo all the same.
    func testAHardLinkToAPhotoIsRefused() throws {
        let (app, photos) = try launch()
        let link = files.file("holiday.png")
        XCTAssertEqual(Glibc.link(photos[2], link), 0)
        let before = contents(photos + [link])
        _ = try openSaveAs(app)
        // Typed as "holiday": the chooser does not see the existing holiday.png, the app does.
        app.answerSaveChooser(with: files.file("holiday"))
        try assertRefused(app)
        XCTAssertEqual(contents(photos + [link]), before, "the photo and its other name as they were")
        var info = stat(), linked = stat()
        XCTAssertEqual(stat(photos[2], &info), 0)
        XCTAssertEqual(stat(link, &linked), 0)
        XCTAssertEqual(info.st_ino, linked.st_ino, "still one file")

        // Another name is saved, and the dialog closes.
        _ = try openSaveAs(app)
        let out = files.file("collage.png")
        app.answerSaveChooser(with: out)
        XCTAssertTrue(Shell.waitUntil { DecodedFile(path: out)?.width == 2048 }, "another name is written")
        XCTAssertEqual(contents(photos + [link]), before)
    }

    /// The photo's own name, chosen in GTK's chooser: it asks whether to replace the file, the
    /// user says Replace, and the app still refuses.
    func testAPhotosOwnNameIsRefusedEvenAfterReplaceIsChosen() throws {
        let (app, photos) = try launch()
        let before = contents(photos)
        _ = try openSaveAs(app)
        let untitled = unnamedWindows(app)
        app.answerSaveChooser(with: photos[0])
        // GTK's question is a window without a title.
        XCTAssertTrue(Shell.waitUntil { unnamedWindows(app) > untitled }, "GTK's chooser asks before replacing the file")
        app.key("alt+r")
        try assertRefused(app)
        XCTAssertEqual(contents(photos), before, "every photo as it was")
    }

    private func unnamedWindows(_ app: RunningApp) -> Int {
        let found = Shell.run(["xdotool", "search", "--all", "--onlyvisible", "--pid", "\(app.pid)", "--name", "^$"],
                              environment: ["DISPLAY": app.environment["DISPLAY"] ?? ""])
        return found.output.split(separator: "\n").count
    }
}
