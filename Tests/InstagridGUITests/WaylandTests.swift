import Foundation
import InstagridActions
import InstagridTestSupport
import XCTest

/// Under Wayland, where GTK draws the window's title bar itself: weston's headless
/// backend, the app driven through its command line and GActions, checked by its pixels.
final class WaylandTests: XCTestCase {
    func testAFlatHeaderBarWithoutASecondTitleAndActionsFromTheCommandLine() throws {
        let wayland = try HeadlessWayland(.weston, width: 800, height: 900)
        let photos = TemporaryFolder()
        let colours: [Color] = [.red, .green, .blue, .yellow]
        let paths = colours.enumerated().map { TestPhotos.solid(photos.file("p\($0.offset).jpg"), width: 400, height: 300, color: $0.element) }
        try wayland.launch(paths)
        XCTAssertNotNil(wayland.waitForScreen(seconds: 20) { $0.bounds(of: .gridFrame) != nil }, "the window shows its grid")

        let layout = AppAction.layout.activate("3", environment: wayland.environment)
        XCTAssertEqual(layout.status, 0, layout.output)
        // Four squares, each photo in its own, in reading order.
        let shot = try XCTUnwrap(wayland.waitForScreen { shot in
            guard let grid = shot.bounds(of: .gridFrame) else { return false }
            let quarters = [(1, 1), (3, 1), (1, 3), (3, 3)].map { column, row in
                shot.color(grid.x.lowerBound + grid.x.count * column / 4, grid.y.lowerBound + grid.y.count * row / 4)
            }
            return zip(quarters, colours).allSatisfy { $0.distance(to: $1) < 30 }
        }, "layout 3 holds the four photos")

        // The window is the design's blue from its top edge: the title bar wears it too.
        let window = try XCTUnwrap(shot.bounds(of: .background, tolerance: 3))
        let grid = try XCTUnwrap(shot.bounds(of: .gridFrame))
        let top = window.y.lowerBound
        assertColor(shot.color(window.x.lowerBound + 20, top + 8), near: .background, tolerance: 3)
        // In the bar: the looks and menu buttons and the window's close button, dark on blue,
        // and no title in white (the window's only title is the app's own, below the bar).
        let whiteIn = { (rows: Range<Int>) in
            rows.reduce(0) { count, y in
                count + window.x.filter { shot.color($0, y).distance(to: .white) < 60 }.count
            }
        }
        let bar = top..<(top + 40)
        XCTAssertEqual(whiteIn(bar), 0, "no second title in the title bar")
        XCTAssertGreaterThan(whiteIn((top + 40)..<grid.y.lowerBound), 500, "the app's title and label below it")
        let icons = bar.map { y in
            shot.runs(alongRow: y, differingFrom: .background, tolerance: 40)
                .filter { $0.lowerBound > window.x.lowerBound + 4 && $0.upperBound < window.x.upperBound - 4 }.count
        }.max() ?? 0
        XCTAssertGreaterThanOrEqual(icons, 3, "looks, menu and close in the bar")
    }
}
