import Foundation
import InstagridTrace
import InstagridTestSupport
import XCTest

/// Print… through GTK's own print dialog, printing to a file as a person without a
/// printer would.
final class PrintTests: GUITestCase {
    let files = TemporaryFolder()

    func testPrintingToAFileGivesOnePageWithEachPhotoAt300Dpi() throws {
        let photos = (0..<4).map { TestPhotos.quadrants(files.file("large \($0).jpg"), width: 2400, height: 1800) }
        let app = try RunningApp(display: display, arguments: photos)
        XCTAssertTrue(app.waitForTrace(.photoDrawn, count: 4))
        app.key("ctrl+p")
        XCTAssertTrue(Shell.waitUntil { app.findWindow("^Print$") != nil }, "GTK's print dialog opens")
        let dialog = try XCTUnwrap(app.findWindow("^Print$"))
        // The printer list is next after the tabs; its only printer here, Print to File (it
        // writes ~/output.pdf), is listed once GTK's print backends have answered. Down picks
        // it, as a person would once they see it: the row then wears the selection's blue.
        app.focus(dialog)
        app.key("Tab")
        XCTAssertTrue(Shell.waitUntil(seconds: 20) {
            app.key("Down")
            return app.screenshot(window: dialog)?.bounds(of: Color(0x3584E4), tolerance: 40).map { $0.x.count > 200 } ?? false
        }, "Print to File is listed and chosen")
        app.key("alt+p")
        XCTAssertTrue(app.waitForTrace(.printed), "the page is drawn")
        let pdf = app.home.file("output.pdf")
        XCTAssertTrue(Shell.waitUntil { Shell.run(["pdfinfo", pdf]).output.contains("Pages:           1") }, "one page is written")
        let images = Shell.run(["pdfimages", "-list", pdf]).output.split(separator: "\n").dropFirst(2)
            .map { $0.split(separator: " ", omittingEmptySubsequences: true) }
        XCTAssertEqual(images.count, 4, "one image a slot")
        for image in images { XCTAssertEqual(Int(image[12]), 300, "each photo at 300 dpi: \(image)") }
    }

    func testAnIncompleteGridIsNotPrinted() throws {
        let app = try RunningApp(display: display, arguments: [TestPhotos.solid(files.file("one.jpg"), width: 400, height: 300, color: .red)])
        app.key("ctrl+p")
        XCTAssertTrue(Shell.waitUntil { app.findWindow("complete the grid before printing") != nil }, "a clear alert")
        XCTAssertNil(app.findWindow("^Print$"))
    }
}
