import XCTest
@testable import InstagridModel

final class FramingTests: XCTestCase {
    let photo = Size(width: 4000, height: 3000)
    let slot = Size(width: 100, height: 100)

    func testFillIsTheSeedsAspectFill() {
        XCTAssertEqual(Framing.fill.crop(photo: photo, slot: slot), AspectFill.sourceRect(photo: photo, slot: slot))
        XCTAssertEqual(Framing.fill.decodeTarget(slot: slot), slot)
    }

    func testZoomShowsLessAroundTheSameCentre() {
        let crop = Framing(zoom: 2, offsetX: 0, offsetY: 0, quarterTurns: 0).crop(photo: photo, slot: slot)
        XCTAssertEqual(crop, Rect(x: 1250, y: 750, width: 1500, height: 1500))
        XCTAssertEqual(Framing(zoom: 2, offsetX: 0, offsetY: 0, quarterTurns: 0).decodeTarget(slot: slot), Size(width: 200, height: 200))
    }

    func testTheSlotIsAlwaysCovered() {
        for (x, y) in [(-5.0, 0.0), (5, 5), (0.3, -0.4), (-0.1, 0.1)] {
            for zoom in [1.0, 1.5, 8] {
                for turns in 0...3 {
                    let framing = Framing(zoom: zoom, offsetX: x, offsetY: y, quarterTurns: turns)
                    let crop = framing.crop(photo: photo, slot: Size(width: 160, height: 90))
                    let turned = framing.turned(photo)
                    XCTAssertGreaterThanOrEqual(crop.x, -1e-9)
                    XCTAssertGreaterThanOrEqual(crop.y, -1e-9)
                    XCTAssertLessThanOrEqual(crop.maxX, turned.width + 1e-9)
                    XCTAssertLessThanOrEqual(crop.maxY, turned.height + 1e-9)
                    XCTAssertEqual(crop.width / crop.height, 160.0 / 90, accuracy: 1e-9, "the slot's proportions")
                    // Clamping keeps the crop and brings the offsets back inside.
                    XCTAssertEqual(framing.clamped(photo: photo, slot: Size(width: 160, height: 90))
                        .crop(photo: photo, slot: Size(width: 160, height: 90)), crop)
                }
            }
        }
        let far = Framing(zoom: 2, offsetX: 5, offsetY: 0, quarterTurns: 0)
        XCTAssertEqual(far.crop(photo: photo, slot: slot).maxX, 4000, "pushed against the right edge")
        XCTAssertEqual(far.clamped(photo: photo, slot: slot).offsetX, (3250 - 2000) / 4000.0)
    }

    func testQuarterTurnsSwapTheSidesAndMapPointsBack() {
        let turned = Framing(zoom: 1, offsetX: 0, offsetY: 0, quarterTurns: 1)
        XCTAssertEqual(turned.turned(photo), Size(width: 3000, height: 4000))
        XCTAssertEqual(turned.crop(photo: photo, slot: slot), Rect(x: 0, y: 500, width: 3000, height: 3000))
        XCTAssertEqual(turned.decodeTarget(slot: Size(width: 200, height: 100)), Size(width: 100, height: 200))
        // A clockwise turn puts the photo's bottom-left corner at the top left.
        XCTAssertTrue(turned.uprightPoint(0, 0, photo: photo) == (0, 3000))
        XCTAssertTrue(Framing(zoom: 1, offsetX: 0, offsetY: 0, quarterTurns: 2).uprightPoint(0, 0, photo: photo) == (4000, 3000))
        XCTAssertTrue(Framing(zoom: 1, offsetX: 0, offsetY: 0, quarterTurns: 3).uprightPoint(0, 0, photo: photo) == (4000, 0))
    }

    func testValuesAreKeptInBounds() {
        let framing = Framing(zoom: 20, offsetX: .nan, offsetY: .infinity, quarterTurns: -1)
        XCTAssertEqual(framing.zoom, 8)
        XCTAssertEqual(framing.offsetX, 0)
        XCTAssertEqual(framing.offsetY, 0)
        XCTAssertEqual(framing.quarterTurns, 3)
        XCTAssertEqual(Framing(zoom: 0.2, offsetX: 0, offsetY: 0, quarterTurns: 4), .fill)
    }
}

/// A photo shown whole: inside its slot at its own shape, until a zoom takes a side past the slot's.
final class WholePhotoTests: XCTestCase {
    func testAWidePhotoShownWholeInASquareSlotIsCentredWithRoomAboveAndBelow() {
        let whole = Framing(zoom: 1, offsetX: 0.3, offsetY: 0, quarterTurns: 0, whole: .blurred)
        let (source, shown) = whole.placement(photo: Size(width: 400, height: 200), slot: Size(width: 100, height: 100))
        XCTAssertEqual(source, Rect(x: 0, y: 0, width: 400, height: 200), "all of it")
        XCTAssertEqual(shown, Rect(x: 0, y: 25, width: 100, height: 50), "as wide as the slot, centred")
        XCTAssertEqual(whole.clamped(photo: Size(width: 400, height: 200), slot: Size(width: 100, height: 100)).offsetX, 0,
                       "an offset along a side shown whole means nothing")
    }

    func testZoomedPastTheSlotAWholePhotoIsCroppedAlongThatSideOnly() {
        let zoomed = Framing(zoom: 1.5, offsetX: 0.5, offsetY: 0, quarterTurns: 0, whole: .frame)
        let (source, shown) = zoomed.placement(photo: Size(width: 400, height: 200), slot: Size(width: 100, height: 100))
        XCTAssertEqual(shown.width, 100, accuracy: 1e-9)
        XCTAssertEqual(shown.height, 75, accuracy: 1e-9, "still whole top to bottom")
        XCTAssertEqual(source.width, 400 / 1.5, accuracy: 1e-9)
        XCTAssertEqual(source.maxX, 400, accuracy: 1e-9, "moved right as far as the photo goes")
        XCTAssertEqual(Framing.fill.placement(photo: Size(width: 400, height: 200), slot: Size(width: 100, height: 100)).destination,
                       Rect(x: 0, y: 0, width: 100, height: 100), "a filling photo covers its slot")
    }

    func testResetKeepsAPhotoWhole() {
        let turned = Framing(zoom: 2, offsetX: 0.1, offsetY: 0, quarterTurns: 1, whole: .frame)
        XCTAssertEqual(turned.reset, Framing(zoom: 1, offsetX: 0, offsetY: 0, quarterTurns: 0, whole: .frame))
        XCTAssertEqual(Framing.fill.reset, .fill)
    }
}
