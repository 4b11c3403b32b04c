import XCTest
@testable import InstagridModel

final class SlidesTests: XCTestCase {
    func testSlidesAreTheShapesSizeSideBySide() throws {
        let slides = try XCTUnwrap(Slides(count: 3, shape: .portrait, longSide: 1350))
        XCTAssertEqual([slides.slideWidth, slides.slideHeight], [1080, 1350])
        XCTAssertEqual(slides.pictureSize, Size(width: 3240, height: 1350))
        XCTAssertEqual((0..<3).map(slides.left(of:)), [0, 1080, 2160])
        XCTAssertNil(Slides(count: 1, shape: .square, longSide: 100), "one slide is the picture itself")
        XCTAssertNil(Slides(count: 21, shape: .square, longSide: 100))
        XCTAssertNotNil(Slides(count: 20, shape: .story, longSide: 1920))
    }

    func testEachSlideIsNamedByItsNumberBeforeTheExtension() throws {
        let slides = try XCTUnwrap(Slides(count: 2, shape: .square, longSide: 100))
        XCTAssertEqual(slides.paths(for: "out/trip.png"), ["out/trip-1.png", "out/trip-2.png"])
        XCTAssertEqual(slides.paths(for: "a.b/trip.final.jpg"), ["a.b/trip.final-1.jpg", "a.b/trip.final-2.jpg"])
        XCTAssertEqual(slides.paths(for: "/tmp/.hidden"), ["/tmp/.hidden-1", "/tmp/.hidden-2"], "a leading dot is no extension")
        XCTAssertEqual(slides.paths(for: LocalPath(bytes: [0x63, 0xE9, 0x2E, 0x70, 0x6E, 0x67])!).map(\.bytes),
                       [[0x63, 0xE9, 0x2D, 0x31, 0x2E, 0x70, 0x6E, 0x67], [0x63, 0xE9, 0x2D, 0x32, 0x2E, 0x70, 0x6E, 0x67]],
                       "a name's bytes are kept as they are")
    }
}
