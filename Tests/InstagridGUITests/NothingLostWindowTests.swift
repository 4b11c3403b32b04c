import Foundation
import InstagridActions
import InstagridTestSupport
import InstagridTrace
import XCTest

/// What a person gives the window is never lost, and what it tells them is true.
final class NothingLostWindowTests: GUITestCase {
    let files = TemporaryFolder()
    let home = TemporaryFolder()

    private var session: String { (try? String(contentsOfFile: home.file("state/instagrid/session"), encoding: .utf8)) ?? "" }

    /// A script's drop on a place the layout hides (layout 1 shows places 0, 2 and 3): the
    /// photo waits there, as the notice says, and a layout that shows the place shows it.
    func testAPhotoDroppedOnAPlaceTheLayoutHidesWaitsThere() throws {
        let photos = [Color.red, .green, .blue].enumerated().map {
            TestPhotos.solid(files.file("p\($0.offset).png"), width: 400, height: 300, color: $0.element)
        }
        let app = try RunningApp(display: display, arguments: photos, home: home)
        XCTAssertTrue(app.waitForTrace(.photoDrawn, count: 3), "the photos are drawn")
        let yellow = TestPhotos.solid(files.file("yellow.png"), width: 400, height: 300, color: .yellow)
        XCTAssertEqual(app.action(.dropPhotos, "(1, [b'\(yellow)'])"), 0)
        app.waitForNotice("A photo waits for a layout with more cells")
        XCTAssertTrue(Shell.waitUntil { self.session.contains("\nphoto 1 \(yellow)\n") }, "it waits in place 1: \(session)")
        XCTAssertFalse(app.traceEvents.contains { $0.is(.noticeShown, "A collage holds nine photos") }, "nothing was left out")
        app.key("3")
        XCTAssertNotNil(app.waitForScreen { $0.bounds(of: .yellow, tolerance: 30) != nil }, "the four squares show it")
    }
}
