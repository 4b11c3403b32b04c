@testable import InstagridGestures
import InstagridModel
import XCTest

final class ShareGestureTests: XCTestCase {
    let portrait = ShareGesture(orientation: .portrait, windowWidth: 480, windowHeight: 760)
    let landscape = ShareGesture(orientation: .landscape, windowWidth: 900, windowHeight: 560)

    func testAxisAndDirectionFollowTheOrientation() {
        XCTAssertEqual(portrait.direction, .up)
        XCTAssertEqual(landscape.direction, .left)
        XCTAssertEqual(portrait.longSide, 760)
        XCTAssertEqual(landscape.longSide, 900)
        XCTAssertEqual(portrait.progress(dx: -300, dy: -100), 100, "sideways motion does not count")
        XCTAssertEqual(landscape.progress(dx: -100, dy: -300), 100)
    }

    func testDistanceThresholdIsAShareOfTheLongSide() {
        // 20 % of 760 = 152 px up.
        XCTAssertEqual(portrait.outcome(dx: 0, dy: -152, velocity: 0), .share)
        XCTAssertEqual(portrait.outcome(dx: 0, dy: -151, velocity: 0), .springBack)
        XCTAssertEqual(portrait.outcome(dx: -400, dy: 0, velocity: 0), .springBack, "left does not share in portrait")
        XCTAssertEqual(portrait.outcome(dx: 0, dy: 400, velocity: 0), .springBack, "down never shares")
        // 20 % of 900 = 180 px left.
        XCTAssertEqual(landscape.outcome(dx: -180, dy: 0, velocity: 0), .share)
        XCTAssertEqual(landscape.outcome(dx: 0, dy: -400, velocity: 0), .springBack, "up does not share in landscape")
    }

    /// Past the threshold, the drag shares whenever it is let go: the picture can be made then.
    func testPastTheThresholdEveryReleaseShares() {
        XCTAssertTrue(portrait.isPastThreshold(dx: 0, dy: -152))
        XCTAssertFalse(portrait.isPastThreshold(dx: 0, dy: -151))
        XCTAssertFalse(portrait.isPastThreshold(dx: 0, dy: 400))
        XCTAssertTrue(landscape.isPastThreshold(dx: -180, dy: 0))
        XCTAssertFalse(landscape.isPastThreshold(dx: 0, dy: -400))
        for velocity in [-5000.0, 0, 5000] {
            XCTAssertEqual(portrait.outcome(dx: 0, dy: -152, velocity: velocity), .share, "whatever the speed: \(velocity)")
        }
    }

    func testAQuickFlickSharesFromAShortDistance() {
        XCTAssertEqual(portrait.outcome(dx: 0, dy: -30, velocity: 1200), .share)
        XCTAssertEqual(portrait.outcome(dx: 0, dy: -30, velocity: 600), .springBack, "too slow")
        XCTAssertEqual(portrait.outcome(dx: 0, dy: -10, velocity: 5000), .springBack, "too short to be meant")
        XCTAssertEqual(landscape.outcome(dx: -40, dy: 0, velocity: 950), .share)
    }

    func testAPressThatBarelyMovesIsAClick() {
        XCTAssertFalse(portrait.isDrag(dx: 3, dy: -5))
        XCTAssertTrue(portrait.isDrag(dx: 0, dy: -8))
    }

    func testTheGridFollowsAlongTheAxisOnlyWithARubberBandTheWrongWay() {
        let up = portrait.followOffset(dx: 50, dy: -100)
        XCTAssertEqual(up.x, 0, "no sideways motion")
        XCTAssertEqual(up.y, -100)
        let wrongWay = portrait.followOffset(dx: 0, dy: 1000)
        XCTAssertGreaterThan(wrongWay.y, 0)
        XCTAssertLessThan(wrongWay.y, ShareGesture.rubberBand, "resists past the band")
        XCTAssertLessThan(portrait.followOffset(dx: 0, dy: 10).y, 10, "resists from the start")
        let left = landscape.followOffset(dx: -120, dy: 70)
        XCTAssertEqual(left.x, -120)
        XCTAssertEqual(left.y, 0)
    }
}

final class ShareAnimationTests: XCTestCase {
    let grid = Rect(x: 24, y: 160, width: 432, height: 432)

    func testLeavingShrinksTo40PercentAndSlidesOutInHalfASecond() {
        let start = ShareAnimation.leaving(at: 0, from: .rest, grid: grid, direction: .up)
        XCTAssertEqual(start, .rest)
        let quarter = ShareAnimation.leaving(at: 0.25, from: .rest, grid: grid, direction: .up)
        XCTAssertEqual(quarter.scale, 0.7, accuracy: 1e-9, "half way through the eased curve")
        let exit = ShareAnimation.exitOffset(grid: grid, direction: .up)
        XCTAssertEqual(quarter.offsetY, exit.y / 2, accuracy: 1e-9)
        XCTAssertEqual(quarter.offsetX, 0)
        let end = ShareAnimation.leaving(at: 0.5, from: .rest, grid: grid, direction: .up)
        XCTAssertEqual(end.scale, 0.4, accuracy: 1e-9)
        // Out of sight: the shrunk grid's bottom edge is above the window's top.
        XCTAssertLessThan(grid.midY + end.offsetY + grid.height * end.scale / 2, 0)
        XCTAssertEqual(ShareAnimation.leaving(at: 0.9, from: .rest, grid: grid, direction: .up), end, "clamped after the end")
    }

    func testLeavingLeftInLandscapeStartsFromWhereTheDragLetGo() {
        let dragged = ShareAnimation.Frame(scale: 1, offsetX: -150, offsetY: 0)
        let start = ShareAnimation.leaving(at: 0, from: dragged, grid: grid, direction: .left)
        XCTAssertEqual(start, dragged)
        let end = ShareAnimation.leaving(at: 0.5, from: dragged, grid: grid, direction: .left)
        XCTAssertLessThan(grid.midX + end.offsetX + grid.width * end.scale / 2, 0, "past the left edge")
        XCTAssertEqual(end.offsetY, 0)
        let early = ShareAnimation.leaving(at: 0.1, from: dragged, grid: grid, direction: .left)
        XCTAssertLessThan(early.offsetX, -150, "keeps going the way it was dragged")
    }

    func testReturningTakesAThirdOfASecond() {
        let start = ShareAnimation.returning(at: 0, grid: grid, direction: .up)
        XCTAssertEqual(start.scale, 0.4, accuracy: 1e-9)
        XCTAssertEqual(start.offsetY, ShareAnimation.exitOffset(grid: grid, direction: .up).y, accuracy: 1e-9)
        let middle = ShareAnimation.returning(at: 0.15, grid: grid, direction: .up)
        XCTAssertEqual(middle.scale, 0.4 + 0.6 * 0.875, accuracy: 1e-9, "ease-out: 87.5 % done half way")
        XCTAssertEqual(ShareAnimation.returning(at: 0.3, grid: grid, direction: .up), .rest)
    }

    func testSpringBack() {
        let from = ShareAnimation.Frame(scale: 1, offsetX: 0, offsetY: -60)
        XCTAssertEqual(ShareAnimation.springingBack(at: 0, from: from), from)
        XCTAssertEqual(ShareAnimation.springingBack(at: ShareAnimation.springBackDuration, from: from), .rest)
    }

    func testEasingEnds() {
        for curve in [Easing.inOutCubic, Easing.outCubic] {
            XCTAssertEqual(curve(0), 0)
            XCTAssertEqual(curve(1), 1)
            XCTAssertEqual(curve(-3), 0)
            XCTAssertEqual(curve(7), 1)
        }
        XCTAssertEqual(Easing.inOutCubic(0.5), 0.5, accuracy: 1e-12)
    }
}

final class TouchpadSwipeTests: XCTestCase {
    func testDeltasAddUpToAnOffsetTheGridFollowsAsContent() {
        var swipe = TouchpadSwipe(pixelsPerUnit: 1)
        for _ in 0..<10 { swipe.add(deltaX: 0.5, deltaY: 12) }
        XCTAssertEqual(swipe.dy, -120, "fingers pushing content up move the grid up")
        XCTAssertEqual(swipe.dx, -5)
        swipe.add(deltaX: .nan, deltaY: .infinity)
        XCTAssertEqual(swipe.dy, -120, "a broken event is ignored")
        let gesture = ShareGesture(orientation: .portrait, windowWidth: 480, windowHeight: 760)
        XCTAssertEqual(gesture.outcome(dx: swipe.dx, dy: swipe.dy, velocity: 0), .springBack)
        for _ in 0..<5 { swipe.add(deltaX: 0, deltaY: 10) }
        XCTAssertEqual(gesture.outcome(dx: swipe.dx, dy: swipe.dy, velocity: 0), .share, "a fifth of the long side up shares")
    }

    func testTheFingersSpeedAsTheyLiftIsTheGridsFlick() {
        let gesture = ShareGesture(orientation: .portrait, windowWidth: 480, windowHeight: 760)
        var swipe = TouchpadSwipe(pixelsPerUnit: 1)
        for _ in 0..<3 { swipe.add(deltaX: 0, deltaY: 20) }
        // GTK's measure: 60 px of deltas over 48 ms, 1250 px/s of content moving up.
        let fast = swipe.velocity(deltaX: 0, deltaY: 1250)
        XCTAssertEqual(fast.y, -1250)
        XCTAssertEqual(gesture.outcome(dx: swipe.dx, dy: swipe.dy, velocity: gesture.progress(dx: fast.x, dy: fast.y)), .share,
                       "60 px flicked up shares")
        let slow = swipe.velocity(deltaX: 0, deltaY: 190)
        XCTAssertEqual(gesture.outcome(dx: swipe.dx, dy: swipe.dy, velocity: gesture.progress(dx: slow.x, dy: slow.y)), .springBack,
                       "the same 60 px slowly springs back")
        let steps = TouchpadSwipe(pixelsPerUnit: 100).velocity(deltaX: 0, deltaY: 12)
        XCTAssertEqual(steps.y, -1200, "wheel-step deltas scale to pixels as the offset does")
        XCTAssertEqual(swipe.velocity(deltaX: .nan, deltaY: 3).y, 0, "a broken measure is no flick")
    }

    func testWheelStepsScaleAsGTKScrollsAView() {
        XCTAssertEqual(TouchpadSwipe.pixelsPerUnit(inWheelSteps: false, pageSize: 760), 1)
        XCTAssertEqual(TouchpadSwipe.pixelsPerUnit(inWheelSteps: true, pageSize: 1000), 100, accuracy: 1e-6)
        XCTAssertEqual(TouchpadSwipe.pixelsPerUnit(inWheelSteps: true, pageSize: 8), 4, accuracy: 1e-6)
    }

    func testOnlyASystemThatNeverSaysTheFingersLiftedEndsASwipeByAShortPause() {
        XCTAssertEqual(TouchpadSwipe.quietEnd(inWheelSteps: true), 0.15, "X11: the events stopping is the lift")
        // Wayland: the events of a swipe stalled 170 ms on a busy machine, and fingers rest mid-swipe.
        XCTAssertGreaterThanOrEqual(TouchpadSwipe.quietEnd(inWheelSteps: false), 1, "Wayland waits for the lift")
    }
}
