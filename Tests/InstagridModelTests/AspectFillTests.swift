import XCTest
@testable import InstagridModel

final class AspectFillTests: XCTestCase {
    private func assertFills(_ photo: Size, _ slot: Size, file: StaticString = #filePath, line: UInt = #line) {
        let source = AspectFill.sourceRect(photo: photo, slot: slot)
        // Undistorted: the source has the slot's aspect ratio.
        XCTAssertEqual(source.width / source.height, slot.width / slot.height, accuracy: 1e-9, file: file, line: line)
        // Inside the photo, touching both edges of one axis, centred on the other.
        XCTAssertGreaterThanOrEqual(source.x, 0, file: file, line: line)
        XCTAssertGreaterThanOrEqual(source.y, 0, file: file, line: line)
        XCTAssertLessThanOrEqual(source.maxX, photo.width + 1e-9, file: file, line: line)
        XCTAssertLessThanOrEqual(source.maxY, photo.height + 1e-9, file: file, line: line)
        XCTAssertTrue(abs(source.width - photo.width) < 1e-9 || abs(source.height - photo.height) < 1e-9, file: file, line: line)
        XCTAssertEqual(source.midX, photo.width / 2, accuracy: 1e-9, file: file, line: line)
        XCTAssertEqual(source.midY, photo.height / 2, accuracy: 1e-9, file: file, line: line)
    }

    func testPanoramaInSquareSlotCropsTheSides() {
        let source = AspectFill.sourceRect(photo: Size(width: 4000, height: 1000), slot: Size(width: 100, height: 100))
        XCTAssertEqual(source, Rect(x: 1500, y: 0, width: 1000, height: 1000))
    }

    func testPortraitPhotoInWideSlotCropsTopAndBottom() {
        let source = AspectFill.sourceRect(photo: Size(width: 1000, height: 3000), slot: Size(width: 200, height: 100))
        XCTAssertEqual(source, Rect(x: 0, y: 1250, width: 1000, height: 500))
    }

    func testOddSizes() {
        let photos = [Size(width: 1, height: 1), Size(width: 5120, height: 2880), Size(width: 2880, height: 5120),
                      Size(width: 65_535, height: 3), Size(width: 3, height: 65_535), Size(width: 40_000, height: 40_000)]
        let slots = [Size(width: 1, height: 1), Size(width: 1, height: 2), Size(width: 871, height: 413),
                     Size(width: 1741, height: 870)]
        for photo in photos { for slot in slots { assertFills(photo, slot) } }
    }

    func testDegenerateSizesReturnTheWholePhoto() {
        let photo = Size(width: 10, height: 20)
        XCTAssertEqual(AspectFill.sourceRect(photo: photo, slot: Size(width: 0, height: 5)),
                       Rect(x: 0, y: 0, width: 10, height: 20))
        XCTAssertEqual(AspectFill.coverScale(photo: Size(width: 0, height: 0), slot: Size(width: 5, height: 5)), 0)
    }

    func testCoverScale() {
        XCTAssertEqual(AspectFill.coverScale(photo: Size(width: 5120, height: 2880), slot: Size(width: 870, height: 870)),
                       870.0 / 2880.0, accuracy: 1e-12)
    }
}
