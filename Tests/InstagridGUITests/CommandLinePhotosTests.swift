import Foundation
import InstagridTrace
import InstagridModel
import InstagridTestSupport
import XCTest

/// `instagrid PHOTO…`: every photo given gets a cell, in a layout that holds them all; past
/// nine, a notice names those left out.
final class CommandLinePhotosTests: GUITestCase {
    let photos = TemporaryFolder()
    let colours: [Color] = [.red, .green, .blue, .yellow, .magenta, .cyan, .black, Color(0xFF8000), Color(0x8000FF), Color(0x808080)]

    private func solidPhotos(_ count: Int) -> [String] {
        colours.prefix(count).enumerated().map { index, colour in
            TestPhotos.solid(photos.file("photo \(index).jpg"), width: 200, height: 200, color: colour)
        }
    }

    /// Whether the grid shows `layout` with `expected` in its cells, in reading order.
    private func shows(_ layout: Layout, _ expected: [Color]) -> (Screenshot) -> Bool {
        { shot in
            guard let grid = shot.bounds(of: .gridFrame) else { return false }
            let frames = GridGeometry(side: Double(grid.x.count), layout: layout).frames
            return frames.count == expected.count && zip(frames, expected).allSatisfy { cell, colour in
                let rect = cell.frame
                return [(0.3, 0.3), (0.7, 0.7)].allSatisfy { fx, fy in
                    shot.color(grid.x.lowerBound + Int(rect.x + rect.width * fx),
                               grid.y.lowerBound + Int(rect.y + rect.height * fy)).distance(to: colour) < 30
                }
            }
        }
    }

    private func savedLayout(_ app: RunningApp) -> String? {
        let session = (try? String(contentsOfFile: app.home.file("state/instagrid/session"), encoding: .utf8)) ?? ""
        return session.split(separator: "\n").first { $0.hasPrefix("layout ") }.map(String.init)
    }

    /// Six photos opened four squares and lost two, without a word.
    func testSixPhotosOpenALayoutOfSix() throws {
        let app = try RunningApp(display: display, arguments: solidPhotos(6))
        let six = Layout.holding(6, current: .default)
        XCTAssertEqual(six.cells.count, 6)
        XCTAssertNotNil(app.waitForScreen(shows(six, Array(colours.prefix(6)))), "all six photos are shown")
        XCTAssertTrue(Shell.waitUntil { self.savedLayout(app) == "layout \(six.id)" }, "the session holds layout \(six.id)")
        XCTAssertFalse(app.traceEvents.contains { $0.is(.noticeShown) }, "nothing was left out")
    }

    func testPhotosPastNineAreNamedInANotice() throws {
        let app = try RunningApp(display: display, arguments: solidPhotos(10))
        let nine = try XCTUnwrap(Layout.all.first { $0.cells.count == 9 })
        app.waitForNotice("A collage holds nine photos: 1 left out")
        XCTAssertNotNil(app.waitForScreen(shows(nine, Array(colours.prefix(9)))), "the first nine photos are shown")
    }

    /// A restored two-photo layout lost the third photo given.
    func testThreePhotosLeaveARestoredTwoPhotoLayout() throws {
        let home = TemporaryFolder()
        let state = home.file("state/instagrid")
        try FileManager.default.createDirectory(atPath: state, withIntermediateDirectories: true)
        let two = try XCTUnwrap(Layout.all.first { $0.cells.count == 2 })
        try "instagrid-session 3\nlayout \(two.id)\n".write(toFile: state + "/session", atomically: true, encoding: .utf8)
        let app = try RunningApp(display: display, arguments: solidPhotos(3), home: home)
        let three = Layout.holding(3, current: two)
        XCTAssertEqual(three.cells.count, 3)
        XCTAssertNotNil(app.waitForScreen(shows(three, Array(colours.prefix(3)))), "all three photos are shown")
    }
}
