import Foundation
import InstagridGestures
import InstagridTrace
import Glibc
import InstagridTestSupport
import XCTest

/// A two-finger touchpad swipe shares like the drag, under a real Wayland compositor
/// (mutter, headless) whose remote desktop API makes the fingers' scrolling; mouse wheel
/// steps, from the same API, never share.
final class TouchpadTests: XCTestCase {
    func testASwipeUpSharesByDistanceOrSpeedAndASlowShortOneSpringsBack() throws {
        // The window's own default size: the monitor is the window, at the screen's corner.
        let wayland = try HeadlessWayland(.mutter, width: 480, height: 760)
        let photos = TemporaryFolder()
        let paths = zip(["red", "green", "blue"], [Color.red, .green, .blue]).map { name, colour in
            TestPhotos.solid(photos.file("\(name).jpg"), width: 400, height: 300, color: colour)
        }
        let centre = Launched.centre
        var app = try Launched(wayland, paths, trace: "trace")
        // A slow short swipe: 60 px up at about 190 px/s. Sharing takes a fifth of the long
        // side (152 px), or a flick of 900 px/s.
        XCTAssertTrue(wayland.input(centre + ["0", "3", "20"]))
        XCTAssertTrue(Shell.waitUntil { app.dragEnds == ["springBack"] }, "a slow short swipe springs back: \(app.dragEnds)")
        XCTAssertTrue(Shell.waitUntil { app.events.contains { $0.is(.gridLanded) } })
        // Mouse wheel steps, then a long swipe, 240 px at about 550 px/s: only the swipe moves
        // the grid, and it shares by its length.
        XCTAssertTrue(wayland.input(centre + ["0", "0", "15", "--wheel"]))
        XCTAssertTrue(wayland.input(centre + ["0", "12", "20"]))
        XCTAssertTrue(Shell.waitUntil { app.events.contains { $0.is(.shareStart) } }, "240 px up shares: \(app.dragEnds)")
        XCTAssertEqual(app.dragEnds, ["springBack", "share"], "the wheel steps were no swipe")
        // Counted from the first swipe's end: a touch that found the window may still be traced late.
        XCTAssertEqual(app.events.drop { !$0.is(.dragEnd, "springBack") }.filter { $0.is(.swipeStart) }.count, 1,
                       "only the long swipe began a swipe after the first")
        app.process.terminate()
        app.process.waitUntilExit()

        // Started again: a swipe as short as a fifth of the long side but fast, 120 px in two
        // steps: flicked, it shares. Its speed is measured by the compositor's clock (GTK's, as
        // the fingers lift) or the app's (mutter 43's virtual touchpad never says they lifted),
        // either of which a busy machine can stretch below a flick's: that swipe springs back,
        // as it must, and is made again.
        app = try Launched(wayland, paths, trace: "trace-again")
        for attempt in 1...5 {
            XCTAssertTrue(wayland.input(centre + ["0", "60", "2"]))
            XCTAssertTrue(Shell.waitUntil { app.releases.count == attempt }, "the swipe ended: \(app.events)")
            guard let lift = app.releases.last, lift.outcome != "share" else { break }
            XCTAssertLessThan(lift.speed, ShareGesture.flickSpeed, "a flick shares: \(app.releases)")
            XCTAssertTrue(Shell.waitUntil { app.events.filter { $0.is(.gridLanded) }.count == attempt })
        }
        XCTAssertTrue(Shell.waitUntil { app.events.contains { $0.is(.shareStart) } }, "a flick shares: \(app.releases)")
        XCTAssertGreaterThanOrEqual(app.releases.last?.speed ?? 0, ShareGesture.flickSpeed, "only a flick shares: \(app.releases)")
    }

    /// The app in the compositor, showing its three photos and taking the touchpad's scrolling.
    private struct Launched {
        let process: Process
        let trace: String
        /// The grid's centre in the 480x760 window (the design's portrait arrangement).
        static let centre = ["240", "394"]

        init(_ wayland: HeadlessWayland, _ paths: [String], trace name: String) throws {
            trace = wayland.home.file(name)
            process = try wayland.launch(paths, environment: ["INSTAGRID_TRACE": trace])
            XCTAssertTrue(Shell.waitUntil(seconds: 20) { [self] in
                events.filter { $0.is(.photoDrawn) }.count >= 3 && events.contains { $0.is(.gridFirstDraw) }
            }, "the window shows its three photos")
            let placed = Shell.waitUntil(seconds: 20) { [self] in HeadlessWayland.isAtTheDesignPlace(events) }
            XCTAssertTrue(placed, "the grid where the design places it: \(events.filter { $0.is(.gridPlaced) })")
            // The compositor hands the pointer to the window once it is placed: until then scrolling
            // reaches nothing. A half-pixel touch, repeated until the window has taken one, is no drag.
            var touched = false
            for _ in 0..<10 where !touched {
                XCTAssertTrue(wayland.input(Self.centre + ["0", "0.5", "1"]))
                touched = Shell.waitUntil(seconds: 2) { [self] in events.contains { $0.is(.swipeStart) } }
            }
            XCTAssertTrue(touched, "the window takes touchpad scrolling")
        }

        var events: [TraceLine] { RunningApp.traceEvents(at: trace) }

        /// Each swipe's outcome and the speed (px/s, up) that decided it.
        var releases: [(outcome: String, speed: Double)] { events.compactMap(\.release) }

        /// The outcomes of the drags that ended.
        var dragEnds: [String] { releases.map(\.outcome) }
    }
}
