import InstagridModel
import XCTest

final class PictureShapeTests: XCTestCase {
    func testEveryShapeIsAScreenShapeOrAPaperOnce() {
        XCTAssertEqual(Set(PictureShape.screen + PictureShape.paper), Set(PictureShape.allCases))
        XCTAssertEqual(PictureShape.screen.count + PictureShape.paper.count, PictureShape.allCases.count)
        for shape in PictureShape.screen { XCTAssertNil(shape.paperSize, shape.rawValue) }
    }

    func testTheASeriesIsOneToTheSquareRootOfTwo() {
        XCTAssertEqual(PictureShape.a4.aspect, 1 / 2.0.squareRoot(), accuracy: 1e-3)
        XCTAssertEqual(PictureShape.a4Landscape.aspect, 2.0.squareRoot(), accuracy: 1e-3)
        XCTAssertTrue(PictureShape.a4.pixelSize(longSide: 2048) == (1448, 2048))
    }

    func testEachPaperComesUprightAndTurned() {
        let upright = PictureShape.paper.prefix(4), turned = PictureShape.paper.suffix(4)
        for (tall, wide) in zip(upright, turned) {
            let (a, b) = (tall.paperSize!, wide.paperSize!)
            XCTAssertEqual(a.width, b.height, tall.rawValue)
            XCTAssertEqual(a.height, b.width, tall.rawValue)
            XCTAssertLessThan(tall.aspect, 1, tall.rawValue)
        }
        XCTAssertEqual(PictureShape.letter.paperSize!.width, 8.5 * 25.4, accuracy: 1e-9)
        XCTAssertEqual(PictureShape.photo10x15.aspect, 2.0 / 3, accuracy: 1e-12)
    }

    func testAPageIsThePaperOrThePicturePrintedAtItsResolution() {
        let a4 = PictureShape.a4.pageSize(longSide: 2048, dpi: 300)
        XCTAssertEqual(a4.width, 595.28, accuracy: 0.01)
        XCTAssertEqual(a4.height, 841.89, accuracy: 0.01)
        let square = PictureShape.square.pageSize(longSide: 3000, dpi: 300)
        XCTAssertEqual(square.width, 720, accuracy: 1e-9, "3000 px at 300 dpi: ten inches")
        XCTAssertEqual(PictureShape.widescreen.pageSize(longSide: 1920, dpi: 96).height, 1080 * 0.75, accuracy: 1e-9)
    }
}
