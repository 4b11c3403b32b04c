import Foundation
import InstagridTestSupport
import InstagridTrace
import XCTest

/// Every control of the looks popover, clicked where it is drawn (#46): the frame colours
/// (found by their colour), Custom…, the two sliders, the backgrounds (a photo and its blur,
/// a gradient and its turn, none, the frame colour), the words' font, colour and default,
/// the shapes with Story Bands, the slides' list and the papers. Each runs its action.
final class LooksPopoverByClickTests: GUITestCase {
    let files = TemporaryFolder()
    let home = TemporaryFolder()

    func testEveryControlOfTheLooksPopoverByAClick() throws {
        let app = try launchWithThreePhotos(files: files, home: home)
        var popover = try app.clickHeaderButton(fromRight: 5, "the looks popover")
        func reopen() throws {
            if !app.windows.contains(popover) { popover = try app.clickHeaderButton(fromRight: 5, "the looks popover") }
        }
        func runs(_ action: String) -> Int { app.traceEvents.filter { $0.is(.actionActivated, action) }.count }
        /// Clicks the words `entry` (the `occurrence`th from the top) and waits for `action` to run.
        func click(_ entry: String, occurrence: Int = 1, runs action: String, file: StaticString = #filePath, line: UInt = #line) throws {
            try reopen()
            let before = runs(action)
            XCTAssertTrue(app.clickEntry(entry, in: popover, wholeRow: false, occurrence: occurrence),
                          "“\(entry)” is read in the popover: \(app.words(in: popover).map(\.text))", file: file, line: line)
            XCTAssertTrue(Shell.waitUntil { runs(action) > before }, "“\(entry)” runs \(action)", file: file, line: line)
        }
        func session() -> [String] { SavedSession(of: app).lines }

        // The frame colours: the red swatch (a colour of its own) gives the row, the design's blue
        // the first; six swatches, evenly apart.
        // The popover's window is mapped a moment before it is drawn.
        let shot = try XCTUnwrap(Screenshot.wait(seconds: 10, taking: { app.screenshot(window: popover) }) {
            $0.bounds(of: Color(0xC01C28), tolerance: 8) != nil
        }, "the popover shows its red swatch")
        let red = try XCTUnwrap(shot.bounds(of: Color(0xC01C28), tolerance: 8))
        let blue = try XCTUnwrap(shot.bounds(of: Color(0x106698), tolerance: 8, in: (0..<shot.width, red.y.lowerBound..<red.y.upperBound + 1)),
                                 "the design's blue swatch, in the red one's row")
        let pitch = Double((red.x.lowerBound + red.x.upperBound) - (blue.x.lowerBound + blue.x.upperBound)) / 2 / 5
        let swatchY = (red.y.lowerBound + red.y.upperBound) / 2
        for (index, hex) in ["#FFFFFF", "#000000", "#2E3436", "#F6F5F0", "#C01C28", "#106698"].enumerated() {
            let swatch = (index + 1) % 6
            let before = runs("frame-colour")
            app.click(Int((Double(blue.x.lowerBound + blue.x.upperBound) / 2 + Double(swatch) * pitch).rounded()), swatchY, window: popover)
            XCTAssertTrue(Shell.waitUntil { runs("frame-colour") > before && session().contains("frame-colour \(hex)") },
                          "swatch \(swatch) makes the frame \(hex): \(session().filter { $0.hasPrefix("frame-colour") })")
            XCTAssertTrue(app.windows.contains(popover), "the popover stays open")
        }
        var windows = app.windows
        try click("Custom", runs: "choose-frame-colour")
        app.closeWithEscape(windowBesides: windows)

        // The sliders: a click on the trough, between a slider's heading and the next.
        for (heading, next, action) in [("Spacing", "Corners", "spacing"), ("Corners", "Background", "corner-radius")] {
            try reopen()
            let words = app.words(in: popover)
            let top = try XCTUnwrap(words.first { $0.text == heading }, "the heading \(heading)")
            let bottom = try XCTUnwrap(words.first { $0.text == next }, "the heading \(next)")
            let before = runs(action)
            app.click(top.x + 120, (top.y + bottom.y) / 2, window: popover)
            XCTAssertTrue(Shell.waitUntil { runs(action) > before }, "a click on the \(heading) slider runs \(action)")
        }

        // Backgrounds: none, the frame colour (the second “Frame Colour”), a photo and its blur.
        // (A detailed name quotes a target only where it is not a plain word: background::none, shape('4:5').)
        try click("None", runs: "background::none")
        try click("Frame Colour", occurrence: 2, runs: "background::frame")
        windows = app.windows
        try click("Photo", runs: "background::photo")
        app.answerFileChooser(with: files.file("p0.png"))
        XCTAssertTrue(Shell.waitUntil { session().contains { $0.hasPrefix("background image ") } }, "the photo is the background: \(session())")
        try click("Blurred", runs: "background::blurred")
        // The gradients' row starts where the swatches' does, its buttons as far apart: the first,
        // then its turn.
        try reopen()
        let rows = app.words(in: popover)
        let none = try XCTUnwrap(rows.first { $0.text == "None" }), wordsHeading = try XCTUnwrap(rows.first { $0.text == "Words" })
        let gradientsBefore = runs("background('")
        app.click((blue.x.lowerBound + blue.x.upperBound) / 2, (none.y + wordsHeading.y) / 2, window: popover)
        XCTAssertTrue(Shell.waitUntil { runs("background('") > gradientsBefore }, "the first gradient is the background")
        try click("Turn", runs: "background('")

        // The words' look: a font and a colour for all of them (dialogs), and back to each kind's own.
        for (entry, occurrence, action) in [("Font", 1, "choose-words-font"), ("Colour", 3, "choose-words-colour")] {
            windows = app.windows
            try click(entry, occurrence: occurrence, runs: action)
            app.closeWithEscape(windowBesides: windows)
        }
        try click("Default", runs: "words-look::default")

        // Shapes, Story Bands beside a story's, the slides' list, and the papers (upright, then turned).
        for shape in ["4:5", "16:9", "9:16"] { try click(shape, runs: "shape('\(shape)')") }
        try click("Story Bands", runs: "story-bands")
        // 1:1 and 3:2 read as other marks: they are clicked where they lie, one button's
        // step before 4:5 and after 16:9.
        let shapes = app.words(in: popover)
        let portrait = try XCTUnwrap(shapes.first { $0.text == "4:5" }), story = try XCTUnwrap(shapes.first { $0.text == "9:16" })
        let widescreen = try XCTUnwrap(shapes.first { $0.text == "16:9" })
        for (x, shape) in [(widescreen.x + (widescreen.x - story.x), "3:2"), (portrait.x - (story.x - portrait.x), "1:1")] {
            let before = runs("shape('\(shape)')")
            app.click(x, portrait.y, window: popover)
            XCTAssertTrue(Shell.waitUntil { runs("shape('\(shape)')") > before }, "a click beside the others runs shape \(shape)")
        }
        windows = app.windows
        try reopen()
        XCTAssertTrue(app.clickEntry("One picture", in: popover, wholeRow: false), "the slides' list reads One picture")
        let list = try XCTUnwrap(app.waitForWindow(besides: windows), "the slides' list opens")
        XCTAssertTrue(app.clickEntry("3 slides", in: list))
        XCTAssertTrue(Shell.waitUntil { runs("slides(3)") == 1 }, "3 slides is chosen")
        try click("A4", runs: "shape::a4")
        try click("Letter", occurrence: 2, runs: "shape::letter-landscape")
    }
}
