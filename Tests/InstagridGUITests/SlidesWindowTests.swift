import Foundation
import InstagridActions
import InstagridModel
import InstagridTestSupport
import InstagridTrace
import XCTest

/// Slides in a real window: the picture made three squares wide, its seams shown on the
/// grid, kept and undone, and Share's Save As writing the set, each slide exactly the shape's
/// size, as the command line cuts the same session, never over a file without asking.
final class SlidesWindowTests: GUITestCase {
    let files = TemporaryFolder()
    let home = TemporaryFolder()
    private let colors: [Color] = [.red, .green, .blue]
    private let dark = Color(0x202020)

    private func start(_ arguments: [String] = []) throws -> RunningApp {
        try RunningApp(display: display, arguments: arguments, home: home)
    }

    private var session: String { home.file("state/instagrid/session") }
    /// The collage as it is now, without the undo history's steps.
    private func current() -> String {
        ((try? String(contentsOfFile: session, encoding: .utf8)) ?? "").components(separatedBy: "\nundo ")[0] + "\n"
    }

    /// Three photos in the seed's layout, on screen, made three slides wide: the red photo
    /// spans the top of all three, green and blue share the bottom.
    private func startInThreeSlides() throws -> (RunningApp, grid: (x: ClosedRange<Int>, y: ClosedRange<Int>)) {
        let photos = colors.enumerated().map { TestPhotos.solid(files.file("p\($0.offset).png"), width: 400, height: 300, color: $0.element) }
        let app = try start(photos)
        XCTAssertNotNil(app.waitForScreen { shot in self.colors.allSatisfy { shot.bounds(of: $0, tolerance: 30) != nil } },
                        "the photos are drawn")
        app.action(.slides, "3")
        XCTAssertTrue(Shell.waitUntil { self.current().contains("\nshape 1:1\nslides 3\n") }, "the session keeps the slides: \(current())")
        let shot = try XCTUnwrap(app.waitForScreen { shot in
            guard let grid = shot.bounds(of: .gridFrame) else { return false }
            return abs(Double(grid.x.count) / Double(grid.y.count) - 3) < 0.05
        }, "the grid is three squares wide: \(String(describing: app.screenshot()?.bounds(of: .gridFrame)))")
        return (app, try XCTUnwrap(shot.bounds(of: .gridFrame)))
    }

    func testTheGridShowsWhereTheSlidesMeetAndUndoMakesItOnePictureAgain() throws {
        let (app, grid) = try startInThreeSlides()
        let shot = try XCTUnwrap(app.screenshot())
        // Over the red photo, a third and two thirds across: dashes of a dark and a light tone.
        let rows = (grid.y.lowerBound + grid.y.count / 8)..<(grid.y.lowerBound + grid.y.count * 3 / 8)
        for third in 1...2 {
            let seam = grid.x.lowerBound + grid.x.count * third / 3
            let tones = rows.map { y in (seam - 1...seam).map { shot.color($0, y) } }.joined()
            XCTAssertGreaterThan(tones.filter { $0.distance(to: dark) <= 30 }.count, rows.count / 3, "dark dashes at seam \(third)")
            XCTAssertGreaterThan(tones.filter { $0.distance(to: .white) <= 30 }.count, rows.count / 3, "light dashes at seam \(third)")
            assertColor(shot.color(seam - grid.x.count / 12, rows.lowerBound + 4), near: .red, tolerance: 30, "the photo either side")
            assertColor(shot.color(seam + grid.x.count / 12, rows.lowerBound + 4), near: .red, tolerance: 30, "the photo either side")
        }
        // Halfway is no seam: only red there.
        let middle = grid.x.lowerBound + grid.x.count / 2
        XCTAssertTrue(rows.allSatisfy { shot.color(middle, $0).distance(to: .red) <= 30 }, "no line where no slides meet")

        app.key("ctrl+z")
        XCTAssertTrue(Shell.waitUntil { !self.current().contains("\nslides ") }, "Ctrl+Z makes it one picture: \(current())")
        XCTAssertNotNil(app.waitForScreen { shot in
            guard let grid = shot.bounds(of: .gridFrame) else { return false }
            return abs(Double(grid.x.count) / Double(grid.y.count) - 1) < 0.02
        }, "the grid is square again")
    }

    func testSaveAsWritesEverySlideAsTheCommandLineCutsThem() throws {
        let (app, _) = try startInThreeSlides()
        // One of the set is there already: the app asks before writing over it.
        let taken = files.file("carousel-2.png")
        let old = Data("the user's own picture".utf8)
        XCTAssertTrue(FileManager.default.createFile(atPath: taken, contents: old))
        app.key("ctrl+s")
        XCTAssertTrue(Shell.waitUntil { app.findWindow("^Share$") != nil }, "the share dialog opens")
        let share = try XCTUnwrap(app.findWindow("^Share$"))
        app.click(5, 5, window: share)
        app.key("alt+s")
        app.answerSaveChooser(with: files.file("carousel.png"))
        // The question as it was found: looked for again, a window GTK is still mapping may not be "visible" yet.
        var question: String?
        XCTAssertTrue(Shell.waitUntil { question = app.findWindow("already exists"); return question != nil },
                      "the app asks before replacing carousel-2.png")
        app.click(20, 20, window: try XCTUnwrap(question))
        app.key("Escape")
        XCTAssertTrue(Shell.waitUntil { app.findWindow("already exists") == nil }, "Escape cancels")
        XCTAssertEqual(FileManager.default.contents(atPath: taken), old, "the file there is untouched")
        XCTAssertEqual(files.contents.filter { $0.hasPrefix("carousel") }, ["carousel-2.png"], "and no slide written")

        app.click(5, 5, window: share)
        app.key("alt+s")
        app.answerSaveChooser(with: files.file("carousel.png"))
        XCTAssertTrue(Shell.waitUntil { question = app.findWindow("already exists"); return question != nil })
        app.click(20, 20, window: try XCTUnwrap(question))
        app.key("alt+r")
        let slides = (1...3).map { files.file("carousel-\($0).png") }
        // Three 2048 px slides drawn from the photos and written: seconds on a busy machine.
        XCTAssertTrue(Shell.waitUntil(seconds: 60) { slides.allSatisfy { DecodedFile(path: $0)?.width == 2048 } }, "Replace writes the three slides")
        XCTAssertNotNil(app.waitForNotice("Saved as 3 slides, “carousel-1.png” to “carousel-3.png”"), "the window says so")
        XCTAssertFalse(FileManager.default.fileExists(atPath: files.file("carousel.png")), "the name chosen is the set's, not a file")

        let saved = try slides.map { try XCTUnwrap(DecodedFile(path: $0)) }
        for slide in saved { XCTAssertEqual([slide.width, slide.height], [2048, 2048], "each slide the shape's size") }
        // Red across the top of all three; green and blue below, the gap between them in the middle slide's middle.
        for slide in saved { assertColor(slide.color(x: 1024, y: 400), near: .red, tolerance: 30) }
        assertColor(saved[0].color(x: 1024, y: 1600), near: .green, tolerance: 30)
        assertColor(saved[2].color(x: 1024, y: 1600), near: .blue, tolerance: 30)
        assertColor(saved[1].color(x: 1024, y: 1600), near: .gridFrame, tolerance: 3)
        // Seam to seam: the photo runs on from one slide's last column into the next one's first.
        for (left, right) in zip(saved, saved.dropFirst()) {
            assertColor(left.color(x: 2047, y: 400), near: .red, tolerance: 30)
            assertColor(right.color(x: 0, y: 400), near: .red, tolerance: 30)
        }
        // The command line cuts the session the window kept into the same slides.
        let cut = files.file("cli.png")
        let result = try InstagridProcess.run(["export", "--session", session, "-o", cut])
        XCTAssertEqual(result.status, 0, result.stderr)
        for (index, slide) in saved.enumerated() {
            let cli = try XCTUnwrap(DecodedFile(path: files.file("cli-\(index + 1).png")))
            XCTAssertLessThan(slide.rootMeanSquareDifference(from: cli), 1, "slide \(index + 1) as the command line makes it")
        }
    }

    /// A person's way: the looks popover, its Slides choice read off the screen and clicked,
    /// two steps down its list.
    func testTheLooksPopoversSlidesChoiceMakesTheSlides() throws {
        let photos = colors.enumerated().map { TestPhotos.solid(files.file("p\($0.offset).png"), width: 400, height: 300, color: $0.element) }
        let app = try start(photos)
        XCTAssertNotNil(app.waitForScreen { shot in self.colors.allSatisfy { shot.bounds(of: $0, tolerance: 30) != nil } })
        let before = app.windows
        app.key("ctrl+shift+l")
        let popover = try XCTUnwrap(app.waitForWindow(besides: before), "the looks popover opens")
        var choice: ScreenWord?
        XCTAssertTrue(Shell.waitUntil { choice = app.words(in: popover).first { $0.text == "picture" }; return choice != nil },
                      "the Slides choice reads “One picture”")
        let shown = app.windows
        app.click(try XCTUnwrap(choice).x, try XCTUnwrap(choice).y, window: popover)
        let list = try XCTUnwrap(app.waitForWindow(besides: shown), "its list opens")
        app.key("Down")
        app.key("Down")
        app.key("Return")
        XCTAssertTrue(Shell.waitUntil { !app.windows.contains(list) }, "the list closes on the choice")
        XCTAssertTrue(Shell.waitUntil { self.current().contains("\nslides 3\n") }, "three slides: \(current())")
        XCTAssertNotNil(app.waitForScreen { shot in
            guard let grid = shot.bounds(of: .gridFrame) else { return false }
            return abs(Double(grid.x.count) / Double(grid.y.count) - 3) < 0.05
        }, "the grid is three squares wide")
    }
}
