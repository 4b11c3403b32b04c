import InstagridGestures
import InstagridTestSupport
import XCTest

/// A mouse's drag has no measured speed: the share's drag tells a flick from a slow drag
/// by where the pointer was over the last tenth of a second (`ShareDrag`).
final class ShareDragTests: XCTestCase {
    private let portrait = ShareGesture(orientation: .portrait, windowWidth: 480, windowHeight: 760)

    /// The pointer moved `distance` px up over `milliseconds`, in steps of 10 ms, from `start` px.
    private func drag(up distance: Double, over milliseconds: Int, from start: Double = 0, startingAt time: Int = 0) -> ShareDrag {
        var drag = ShareDrag(portrait)
        let steps = milliseconds / 10
        for step in 0...steps {
            drag.moved(dx: 0, dy: -(start + distance * Double(step) / Double(steps)), at: time + step * 10_000)
        }
        return drag
    }

    func testAFlickOfAFewPixelsShares() {
        let flick = drag(up: 40, over: 30)
        XCTAssertEqual(flick.speed, 40 / 0.03, accuracy: 1)
        XCTAssertEqual(flick.release(dx: 0, dy: -40, measured: nil).outcome, .share, "1,333 px/s over 40 px")
    }

    /// A long slow drag that ends in a quick last tenth is a flick: only the end counts.
    func testOnlyTheLastTenthOfASecondCounts() {
        var drag = drag(up: 20, over: 2_000)
        for step in 1...5 { drag.moved(dx: 0, dy: -(20 + Double(step) * 20), at: 2_000_000 + step * 10_000) }
        // From 19.5 px, where the slow part was a tenth of a second before the end.
        XCTAssertEqual(drag.speed, (120 - 19.5) / 0.1, accuracy: 1, "the slow part before that fell out of the window")
        XCTAssertEqual(drag.release(dx: 0, dy: -120, measured: nil).outcome, .share)
        let slow = self.drag(up: 100, over: 1_000)
        XCTAssertEqual(slow.speed, 100, accuracy: 1)
        XCTAssertEqual(slow.release(dx: 0, dy: -100, measured: nil).outcome, .springBack, "100 px at 100 px/s: not a flick, not far enough")
    }

    func testAMeasuredSpeedWinsAndNoMotionIsNoSpeed() {
        let slow = drag(up: 100, over: 1_000)
        let measured = slow.release(dx: 0, dy: -100, measured: 2_000)
        XCTAssertEqual(measured.outcome, .share, "the touchpad measured a flick")
        XCTAssertEqual(measured.speed, 2_000)
        XCTAssertEqual(ShareDrag(portrait).speed, 0)
        var still = ShareDrag(portrait)
        still.moved(dx: 0, dy: -50, at: 5)
        XCTAssertEqual(still.speed, 0, "one moment tells no speed")
    }

    /// Random drags of every length and pace, down and sideways too: the speed is that of the
    /// last tenth of a second, and the drag shares exactly when its gesture would at that speed.
    func testRandomDragsTakeTheSpeedOfTheirLastTenth() {
        var random = SeededGenerator(announcing: 0x6472_6167, in: "ShareDragTests.random")
        for _ in 0..<2_000 {
            var drag = ShareDrag(portrait)
            var time = 0, along = 0.0
            var moments: [(Int, Double)] = []
            for _ in 0..<Int.random(in: 1...40, using: &random) {
                time += Int.random(in: 1_000...60_000, using: &random)
                along += Double.random(in: -30...60, using: &random)
                drag.moved(dx: Double.random(in: -50...50, using: &random), dy: -along, at: time)
                moments.append((time, along))
            }
            let recent = moments.filter { time - $0.0 <= 100_000 }
            let expected = recent.count > 1 && recent.last!.0 > recent.first!.0
                ? (recent.last!.1 - recent.first!.1) / (Double(recent.last!.0 - recent.first!.0) / 1_000_000) : 0
            XCTAssertEqual(drag.speed, expected, accuracy: 1e-6)
            let released = drag.release(dx: 0, dy: -along, measured: nil)
            XCTAssertEqual(released.speed, expected, accuracy: 1e-6)
            XCTAssertEqual(released.outcome, portrait.outcome(dx: 0, dy: -along, velocity: expected))
        }
    }
}
