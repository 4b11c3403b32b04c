import Foundation
import InstagridTrace
import InstagridModel
import InstagridTestSupport
import XCTest

/// What the tests of arranging photos by hand share: solid photos or quadrants opened into
/// the window, points in its slots, where the keyboard is, the slot menu, the saved session.
class ArrangeTestCase: GUITestCase {
    let photos = TemporaryFolder()
    let colours: [Color] = [.red, .green, .blue, .yellow]

    /// The four photos' colours with those of places `a` and `b` exchanged.
    func colours(swapping a: Int, _ b: Int) -> [Color] {
        var swapped = colours
        swapped.swapAt(a, b)
        return swapped
    }

    /// Four solid photos, opened from the command line into the four-square layout.
    func launchWithFourPhotos(home: TemporaryFolder = TemporaryFolder()) throws -> (RunningApp, [(Int, Int)]) {
        let paths = zip(["red", "green", "blue", "yellow"], colours).map { name, colour in
            TestPhotos.solid(photos.file("\(name).jpg"), width: 300, height: 300, color: colour)
        }
        let app = try RunningApp(display: display, arguments: paths, home: home)
        let centres = try slotCentres(app)
        XCTAssertNotNil(app.waitForScreen(shows(colours, at: centres)), "the four photos are shown")
        return (app, centres)
    }

    /// A point in each of the four-square layout's slots, in place order: off centre, where an
    /// empty slot shows white rather than its "+".
    func slotCentres(_ app: RunningApp) throws -> [(Int, Int)] {
        let frame = try XCTUnwrap(app.waitForScreen { $0.bounds(of: .gridFrame) != nil }?.bounds(of: .gridFrame))
        let frames = GridGeometry(side: Double(frame.x.count), layout: Layout.numbered(3)!).frames
        return SlotID.all.prefix(4).map { slot in
            let rect = frames.first { $0.slot == slot }!.frame
            return (frame.x.lowerBound + Int(rect.x + rect.width * 0.3), frame.y.lowerBound + Int(rect.y + rect.height * 0.3))
        }
    }

    func shows(_ expected: [Color], at centres: [(Int, Int)]) -> (Screenshot) -> Bool {
        { shot in zip(centres, expected).allSatisfy { shot.color($0.0, $0.1).distance(to: $1) < 30 } }
    }

    func session(_ app: RunningApp) -> String {
        (try? String(contentsOfFile: app.home.file("state/instagrid/session"), encoding: .utf8)) ?? ""
    }

    /// Waits for the `count`th slot menu to open, on `slot`, and take the keys (as a person
    /// waits to see it).
    func waitForMenu(_ app: RunningApp, on slot: Int, count: Int, _ message: String,
                     file: StaticString = #filePath, line: UInt = #line) {
        let opened = Shell.waitUntil(seconds: 10) {
            let events = app.traceEvents.filter { $0.is(.slotMenuShown) || $0.is(.slotMenuFocused) }
            let shown = events.indices.filter { events[$0].is(.slotMenuShown) }
            guard shown.count >= count else { return false }
            let opening = shown[count - 1]
            return events[opening] == TraceLine(.slotMenuShown, "\(slot)") && events[opening...].contains { $0.is(.slotMenuFocused) }
        }
        XCTAssertTrue(opened, "\(message) (the app's menus so far: \(app.traceEvents.filter { [.slotMenuShown, .slotMenuFocused, .slotMenuClosed].contains($0.event) }))",
                      file: file, line: line)
    }

    /// The slot the keyboard is on, by the app's trace of its window's focus: nil when it is
    /// on none.
    func focusedSlot(_ app: RunningApp) -> Int? {
        guard let last = app.traceEvents.last(where: { $0.is(.keyboardOn) }), last.is(.keyboardOn, "slot ") else { return nil }
        return Int(last.details.dropFirst("slot ".count))
    }

    /// Presses Tab until the keyboard is on a slot (`wanted`, or any), as a person tabs
    /// along the window; returns that slot's number. Each Tab waits for the focus to move.
    func tabToASlot(_ app: RunningApp, wanted: Int? = nil) throws -> Int {
        func moves() -> Int { app.traceEvents.filter { $0.is(.keyboardOn) }.count }
        for _ in 0..<20 {
            let before = moves()
            app.key("Tab")
            guard Shell.waitUntil(seconds: 5, { moves() > before }) else { break }
            if let slot = focusedSlot(app), wanted == nil || wanted == slot { return slot }
        }
        throw TestEnvironmentError("Tab never reached the slot")
    }

    /// Quadrants (red, green / blue, yellow) opened into layout 1's wide top slot, which shows
    /// the photo's middle band: red at the slot's top-left corner. Returns the slot on screen.
    func launchWithQuadrants() throws -> (app: RunningApp, frame: (x: ClosedRange<Int>, y: ClosedRange<Int>), slot: Rect,
                                                  corner: (Int, Int)) {
        let quadrants = TestPhotos.quadrants(photos.file("quadrants.png"), width: 400, height: 400)
        let app = try RunningApp(display: display, arguments: [quadrants])
        let frame = try XCTUnwrap(app.waitForScreen { $0.bounds(of: .gridFrame) != nil }?.bounds(of: .gridFrame))
        let top = GridGeometry(side: Double(frame.x.count), layout: Layout.numbered(1)!).frames.first { $0.slot == .topLeft }!.frame
        let slot = Rect(x: Double(frame.x.lowerBound) + top.x, y: Double(frame.y.lowerBound) + top.y, width: top.width, height: top.height)
        let corner = (Int(slot.x) + 6, Int(slot.y) + 6)
        waitFor(.red, at: corner, in: app, "red in the top-left corner")
        return (app, frame, slot, corner)
    }

    /// Waits for the screen to show `colour` at `point`.
    func waitFor(_ colour: Color, at point: (Int, Int), in app: RunningApp, _ message: String,
                 file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertNotNil(app.waitForScreen { $0.color(point.0, point.1).distance(to: colour) < 30 }, message, file: file, line: line)
    }
}
