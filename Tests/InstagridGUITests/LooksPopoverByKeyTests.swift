import Foundation
import InstagridTestSupport
import InstagridTrace
import XCTest

/// Every control of the looks popover by the keyboard alone (#46), as a person without a
/// mouse goes: Ctrl+Shift+L, the rows of swatches, gradients, shapes and papers by arrows and
/// Space, the sliders by Tab and arrows, the slides' list by Return and arrows, each labelled
/// button by Alt and its mnemonic. Each runs its action.
final class LooksPopoverByKeyTests: GUITestCase {
    let files = TemporaryFolder()
    let home = TemporaryFolder()

    func testEveryControlOfTheLooksPopoverByItsKeys() throws {
        let app = try launchWithThreePhotos(files: files, home: home)
        func runs(_ action: String) -> Int { app.traceEvents.filter { $0.is(.actionActivated, action) }.count }
        func session() -> [String] { SavedSession(of: app).lines }
        var shown = 0
        /// Opens the popover; the keyboard starts on its first swatch, each time.
        func open(file: StaticString = #filePath, line: UInt = #line) {
            shown += 1
            app.key("ctrl+shift+l")
            XCTAssertTrue(app.waitForTrace(.looksShown, count: shown), "Ctrl+Shift+L opens the looks popover", file: file, line: line)
        }
        /// Closes the popover and opens it again: the keyboard back at the top, wherever a
        /// mnemonic left it.
        func reopen(file: StaticString = #filePath, line: UInt = #line) {
            let hidden = app.traceEvents.filter { $0.is(.looksHidden) }.count
            app.key("Escape")
            XCTAssertTrue(app.waitForTrace(.looksHidden, count: hidden + 1), "Escape closes the popover", file: file, line: line)
            open(file: file, line: line)
        }
        /// Presses `keys` and waits for `action` to run once more.
        func press(_ keys: String..., runs action: String, file: StaticString = #filePath, line: UInt = #line) {
            let before = runs(action)
            app.key(keys)
            XCTAssertTrue(Shell.waitUntil { runs(action) > before }, "\(keys.joined(separator: " ")) runs \(action)", file: file, line: line)
        }
        /// Presses the mnemonic of a button that opens a dialog, and closes the dialog.
        func dialog(_ keys: String, runs action: String, file: StaticString = #filePath, line: UInt = #line) {
            let windows = app.windows
            press(keys, runs: action, file: file, line: line)
            app.closeWithEscape(windowBesides: windows, file: file, line: line)
        }

        // The frame colours, one after the other by Right, each taken by Space; then Custom….
        open()
        for (index, hex) in ["#106698", "#FFFFFF", "#000000", "#2E3436", "#F6F5F0", "#C01C28"].enumerated() {
            if index > 0 { app.key("Right") }
            press("space", runs: "frame-colour")
            XCTAssertTrue(Shell.waitUntil { session().contains("frame-colour \(hex)") }, "swatch \(index) makes the frame \(hex)")
        }
        app.key("Right")
        dialog("Return", runs: "choose-frame-colour")
        XCTAssertTrue(app.waitForTrace(.looksHidden), "the colour dialog closed the popover first")

        // The sliders: Tab past the swatches and Custom…, then an arrow each.
        open()
        for _ in 0..<7 { app.key("Tab") }
        press("Right", runs: "spacing")
        app.key("Tab")
        press("Right", runs: "corner-radius")

        // The backgrounds by their mnemonics; the photo's blur once there is one to blur.
        press("alt+n", runs: "background::none")
        press("alt+f", runs: "background::frame")
        press("alt+p", runs: "background::photo")
        app.answerFileChooser(with: files.file("p0.png"))
        XCTAssertTrue(Shell.waitUntil { session().contains { $0.hasPrefix("background image ") } }, "the photo is the background: \(session())")
        open()
        press("alt+b", runs: "background::blurred")
        // The first gradient lies under the background's first button, nine Tabs from the top.
        reopen()
        for _ in 0..<9 { app.key("Tab") }
        app.key("Down")
        press("space", runs: "background('")
        press("alt+t", runs: "background('")
        XCTAssertTrue(Shell.waitUntil { session().contains { $0.hasPrefix("background gradient") && $0.contains("225") } },
                      "Turn turns the gradient an eighth: \(session().filter { $0.hasPrefix("background") })")

        // The words' font and colour (dialogs), and back to each kind's own.
        dialog("alt+o", runs: "choose-words-font")
        open()
        dialog("alt+l", runs: "choose-words-colour")
        open()
        press("alt+d", runs: "words-look::default")
        reopen()

        // The shapes' row under the gradients' and the words' buttons, by Right; Story Bands
        // beside a story's.
        for _ in 0..<9 { app.key("Tab") }
        app.key("Down", "Down", "Down")
        for shape in ["4:5", "9:16", "16:9", "3:2"] { press("Right", "space", runs: "shape('\(shape)')") }
        press("Left", "Left", "Left", "Left", "space", runs: "shape('1:1')")
        press("Right", "Right", "space", runs: "shape('9:16')")
        press("alt+s", runs: "story-bands")

        // The slides' list before Story Bands (its mnemonic took the keyboard there): Return
        // opens it, Down and Return pick 2 slides.
        app.key("shift+Tab", "Return")
        press("Down", "Return", runs: "slides(2)")
        XCTAssertTrue(Shell.waitUntil { session().contains("slides 2") }, "two slides: \(session())")

        // The papers after Story Bands (its mnemonic again, the bands back on): A4 upright,
        // Letter beside it, and Letter turned below.
        press("alt+s", runs: "story-bands")
        press("Tab", "space", runs: "shape::a4")
        press("Right", "space", runs: "shape::letter")
        press("Down", "space", runs: "shape::letter-landscape")
    }
}
