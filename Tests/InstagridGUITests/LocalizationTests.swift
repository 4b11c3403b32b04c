import Foundation
import InstagridTestSupport
import XCTest

/// A French user (LANG=fr_FR.UTF-8): the window, its alerts and its dialogs speak French.
final class LocalizationTests: GUITestCase {
    let files = TemporaryFolder()


    func testFrenchEverywhere() throws {
        let display = try display
        let photo = TestPhotos.solid(files.file("rouge.jpg"), width: 300, height: 300, color: .red)
        let app = try RunningApp(display: display, arguments: [photo], environment: ["LANG": "fr_FR.UTF-8"])
        // The alert for an incomplete grid.
        app.key("ctrl+s")
        XCTAssertTrue(Shell.waitUntil { app.findWindow("^Vous devez compléter la grille avant de partager$") != nil },
                      "the alert is in French")
        let alert = try XCTUnwrap(app.findWindow("compléter la grille"))
        app.click(20, 20, window: alert)
        app.key("Return")
        XCTAssertTrue(Shell.waitUntil { app.findWindow("compléter la grille") == nil })
        // The file chooser's title.
        app.key("3")
        let frame = try XCTUnwrap(app.screenshot()?.bounds(of: .gridFrame))
        app.click(frame.x.upperBound - 30, frame.y.upperBound - 30)
        XCTAssertTrue(Shell.waitUntil { app.findWindow("^Choisir une photo$") != nil }, "the chooser is in French")
        let chooser = try XCTUnwrap(app.findWindow("^Choisir une photo$"))
        app.click(5, 5, window: chooser)
        app.key("Escape")
        XCTAssertTrue(Shell.waitUntil { app.findWindow("^Choisir une photo$") == nil })
        // A file that is no image: the message too.
        let text = files.file("notes.jpg")
        try "pas une photo".write(toFile: text, atomically: true, encoding: .utf8)
        app.click(frame.x.upperBound - 30, frame.y.upperBound - 30)
        app.answerFileChooser(with: text, title: "^Choisir une photo$")
        XCTAssertNotNil(app.waitForNotice("« notes.jpg » ne peut pas être utilisé"), "the notice names the file, in French")
    }
}
