import InstagridModel
import InstagridPhotoFormats
import XCTest

final class PictureLimitsTests: XCTestCase {
    func testWebPHoldsUpTo16383PixelsOnASideAndPNGOurLargest() {
        XCTAssertNoThrow(try PictureLimits.check(.webp, shape: .square, longSide: 16383, dpi: 300))
        XCTAssertThrowsError(try PictureLimits.check(.webp, shape: .widescreen, longSide: 16384, dpi: 300)) { error in
            XCTAssertEqual(error as? PictureLimits.Excess, .tooLarge(.webp, width: 16384, height: 9216, largest: 16383))
        }
        XCTAssertNoThrow(try PictureLimits.check(.png, shape: .square, longSide: 16384, dpi: 300))
        XCTAssertNoThrow(try PictureLimits.check(.jpeg, shape: .square, longSide: 16384, dpi: 300))
    }

    func testAPDFPageIsAtMost14400Points() {
        XCTAssertNoThrow(try PictureLimits.check(.pdf, shape: .widescreen, longSide: 14400, dpi: 72))
        XCTAssertThrowsError(try PictureLimits.check(.pdf, shape: .widescreen, longSide: 14401, dpi: 72)) { error in
            XCTAssertEqual(error as? PictureLimits.Excess, .pageTooLarge(width: 14401, height: 8101))
        }
        // A paper's page is the paper's, whatever the size asked.
        XCTAssertNoThrow(try PictureLimits.check(.pdf, shape: .a4, longSide: 16, dpi: 1200))
        XCTAssertNoThrow(try PictureLimits.check(.pdf, shape: .a4, longSide: 16384, dpi: 72))
    }

    /// The smallest cell (a share of the short side) must be at least a pixel, or a point on a page.
    func testAPictureHoldsItsSmallestCell() {
        let shortest = Int((1 / GridGeometry.floorShare).rounded(.up))
        XCTAssertNoThrow(try PictureLimits.check(.png, shape: .square, longSide: shortest, dpi: 300))
        XCTAssertThrowsError(try PictureLimits.check(.png, shape: .square, longSide: shortest - 1, dpi: 300))
        XCTAssertThrowsError(try PictureLimits.check(.png, shape: .story, longSide: 20, dpi: 300)) { error in
            XCTAssertEqual(error as? PictureLimits.Excess, .tooSmallForCells(width: 11, height: 20, onPage: false))
        }
        // 16 pixels at 1200 dpi is a page under a point across.
        XCTAssertThrowsError(try PictureLimits.check(.pdf, shape: .square, longSide: 16, dpi: 1200)) { error in
            XCTAssertEqual(error as? PictureLimits.Excess, .tooSmallForCells(width: 0.96, height: 0.96, onPage: true))
        }
        XCTAssertNoThrow(try PictureLimits.check(.pdf, shape: .square, longSide: 20, dpi: 72))
    }
}

/// The share renders a set of slides as large as Cairo draws it: each slide at the size asked
/// for where the set fits, else the largest that does, and never wider.
final class DrawableSideTests: XCTestCase {
    func testTwentySlidesComeBackAsLargeAsCairoDrawsAndNoLarger() {
        for shape in [PictureShape.square, .portrait, .story, .widescreen] {
            for slides in [1, 2, 7, 20] {
                var collage = Collage(shape: shape)
                collage.slides = slides
                let side = PictureLimits.drawableSide(of: collage, upTo: 2048)
                let width = collage.pixelSize(longSide: side).width
                XCTAssertLessThanOrEqual(width, PictureLimits.drawnLargestSide, "\(shape), \(slides) slides")
                if collage.pixelSize(longSide: 2048).width <= PictureLimits.drawnLargestSide {
                    XCTAssertEqual(side, 2048, "\(shape), \(slides) slides: the size asked for, where it fits")
                } else {
                    XCTAssertGreaterThan(collage.pixelSize(longSide: side + 1).width, PictureLimits.drawnLargestSide - slides,
                                         "\(shape), \(slides) slides: about the largest that fits")
                }
            }
        }
    }
}
