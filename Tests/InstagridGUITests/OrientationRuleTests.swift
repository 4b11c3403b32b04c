import Foundation
import InstagridTestSupport
import XCTest

/// What decides portrait or landscape, as the user guide says it: the shape of the window's
/// content, the area below the title bar, not of the whole window.
final class OrientationRuleTests: GUITestCase {
    /// Whether the layout buttons stand in a column right of the grid (landscape) or in a row
    /// below it (portrait); nil while neither shows.
    private func arrangement(_ shot: Screenshot) -> String? {
        guard let grid = shot.bounds(of: .gridFrame) else { return nil }
        let besideGrid = (grid.x.upperBound + shot.width) / 2, belowGrid = (grid.y.upperBound + shot.height) / 2
        if grid.x.upperBound + 40 < shot.width,
           shot.runs(alongColumn: besideGrid, differingFrom: .background).filter({ $0.count >= 40 }).count == 4 { return "landscape" }
        if grid.y.upperBound + 40 < shot.height,
           shot.runs(alongRow: belowGrid, differingFrom: .background).filter({ $0.count >= 40 }).count == 4 { return "portrait" }
        return nil
    }

    func testAWindowTallerThanWideWithAContentWiderThanTallIsLandscape() throws {
        let app = try RunningApp(display: try display)
        // The window: 700 x 740 in all, the title bar included.
        app.resize(width: 700, height: 740)
        XCTAssertNotNil(app.waitForScreen { $0.width == 700 && $0.height == 740 && self.arrangement($0) == "landscape" },
                        "700 x 740 is landscape: its content, below the title bar, is wider than tall")

        // Content taller than wide: portrait again.
        app.resize(width: 700, height: 800)
        XCTAssertNotNil(app.waitForScreen { $0.height == 800 && self.arrangement($0) == "portrait" }, "700 x 800 is portrait")
    }

    /// The user guide says what decides, in the words the test above checks.
    func testTheGuideSaysWhatDecides() throws {
        let guide = try String(contentsOfFile: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/user-guide.md").path, encoding: .utf8)
        XCTAssertTrue(guide.contains("the area below the title bar"), "the guide names the content area")
        XCTAssertTrue(guide.contains("700 × 740"), "and gives the issue's example")
    }
}
