import XCTest
@testable import InstagridPhotoFormats
import InstagridModel
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

    func testBombLimitAppliesOnlyWhenTheDecodeHoldsTheWholeImage() {
        let bomb = Size(width: 40_000, height: 40_000)
        XCTAssertFalse(DecodePlan.isAcceptable(stored: bomb, holdsWholeImage: true))
        XCTAssertTrue(DecodePlan.isAcceptable(stored: bomb, holdsWholeImage: false))
        XCTAssertTrue(DecodePlan.isAcceptable(stored: Size(width: 8000, height: 6000), holdsWholeImage: true))
    }
}

final class DCTScaleTests: XCTestCase {
    /// libjpeg-turbo 3 outputs a lossless JPEG whole, whatever scale is asked: the buffer
    /// sized from the request would have been written past.
    func testTheSizeLibjpegReportsDecidesTheScale() {
        let stored = Size(width: 5640, height: 3172)
        XCTAssertEqual(DecodePlan.effectiveEighths(stored: stored, requested: 3, outputWidth: 2115, outputHeight: 1190), 3)
        XCTAssertEqual(DecodePlan.effectiveEighths(stored: stored, requested: 3, outputWidth: 5640, outputHeight: 3172), 8)
        XCTAssertNil(DecodePlan.effectiveEighths(stored: stored, requested: 3, outputWidth: 2116, outputHeight: 1190))
        XCTAssertNil(DecodePlan.effectiveEighths(stored: stored, requested: 3, outputWidth: 0, outputHeight: 0))
    }

    func testPicksTheSmallestEighthThatStillCovers() {
        // Elephants, 5640x3172, in an 871 px square: 3/8 gives 2115x1190, 2/8 only 793 rows.
        let stored = Size(width: 5640, height: 3172)
        let plan = DecodePlan(stored: stored, orientation: .up, target: Size(width: 871, height: 871))
        XCTAssertEqual(plan.dctEighths(stored: stored), 3)
        XCTAssertEqual(DecodePlan.scaledSide(3172, 3), 1190)
        XCTAssertEqual(DecodePlan.scaledSide(3172, 2), 793)
    }

    func testRoundsUpAsLibjpegDoes() {
        // 1601 * 1/8 = 200.125: libjpeg outputs 201 rows, enough for a 201-row plan.
        let stored = Size(width: 1601, height: 1601)
        let plan = DecodePlan(stored: stored, orientation: .up, target: Size(width: 201, height: 201))
        XCTAssertEqual(plan.dctEighths(stored: stored), 1)
    }

    func testFullSizeWhenTheSlotNeedsEveryPixel() {
        let stored = Size(width: 800, height: 600)
        let plan = DecodePlan(stored: stored, orientation: .up, target: Size(width: 2000, height: 2000))
        XCTAssertEqual(plan.dctEighths(stored: stored), 8)
    }

    func testTurnedPhotosScaleByTheirStoredSides() {
        // Stored 4000x3000, turned upright to 3000x4000; a 600x300 slot needs 600 upright columns.
        let stored = Size(width: 4000, height: 3000)
        let plan = DecodePlan(stored: stored, orientation: .right, target: Size(width: 600, height: 300))
        XCTAssertEqual(plan.dctEighths(stored: stored), 2, "3000 stored rows * 2/8 = 750 >= 600")
    }
}

final class DecodeCostTests: XCTestCase {
    func testProgressiveJPEGHoldsEveryCoefficient() {
        let stored = Size(width: 5640, height: 3172), output = Size(width: 2115, height: 1190)
        let progressive = DecodeCost.jpeg(stored: stored, components: 3, progressive: true, output: output, turned: false)
        let baseline = DecodeCost.jpeg(stored: stored, components: 3, progressive: false, output: output, turned: false)
        XCTAssertEqual(progressive, 5640 * 3172 * 3 * 2 + 2115 * 1190 * 4)
        XCTAssertLessThan(baseline, 2115 * 1190 * 4 + 1 << 20, "a baseline file needs little beyond its output")
        XCTAssertEqual(DecodeCost.jpeg(stored: stored, components: 3, progressive: false, output: output, turned: true),
                       baseline + 2115 * 1190 * 4, "turning upright copies the output")
    }

    func testFullDecodeHoldsTheWholeImage() {
        // A 48 MP PNG costs its whole 192 MB, whatever the slot: two do not fit in 256 MiB together.
        let cost = DecodeCost.fullDecode(stored: Size(width: 8000, height: 6000), output: Size(width: 1161, height: 871))
        XCTAssertGreaterThan(cost, 8000 * 6000 * 4)
        XCTAssertGreaterThan(2 * cost, 256 << 20)
    }
}

final class UprightRectTests: XCTestCase {
    func testAStoredRectLandsWhereItsPixelsGo() {
        // A 100x50 stored image; its 10x5 top-left corner, turned each way.
        let stored = Size(width: 100, height: 50), corner = Rect(x: 0, y: 0, width: 10, height: 5)
        let expected: [ExifOrientation: Rect] = [
            .up: Rect(x: 0, y: 0, width: 10, height: 5),
            .upMirrored: Rect(x: 90, y: 0, width: 10, height: 5),
            .down: Rect(x: 90, y: 45, width: 10, height: 5),
            .downMirrored: Rect(x: 0, y: 45, width: 10, height: 5),
            .leftMirrored: Rect(x: 0, y: 0, width: 5, height: 10),
            .right: Rect(x: 45, y: 0, width: 5, height: 10),
            .rightMirrored: Rect(x: 45, y: 90, width: 5, height: 10),
            .left: Rect(x: 0, y: 90, width: 5, height: 10),
        ]
        for orientation in ExifOrientation.allCases {
            let rect = orientation.uprightRect(corner, storedIn: stored)
            let want = expected[orientation]!
            for (got, wanted) in [(rect.x, want.x), (rect.y, want.y), (rect.width, want.width), (rect.height, want.height)] {
                XCTAssertEqual(got, wanted, accuracy: 1e-9, "\(orientation)")
            }
        }
    }
}
