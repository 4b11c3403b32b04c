import InstagridEngine
import InstagridGestures
import InstagridModel
import XCTest

/// Who a press on the gap between two cells belongs to: the line there or the swipe.
final class GapPressTests: XCTestCase {
    func testEveryLineAndOrientationAgainstEveryMotion() {
        let still = (0.0, 0.0), little = (2.0, -2.0)
        let up = (0.0, -20.0), left = (-20.0, 0.0), down = (0.0, 20.0), right = (20.0, 0.0)
        // (line's split, share direction, motion, held) → decision.
        let table: [(LayoutTree.Axis, ShareDirection, (Double, Double), Bool, GapPress.Decision)] = [
            // An upright line in portrait: left and right are its, up and down the swipe's.
            (.row, .up, still, false, .undecided), (.row, .up, little, false, .undecided),
            (.row, .up, left, false, .moveLine), (.row, .up, right, false, .moveLine),
            (.row, .up, up, false, .leaveToSwipe), (.row, .up, down, false, .leaveToSwipe),
            (.row, .up, still, true, .moveLine),
            // A lying line in portrait moves along the swipe: only a hold gives it the press.
            (.column, .up, up, false, .leaveToSwipe), (.column, .up, down, false, .leaveToSwipe),
            (.column, .up, left, false, .leaveToSwipe), (.column, .up, little, false, .undecided),
            (.column, .up, still, true, .moveLine),
            // Landscape, the other way round.
            (.column, .left, up, false, .moveLine), (.column, .left, down, false, .moveLine),
            (.column, .left, left, false, .leaveToSwipe), (.column, .left, still, true, .moveLine),
            (.row, .left, left, false, .leaveToSwipe), (.row, .left, right, false, .leaveToSwipe),
            (.row, .left, up, false, .leaveToSwipe), (.row, .left, still, true, .moveLine),
        ]
        for (axis, direction, motion, held, expected) in table {
            let press = GapPress(lineAxis: axis, shareDirection: direction)
            XCTAssertEqual(press.decide(dx: motion.0, dy: motion.1, held: held), expected, "\(axis) \(direction) \(motion) held \(held)")
        }
    }

    func testTheLineDecidesBeforeTheSwipeTakesThePress() {
        XCTAssertLessThan(GapPress.decidingDistance, ShareGesture.clickSlop)
        let press = GapPress(lineAxis: .row, shareDirection: .up)
        XCTAssertEqual(press.decide(dx: -GapPress.decidingDistance, dy: 0, held: false), .moveLine)
        XCTAssertEqual(press.decide(dx: 0, dy: -GapPress.decidingDistance, held: false), .leaveToSwipe)
    }
}
