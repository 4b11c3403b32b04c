import Foundation
import InstagridActions
import InstagridModel
import InstagridTestSupport
import InstagridTrace
import XCTest

/// Layouts that fit the photos, in a real window.
final class LayoutsByHandTests: GUITestCase {
    let files = TemporaryFolder()
    let home = TemporaryFolder()

    /// The red photo's extent on screen, width over height.
    private func redAspect(_ shot: Screenshot) -> Double? {
        shot.bounds(of: .red, tolerance: 30).map { Double($0.x.count) / Double($0.y.count) }
    }

    private func savedLayout() -> String? {
        let text = (try? String(contentsOfFile: home.file("state/instagrid/session"), encoding: .utf8)) ?? ""
        return text.split(separator: "\n").first { $0.hasPrefix("layout ") }.map { String($0.dropFirst("layout ".count)) }
    }

    func testArrangeToFitGivesAPanoramaAWideCellAndUndoTakesItBack() throws {
        let paths = [TestPhotos.solid(files.file("pano.png"), width: 900, height: 300, color: .red),
                     TestPhotos.solid(files.file("p1.png"), width: 200, height: 300, color: .green),
                     TestPhotos.solid(files.file("p2.png"), width: 200, height: 300, color: .blue),
                     TestPhotos.solid(files.file("p3.png"), width: 200, height: 300, color: .yellow)]
        let app = try RunningApp(display: display, arguments: paths, home: home)
        let before = try XCTUnwrap(app.waitForScreen { shot in
            [Color.red, .green, .blue, .yellow].allSatisfy { shot.bounds(of: $0, tolerance: 30) != nil }
        }, "the four photos are shown")
        XCTAssertEqual(redAspect(before) ?? 0, 1, accuracy: 0.1, "in the four squares")

        app.key("ctrl+alt+f")
        let after = app.waitForScreen { shot in (self.redAspect(shot) ?? 0) > 2.2 }
        XCTAssertNotNil(after, "the panorama gets a wide cell")
        if let after {
            for colour in [Color.green, .blue, .yellow] {
                let cell = try XCTUnwrap(after.bounds(of: colour, tolerance: 30), "\(colour) is still shown")
                XCTAssertLessThan(cell.x.count, cell.y.count, "the portraits stand in tall cells")
            }
        }
        XCTAssertTrue(Shell.waitUntil { self.savedLayout().map { Int($0) == nil } ?? false },
                      "the session keeps the arranged layout as its form: \(savedLayout() ?? "none")")
        let form = try XCTUnwrap(savedLayout())
        XCTAssertNoThrow(try Layout(form: form))

        app.key("ctrl+z")
        XCTAssertNotNil(app.waitForScreen { shot in abs((self.redAspect(shot) ?? 0) - 1) < 0.1 }, "undo brings the squares back")
        XCTAssertTrue(Shell.waitUntil { self.savedLayout() == "3" })
        app.key("ctrl+shift+z")
        XCTAssertTrue(Shell.waitUntil { self.savedLayout() == form }, "and redo the arranged layout")
    }

    /// A drag on the gap between two photos moves the line between them, live, as one undo
    /// step; it does not share, and the other row keeps its line.
    func testDraggingTheGapBetweenTwoPhotosResizesThemAndUndoRestoresThem() throws {
        let colours: [Color] = [.red, .green, .blue, .yellow]
        let paths = colours.enumerated().map { TestPhotos.solid(files.file("\($0.offset).png"), width: 300, height: 300, color: $0.element) }
        let app = try RunningApp(display: display, arguments: paths, home: home)
        let before = try XCTUnwrap(app.waitForScreen { shot in colours.allSatisfy { shot.bounds(of: $0, tolerance: 30) != nil } })
        let red = try XCTUnwrap(before.bounds(of: .red, tolerance: 30)), green = try XCTUnwrap(before.bounds(of: .green, tolerance: 30))
        let blue = try XCTUnwrap(before.bounds(of: .blue, tolerance: 30))
        let gap = ((red.x.upperBound + green.x.lowerBound) / 2, (red.y.lowerBound + red.y.upperBound) / 2)

        app.drag(from: gap.0, gap.1, by: 60, 0)
        XCTAssertTrue(app.waitForTrace(.dividerMoved, "0 1 "), "the line between the top two photos moved: \(app.traceEvents)")
        // The line followed each motion, and the trace comes at the release: the frames of the
        // drag's last steps may still be on screen, so the wait is for its last.
        let after = try XCTUnwrap(app.waitForScreen { shot in
            abs((shot.bounds(of: .red, tolerance: 30)?.x.count ?? 0) - (red.x.count + 60)) <= 3
                && abs((shot.bounds(of: .green, tolerance: 30)?.x.count ?? 0) - (green.x.count - 60)) <= 3
        }, "the top left photo is 60 px wider, the top right 60 px narrower")
        XCTAssertEqual(after.bounds(of: .blue, tolerance: 30)?.x.count ?? 0, blue.x.count, accuracy: 1, "the row below keeps its line")
        XCTAssertFalse(app.traceEvents.contains { $0.is(.shareStart) }, "a drag on a gap does not share")
        XCTAssertTrue(Shell.waitUntil { self.savedLayout().map { Int($0) == nil } ?? false }, "kept as a shaped layout")

        app.key("ctrl+z")
        // Read at the line's old place and 30 px right of it (red while moved): a key shows the
        // focus ring inside a photo's edge while the keyboard is in use, so no photo's width is read.
        XCTAssertNotNil(app.waitForScreen { shot in
            shot.color(gap.0, gap.1).distance(to: .gridFrame) <= 6 && shot.color(gap.0 + 30, gap.1).distance(to: .green) <= 30
        }, "one undo puts the line back")
        XCTAssertTrue(Shell.waitUntil { self.savedLayout() == "3" })
    }

    /// Split Across gives a cell an empty neighbour, which takes a photo as any slot does;
    /// Remove Cell gives a cell's room to its neighbours, and its photo waits in the list.
    func testASplitCellTakesAPhotoAndARemovedCellsPhotoWaits() throws {
        let colours: [Color] = [.red, .green, .blue, .yellow]
        let paths = colours.enumerated().map { TestPhotos.solid(files.file("\($0.offset).png"), width: 300, height: 300, color: $0.element) }
        let cyan = TestPhotos.solid(files.file("cyan.png"), width: 300, height: 300, color: .cyan)
        let app = try RunningApp(display: display, arguments: paths, home: home)
        XCTAssertNotNil(app.waitForScreen { shot in colours.allSatisfy { shot.bounds(of: $0, tolerance: 30) != nil } })

        XCTAssertEqual(app.action(.splitAcross, "3"), 0)
        XCTAssertTrue(Shell.waitUntil { self.savedLayout() == "a|b/2c|d|e" }, "a new cell beside the bottom right one: \(savedLayout() ?? "")")
        let shot = try XCTUnwrap(app.waitForScreen { ($0.bounds(of: .yellow, tolerance: 30)?.x.count ?? 0) < ($0.bounds(of: .green, tolerance: 30)?.x.count ?? 0) })
        let grid = try XCTUnwrap(shot.bounds(of: .gridFrame))
        let cell = GridGeometry(side: Double(grid.x.count), layout: try Layout(form: "a|b/2c|d|e")).frame(of: SlotID.all[4])!
        let centre = (grid.x.lowerBound + Int(cell.midX), grid.y.lowerBound + Int(cell.y + cell.height * 0.3))
        assertColor(shot.color(centre.0, centre.1), near: .white, tolerance: 10, "the new cell is empty")
        app.click(centre.0, centre.1)
        app.answerFileChooser(with: cyan)
        XCTAssertNotNil(app.waitForScreen { $0.color(centre.0, centre.1).distance(to: .cyan) < 30 }, "the new cell shows the photo chosen for it")

        XCTAssertEqual(app.action(.removeCell, "1"), 0)
        XCTAssertTrue(Shell.waitUntil { self.savedLayout() == "a/2c|d|e" }, "the top right cell is gone: \(savedLayout() ?? "")")
        XCTAssertNotNil(app.waitForScreen { $0.bounds(of: .green, tolerance: 30) == nil }, "its photo is no longer shown")
        let session = (try? String(contentsOfFile: home.file("state/instagrid/session"), encoding: .utf8)) ?? ""
        XCTAssertTrue(session.contains("\nphoto 1 \(paths[1])\n"), "but waits in the list")
        app.key("ctrl+z")
        XCTAssertNotNil(app.waitForScreen { $0.bounds(of: .green, tolerance: 30) != nil }, "undo brings the cell back with its photo")
    }

    /// A layout shaped by hand and a photo shown whole come back after a restart, and the
    /// window shows what `export` writes, pixel for pixel but along the edges.
    func testAShapedLayoutAndAWholePhotoComeBackAndExportAsShown() throws {
        let paths = [TestPhotos.quadrants(files.file("wide.png"), width: 600, height: 300),
                     TestPhotos.solid(files.file("c.png"), width: 300, height: 300, color: .cyan),
                     TestPhotos.solid(files.file("m.png"), width: 300, height: 300, color: .magenta),
                     TestPhotos.solid(files.file("k.png"), width: 300, height: 300, color: .black)]
        var app = try RunningApp(display: display, arguments: paths, home: home)
        let first = try XCTUnwrap(app.waitForScreen { shot in [Color.cyan, .magenta].allSatisfy { shot.bounds(of: $0, tolerance: 30) != nil } })
        let cyan = try XCTUnwrap(first.bounds(of: .cyan, tolerance: 30)), magenta = try XCTUnwrap(first.bounds(of: .magenta, tolerance: 30))
        // The line between the two rows, under the cyan photo: held (a plain drag there shares), then 50 px lower.
        XCTAssertTrue(app.holdAndDrag(from: (cyan.x.lowerBound + cyan.x.upperBound) / 2, (cyan.y.upperBound + magenta.y.lowerBound) / 2,
                                      by: 0, 50, heldWhen: .dividerGrabbed))
        XCTAssertTrue(app.waitForTrace(.dividerMoved), "the line between the rows moved")
        XCTAssertEqual(app.action(.wholePhoto, "0"), 0)
        let session = home.file("state/instagrid/session")
        XCTAssertTrue(Shell.waitUntil {
            let text = (try? String(contentsOfFile: session, encoding: .utf8)) ?? ""
            return text.contains(" whole-blurred\n") && self.savedLayout().map { Int($0) == nil } == true
        }, "the session keeps both")
        app.kill()

        app = try RunningApp(display: display, home: home)
        XCTAssertTrue(app.waitForTrace(.photoDrawn, count: 4), "the photos come back")
        XCTAssertNotNil(app.waitForScreen { ($0.bounds(of: .cyan, tolerance: 30)?.y.count ?? 0) > cyan.y.count + 30 },
                        "the top row is taller again")
        // Compared once the window settles on it, not on the first frame that showed the row.
        let shot = try assertSettlesOnTheExport(app, of: session, writingTo: files.file("exported.png"))
        // The wide photo is whole in its taller square cell: its four quadrants all show, over its blurred copy.
        let cell = try XCTUnwrap(shot.bounds(of: .red, tolerance: 30), "the wide photo's red quarter shows")
        XCTAssertGreaterThan(cell.x.count, cell.y.count, "the red quarter keeps the photo's wide shape")
        XCTAssertNotNil(shot.bounds(of: .yellow, tolerance: 30))
    }

    /// Keep This Layout puts a shaped layout in the gallery's Your Layouts, which survives a
    /// restart; from there it is chosen again, and Remove takes it out.
    func testAKeptLayoutSurvivesARestartAndIsChosenFromTheGallery() throws {
        let colours: [Color] = [.red, .green, .blue, .yellow]
        let paths = colours.enumerated().map { TestPhotos.solid(files.file("\($0.offset).png"), width: 300, height: 300, color: $0.element) }
        let file = home.file("data/instagrid/layouts")
        // In a block of its own: the first app and its session bus are gone before the next starts.
        do {
            let app = try RunningApp(display: display, arguments: paths, home: home)
            XCTAssertTrue(app.waitForTrace(.photoDrawn, count: 4))
            XCTAssertEqual(app.action(.splitDown, "0"), 0)
            XCTAssertTrue(Shell.waitUntil { self.savedLayout() == "(a/e)|b/c|d" }, "\(savedLayout() ?? "")")
            XCTAssertEqual(app.action(.keepLayout), 0)
            app.waitForNotice("Layout kept")
            XCTAssertTrue(Shell.waitUntil { (try? String(contentsOfFile: file, encoding: .utf8)) == "instagrid-layouts 1\n(a/e)|b/c|d\n" })
            app.key("3")
            XCTAssertTrue(Shell.waitUntil { self.savedLayout() == "3" })
            app.kill()
        }

        let app = try RunningApp(display: display, home: home)
        app.key("ctrl+l")
        XCTAssertTrue(app.waitForTrace(.galleryShown, "1 kept"), "the gallery shows the kept layout after a restart")
        // Its button: the first of the gallery's, under Your Layouts; Return takes it.
        app.key("Return")
        XCTAssertTrue(Shell.waitUntil { self.savedLayout() == "(a/e)|b/c|d" }, "chosen from the gallery: \(savedLayout() ?? "")")
        XCTAssertEqual(app.action(.forgetLayout, "'(a/e)|b/c|d'"), 0)
        XCTAssertTrue(Shell.waitUntil { (try? String(contentsOfFile: file, encoding: .utf8)) == "instagrid-layouts 1\n" }, "removed")
    }

    /// The layout travels as its written form: Ctrl+Shift+C puts it on the clipboard as
    /// text, Ctrl+Shift+V takes one from there; a wrong one changes nothing and says so.
    func testTheLayoutIsCopiedAndPastedAsItsWrittenForm() throws {
        let colours: [Color] = [.red, .green, .blue, .yellow]
        let paths = colours.enumerated().map { TestPhotos.solid(files.file("\($0.offset).png"), width: 300, height: 300, color: $0.element) }
        let app = try RunningApp(display: display, arguments: paths, home: home)
        XCTAssertTrue(app.waitForTrace(.photoDrawn, count: 4))
        app.key("ctrl+shift+c")
        XCTAssertTrue(Shell.waitUntil {
            app.selection("clipboard") == "a|b/c|d"
        }, "the four squares' form is on the clipboard")
        app.paste("2a|(b/c)/d", with: "ctrl+shift+v")
        XCTAssertTrue(Shell.waitUntil { self.savedLayout() == "2a|(b/c)/d" }, "pasted: \(savedLayout() ?? "")")
        XCTAssertNotNil(app.waitForScreen { ($0.bounds(of: .yellow, tolerance: 30)?.x.count ?? 0) > ($0.bounds(of: .red, tolerance: 30)?.x.count ?? .max) },
                        "the fourth photo spans the bottom")
        app.paste("2a|(b/c", with: "ctrl+shift+v")
        app.waitForNotice("The clipboard holds no layout")
        XCTAssertEqual(savedLayout(), "2a|(b/c)/d", "a wrong form changes nothing")
    }

    /// Weights no spacing lets hold (1000a|c: the second cell would be a sliver) are held by
    /// the floor, and the window says so once for that picture; weights that hold say nothing.
    /// (The first layout holds the two photos given in places 0 and 2, a and c.)
    func testWeightsTheFloorHoldsAreSaidInTheWindow() throws {
        let paths = [Color.red, .green].enumerated().map { TestPhotos.solid(files.file("\($0.offset).png"), width: 300, height: 300, color: $0.element) }
        let app = try RunningApp(display: display, arguments: paths, home: home)
        XCTAssertTrue(app.waitForTrace(.photoDrawn, count: 2))
        let title = "A cell is drawn larger than its weight"
        func said() -> Int { app.traceEvents.filter { $0.is(.noticeShown, title) }.count }
        app.paste("1000a|c", with: "ctrl+shift+v")
        app.waitForNotice(title)
        XCTAssertNotNil(app.waitForScreen { ($0.bounds(of: .green, tolerance: 30)?.x.count ?? 0) >= 20 },
                        "the light cell is drawn at the floor, not as a sliver")
        app.paste("3a|c", with: "ctrl+shift+v")
        XCTAssertTrue(Shell.waitUntil { self.savedLayout() == "3a|c" })
        app.paste("1000a|c", with: "ctrl+shift+v")
        XCTAssertTrue(Shell.waitUntil { said() == 2 }, "said again after weights that held: \(said())")
        // Another look of the same picture: nothing new to say.
        XCTAssertEqual(app.action(.frameColour, "'#204060'"), 0)
        XCTAssertTrue(app.waitForTrace(.actionActivated, "frame-colour"))
        XCTAssertTrue(Shell.waitUntil { SavedSession(of: app).lines.contains("frame-colour #204060") }, "the frame colour is the collage's")
        XCTAssertEqual(said(), 2, "said once for 1000a|c in the square")
    }

    /// A photo shown whole is still framed by hand: + zooms it (past the cell, it fills and
    /// crops), 0 resets it to whole again, and the session keeps it whole throughout.
    func testAWholePhotoIsStillFramedByHand() throws {
        let paths = [TestPhotos.quadrants(files.file("wide.png"), width: 600, height: 300)]
            + [Color.cyan, .magenta, .black].enumerated().map { TestPhotos.solid(files.file("\($0.offset).png"), width: 300, height: 300, color: $0.element) }
        let app = try RunningApp(display: display, arguments: paths, home: home)
        XCTAssertTrue(app.waitForTrace(.photoDrawn, count: 4))
        XCTAssertEqual(app.action(.wholePhoto, "0"), 0)
        func framing() -> String? {
            let text = (try? String(contentsOfFile: self.home.file("state/instagrid/session"), encoding: .utf8)) ?? ""
            return text.split(separator: "\n").first { $0.hasPrefix("framing 0 ") }.map(String.init)
        }
        XCTAssertTrue(Shell.waitUntil { framing() == "framing 0 1.0 0.0 0.0 0 whole-blurred" }, "\(framing() ?? "none")")
        XCTAssertEqual(app.action(.adjustFraming, "0"), 0)
        XCTAssertTrue(app.waitForTrace(.adjustStart, "0"))
        for _ in 0..<4 { app.key("plus") }
        XCTAssertTrue(app.waitForTrace(.zoomed, "0", count: 4))
        XCTAssertTrue(Shell.waitUntil { framing()?.hasPrefix("framing 0 2.44140625 ") == true && framing()?.hasSuffix(" whole-blurred") == true },
                      "zoomed, still whole: \(framing() ?? "none")")
        app.key("0")
        XCTAssertTrue(Shell.waitUntil { framing() == "framing 0 1.0 0.0 0.0 0 whole-blurred" }, "reset, whole again: \(framing() ?? "none")")
        app.key("Escape")
        XCTAssertTrue(app.waitForTrace(.adjustEnd))
    }
}
