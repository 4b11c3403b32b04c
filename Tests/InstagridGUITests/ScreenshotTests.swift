import Foundation
import InstagridTestSupport
import XCTest

/// The tests read the window through `xwd`'s dump of X's own pixels (`WindowDump`), not
/// through a picture file: the dump must read what ImageMagick reads of the same window.
final class ScreenshotTests: GUITestCase {
    func testAWindowsDumpReadsAsImageMagicksPictureOfIt() throws {
        let files = TemporaryFolder()
        let photos = [TestPhotos.noise(files.file("noise.jpg"), width: 600, height: 400, seed: 3),
                      TestPhotos.solid(files.file("red.png"), width: 300, height: 300, color: .red)]
        let app = try RunningApp(display: display, arguments: photos)
        XCTAssertNotNil(app.waitForScreen { $0.bounds(of: .red, tolerance: 30) != nil }, "the photos are drawn")
        // A still window: the same dump before and after ImageMagick's picture.
        let picture = app.home.file("window.png")
        var before: Screenshot?, after: Screenshot?
        XCTAssertTrue(Shell.waitUntil {
            before = app.screenshot()
            let taken = Shell.run(["import", "-window", app.windowID, picture], environment: ["DISPLAY": app.display.name]).status == 0
            after = app.screenshot()
            guard taken, let before, let after else { return false }
            return before.image.differingPixels(from: after.image) == 0
        }, "the window stands still")
        let read = try XCTUnwrap(DecodedFile(path: picture))
        let dumped = try XCTUnwrap(after)
        XCTAssertEqual(dumped.width, read.width)
        XCTAssertEqual(dumped.height, read.height)
        XCTAssertEqual(dumped.image.differingPixels(from: read), 0, "the dump and ImageMagick's picture differ")
    }
}
