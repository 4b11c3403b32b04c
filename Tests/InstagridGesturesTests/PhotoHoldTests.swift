import InstagridGestures
import InstagridModel
import XCTest

final class PhotoHoldTests: XCTestCase {
    func testStillnessIsTheClickSlop() {
        XCTAssertTrue(PhotoHold.isStill(dx: 0, dy: 0))
        XCTAssertTrue(PhotoHold.isStill(dx: 5, dy: -5), "a hand's tremor")
        XCTAssertFalse(PhotoHold.isStill(dx: 0, dy: -ShareGesture.clickSlop), "a share drag's first motion")
        XCTAssertLessThan(PhotoHold.holdTime, 0.5)
    }

    func testTheLiftedPhotoGrowsAboutItsCentreAndFollows() {
        let slot = Rect(x: 100, y: 50, width: 200, height: 100)
        let lifted = PhotoHold.liftedFrame(slot, dx: 30, dy: -10)
        XCTAssertEqual(lifted.midX, slot.midX + 30, accuracy: 1e-9)
        XCTAssertEqual(lifted.midY, slot.midY - 10, accuracy: 1e-9)
        XCTAssertEqual(lifted.width, 212, accuracy: 1e-9)
        XCTAssertEqual(lifted.height / lifted.width, 0.5, accuracy: 1e-9)
    }
}
