@testable import InstagridModel
import XCTest

/// Arrange to fit: the layout in which the photos lose least to cropping.
final class LayoutFittingTests: XCTestCase {
    private let square = Size(width: 2048, height: 2048)

    private func places(_ aspects: [Double]) -> [SlotID: Double] {
        Dictionary(uniqueKeysWithValues: zip(SlotID.all, aspects))
    }

    private func cellAspect(of slot: SlotID, in layout: Layout, size: Size) -> Double {
        let frame = GridGeometry(size: size, looks: .seed, layout: layout).frames.first { $0.slot == slot }!.frame
        return frame.width / frame.height
    }

    func testAPanoramaAmongPortraitsGetsAWideRowAndCropsLessThanAnyCatalogueLayout() throws {
        let aspects = places([3, 2.0 / 3, 2.0 / 3, 2.0 / 3])
        let arranged = try XCTUnwrap(LayoutFitting.arrange(aspects, size: square, looks: .seed))
        XCTAssertEqual(Set(arranged.visibleSlots), Set(aspects.keys), "a cell for each photo, no other")
        XCTAssertGreaterThan(cellAspect(of: SlotID.all[0], in: arranged, size: square), 2.2, arranged.form)
        for slot in SlotID.all[1...3] {
            XCTAssertLessThan(cellAspect(of: slot, in: arranged, size: square), 1, "portraits get tall cells: \(arranged.form)")
        }
        let crop = CropShare.of(arranged, aspects: aspects, size: square, looks: .seed)
        let catalogue = try XCTUnwrap(LayoutFitting.bestCatalogue(aspects, size: square, looks: .seed))
        XCTAssertLessThan(crop, 0.05, arranged.form)
        XCTAssertLessThan(crop, catalogue.crop / 2, "against \(catalogue.layout.form), which loses \(catalogue.crop)")
    }

    /// Cropping alone would shrink the square and the portrait beside a wide panorama to a
    /// sliver; the weight unevenness carries keeps the smallest cell at half an equal share.
    func testUnevennessKeepsEveryCellAPhotoCanBeSeenIn() throws {
        let aspects = places([6, 1, 0.66])
        let arranged = try XCTUnwrap(LayoutFitting.arrange(aspects, size: square, looks: .seed))
        let areas = GridGeometry(size: square, looks: .seed, layout: arranged).frames.map { $0.frame.width * $0.frame.height }
        XCTAssertGreaterThan(areas.min()! / areas.reduce(0, +) * Double(areas.count), 0.5, arranged.form)
    }

    /// The cases that lost a photo to a cell of no height: each arranged layout keeps every
    /// cell at the floor, and the crop it reports is the one its picture shows.
    func testEveryArrangedPhotoHasACellItCanBeSeenIn() throws {
        let cases: [(aspects: [Double], shape: PictureShape)] = [
            ([8, 2.0 / 3, 2.0 / 3, 2.0 / 3], .square), ([5, 0.5, 0.5, 0.5, 0.5], .square), ([20, 1, 1, 1, 1], .square),
            ([12, 0.75, 0.75], .widescreen), ([1.0 / 20, 1.5, 1.5, 1.5], .square), ([20, 1.0 / 20], .story),
        ]
        for (ratios, shape) in cases {
            let aspects = places(ratios)
            let size = shape.pictureSize(longSide: 2048)
            let arranged = try XCTUnwrap(LayoutFitting.arrange(aspects, size: size, looks: .seed))
            let grid = GridGeometry(size: size, looks: .seed, layout: arranged)
            XCTAssertEqual(Set(arranged.visibleSlots), Set(aspects.keys))
            for (slot, frame) in grid.frames {
                XCTAssertGreaterThanOrEqual(min(frame.width, frame.height), grid.floor - 1e-6, "\(ratios): \(slot) in \(arranged.form)")
            }
            // The form says what is drawn: read back, the same cells.
            let again = GridGeometry(size: size, looks: .seed, layout: try Layout(form: arranged.form))
            for (one, two) in zip(grid.frames, again.frames) {
                XCTAssertEqual(one.frame.width, two.frame.width, accuracy: 0.5, arranged.form)
                XCTAssertEqual(one.frame.height, two.frame.height, accuracy: 0.5, arranged.form)
            }
        }
    }

    func testTwoPortraitsInASquareStandSideBySide() throws {
        let arranged = try XCTUnwrap(LayoutFitting.arrange(places([2.0 / 3, 3.0 / 4]), size: square, looks: .seed))
        guard case .split(.row, _) = arranged.tree else { return XCTFail("not side by side: \(arranged.form)") }
    }

    func testPhotosOfThePicturesShapeKeepAnEvenGrid() throws {
        let aspects = places([1, 1, 1, 1])
        let arranged = try XCTUnwrap(LayoutFitting.arrange(aspects, size: square, looks: .seed))
        let areas = GridGeometry(size: square, looks: .seed, layout: arranged).frames.map { $0.frame.width * $0.frame.height }
        XCTAssertEqual(areas.min()! / areas.max()!, 1, accuracy: 0.01, "four equal cells: \(arranged.form)")
        XCTAssertLessThan(CropShare.of(arranged, aspects: aspects, size: square, looks: .seed), 0.01)
    }

    /// Nine photos of every shape in a wide picture: the one nine-photo catalogue layout
    /// crops far more than the arranged one.
    func testNineMixedPhotosInAWidePicture() throws {
        let aspects = places([3, 0.5, 1.5, 1, 0.75, 2, 0.66, 1.33, 1.78])
        let wide = Size(width: 2048, height: 1152)
        let arranged = try XCTUnwrap(LayoutFitting.arrange(aspects, size: wide, looks: .seed))
        XCTAssertEqual(arranged.visibleSlots.count, 9)
        let crop = CropShare.of(arranged, aspects: aspects, size: wide, looks: .seed)
        let catalogue = try XCTUnwrap(LayoutFitting.bestCatalogue(aspects, size: wide, looks: .seed))
        XCTAssertLessThan(crop, catalogue.crop / 2, "\(arranged.form): \(crop) against \(catalogue.layout.form): \(catalogue.crop)")
        XCTAssertEqual(try Layout(form: arranged.form), arranged, "what it chose can be written down and read back")
    }

    func testThePhotosKeepTheirPlacesWhereverTheyGo() throws {
        let aspects: [SlotID: Double] = [SlotID.all[2]: 1.5, SlotID.all[5]: 0.7, SlotID.all[8]: 1]
        let arranged = try XCTUnwrap(LayoutFitting.arrange(aspects, size: square, looks: .seed))
        XCTAssertEqual(Set(arranged.visibleSlots), Set(aspects.keys))
        XCTAssertNil(LayoutFitting.arrange([:], size: square, looks: .seed))
        let one = try XCTUnwrap(LayoutFitting.arrange([SlotID.all[4]: 1.5], size: square, looks: .seed))
        XCTAssertEqual(one.tree, .cell(SlotID.all[4]))
    }

    func testTheAssignmentIsTheBestOfEveryOrder() {
        let ratios = [3.0, 0.5, 1.0]
        let cells: [(aspect: Double, area: Double)] = [(1, 1), (3, 1), (0.5, 1)]
        XCTAssertEqual(LayoutFitting.bestAssignment(ratios: ratios, cells: cells), [2, 0, 1])
    }

    func testLostShares() {
        XCTAssertEqual(CropShare.lost(photo: 1, cell: 1), 0)
        XCTAssertEqual(CropShare.lost(photo: 2, cell: 1), 0.5)
        XCTAssertEqual(CropShare.lost(photo: 1, cell: 4), 0.75)
    }
}
