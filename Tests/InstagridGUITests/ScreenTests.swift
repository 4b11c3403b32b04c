import Foundation
import InstagridActions
import InstagridTrace
import InstagridModel
import InstagridTestSupport
import XCTest

/// The real window under Xvfb, driven by pointer and keyboard, checked by its pixels.
final class ScreenTests: GUITestCase {
    let photos = TemporaryFolder()


    private func launch() throws -> RunningApp {
        try RunningApp(display: display)
    }

    /// The veil of the Selected marker over a white cell of a layout pictogram.
    static let selectedCell = Color(r: 149, g: 189, b: 212)

    struct Geometry {
        let grid: Rect
        /// The design's three layout buttons, then the gallery's.
        let buttons: [ClosedRange<Int>]
        let buttonsAcross: Int  // the row (portrait) or column (landscape) the buttons' top-left cells sit on
        let landscape: Bool

        func point(_ u: Double, _ v: Double) -> (Int, Int) {
            (Int(grid.x + u * grid.width), Int(grid.y + v * grid.height))
        }

        func slotCentre(_ slot: SlotID, in layout: Layout) -> (Int, Int) {
            let frame = GridGeometry(side: grid.width, layout: layout).frame(of: slot)!
            return (Int(grid.x + frame.midX), Int(grid.y + frame.midY))
        }

        /// A point in the top-left cell of layout button `index`'s pictogram.
        func buttonCell(_ index: Int) -> (Int, Int) {
            landscape ? (buttonsAcross + 15, buttons[index].lowerBound + 15) : (buttons[index].lowerBound + 15, buttonsAcross + 15)
        }

        func buttonCentre(_ index: Int) -> (Int, Int) {
            let middle = (buttons[index].lowerBound + buttons[index].upperBound) / 2
            return landscape ? (buttonsAcross + 40, middle) : (middle, buttonsAcross + 40)
        }
    }

    /// The header bar's icons, left to right: on the row above the grid where most of them show.
    private func headerButtons(_ shot: Screenshot) -> [(x: ClosedRange<Int>, y: Int)] {
        let top = shot.bounds(of: .gridFrame)?.y.lowerBound ?? shot.height
        var best: [(x: ClosedRange<Int>, y: Int)] = []
        // The window's edge (GTK's border when no compositor draws a shadow) is no icon.
        for y in 8..<min(60, top) {
            let icons = shot.runs(alongRow: y, differingFrom: .background, tolerance: 40)
                .filter { $0.lowerBound > 8 && $0.upperBound < shot.width - 8 }
            if icons.count > best.count { best = icons.map { ($0, y) } }
        }
        return best
    }

    /// Finds the grid (the frame colour's square) and the four layout buttons beside it.
    private func geometry(of shot: Screenshot, file: StaticString = #filePath, line: UInt = #line) -> Geometry? {
        guard let frame = shot.bounds(of: .gridFrame) else {
            XCTFail("no grid on screen", file: file, line: line)
            return nil
        }
        let grid = Rect(x: Double(frame.x.lowerBound), y: Double(frame.y.lowerBound),
                        width: Double(frame.x.count), height: Double(frame.y.count))
        let landscape = shot.width > shot.height
        let scan = landscape ? (frame.x.upperBound + 2)..<shot.width : (frame.y.upperBound + 2)..<shot.height
        for across in scan {
            let runs = (landscape ? shot.runs(alongColumn: across, differingFrom: .background)
                                  : shot.runs(alongRow: across, differingFrom: .background)).filter { $0.count >= 40 }
            if runs.count == 4 { return Geometry(grid: grid, buttons: runs, buttonsAcross: across, landscape: landscape) }
        }
        XCTFail("no row of four layout buttons beside the grid", file: file, line: line)
        return nil
    }

    private func assertSelected(_ index: Int, _ shot: Screenshot, _ geometry: Geometry, file: StaticString = #filePath, line: UInt = #line) {
        for button in 0..<4 {
            let (x, y) = geometry.buttonCell(button)
            assertColor(shot.color(x, y), near: button == index ? Self.selectedCell : .white, tolerance: 20,
                        "button \(button + 1)", file: file, line: line)
        }
    }

    func testOpensInPortraitWithTheDesignsLook() throws {
        let app = try launch()
        let shot = try XCTUnwrap(app.screenshot())
        XCTAssertGreaterThan(shot.height, shot.width, "portrait")
        // The header bar wears the window's blue too; the corners are GTK's border, not ours.
        assertColor(shot.color(12, 12), near: .background, tolerance: 3)
        assertColor(shot.color(shot.width - 12, shot.height - 12), near: .background, tolerance: 3)
        let layout = try XCTUnwrap(geometry(of: shot))
        XCTAssertEqual(layout.grid.width, layout.grid.height, accuracy: 2, "the grid is square")
        XCTAssertEqual(layout.grid.x, Double(shot.width) - layout.grid.x - layout.grid.width, accuracy: 2, "centred")
        XCTAssertGreaterThan(layout.grid.width, Double(shot.width) * 0.7, "as large as the window allows")
        XCTAssertGreaterThan(layout.grid.y, 80, "title, arrow and label sit above the grid")
        // Layout 1: one wide slot on top (white across the middle), two below (frame colour between them).
        let (topX, topY) = layout.point(0.5, 0.3)
        assertColor(shot.color(topX, topY), near: .white, tolerance: 3)
        let (gapX, gapY) = layout.point(0.5, 0.75)
        assertColor(shot.color(gapX, gapY), near: .gridFrame, tolerance: 3)
        // The "+" on an empty slot.
        let (plusX, plusY) = layout.slotCentre(.bottomLeft, in: Layout.numbered(1)!)
        assertColor(shot.color(plusX, plusY), near: Color(0x4E91B8), tolerance: 12)
        assertSelected(0, shot, layout)
    }

    func testLayoutButtonsAndNumberKeysSwitchTheGrid() throws {
        let app = try launch()
        let layout = try XCTUnwrap(geometry(of: XCTUnwrap(app.screenshot())))
        let (topGapX, topGapY) = layout.point(0.5, 0.3)
        let (bottomGapX, bottomGapY) = layout.point(0.5, 0.7)  // clear of the "+" at the wide slot's centre

        app.click(layout.buttonCentre(2).0, layout.buttonCentre(2).1)
        var shot = try XCTUnwrap(app.waitForScreen { $0.color(topGapX, topGapY).distance(to: .gridFrame) < 4 })
        assertColor(shot.color(bottomGapX, bottomGapY), near: .gridFrame, tolerance: 3, "four squares")
        assertSelected(2, shot, layout)

        app.key("2")
        shot = try XCTUnwrap(app.waitForScreen { $0.color(bottomGapX, bottomGapY).distance(to: .white) < 4 })
        assertColor(shot.color(topGapX, topGapY), near: .gridFrame, tolerance: 3, "two on top, one wide below")
        assertSelected(1, shot, layout)

        app.key("1")
        shot = try XCTUnwrap(app.waitForScreen { $0.color(topGapX, topGapY).distance(to: .white) < 4 })
        assertColor(shot.color(bottomGapX, bottomGapY), near: .gridFrame, tolerance: 3)
        assertSelected(0, shot, layout)
    }

    /// The fourth button opens every layout; choosing one there switches the grid and
    /// moves the Selected marker onto the gallery's button.
    func testTheGalleryOffersEveryOtherLayout() throws {
        let app = try launch()
        let layout = try XCTUnwrap(geometry(of: XCTUnwrap(app.screenshot())))
        app.click(layout.buttonCentre(3).0, layout.buttonCentre(3).1)
        XCTAssertTrue(app.waitForTrace(.galleryShown), "the gallery opens")
        // Focus starts on the gallery's first layout, two side by side.
        app.key("Return")
        let (middleX, middleY) = layout.point(0.5, 0.3)
        let (leftX, leftY) = layout.point(0.25, 0.3)
        let shot = try XCTUnwrap(app.waitForScreen { $0.color(middleX, middleY).distance(to: .gridFrame) < 4 },
                                 "a gap down the middle: two side by side")
        assertColor(shot.color(leftX, leftY), near: .white, tolerance: 3)
        assertColor(shot.color(layout.point(0.5, 0.75).0, layout.point(0.5, 0.75).1), near: .gridFrame, tolerance: 3,
                    "the gap runs the whole height")
        assertSelected(3, shot, layout)
        XCTAssertTrue(app.waitForTrace(.galleryHidden), "choosing closes the gallery")

        // By keyboard alone: Ctrl+L opens it, the arrow keys move along a row.
        app.key("ctrl+l")
        XCTAssertTrue(app.waitForTrace(.galleryShown, count: 2), "Ctrl+L opens the gallery")
        app.key("Right")
        app.key("Return")
        let (centreX, centreY) = layout.point(0.5, 0.5)
        XCTAssertNotNil(app.waitForScreen {
            $0.color(centreX, centreY).distance(to: .gridFrame) < 4 && $0.color(middleX, middleY).distance(to: .white) < 4
        }, "the next layout along, two stacked: the gap runs across the middle")
    }

    /// The looks button beside the menu: swatches, sliders and shapes, all by keyboard too.
    func testALayoutAndLooksChosenByHandAreThereAfterARestart() throws {
        let display = try display
        let home = TemporaryFolder()
        var app = try RunningApp(display: display, home: home)
        let shot = try XCTUnwrap(app.screenshot())
        let before = try XCTUnwrap(geometry(of: shot))
        // The gallery's first layout, two side by side.
        app.click(before.buttonCentre(3).0, before.buttonCentre(3).1)
        XCTAssertTrue(app.waitForTrace(.galleryShown), "the gallery opens")
        app.key("Return")
        XCTAssertTrue(app.waitForTrace(.galleryHidden), "choosing closes the gallery")
        // The looks button is the header bar's first, left of the menu button and the window's own.
        let buttons = headerButtons(shot)
        XCTAssertGreaterThanOrEqual(buttons.count, 3, "looks, menu and close at least")
        let looks = try XCTUnwrap(buttons.first)
        app.click((looks.x.lowerBound + looks.x.upperBound) / 2, looks.y)
        XCTAssertTrue(app.waitForTrace(.looksShown), "the looks popover opens")
        // Focus starts on the first swatch (the design's blue); two along is black.
        app.key("Tab")
        app.key("Tab")
        app.key("space")
        let (padX, padY) = (Int(before.grid.x) + 3, Int(before.grid.y) + 3)
        XCTAssertNotNil(app.waitForScreen { $0.color(padX, padY).distance(to: .black) < 4 }, "the frame turns black")
        // On to the spacing slider (past charcoal, paper, red and Custom…), to its end: 20 %.
        for _ in 0..<5 { app.key("Tab") }
        app.key("End")
        let session = home.file("state/instagrid/session")
        XCTAssertTrue(Shell.waitUntil {
            let saved = (try? String(contentsOfFile: session, encoding: .utf8)) ?? ""
            return saved.contains("layout 4\n") && saved.contains("frame-colour #000000") && saved.contains("spacing 20.0")
        }, "the session holds the layout and the new looks")
        // 20 % of the short side: the first photo now starts a fifth of the way in.
        let (insideX, insideY) = (Int(before.grid.x + before.grid.width * 0.12), Int(before.grid.y + before.grid.height * 0.12))
        func isWideBlackAndSideBySide(_ shot: Screenshot) -> Bool {
            shot.color(insideX, insideY).distance(to: .black) < 4
                && shot.color(before.point(0.5, 0.3).0, before.point(0.5, 0.3).1).distance(to: .black) < 4
                && shot.color(before.point(0.25, 0.3).0, before.point(0.25, 0.3).1).distance(to: .white) < 4
        }
        XCTAssertNotNil(app.waitForScreen(isWideBlackAndSideBySide), "wide black padding around two photos side by side")
        app.kill()

        app = try RunningApp(display: display, home: home, frameColour: .black)
        XCTAssertNotNil(app.waitForScreen(isWideBlackAndSideBySide), "the same layout and looks after a restart")
    }

    func testACustomFrameColourFromTheColourChooser() throws {
        let app = try launch()
        let before = try XCTUnwrap(geometry(of: XCTUnwrap(app.screenshot())))
        app.key("ctrl+shift+l")
        XCTAssertTrue(app.waitForTrace(.looksShown), "the shortcut opens the looks popover")
        // Past the six swatches to Custom….
        for _ in 0..<6 { app.key("Tab") }
        app.key("Return")
        XCTAssertTrue(Shell.waitUntil { app.findWindow("^Frame Colour$") != nil }, "the colour chooser opens")
        let dialog = try XCTUnwrap(app.findWindow("^Frame Colour$"))
        // GNOME's palette green, one of the chooser's swatches; a double-click chooses it.
        let green = Color(r: 0x26, g: 0xA2, b: 0x69)
        var swatch: (x: ClosedRange<Int>, y: ClosedRange<Int>)?
        XCTAssertTrue(Shell.waitUntil {
            swatch = app.screenshot(window: dialog)?.bounds(of: green, tolerance: 0)
            return swatch != nil
        }, "the chooser shows GNOME's green")
        guard let swatch else { return }
        app.focus(dialog)
        app.xdotool(["mousemove", "--window", dialog, "\(swatch.x.lowerBound + swatch.x.count / 2)",
                     "\(swatch.y.lowerBound + swatch.y.count / 2)", "click", "--repeat", "2", "--delay", "80", "1"])
        let (padX, padY) = (Int(before.grid.x) + 3, Int(before.grid.y) + 3)
        XCTAssertNotNil(app.waitForScreen { $0.color(padX, padY).distance(to: green) < 4 }, "the frame turns green")
        let session = app.home.file("state/instagrid/session")
        XCTAssertTrue(Shell.waitUntil {
            ((try? String(contentsOfFile: session, encoding: .utf8)) ?? "").contains("frame-colour #26A269")
        }, "the session holds the chosen colour")
    }

    /// The first file chooser opens in the user's Pictures folder (XDG_PICTURES_DIR): a
    /// name typed there alone finds the photo in it.
    func testTheFirstChooserOpensInThePicturesFolder() throws {
        let home = TemporaryFolder()
        try FileManager.default.createDirectory(atPath: home.file("Bilder"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: home.file("config"), withIntermediateDirectories: true)
        try "XDG_PICTURES_DIR=\"$HOME/Bilder\"\n".write(toFile: home.file("config/user-dirs.dirs"), atomically: true, encoding: .utf8)
        TestPhotos.solid(home.file("Bilder/strand.jpg"), width: 400, height: 300, color: .blue)
        let app = try RunningApp(display: display, home: home)
        let layout = try XCTUnwrap(geometry(of: XCTUnwrap(app.screenshot())))
        let (x, y) = layout.point(0.3, 0.2)
        app.click(x, y)
        app.answerFileChooser(with: "strand.jpg")
        XCTAssertNotNil(app.waitForScreen { $0.color(x, y).distance(to: .blue) < 30 }, "strand.jpg was found in Bilder")
    }

    func testClickingASlotChoosesReplacesAndKeepsPhotos() throws {
        let red = TestPhotos.centreBand(photos.file("wide red photo.jpg"), width: 900, height: 300, color: .red)
        let green = TestPhotos.solid(photos.file("green.png"), width: 640, height: 480, color: .green)
        let text = photos.file("notes.jpg")
        try "not a photo".write(toFile: text, atomically: true, encoding: .utf8)
        let app = try launch()
        let layout = try XCTUnwrap(geometry(of: XCTUnwrap(app.screenshot())))
        let (x, y) = layout.slotCentre(.bottomLeft, in: Layout.numbered(1)!)

        // A 3:1 photo with a red middle third: the square slot shows only red, edge to edge.
        app.click(x, y)
        app.answerFileChooser(with: red)
        let frame = GridGeometry(side: layout.grid.width, layout: Layout.numbered(1)!).frame(of: Layout.numbered(1)!.cells[1].slot)!
        let nearEdge = Int(layout.grid.x + frame.x + frame.width * 0.06)
        var shot = try XCTUnwrap(app.waitForScreen { $0.color(x, y).distance(to: .red) < 30 })
        assertColor(shot.color(nearEdge, y), near: .red, tolerance: 30, "centred crop")

        // Choosing again replaces it.
        app.click(x, y)
        app.answerFileChooser(with: green)
        shot = try XCTUnwrap(app.waitForScreen { $0.color(x, y).distance(to: .green) < 30 })

        // Cancelling changes nothing.
        app.click(x, y)
        XCTAssertTrue(Shell.waitUntil { app.findWindow("^Choose a Photo$") != nil })
        app.click(300, 150, window: app.findWindow("^Choose a Photo$")!)
        app.key("Escape")
        XCTAssertTrue(Shell.waitUntil { app.findWindow("^Choose a Photo$") == nil })
        assertColor(try XCTUnwrap(app.screenshot()).color(x, y), near: .green, tolerance: 30)

        // A file that is no image: a message naming it, and the slot keeps its photo.
        app.click(x, y)
        app.answerFileChooser(with: text)
        // A notice names the file; it asks nothing, blocks nothing, and goes away by itself.
        XCTAssertNotNil(app.waitForNotice("“notes.jpg” cannot be used"))
        XCTAssertTrue(app.waitForTrace(.noticeHidden, seconds: Double(15)), "the notice leaves by itself")
        assertColor(try XCTUnwrap(app.screenshot()).color(x, y), near: .green, tolerance: 30)

        // Photos survive layout changes, hidden or not.
        app.key("3")
        let four = Layout.numbered(3)!
        let (fx, fy) = layout.slotCentre(.bottomLeft, in: four)
        assertColor(try XCTUnwrap(app.waitForScreen { $0.color(fx, fy).distance(to: .green) < 30 }).color(fx, fy), near: .green, tolerance: 30)
        XCTAssertTrue(app.isRunning)
    }

    func testAWidePictureKeepsItsShapeInBothOrientations() throws {
        let app = try RunningApp(display: display)
        _ = AppAction.shape.activate("'16:9'", environment: app.environment)
        func isWide(_ shot: Screenshot, minimumWidth: Int) -> Bool {
            guard let picture = shot.bounds(of: .gridFrame) else { return false }
            return abs(Double(picture.x.count) / Double(picture.y.count) - 16.0 / 9) < 0.03 && picture.x.count >= minimumWidth
        }
        XCTAssertNotNil(app.waitForScreen { $0.height == 760 && isWide($0, minimumWidth: 400) }, "16:9 in the portrait window")
        app.resize(width: 900, height: 560)
        let shot = try XCTUnwrap(app.waitForScreen { shot in
            guard shot.width == 900, isWide(shot, minimumWidth: 500), let grid = shot.bounds(of: .gridFrame) else { return false }
            // The layout buttons stand beside the picture, in a column.
            let besideGrid = (grid.x.upperBound + shot.width) / 2
            return shot.runs(alongColumn: besideGrid, differingFrom: .background).filter { $0.count >= 40 }.count == 4
        }, "still 16:9, larger, with the buttons beside it in the landscape window")
        let picture = try XCTUnwrap(shot.bounds(of: .gridFrame))
        XCTAssertLessThanOrEqual(picture.y.upperBound, 560, "the whole picture is in the window")
    }

    func testOrientationFollowsTheWindowShapeBothWays() throws {
        let app = try launch()
        app.resize(width: 900, height: 560)
        var shot = try XCTUnwrap(app.waitForScreen { $0.width == 900 && $0.height == 560 })
        shot = try XCTUnwrap(app.waitForScreen { shot in
            guard let grid = shot.bounds(of: .gridFrame) else { return false }
            let besideGrid = (grid.x.upperBound + shot.width) / 2
            return shot.runs(alongColumn: besideGrid, differingFrom: .background).filter { $0.count >= 40 }.count == 4
        })
        let landscape = try XCTUnwrap(geometry(of: shot))
        XCTAssertTrue(landscape.landscape)
        XCTAssertEqual(landscape.grid.width, landscape.grid.height, accuracy: 2)
        XCTAssertGreaterThan(landscape.grid.height, 400, "the grid fills the height")
        XCTAssertGreaterThan(Double(landscape.buttonsAcross), landscape.grid.x + landscape.grid.width, "buttons right of the grid")
        assertSelected(0, shot, landscape)

        app.resize(width: 480, height: 760)
        shot = try XCTUnwrap(app.waitForScreen { shot in
            guard shot.height == 760, let grid = shot.bounds(of: .gridFrame) else { return false }
            let belowGrid = (grid.y.upperBound + shot.height) / 2
            return shot.runs(alongRow: belowGrid, differingFrom: .background).filter { $0.count >= 40 }.count == 4
        })
        let portrait = try XCTUnwrap(geometry(of: shot))
        XCTAssertFalse(portrait.landscape)
        XCTAssertGreaterThan(Double(portrait.buttonsAcross), portrait.grid.y + portrait.grid.height, "buttons below the grid")
    }
}

/// Keyboard use, and the app as one instance per session.
final class ScreenKeyboardAndInstanceTests: GUITestCase {
    let photos = TemporaryFolder()


    func testTabReachesASlotWithAVisibleFocusRingAndEnterChoosesAPhoto() throws {
        let display = try display
        let app = try RunningApp(display: display)
        let blue = TestPhotos.solid(photos.file("blue.jpg"), width: 300, height: 300, color: .blue)
        let shot = try XCTUnwrap(app.screenshot())
        let frame = try XCTUnwrap(shot.bounds(of: .gridFrame))
        let layout = Layout.numbered(1)!
        let slots = GridGeometry(side: Double(frame.x.count), layout: layout).frames.map { slot, rect in
            // The ring's inner, dark tone (2 to 4 px in): its outer white is an empty slot's own.
            (slot: slot, edge: (Int(Double(frame.x.lowerBound) + rect.x + 3), Int(Double(frame.y.lowerBound) + rect.midY)),
             centre: (Int(Double(frame.x.lowerBound) + rect.midX), Int(Double(frame.y.lowerBound) + rect.midY)))
        }
        let ring = Color(0x1E1E1E)
        let ringed = { (shot: Screenshot) in slots.filter { shot.color($0.edge.0, $0.edge.1).distance(to: ring) < 16 } }
        XCTAssertEqual(ringed(shot).count, 0, "no focus ring before the keyboard is used")

        app.key("Tab")
        let focused = try XCTUnwrap(app.waitForScreen { ringed($0).count == 1 }.map(ringed)?.first,
                                    "after Tab, one slot shows the focus ring")
        app.key("Return")
        app.answerFileChooser(with: blue)
        let after = app.waitForScreen { $0.color(focused.centre.0, focused.centre.1).distance(to: .blue) < 30 }
        assertColor(try XCTUnwrap(after).color(focused.centre.0, focused.centre.1), near: .blue, tolerance: 30,
                    "the photo went to the focused slot")
    }

    func testASecondLaunchRaisesTheFirstWindowInsteadOfOpeningAnother() throws {
        let display = try display
        let app = try RunningApp(display: display)
        let second = try InstagridProcess.run([], environment: app.environment, timeout: 10)
        XCTAssertEqual(second.status, 0, second.stderr)
        let windows = Shell.run(["xdotool", "search", "--onlyvisible", "--name", "^Instagrid$"], environment: ["DISPLAY": display.name])
        XCTAssertEqual(windows.output.split(separator: "\n").count, 1, "one window for the session")
        XCTAssertTrue(app.isRunning)
    }
}

/// Scripts reach the same actions as the buttons, over D-Bus.
final class ScreenActionTests: GUITestCase {


    func testGApplicationActionSwitchesTheLayout() throws {
        let display = try display
        let app = try RunningApp(display: display)
        let frame = try XCTUnwrap(app.screenshot()?.bounds(of: .gridFrame))
        let topGap = (frame.x.lowerBound + frame.x.count / 2, frame.y.lowerBound + frame.y.count * 3 / 10)
        assertColor(try XCTUnwrap(app.screenshot()).color(topGap.0, topGap.1), near: .white, tolerance: 3, "layout 1")
        let result = AppAction.layout.activate("3", environment: app.environment)
        XCTAssertEqual(result.status, 0)
        let shot = app.waitForScreen { $0.color(topGap.0, topGap.1).distance(to: .gridFrame) < 4 }
        assertColor(try XCTUnwrap(shot).color(topGap.0, topGap.1), near: .gridFrame, tolerance: 3, "layout 3 by D-Bus")
    }

    /// Shape and looks are actions too: a script turns the picture wide and orange with
    /// no rounding, the window follows at once, and a restart brings it all back.
    func testShapeAndLooksActionsChangeThePictureAndAreRestored() throws {
        let display = try display
        let home = TemporaryFolder()
        var app = try RunningApp(display: display, home: home)
        let orange = Color(r: 0xFF, g: 0x88, b: 0x00)
        for (action, value) in [(AppAction.shape, "'16:9'"), (.frameColour, "'#FF8800'"), (.spacing, "8.0"), (.cornerRadius, "0.0"),
                                (.layout, "24")] {
            let result = action.activate(value, environment: app.environment)
            XCTAssertEqual(result.status, 0, "\(action.rawValue) \(value)")
        }
        func isWideAndOrange(_ shot: Screenshot) -> Bool {
            guard let picture = shot.bounds(of: orange, tolerance: 10) else { return false }
            return abs(Double(picture.x.count) / Double(picture.y.count) - 16.0 / 9) < 0.03
        }
        // Layout 24 is three by three: the gap between the first two columns is orange.
        func hasThreeColumns(_ shot: Screenshot) -> Bool {
            guard let picture = shot.bounds(of: orange, tolerance: 10) else { return false }
            let gapX = picture.x.lowerBound + Int(Double(picture.x.count) / 3)
            return shot.color(gapX, picture.y.lowerBound + picture.y.count / 6).distance(to: orange) <= 10
        }
        XCTAssertNotNil(app.waitForScreen { isWideAndOrange($0) && hasThreeColumns($0) }, "the picture turns 16:9, orange and 3x3")
        // Out of bounds: refused, nothing changes.
        _ = AppAction.spacing.activate("80.0", environment: app.environment)
        _ = AppAction.shape.activate("'2:1'", environment: app.environment)
        let session = home.file("state/instagrid/session")
        XCTAssertTrue(Shell.waitUntil {
            // The collage as it is: the lines before its history, whose steps hold older looks.
            let saved = ((try? String(contentsOfFile: session, encoding: .utf8)) ?? "").split(separator: "\n")
                .prefix { !$0.hasPrefix("undo ") && !$0.hasPrefix("redo ") }
            return ["layout 24", "shape 16:9", "frame-colour #FF8800", "spacing 8.0", "corner-radius 0.0"].allSatisfy { saved.contains(Substring($0)) }
        }, "the session holds the new looks: \(SavedSession(of: app).lines)")
        app.kill()

        app = try RunningApp(display: display, home: home, frameColour: orange)
        XCTAssertNotNil(app.waitForScreen(isWideAndOrange), "restored wide and orange")
        XCTAssertTrue(app.isRunning)
    }
}
