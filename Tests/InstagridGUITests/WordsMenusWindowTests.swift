import Foundation
import InstagridActions
import InstagridTestSupport
import InstagridTrace
import XCTest

/// Words reached the way a person reaches them: the main menu's Add Text, a photo's Add
/// Caption and the words' Edit Text, each by a click where the entry is drawn and by its
/// mnemonic; the keyboard is in the field they open. Typing ends as Enter ends it when the
/// person goes on (Ctrl+S), so what was typed is never lost.
final class WordsMenusWindowTests: GUITestCase {
    let files = TemporaryFolder()
    let home = TemporaryFolder()
    private let colors: [Color] = [.red, .green, .blue]

    private var session: String { home.file("state/instagrid/session") }
    private func saved() -> String { (try? String(contentsOfFile: session, encoding: .utf8)) ?? "" }
    /// The collage as it is now, without the undo history's steps.
    private func current() -> String { saved().components(separatedBy: "\nundo ")[0] + "\n" }

    private func start() throws -> RunningApp { try launchWithThreePhotos(files: files, home: home) }

    /// The white letters' box on the grid (the photos are red, green and blue: only words are white).
    private func letters(in shot: Screenshot) -> (x: ClosedRange<Int>, y: ClosedRange<Int>)? {
        guard let grid = shot.bounds(of: .gridFrame, tolerance: 30) else { return nil }
        return shot.bounds(of: .white, tolerance: 40, in: (grid.x.lowerBound..<grid.x.upperBound, grid.y.lowerBound..<grid.y.upperBound))
    }

    /// Types `words` into the field the `count`th editing opened and ends it with Enter; the
    /// session then holds them.
    private func type(_ words: String, _ app: RunningApp, editing count: Int, _ what: String,
                      file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertTrue(app.waitForTrace(.textEditing, "started", count: count), "\(what) opens the field", file: file, line: line)
        app.type(words)
        app.key("Return")
        let kept = words.replacing(" ", with: "%20")
        XCTAssertTrue(Shell.waitUntil { self.current().contains(" \(kept)\n") }, "\(what): the words typed are kept: \(current())",
                      file: file, line: line)
    }

    /// The main menu, opened by F10 as in GNOME's apps.
    private func openMainMenu(_ app: RunningApp) throws -> String {
        let before = app.windows
        app.focus(app.windowID)
        app.key("F10")
        return try XCTUnwrap(app.waitForWindow(besides: before), "F10 opens the main menu")
    }

    func testAddTextFromTheMainMenuByAClickAndByItsMnemonic() throws {
        let app = try start()
        let menu = try openMainMenu(app)
        XCTAssertTrue(app.clickEntry("Add Text", in: menu), "the main menu shows Add Text")
        type("Hello Paris", app, editing: 1, "a click on Add Text")
        XCTAssertTrue(current().contains(" title "), "the first words are the title: \(current())")

        _ = try openMainMenu(app)
        app.key("t")
        type("Second words", app, editing: 2, "T in the main menu")
        XCTAssertFalse(current().contains("\nlayout-form "), "T added words and pasted no layout: \(current())")
    }

    func testAddCaptionFromAPhotosMenuByAClickAndByItsMnemonic() throws {
        let app = try start()
        let shot = try XCTUnwrap(app.waitForScreen { $0.bounds(of: .red, tolerance: 30) != nil })
        let red = try XCTUnwrap(shot.bounds(of: .red, tolerance: 30))
        let before = app.windows
        app.focus(app.windowID)
        app.xdotool(["mousemove", "--window", app.windowID, "\((red.x.lowerBound + red.x.upperBound) / 2)",
                     "\((red.y.lowerBound + red.y.upperBound) / 2)", "click", "3"])
        let menu = try XCTUnwrap(app.waitForWindow(besides: before), "a right-click opens the photo's menu")
        XCTAssertTrue(app.clickEntry("Add Caption", in: menu), "the photo's menu shows Add Caption")
        // A space is a letter in the field: it must not open the photo chooser.
        type("Plage du Prado", app, editing: 1, "a click on Add Caption")
        XCTAssertNil(app.findWindow("^Choose a Photo$"), "no photo chooser opened")
        XCTAssertTrue(current().contains(" caption-0 "), "a caption of the red photo's cell: \(current())")
    }

    func testEditTextFromTheWordsMenuByAClick() throws {
        let app = try start()
        app.action(.addText, "'Grenoble'")
        XCTAssertTrue(Shell.waitUntil { self.current().contains(" Grenoble\n") })
        let shot = try XCTUnwrap(app.waitForScreen { self.letters(in: $0) != nil }, "the title is drawn")
        let words = try XCTUnwrap(letters(in: shot))
        let before = app.windows
        app.focus(app.windowID)
        app.xdotool(["mousemove", "--window", app.windowID, "\((words.x.lowerBound + words.x.upperBound) / 2)",
                     "\((words.y.lowerBound + words.y.upperBound) / 2)", "click", "3"])
        XCTAssertTrue(app.waitForTrace(.textMenuShown, "1"), "a right-click on the words opens their menu")
        let menu = try XCTUnwrap(app.waitForWindow(besides: before))
        XCTAssertTrue(app.clickEntry("Edit Text", in: menu), "the words' menu shows Edit Text")
        type("Lyon", app, editing: 1, "a click on Edit Text")
        XCTAssertFalse(current().contains(" Grenoble\n"), "the title's words were replaced: \(current())")
    }

    /// Ctrl+S while typing ends the typing as Enter does: the words are in the collage, the
    /// session and the document saved.
    func testControlSWhileTypingKeepsTheWords() throws {
        let app = try start()
        app.key("ctrl+t")
        XCTAssertTrue(app.waitForTrace(.textEditing, "started"), "Ctrl+T opens the field")
        app.type("Hello Paris")
        app.key("ctrl+s")
        XCTAssertTrue(app.waitForTrace(.textEditing, "ended"), "Ctrl+S ends the typing, keeping the words")
        XCTAssertTrue(Shell.waitUntil { self.current().contains(" Hello%20Paris\n") }, "the session holds them: \(current())")
        // The picture shared holds them: copied from the share dialog, it is the export of that session.
        let picture = try XCTUnwrap(app.copySharedPicture(to: files.file("pasted.png")), "Ctrl+S shares, Ctrl+C copies")
        let exported = files.file("exported.png")
        let result = try InstagridProcess.run(["export", "--session", session, "-o", exported])
        XCTAssertEqual(result.status, 0, result.stderr)
        let export = try XCTUnwrap(DecodedFile(path: exported))
        XCTAssertEqual(picture.differingPixels(from: export), 0, "the picture shared is the session's, words and all")
        let bare = files.file("bare.png")
        XCTAssertEqual(try InstagridProcess.run(["export", "-o", bare] + colors.indices.map { files.file("p\($0).png") }).status, 0)
        XCTAssertGreaterThan(picture.differingPixels(from: try XCTUnwrap(DecodedFile(path: bare))), 1000, "and not the picture without them")
    }
}
