import Foundation
import Glibc
import InstagridTestSupport
import XCTest

/// A two-finger touchpad swipe shares like the drag, under a real Wayland compositor
/// (mutter, headless) whose remote desktop API makes the fingers' scrolling; mouse wheel
/// steps, from the same API, never share.
final class TouchpadTests: XCTestCase {
    func testATwoFingerSwipeUpSharesAndAShortOneSpringsBack() throws {
        // The window's own default size: the monitor is the window, at the screen's corner.
        let wayland = try HeadlessWayland(.mutter, width: 480, height: 760)
        let photos = TemporaryFolder()
        let paths = zip(["red", "green", "blue"], [Color.red, .green, .blue]).map { name, colour in
            TestPhotos.solid(photos.file("\(name).jpg"), width: 400, height: 300, color: colour)
        }
        let trace = wayland.home.file("trace")
        try wayland.launch(paths, environment: ["INSTAGRID_TRACE": trace])
        func events() -> [String] {
            ((try? String(contentsOfFile: trace, encoding: .utf8)) ?? "").split(separator: "\n").compactMap { line in
                line.firstIndex(of: " ").map { String(line[line.index(after: $0)...]) }
            }
        }
        func dragEnds() -> [String] { events().filter { $0.hasPrefix("drag-end") && $0 != "drag-end ignored" } }
        XCTAssertTrue(Shell.waitUntil(seconds: 20) {
            events().filter { $0.hasPrefix("photo-drawn") }.count >= 3 && events().contains("grid-first-draw")
        }, "the window shows its three photos")
        // The grid's centre in the 480x760 window (the design's portrait arrangement).
        let centre = ["240", "394"]

        // The compositor hands the pointer to the window once it is placed: until then scrolling
        // reaches nothing. A half-pixel touch, repeated until the window has taken one, is no drag.
        var touched = false
        for _ in 0..<10 where !touched {
            XCTAssertTrue(wayland.input(centre + ["0", "0.5", "1"]))
            touched = Shell.waitUntil(seconds: 2) { events().contains("swipe-start") }
        }
        XCTAssertTrue(touched, "the window takes touchpad scrolling")
        let touches = events().filter { $0 == "swipe-start" }.count

        // A short swipe: 30 px up, a fifth of the long side would be 152.
        XCTAssertTrue(wayland.input(centre + ["0", "3", "10"]))
        XCTAssertTrue(Shell.waitUntil { dragEnds() == ["drag-end springBack"] }, "a short swipe springs back: \(dragEnds())")
        XCTAssertTrue(Shell.waitUntil { events().contains("grid-landed") })

        // Mouse wheel steps, then a long swipe: only the swipe moves the grid, and it shares.
        XCTAssertTrue(wayland.input(centre + ["0", "0", "15", "--wheel"]))
        XCTAssertTrue(wayland.input(centre + ["0", "12", "20"]))
        XCTAssertTrue(Shell.waitUntil { events().contains("share-start") }, "240 px up shares: \(dragEnds())")
        XCTAssertEqual(dragEnds(), ["drag-end springBack", "drag-end share"], "the wheel steps were no swipe")
        XCTAssertEqual(events().filter { $0 == "swipe-start" }.count, touches + 2)
    }
}
