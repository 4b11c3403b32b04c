import Foundation
import InstagridModel
import InstagridTrace
import InstagridTestSupport
import XCTest

/// "Swipe up to share" from anywhere on the grid, the middle included, which in the design's
/// layouts is the gap between the rows; the lines between photos still move by hand.
final class SwipeFromAnywhereTests: GUITestCase {
    let files = TemporaryFolder()
    private let colours: [Color] = [.red, .green, .blue, .yellow]

    private func launch() throws -> RunningApp {
        let paths = colours.enumerated().map { TestPhotos.solid(files.file("\($0.offset).png"), width: 400, height: 300, color: $0.element) }
        let app = try RunningApp(display: try display, arguments: paths)
        XCTAssertNotNil(app.waitForScreen { shot in self.colours.allSatisfy { shot.bounds(of: $0, tolerance: 30) != nil } })
        return app
    }

    /// Shares from a drag that starts at (x, y), closes the dialog and waits for the grid.
    private func assertShares(_ app: RunningApp, from point: (Int, Int), by motion: (Int, Int), _ what: String,
                              file: StaticString = #filePath, line: UInt = #line) {
        let shares = app.traceEvents.filter { $0.is(.shareStart) }.count
        app.drag(from: point.0, point.1, by: motion.0, motion.1)
        XCTAssertTrue(app.waitForTrace(.shareStart, count: shares + 1), "\(what) shares: \(app.traceEvents.suffix(6))", file: file, line: line)
        guard Shell.waitUntil(seconds: 20, { app.findWindow("^Share$") != nil }), let share = app.findWindow("^Share$") else {
            return XCTFail("\(what): no share dialog", file: file, line: line)
        }
        let landed = app.traceEvents.filter { $0.is(.gridLanded) }.count
        app.click(5, 5, window: share)
        app.key("Escape")
        XCTAssertTrue(app.waitForTrace(.gridLanded, count: landed + 1), "\(what): the grid comes back", file: file, line: line)
        app.focus(app.windowID)
    }

    func testADragUpFromTheMiddleSharesInEveryDesignLayout() throws {
        let app = try launch()
        for number in 1...3 {
            app.key("\(number)")
            XCTAssertTrue(Shell.waitUntil { SavedSession(of: app).layout == "\(number)" })
            let grid = try XCTUnwrap(app.waitForScreen { ($0.bounds(of: .gridFrame)?.x.count ?? 0) > 100 }?.bounds(of: .gridFrame))
            let middle = ((grid.x.lowerBound + grid.x.upperBound) / 2, (grid.y.lowerBound + grid.y.upperBound) / 2)
            assertShares(app, from: middle, by: (0, -300), "layout \(number) from the middle")
            XCTAssertFalse(app.traceEvents.contains { $0.is(.dividerGrabbed) }, "layout \(number): no line took the press")
        }
        // In landscape the swipe goes left, and the middle is the gap between the columns.
        app.resize(width: 900, height: 560)
        let wide = try XCTUnwrap(app.waitForScreen { $0.width == 900 && ($0.bounds(of: .gridFrame)?.y.count ?? 0) > 400 }?
            .bounds(of: .gridFrame))
        let middle = ((wide.x.lowerBound + wide.x.upperBound) / 2, (wide.y.lowerBound + wide.y.upperBound) / 2)
        assertShares(app, from: middle, by: (-350, 0), "landscape, from the middle")
        XCTAssertFalse(app.traceEvents.contains { $0.is(.dividerGrabbed) })
    }

    /// In the four squares, portrait: the upright line in the top row moves with a plain
    /// sideways drag and shares with a drag up; the lying line between the rows moves once held.
    func testLinesStillMoveByHand() throws {
        let app = try launch()
        let shot = try XCTUnwrap(app.screenshot())
        let red = try XCTUnwrap(shot.bounds(of: .red, tolerance: 30)), green = try XCTUnwrap(shot.bounds(of: .green, tolerance: 30))
        let blue = try XCTUnwrap(shot.bounds(of: .blue, tolerance: 30))
        let upright = ((red.x.upperBound + green.x.lowerBound) / 2, (red.y.lowerBound + red.y.upperBound) / 2)
        app.drag(from: upright.0, upright.1, by: 60, 0)
        XCTAssertTrue(app.waitForTrace(.dividerMoved, "0 1 "), "a sideways drag moves the upright line: \(app.traceEvents.suffix(6))")
        // The drag's last frame, not one of its steps before (the trace comes at the release).
        let wider = try XCTUnwrap(app.waitForScreen { abs(($0.bounds(of: .red, tolerance: 30)?.x.count ?? 0) - (red.x.count + 60)) <= 3 })
        XCTAssertFalse(app.traceEvents.contains { $0.is(.shareStart) })

        // A fast flick sideways, its first motion past the swipe's own slop: still the line's.
        let grown = try XCTUnwrap(wider.bounds(of: .red, tolerance: 30))
        let flicks = app.traceEvents.filter { $0.is(.dividerMoved) }.count
        app.drag(from: (grown.x.upperBound + green.x.lowerBound + 60) / 2, upright.1, by: -40, 0, steps: 2)
        XCTAssertTrue(app.waitForTrace(.dividerMoved, count: flicks + 1), "a flick sideways moves it too")
        let moved = try XCTUnwrap(app.waitForScreen { abs(($0.bounds(of: .red, tolerance: 30)?.x.count ?? 0) - (grown.x.count - 40)) <= 3 })
        XCTAssertFalse(app.traceEvents.contains { $0.is(.shareStart) })

        let (redNow, greenNow) = (try XCTUnwrap(moved.bounds(of: .red, tolerance: 30)), try XCTUnwrap(moved.bounds(of: .green, tolerance: 30)))
        let movedUpright = ((redNow.x.upperBound + greenNow.x.lowerBound) / 2, upright.1)
        assertShares(app, from: movedUpright, by: (0, -300), "a drag up on the upright line")
        XCTAssertTrue(app.traceEvents.contains { $0.is(.dividerLeftToSwipe) }, "the line let the swipe have it")

        let lying = ((blue.x.lowerBound + blue.x.upperBound) / 2, (red.y.upperBound + blue.y.lowerBound) / 2)
        let moves = app.traceEvents.filter { $0.is(.dividerMoved) }.count
        XCTAssertTrue(app.holdAndDrag(from: lying.0, lying.1, by: 0, 50, heldWhen: .dividerGrabbed), "held, the lying line is grabbed")
        XCTAssertTrue(app.waitForTrace(.dividerMoved, count: moves + 1), "and moves")
        XCTAssertNotNil(app.waitForScreen { ($0.bounds(of: .red, tolerance: 30)?.y.count ?? 0) > red.y.count + 30 }, "the top row is taller")
        XCTAssertEqual(app.traceEvents.filter { $0.is(.shareStart) }.count, 1, "only the drag up shared")
    }
}
