@testable import InstagridGestures
import InstagridModel
import XCTest

final class OrientationTests: XCTestCase {
    func testWindowShapeDecidesOrientationAndShareDirection() {
        XCTAssertEqual(ScreenOrientation(width: 400, height: 700), .portrait)
        XCTAssertEqual(ScreenOrientation(width: 700, height: 400), .landscape)
        XCTAssertEqual(ScreenOrientation(width: 500, height: 500), .portrait, "a square counts as portrait")
        XCTAssertEqual(ScreenOrientation(width: 501, height: 500), .landscape)
        XCTAssertEqual(ScreenOrientation.portrait.shareDirection, .up)
        XCTAssertEqual(ScreenOrientation.landscape.shareDirection, .left)
    }
}
