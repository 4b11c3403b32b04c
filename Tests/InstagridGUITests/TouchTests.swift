import Foundation
import InstagridTrace
import InstagridTestSupport
import XCTest

/// "Swipe up to share" and the lines moved by hand with a finger on a touchscreen: real
/// touch events (mutter's remote desktop, headless), with no pointer hovering before the
/// press to say what lies under it.
final class TouchTests: XCTestCase {
    /// The middle of the grid in the window's default 480x760, its size on a 480x760
    /// monitor: the gap between the rows in layout 1 and the crossing of the lines in the
    /// four squares (the rows span 227–405 and 427–605, the columns 50–228 and 250–428).
    private let middle = (239, 416)
    /// On the line between the rows, in the middle of the left column (the four squares).
    private let lyingLine = (139, 416)
    private let photos = TemporaryFolder()

    func testATouchDragUpFromTheMiddleSharesInLayoutOneAndTheFourSquares() throws {
        let wayland = try HeadlessWayland(.mutter, width: 480, height: 760)
        let finger = try Touchscreen(on: wayland)
        // Three photos open in layout 1, four in layout 3, the four squares.
        for (count, layout) in [(3, "1"), (4, "3")] {
            let app = try Launched(wayland, photos: paths(count), finger: finger, trace: "trace-\(count)")
            XCTAssertEqual(SavedSession(stateFolder: wayland.home.file("state")).layout, layout)
            let from = app.aim(middle)
            XCTAssertTrue(finger.drag(from: from.0, from.1, by: 0, -300))
            XCTAssertTrue(Shell.waitUntil { app.events.contains { $0.is(.shareStart) } },
                          "layout \(layout): a drag up from the middle shares; the grid placed \(app.events.filter { $0.is(.gridPlaced) }), "
                          + "the trace ends \(app.events.suffix(16))")
            XCTAssertTrue(Shell.waitUntil { app.events.contains { $0.is(.shareDialogMapped) } }, "layout \(layout): the dialog opens")
            XCTAssertFalse(app.events.contains { $0.is(.dividerGrabbed) }, "layout \(layout): no line took the touch")
            app.end()
        }
    }

    func testATouchHeldOnTheLineBetweenTheRowsMovesItAndAQuickOneShares() throws {
        let wayland = try HeadlessWayland(.mutter, width: 480, height: 760)
        let finger = try Touchscreen(on: wayland)
        let app = try Launched(wayland, photos: paths(4), finger: finger, trace: "trace")
        // Held still, the line between the rows (along the share's axis) is taken; then it follows the finger down.
        let line = app.aim(lyingLine)
        XCTAssertTrue(finger.down(line.0, line.1))
        let held = Shell.waitUntil { app.events.contains { $0.is(.dividerGrabbed, "0 2 ") } }
        XCTAssertTrue(held, "held, the line between the rows is grabbed: \(app.events.suffix(6))")
        for step in 1...12 where held {
            finger.move(line.0, line.1 + 50 * step / 12)
        }
        finger.up()
        XCTAssertTrue(Shell.waitUntil { app.events.contains { $0.is(.dividerMoved, "0 2 ") } }, "and moved: \(app.events.suffix(6))")
        XCTAssertFalse(app.events.contains { $0.is(.shareStart) }, "a held line does not share")

        // Not held, the same touch dragged up shares.
        XCTAssertTrue(finger.drag(from: line.0, line.1 + 50, by: 0, -300))
        XCTAssertTrue(Shell.waitUntil { app.events.contains { $0.is(.shareStart) } }, "a quick drag up from the line shares: \(app.events.suffix(6))")
        XCTAssertEqual(app.events.filter { $0.is(.dividerGrabbed) }.count, 1, "the line was taken only when held")
    }

    private func paths(_ count: Int) -> [String] {
        zip(["red", "green", "blue", "yellow"], [Color.red, .green, .blue, .yellow]).prefix(count).map { name, colour in
            TestPhotos.solid(photos.file("\(name).jpg"), width: 400, height: 300, color: colour)
        }
    }

    /// The app in the compositor, showing its photos and taking touches.
    private struct Launched {
        let process: Process
        let trace: String

        init(_ wayland: HeadlessWayland, photos: [String], finger: Touchscreen, trace name: String) throws {
            trace = wayland.home.file(name)
            process = try wayland.launch(photos, environment: ["INSTAGRID_TRACE": trace])
            XCTAssertTrue(Shell.waitUntil(seconds: 20) { [self] in
                events.filter { $0.is(.photoDrawn) }.count >= photos.count && events.contains { $0.is(.gridFirstDraw) }
            }, "the window shows its photos")
            let placed = Shell.waitUntil(seconds: 20) { [self] in HeadlessWayland.isAtTheDesignPlace(events) }
            XCTAssertTrue(placed, "the grid where the design places it: \(events.filter { $0.is(.gridPlaced) })")
            // GTK takes touches once the compositor has told it of the touchscreen and the
            // window is placed; until then a touch reaches nothing. Nor does mutter always put the
            // window at the monitor's corner: a second window has come up about 15 px left and 20
            // px above it, and taps meant for the gap between the photos chose photo 3. A tap on
            // the share hint, which does nothing, is repeated until the window has taken one; where
            // it landed (`press-began`, in the grid's points) says how far the window lies from the
            // corner, and every touch after it aims that much the other way.
            var landed: (x: Int, y: Int)?
            for _ in 0..<10 where landed == nil {
                XCTAssertTrue(finger.down(Self.hint.0, Self.hint.1) && finger.up())
                _ = Shell.waitUntil(seconds: 2) { [self] in
                    landed = events.last { $0.is(.pressBegan, "frame at ") }.flatMap(Self.point)
                    return landed != nil
                }
            }
            guard let landed else { throw TestEnvironmentError("the window never took a touch") }
            let grid = HeadlessWayland.designGrid
            offset = (landed.x - (Self.hint.0 - grid.x), landed.y - (Self.hint.1 - grid.y))
            XCTAssertLessThan(max(abs(offset.x), abs(offset.y)), 40, "the window lies near the monitor's corner: \(offset)")
        }

        /// The middle of the share hint in the window at the design's place.
        private static let hint = (240, 150)
        /// How far a touch lands from where it was aimed, in the window's points.
        private var offset = (x: 0, y: 0)

        /// The monitor's point at which a touch lands on the window's (`x`, `y`).
        func aim(_ point: (Int, Int)) -> (Int, Int) { (point.0 - offset.x, point.1 - offset.y) }

        /// "frame at 215,-52" of a press's trace: where it landed.
        private static func point(_ line: TraceLine) -> (x: Int, y: Int)? {
            let numbers = line.details.split(separator: " ").last?.split(separator: ",").compactMap { Int($0) } ?? []
            return numbers.count == 2 ? (numbers[0], numbers[1]) : nil
        }

        var events: [TraceLine] { RunningApp.traceEvents(at: trace) }

        func end() {
            process.terminate()
            process.waitUntilExit()
        }
    }
}
