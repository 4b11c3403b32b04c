import Foundation
import InstagridTestSupport
import InstagridTrace
import XCTest

/// The share dialog's ways, each by a click where it is drawn (and Copy by its mnemonic):
/// Cancel, Copy to Clipboard, Open With…, the size's and the quality's lists, Save As….
final class ShareDialogByClickTests: GUITestCase {
    let files = TemporaryFolder()
    let home = TemporaryFolder()

    func testEveryWayOfTheShareDialogByAClick() throws {
        let app = try launchWithThreePhotos(files: files, home: home)
        var shares = 0
        func openShare() throws -> String {
            shares += 1
            app.focus(app.windowID)
            app.key("ctrl+s")
            XCTAssertTrue(app.waitForTrace(.shareDialogMapped, count: shares, seconds: 30), "Ctrl+S shows the share dialog")
            return try XCTUnwrap(app.findWindow("^Share$"))
        }
        func landed(_ what: String) {
            XCTAssertTrue(app.waitForTrace(.gridLanded, count: shares), "\(what): the dialog closes, the grid comes back")
        }
        func clipboardHoldsAPicture() -> Bool {
            Shell.waitUntil {
                app.selection("clipboard", as: "TARGETS").contains("image/png")
            }
        }
        XCTAssertTrue(app.clickEntry("Cancel", in: try openShare()))
        landed("Cancel")
        XCTAssertTrue(app.clickEntry("Copy to Clipboard", in: try openShare(), wholeRow: false))
        landed("Copy to Clipboard")
        XCTAssertTrue(clipboardHoldsAPicture(), "the picture is on the clipboard")
        // Its mnemonic, after the clipboard is emptied.
        app.paste("nothing yet", with: "shift")
        _ = try openShare()
        app.key("alt+c")
        landed("Alt+C")
        XCTAssertTrue(clipboardHoldsAPicture(), "Alt+C copies the picture")

        let share = try openShare()
        var windows = app.windows
        XCTAssertTrue(app.clickEntry("Open With", in: share, wholeRow: false))
        let chooser = try XCTUnwrap(app.waitForWindow(besides: windows), "Open With… opens the application chooser")
        app.click(5, 5, window: chooser)
        app.key("Escape")
        XCTAssertTrue(Shell.waitUntil { !app.windows.contains(chooser) }, "Escape closes the chooser, the dialog stays")
        // The size's list, from the rendered size to another; the quality's alike.
        for (shown, chosen) in [("2048 × 2048 px", "1024 × 1024 px"), ("High quality", "Best quality")] {
            windows = app.windows
            XCTAssertTrue(app.clickEntry(shown, in: share, wholeRow: false), "the list shows \(shown): \(app.words(in: share).map(\.text))")
            let list = try XCTUnwrap(app.waitForWindow(besides: windows), "a click opens the list of \(shown)")
            XCTAssertTrue(app.clickEntry(chosen, in: list), "\(chosen) is in the list")
            XCTAssertTrue(Shell.waitUntil { !app.windows.contains(list) }, "choosing closes the list")
            XCTAssertTrue(Shell.waitUntil { app.words(in: share).contains { $0.text == chosen.split(separator: " ")[0].description } },
                          "the dialog shows \(chosen)")
        }
        XCTAssertTrue(app.clickEntry("Save As", in: share, wholeRow: false), "Save As… beside the lists")
        // Where a click went unanswered (once, Debian 13): in GTK's input or in the action.
        XCTAssertTrue(app.waitForTrace(.actionActivated, "share.save"), "the click reaches Save As…")
        let saved = files.file("saved.jpg")
        app.answerSaveChooser(with: saved)
        landed("Save As")
        XCTAssertTrue(Shell.waitUntil { DecodedFile(path: saved) != nil }, "the picture is saved")
        XCTAssertEqual(DecodedFile(path: saved)?.width, 1024, "at the size chosen in the list")
    }

    /// A script reaches the dialog's ways as it reaches the application's actions: they are
    /// published on the session bus at the application's path and /share, listed there, and
    /// Copy activated there copies the picture and closes the dialog.
    func testAScriptReachesTheDialogsWaysOnTheSessionBus() throws {
        let app = try launchWithThreePhotos(files: files, home: home)
        func call(_ method: String, _ arguments: [String]) -> (status: Int32, output: String) {
            Shell.run(["gdbus", "call", "--session", "--dest", "io.github.instagrid.Instagrid",
                       "--object-path", "/io/github/instagrid/Instagrid/share", "--method", "org.gtk.Actions.\(method)"] + arguments,
                      environment: app.environment)
        }
        let listed = call("List", [])
        XCTAssertEqual(listed.status, 0, listed.output)
        for way in ["save", "copy", "email", "open-with", "send-to-device", "cancel"] {
            XCTAssertTrue(listed.output.contains("'\(way)'"), "\(way) is listed: \(listed.output)")
        }
        app.focus(app.windowID)
        app.key("ctrl+s")
        XCTAssertTrue(app.waitForTrace(.shareDialogMapped, seconds: 30), "Ctrl+S shows the share dialog")
        let copied = call("Activate", ["copy", "[]", "{}"])
        XCTAssertEqual(copied.status, 0, copied.output)
        XCTAssertTrue(app.waitForTrace(.gridLanded), "the dialog closes, the grid comes back")
        XCTAssertTrue(Shell.waitUntil { app.selection("clipboard", as: "TARGETS").contains("image/png") }, "the picture is on the clipboard")
    }
}
