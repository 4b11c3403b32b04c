import Foundation
import InstagridActions
import InstagridModel
import InstagridTestSupport
import XCTest

/// A 9:16 picture in a real window shows the bands story apps cover, dimmed, until Story
/// Bands is turned off; words added go in out of them.
final class StoryBandsWindowTests: GUITestCase {
    let files = TemporaryFolder()
    let home = TemporaryFolder()

    private var session: String { home.file("state/instagrid/session") }
    private func saved() -> String { (try? String(contentsOfFile: session, encoding: .utf8)) ?? "" }

    func testAStoryShowsItsBandsDimmedAndWordsGoInOutOfThem() throws {
        let colors: [Color] = [.red, .green, .blue]
        let photos = colors.enumerated().map { TestPhotos.solid(files.file("p\($0.offset).png"), width: 400, height: 300, color: $0.element) }
        let app = try RunningApp(display: display, arguments: photos, home: home)
        XCTAssertNotNil(app.waitForScreen { shot in colors.allSatisfy { shot.bounds(of: $0, tolerance: 30) != nil } })
        // Measured without the bands first: they dim the frame the grid is found by.
        XCTAssertEqual(app.action(.storyBands), 0)
        XCTAssertEqual(app.action(.shape, "'9:16'"), 0)
        let plain = try XCTUnwrap(app.waitForScreen { shot in
            guard let grid = shot.bounds(of: .gridFrame) else { return false }
            return abs(Double(grid.y.count) / Double(grid.x.count) - 16.0 / 9) < 0.03
        }, "the grid is 9:16")
        let grid = try XCTUnwrap(plain.bounds(of: .gridFrame))
        let x = grid.x.lowerBound + grid.x.count / 2
        let row = { (share: Double) in grid.y.lowerBound + Int(Double(grid.y.count) * share) }
        assertColor(plain.color(x, row(0.07)), near: .red, tolerance: 30, "the top band shows the photo as it is")

        XCTAssertEqual(app.action(.storyBands), 0)
        let dimmedRed = Color(r: 0x92, g: 0, b: 0), dimmedGreen = Color(r: 0, g: 0x7D, b: 0)
        let shown = try XCTUnwrap(app.waitForScreen { $0.color(x, row(0.07)).distance(to: dimmedRed) <= 30 }, "Story Bands dims the top band")
        assertColor(shown.color(x, row(0.3)), near: .red, tolerance: 30, "below it the photo is as it is")
        let left = grid.x.lowerBound + grid.x.count / 4
        assertColor(shown.color(left, row(0.95)), near: dimmedGreen, tolerance: 30, "the bottom band is dimmed too")
        assertColor(shown.color(left, row(0.7)), near: .green, tolerance: 30)

        XCTAssertEqual(app.action(.addText, "'Grenoble'"), 0)
        XCTAssertTrue(Shell.waitUntil { self.saved().contains(" title ") }, "the title is kept: \(saved())")
        let line = try XCTUnwrap(saved().split(separator: "\n").first { $0.hasPrefix("text ") && $0.contains(" title ") })
        let height = try XCTUnwrap(Double(line.split(separator: " ")[4]))
        XCTAssertLessThan(height, 1 - StoryBands.bottom - 0.03, "the title goes in above the bottom band: \(line)")
    }
}
