import Foundation
import InstagridTestSupport
import InstagridTrace
import XCTest

/// A window nobody touches draws nothing: GTK lays it out and paints it only when something
/// changed. (Placing the words' handles anew at each allocation laid a grid with words out
/// again at every frame, 60 times a second for as long as the window was open, on GTK 4.18.)
final class StillWindowTests: GUITestCase {
    let files = TemporaryFolder()

    func testAStillWindowWithWordsStopsDrawingAfterAResize() throws {
        let photos = [Color.red, .green, .blue].enumerated().map {
            TestPhotos.solid(files.file("p\($0.offset).png"), width: 400, height: 300, color: $0.element)
        }
        let app = try RunningApp(display: display, arguments: photos)
        XCTAssertTrue(app.waitForTrace(.photoDrawn, count: 3))
        app.action(.addText, "'Grenoble'")
        app.action(.addText, "'Plage du Prado'")
        XCTAssertTrue(app.waitForTrace(.actionActivated, "add-text", count: 2))
        app.resize(width: 700, height: 600)
        func frames() -> Int { app.traceEvents.filter { $0.is(.frame) }.count }
        // Still: two seconds without a frame, which must come within half a minute.
        XCTAssertTrue(Shell.waitUntil(seconds: 30) {
            let before = frames()
            Thread.sleep(forTimeInterval: 2)
            return frames() == before
        }, "the window stops drawing once nothing changes (\(frames()) frames)")
    }
}
