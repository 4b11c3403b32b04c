import Foundation
import InstagridActions
import InstagridModel
import InstagridTrace
import InstagridTestSupport
import XCTest

/// In a real window: a photo chosen is in the collage from that moment, whatever is pressed
/// while it decodes; shaping by hand never takes a cell below the floor.
final class NothingVanishesWindowTests: GUITestCase {
    let files = TemporaryFolder()
    private let colours: [Color] = [.red, .green, .blue, .yellow, .magenta, .cyan, .black, .white, Color(0xF08000)]

    /// Nine photos on a slow disk given on the command line, and within their first second of
    /// decoding the layout keys nine times and Ctrl+Z four times: twenty starts in a row, and
    /// every time all nine stay in the collage, placed in one undo step.
    func testNinePhotosSurviveLayoutKeysAndUndoWhileTheyDecode() throws {
        let display = try display
        // Each on the slow disk: a third of a second to open, a few at a time on the decode threads.
        let paths = colours.enumerated().map {
            TestPhotos.solid(files.file("slow-photo-\($0.offset).png"), width: 300, height: 200, color: $0.element)
        }
        let slow = try Preload.environment("slow-photos", in: files).merging(["SLOW_PHOTO_MILLISECONDS": "300"]) { $1 }
        var raced = 0
        for run in 1...20 {
            let app = try RunningApp(display: display, arguments: paths, environment: slow)
            app.focus(app.windowID)
            app.xdotool(["key", "--delay", "30", "1", "2", "3", "1", "2", "3", "1", "2", "3", "ctrl+z", "ctrl+z", "ctrl+z", "ctrl+z"])
            XCTAssertTrue(app.waitForTrace(.undo, count: 4), "run \(run): four undos")
            // Whether the keys came while photos were still on their way: before the last was decoded.
            XCTAssertTrue(app.waitForTrace(.photoDecoded, count: paths.count, seconds: 60), "run \(run): every photo decoded")
            let events = app.traceEvents
            if let lastUndo = events.lastIndex(where: { $0.is(.undo) }), let lastDecoded = events.lastIndex(where: { $0.is(.photoDecoded) }),
               lastUndo < lastDecoded {
                raced += 1
            }
            XCTAssertTrue(Shell.waitUntil { Set(SavedSession(of: app).photos.values) == Set(paths) },
                          "run \(run): all nine in the collage: \(SavedSession(of: app).photos)")
            XCTAssertEqual(SavedSession(of: app).undoSteps.first, "choose-photo", "run \(run)")
            XCTAssertEqual(SavedSession(of: app).undoSteps.filter { $0 == "choose-photo" }.count, 1,
                           "run \(run): the nine are one step: \(SavedSession(of: app).undoSteps)")
            // Back to the start: the nine-photo layout, every photo drawn once decoded.
            app.xdotool(["key", "--delay", "30"] + Array(repeating: "ctrl+z", count: 5))
            XCTAssertTrue(app.waitForTrace(.undo, count: 9), "run \(run)")
            XCTAssertNotNil(app.waitForScreen(seconds: 30) { shot in self.colours.allSatisfy { shot.bounds(of: $0, tolerance: 30) != nil } },
                            "run \(run): all nine on screen")
            app.kill()
        }
        print("the keys came while photos decoded in \(raced) of 20 runs")
        XCTAssertGreaterThanOrEqual(raced, 10, "in most runs the keys came while photos were still decoding")
    }

    /// Shared while its photos still decode, the grid is complete: the share goes ahead,
    /// with no alert of empty slots.
    func testASharePressedWhilePhotosDecodeGoesAhead() throws {
        let paths = colours.prefix(3).enumerated().map {
            TestPhotos.solid(files.file("slow-photo-\($0.offset).png"), width: 300, height: 200, color: $0.element)
        }
        let app = try RunningApp(display: try display, arguments: paths, environment: try Preload.environment("slow-photos", in: files))
        app.key("ctrl+s")
        XCTAssertTrue(app.waitForTrace(.shareStart), "the share starts: \(app.traceEvents)")
        XCTAssertTrue(Shell.waitUntil(seconds: 30) { app.findWindow("^Share$") != nil }, "its dialog comes once the picture is made")
        XCTAssertNil(app.findWindow("complete the grid"), "no alert of empty slots")
    }

    /// Nine files dropped on a three-cell layout: three fill it, six wait in the list with a
    /// notice, and a nine-cell layout shows them all.
    func testADropBeyondTheFreeCellsWaitsInTheList() throws {
        let paths = colours.enumerated().map { TestPhotos.solid(files.file("\($0.offset).png"), width: 300, height: 200, color: $0.element) }
        let app = try RunningApp(display: try display)
        XCTAssertEqual(app.action(.dropPhotos, "(0, [\(paths.map { "b'\($0)'" }.joined(separator: ", "))])"), 0)
        app.waitForNotice("6 photos wait for a layout with more cells")
        XCTAssertTrue(Shell.waitUntil { Set(SavedSession(of: app).photos.values) == Set(paths) }, "\(SavedSession(of: app).photos)")
        let nine = try XCTUnwrap(Layout.all.first { $0.cells.count == 9 }?.number)
        XCTAssertEqual(app.action(.layout, "\(nine)"), 0)
        XCTAssertNotNil(app.waitForScreen { shot in self.colours.allSatisfy { shot.bounds(of: $0, tolerance: 30) != nil } },
                        "all nine on screen")
    }

    /// The grid on screen, its layout from the session and its looks: each cell's frame, and
    /// each at least the floor and 32 px, its middle showing what the cell holds.
    /// `smallest`: the pixels a cell keeps on screen at the least, beside the floor's share.
    private func assertCellsAtTheFloor(_ app: RunningApp, spacing: Double, cornerRadius: Double = Looks.seed.cornerRadius,
                                       smallest: Double = 32,
                                       _ what: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let shot = try XCTUnwrap(app.screenshot(), file: file, line: line)
        let grid = try XCTUnwrap(shot.bounds(of: .gridFrame), file: file, line: line)
        let layout = try Layout(form: try XCTUnwrap(SavedSession(of: app).layout, file: file, line: line))
        let looks = Looks(frameColour: Looks.seed.frameColour, spacing: spacing, cornerRadius: cornerRadius)
        let geometry = GridGeometry(size: Size(width: Double(grid.x.count), height: Double(grid.y.count)), looks: looks, layout: layout)
        for (slot, frame) in geometry.frames {
            XCTAssertGreaterThanOrEqual(min(frame.width, frame.height), max(smallest, geometry.floor) - 1,
                                        "\(what): \(slot) of \(layout.form) is \(frame.size)", file: file, line: line)
            let middle = shot.color(grid.x.lowerBound + Int(frame.midX), grid.y.lowerBound + Int(frame.midY))
            XCTAssertGreaterThan(middle.distance(to: .gridFrame), 30, "\(what): \(slot) is drawn", file: file, line: line)
        }
    }

    /// The shaping that once took a photo out of sight: a cell squeezed by its divider, then
    /// the widest spacing and corners; a row squeezed in 9:16, then the picture turned 16:9;
    /// splits on one cell; the smallest window.
    func testShapingByHandKeepsEveryCellAtTheFloor() throws {
        let paths = colours.prefix(4).enumerated().map { TestPhotos.solid(files.file("\($0.offset).png"), width: 300, height: 300, color: $0.element) }
        let app = try RunningApp(display: try display, arguments: paths)
        XCTAssertTrue(app.waitForTrace(.photoDrawn, count: 4))
        let grid = try XCTUnwrap(app.screenshot()?.bounds(of: .gridFrame))
        // The top row's divider, dragged all the way to the left edge.
        let (middle, top) = ((grid.x.lowerBound + grid.x.upperBound) / 2, grid.y.lowerBound + grid.y.count / 4)
        app.drag(from: middle, top, by: -grid.x.count, 0)
        XCTAssertTrue(app.waitForTrace(.dividerMoved))
        XCTAssertTrue(Shell.waitUntil { SavedSession(of: app).layout != "3" })
        XCTAssertEqual(app.action(.spacing, "20.0"), 0)
        XCTAssertEqual(app.action(.cornerRadius, "25.0"), 0)
        XCTAssertTrue(Shell.waitUntil { SavedSession(of: app).lines.contains("corner-radius 25.0") })
        let largest = GridGeometry.drawnSpacing(for: try Layout(form: SavedSession(of: app).layout!).tree,
                                                  in: Size(width: 1, height: 1), upTo: 20)
        XCTAssertTrue(SavedSession(of: app).lines.contains("spacing \(largest)"), "the spacing stopped at \(largest): \(SavedSession(of: app).lines)")
        try assertCellsAtTheFloor(app, spacing: largest, cornerRadius: 25, "squeezed, then spaced")

        // Split Down again and again on the top-left cell of a 9:16 picture: no cell below the floor.
        XCTAssertEqual(app.action(.spacing, "5.0"), 0)
        XCTAssertEqual(app.action(.shape, "'9:16'"), 0)
        // The story's bands dim the frame the cells are measured by: shown no more.
        XCTAssertEqual(app.action(.storyBands), 0)
        for _ in 0..<5 { XCTAssertEqual(app.action(.splitDown, "0"), 0) }
        XCTAssertTrue(Shell.waitUntil { SavedSession(of: app).lines.contains("shape 9:16") && SavedSession(of: app).undoSteps.last == "split-cell" })
        app.resize(width: 480, height: 1000)
        XCTAssertNotNil(app.waitForScreen { ($0.bounds(of: .gridFrame)?.y.count ?? 0) > 600 })
        // Cells 32 px across would take a story taller than this 1024 px screen: the window stays
        // on it (NothingLostWindowTests) and the cells are drawn as large as it leaves, at the floor.
        try assertCellsAtTheFloor(app, spacing: 5, cornerRadius: 25, smallest: 24, "split five times in 9:16")

        // Turned 16:9 at the smallest window: the grid stays large enough for 32 px cells.
        XCTAssertEqual(app.action(.shape, "'16:9'"), 0)
        let turned = try XCTUnwrap(app.waitForScreen { shot in shot.bounds(of: .gridFrame).map { $0.x.count > $0.y.count } ?? false }?
            .bounds(of: .gridFrame))
        app.resize(width: 100, height: 100)
        // Smaller, then settled: two shots in a row show the same grid.
        var last = turned
        XCTAssertNotNil(app.waitForScreen { shot in
            guard let grid = shot.bounds(of: .gridFrame) else { return false }
            defer { last = grid }
            return grid.x.count < turned.x.count && grid == last
        }, "the window shrank as far as the grid lets it")
        try assertCellsAtTheFloor(app, spacing: 5, cornerRadius: 25, "16:9 at the smallest window")
    }
}
