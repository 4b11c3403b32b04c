import Foundation
import InstagridModel
import InstagridTestSupport
import InstagridTrace
import XCTest

/// While the grid flies off to share, nothing of it stays at its place: no pressed or hovered
/// slot's highlight, no focus ring; and once it is back, the focus ring is too.
final class FlightLeavesNothingTests: GUITestCase {
    let photos = TemporaryFolder()

    private func launch() throws -> (RunningApp, grid: (x: ClosedRange<Int>, y: ClosedRange<Int>)) {
        let colours: [Color] = [.red, .green, .blue]
        let paths = colours.enumerated().map { TestPhotos.solid(photos.file("photo\($0.offset).jpg"), width: 400, height: 300, color: $0.element) }
        let app = try RunningApp(display: try display, arguments: paths)
        let shot = try XCTUnwrap(app.waitForScreen { shot in colours.allSatisfy { shot.bounds(of: $0, tolerance: 30) != nil } },
                                 "every photo is on screen")
        return (app, try XCTUnwrap(shot.bounds(of: .gridFrame)))
    }

    /// The pixels of `area`, every third one, that are not the window's background (or,
    /// given `near`, that are near that colour).
    private func leftBehind(_ shot: Screenshot, _ area: (x: ClosedRange<Int>, y: ClosedRange<Int>),
                            near: Color? = nil, tolerance: Int = 6) -> [String] {
        stride(from: area.y.lowerBound, through: area.y.upperBound, by: 3).flatMap { y in
            stride(from: area.x.lowerBound, through: area.x.upperBound, by: 3).compactMap { x in
                let colour = shot.color(x, y)
                let found = near.map { colour.distance(to: $0) <= tolerance } ?? (colour.distance(to: .background) > tolerance)
                return found ? "\(colour) at \(x),\(y)" : nil
            }
        }
    }

    /// Waits for the share dialog, checks the grid's place is empty, closes the dialog, waits for the grid to land.
    private func assertNothingBehindWhileSharing(_ app: RunningApp, _ grid: (x: ClosedRange<Int>, y: ClosedRange<Int>),
                                                 file: StaticString = #filePath, line: UInt = #line) throws {
        XCTAssertTrue(app.waitForTrace(.shareDialogMapped), "the share dialog opens", file: file, line: line)
        // The grid is on its way out, then gone: its place must empty entirely.
        if app.waitForScreen(seconds: 5, { self.leftBehind($0, grid).isEmpty }) == nil, let shot = app.screenshot() {
            let left = leftBehind(shot, grid)
            XCTFail("\(left.count) pixels stay at the grid's place, such as \(left.prefix(5))", file: file, line: line)
        }
        let share = try XCTUnwrap(app.findWindow("^Share$"), file: file, line: line)
        app.focus(share)
        app.key("Escape")
        XCTAssertTrue(app.waitForTrace(.gridLanded), "the grid comes back", file: file, line: line)
    }

    /// Holds a press at (x, y) and drags up until the grid, following the hand, has lifted its
    /// foot 50 px off its place; returns that screenshot (the button is still down).
    private func liftGrid(_ app: RunningApp, _ grid: (x: ClosedRange<Int>, y: ClosedRange<Int>), from x: Int, _ y: Int) throws -> Screenshot {
        app.xdotool(["windowfocus", app.windowID])
        // The first motion with the press: apart, on a busy machine it could come later than
        // the hold time, and the photo lifted instead (Debian 13, in a soak).
        app.xdotool(["mousemove", "--window", app.windowID, "\(x)", "\(y)", "mousedown", "1",
                     "mousemove", "--window", app.windowID, "\(x)", "\(y - 8)"])
        func isLifted(_ shot: Screenshot) -> Bool {
            shot.bounds(of: .gridFrame).map { $0.y.upperBound < grid.y.upperBound - 50 } ?? false
        }
        var lifted: Screenshot?
        for step in 1...30 where lifted == nil {
            if step > 1 { app.xdotool(["mousemove", "--window", app.windowID, "\(x)", "\(y - 8 * step)"]) }
            lifted = app.screenshot().flatMap { isLifted($0) ? $0 : nil }
        }
        // A window that lags behind the hand on a busy machine catches up: its state, not the steps taken.
        lifted = lifted ?? app.waitForScreen(isLifted)
        return try XCTUnwrap(lifted, "the grid follows the drag up; the trace ends \(app.traceEvents.suffix(12).map(\.description))")
    }

    /// The strip along the bottom of the grid's place that a lifted grid leaves bare: the lower photos' feet.
    private func bareStrip(_ grid: (x: ClosedRange<Int>, y: ClosedRange<Int>)) -> (x: ClosedRange<Int>, y: ClosedRange<Int>) {
        (x: grid.x, y: (grid.y.upperBound - 40)...(grid.y.upperBound - 1))
    }

    /// Held on a photo and dragged up: the grid follows the hand, and where the pressed photo
    /// was, the window's background shows, with no light rectangle on it.
    func testAPressedPhotoLeavesNoHighlightWhereItWas() throws {
        let (app, grid) = try launch()
        // On the lower left photo (the middle of the grid is a line between photos).
        let x = grid.x.lowerBound + grid.x.count * 3 / 10, y = grid.y.lowerBound + grid.y.count * 7 / 10
        let before = try XCTUnwrap(app.screenshot())
        let shot = try liftGrid(app, grid, from: x, y)
        releaseAndWaitForTheGrid(app, grid)
        let left = leftBehind(shot, bareStrip(grid), tolerance: 3)
        XCTAssertEqual(left.count, 0, "where the pressed photo was, only the background: \(left.prefix(5))")
        // Back in its place, the photo looks as it did before the press.
        XCTAssertNotNil(app.waitForScreen { $0.color(x, y).distance(to: before.color(x, y)) <= 3 }, "no highlight on the photo once back")
    }

    /// Lets go of a slow drag (it shares only when flung or taken far): the grid springs back.
    private func releaseAndWaitForTheGrid(_ app: RunningApp, _ grid: (x: ClosedRange<Int>, y: ClosedRange<Int>)) {
        app.xdotool(["mouseup", "1"])
        app.xdotool(["mousemove", "--window", app.windowID, "1", "1"])
        if app.waitForTrace(.shareDialogMapped, seconds: 2), let share = app.findWindow("^Share$") {
            app.focus(share)
            app.key("Escape")
        }
        XCTAssertNotNil(app.waitForScreen { $0.bounds(of: .gridFrame).map { $0 == grid } ?? false }, "the grid is back in its place")
    }

    /// Tab to a lower slot, then take the grid away by hand: its ring does not stay at the
    /// slot's place; Ctrl+S: when the grid is back from the share, so is the ring.
    func testAFocusedSlotsRingDoesNotStayBehindAndComesBack() throws {
        let (app, grid) = try launch()
        let before = try XCTUnwrap(app.screenshot())
        let layout = Layout.numbered(1)!
        let frames = GridGeometry(side: Double(grid.x.count), layout: layout).frames
        let edges = frames.map { _, rect in (grid.x.lowerBound + Int(rect.x) + 1, grid.y.lowerBound + Int(rect.midY)) }
        let ringed = { (shot: Screenshot) in edges.indices.filter { edges[$0].0 >= 0 && shot.color(edges[$0].0, edges[$0].1).distance(to: before.color(edges[$0].0, edges[$0].1)) > 60 } }
        // Tab, and which slot the keyboard went to (its index in `frames`; nil: past the slots),
        // once its ring alone is drawn. The trace says where the keyboard is: a ring read from
        // the screen may be the last Tab's, drawn late (Debian 12 under load).
        func tab() -> Int? {
            let moves = app.traceEvents.filter { $0.is(.keyboardOn) }.count
            app.key("Tab")
            guard app.waitForTrace(.keyboardOn, count: moves + 1),
                  let now = app.traceEvents.last(where: { $0.is(.keyboardOn) }),
                  let index = frames.firstIndex(where: { now.details == "slot \($0.slot.rawValue)" }) else { return nil }
            XCTAssertNotNil(app.waitForScreen { ringed($0) == [index] }, "the ring is drawn on \(now.details)")
            return index
        }
        // Tab until a lower photo has the ring (the first one is the wide one on top).
        var focused: Int?
        for _ in 0..<4 where focused.map({ frames[$0].frame.y == 0 || frames[$0].frame.y < frames[0].frame.maxY }) ?? true {
            focused = tab()
        }
        let lower = try XCTUnwrap(focused, "Tab rings a slot")
        XCTAssertGreaterThan(frames[lower].frame.y, frames[0].frame.maxY, "a lower photo has the ring")
        // The ring's dark tone: nothing else on screen (photos, frame, background) is near it.
        let shot = try liftGrid(app, grid, from: grid.x.lowerBound + grid.x.count * 3 / 10, grid.y.lowerBound + grid.y.count * 7 / 10)
        releaseAndWaitForTheGrid(app, grid)
        let dark = leftBehind(shot, bareStrip(grid), near: Color(0x1E1E1E), tolerance: 40)
        XCTAssertEqual(dark.count, 0, "the ring stays behind: \(dark.prefix(5))")
        XCTAssertEqual(leftBehind(shot, bareStrip(grid), tolerance: 3).count, 0, "only the background where the grid was")

        // From the keyboard: Tab back to a slot, Ctrl+S, and the ring is back with the grid.
        let ringedAgain = try XCTUnwrap({ () -> Int? in
            for _ in 0..<8 {
                if let found = tab() { return found }
            }
            return nil
        }(), "Tab rings a slot again")
        app.key("ctrl+s")
        try assertNothingBehindWhileSharing(app, grid)
        XCTAssertNotNil(app.waitForScreen { ringed($0).first == ringedAgain }, "the ring comes back with the grid, on the same slot")
    }
}
