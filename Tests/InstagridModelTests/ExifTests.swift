import XCTest
@testable import InstagridModel
import InstagridTestSupport

final class ExifTests: XCTestCase {
    func testReadsAllEightOrientationsInBothByteOrders() {
        for value in 1...8 {
            for bigEndian in [true, false] {
                let head = ExifFixture.jpegHead(orientation: value, bigEndian: bigEndian, leadingSegments: value % 2)
                XCTAssertEqual(ExifReader.orientation(jpegHead: head).rawValue, value, "big endian: \(bigEndian)")
            }
        }
    }

    func testAnythingElseIsUpright() {
        XCTAssertEqual(ExifReader.orientation(jpegHead: []), .up)
        XCTAssertEqual(ExifReader.orientation(jpegHead: Array("not a jpeg".utf8)), .up)
        XCTAssertEqual(ExifReader.orientation(jpegHead: ExifFixture.jpegHead(orientation: 9, bigEndian: true)), .up)
        XCTAssertEqual(ExifReader.orientation(jpegHead: ExifFixture.jpegHead(orientation: 0, bigEndian: false)), .up)
    }

    func testTruncatedOrDamagedHeadsNeverTrap() {
        let head = ExifFixture.jpegHead(orientation: 6, bigEndian: false, leadingSegments: 1)
        for length in 0..<head.count {
            _ = ExifReader.orientation(jpegHead: Array(head[..<length]))
        }
        var generator = SeededGenerator(announcing: 20261123, in: #function)
        for _ in 0..<2000 {
            var damaged = head
            damaged[Int.random(in: 2..<damaged.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator)
            _ = ExifReader.orientation(jpegHead: damaged)
        }
    }

    func testUprightSizeSwapsForTheQuarterTurns() {
        let stored = Size(width: 40, height: 30)
        for orientation in ExifOrientation.allCases {
            let expected = orientation.rawValue >= 5 ? Size(width: 30, height: 40) : stored
            XCTAssertEqual(orientation.upright(stored), expected, "\(orientation)")
        }
    }

    func testStoredPointMapping() {
        // Where the upright picture's top-left corner comes from, for each value.
        let corners: [ExifOrientation: (Double, Double)] = [
            .up: (0, 0), .upMirrored: (1, 0), .down: (1, 1), .downMirrored: (0, 1),
            .leftMirrored: (0, 0), .right: (0, 1), .rightMirrored: (1, 1), .left: (1, 0),
        ]
        for (orientation, corner) in corners {
            let point = orientation.storedPoint(forUpright: 0, 0)
            XCTAssertEqual(point.x, corner.0, "\(orientation)")
            XCTAssertEqual(point.y, corner.1, "\(orientation)")
        }
        // Upright top-right: for .right (rotate 90° clockwise to view) it is the stored top-left.
        XCTAssertEqual(ExifOrientation.right.storedPoint(forUpright: 1, 0).x, 0)
        XCTAssertEqual(ExifOrientation.right.storedPoint(forUpright: 1, 0).y, 0)
    }
}

final class DecodePlanTests: XCTestCase {
    func testDecodesJustLargeEnoughToCover() {
        let plan = DecodePlan(stored: Size(width: 5120, height: 2880), orientation: .up, target: Size(width: 870, height: 870))
        XCTAssertEqual(plan.storedHeight, 870)
        XCTAssertEqual(plan.storedWidth, 1547)
    }

    func testNeverUpscales() {
        let plan = DecodePlan(stored: Size(width: 100, height: 50), orientation: .up, target: Size(width: 870, height: 870))
        XCTAssertEqual(plan.storedWidth, 100)
        XCTAssertEqual(plan.storedHeight, 50)
    }

    func testQuarterTurnsPlanInStoredAxes() {
        // Stored landscape, shown portrait; the slot is wide, so the upright width decides.
        let plan = DecodePlan(stored: Size(width: 4000, height: 3000), orientation: .right, target: Size(width: 600, height: 300))
        XCTAssertEqual(plan.storedHeight, 600, "upright width, stored as height")
        XCTAssertEqual(plan.storedWidth, 800, "upright height 800 for a 600 px wide cover")
    }

    func testTinyTargetsStillDecodeAPixel() {
        let plan = DecodePlan(stored: Size(width: 65_535, height: 3), orientation: .up, target: Size(width: 1, height: 1))
        XCTAssertGreaterThanOrEqual(plan.storedWidth, 1)
        XCTAssertEqual(plan.storedHeight, 1)
    }

    func testBombLimitAppliesOnlyWhenTheDecoderCannotScale() {
        let bomb = Size(width: 40_000, height: 40_000)
        XCTAssertFalse(DecodePlan.isAcceptable(stored: bomb, decoderScalesWhileDecoding: false))
        XCTAssertTrue(DecodePlan.isAcceptable(stored: bomb, decoderScalesWhileDecoding: true))
        XCTAssertTrue(DecodePlan.isAcceptable(stored: Size(width: 8000, height: 6000), decoderScalesWhileDecoding: false))
    }
}
