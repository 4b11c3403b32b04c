import InstagridEngine
import InstagridModel
import InstagridTestSupport
import XCTest

/// Where the grid's parts lie in its widget and what a point hits (`GridPlaces`), without a
/// window: over every layout, shape and slide count, widgets from a sliver to a large screen.
final class GridPlacesTests: XCTestCase {
    func testThePictureIsCentredOnWholePixelsAndEveryPointOfACellHitsItsSlot() throws {
        var random = SeededGenerator(announcing: 0x706C_6163, in: "GridPlacesTests.cells")
        for run in 0..<600 {
            var collage = Collage(layout: Layout.all.randomElement(using: &random)!)
            collage.shape = PictureShape.allCases.randomElement(using: &random)!
            collage.slides = Bool.random(using: &random) ? 1 : Int.random(in: 2...4, using: &random)
            collage.looks.spacing = Double.random(in: Looks.spacingRange, using: &random)
            let area = Size(width: Double(Int.random(in: 120...2400, using: &random)), height: Double(Int.random(in: 120...1600, using: &random)))
            let places = GridPlaces(collage: collage, area: area, scale: Double(Int.random(in: 1...2, using: &random)))
            let picture = places.picture
            XCTAssertEqual(picture.x, picture.x.rounded(), "run \(run): whole pixels")
            XCTAssertEqual(picture.width, picture.width.rounded(), "run \(run)")
            XCTAssertLessThanOrEqual(abs(2 * picture.x + picture.width - area.width), 1, "run \(run): centred across")
            XCTAssertLessThanOrEqual(abs(2 * picture.y + picture.height - area.height), 1, "run \(run): centred down")
            XCTAssertTrue(picture.x >= 0 && picture.y >= 0 && picture.x + picture.width <= area.width && picture.y + picture.height <= area.height,
                          "run \(run): inside the widget")
            for slot in collage.layout.visibleSlots {
                let frame = try XCTUnwrap(places.frame(of: slot), "run \(run): \(slot) has a cell")
                guard frame.width > 2, frame.height > 2 else { continue }
                XCTAssertEqual(places.slot(atX: frame.x + frame.width / 2, y: frame.y + frame.height / 2), slot, "run \(run): its middle hits it")
                XCTAssertEqual(places.slot(atX: frame.x + 1, y: frame.y + 1), slot, "run \(run): its corner too")
            }
            XCTAssertNil(places.slot(atX: picture.x - 1, y: picture.y - 1), "run \(run): beside the picture hits no slot")
        }
    }

    /// A photo is decoded for the device pixels its cell covers; before the widget has a size,
    /// for the design's 300-point grid, never for nothing.
    func testAPhotoIsDecodedForItsCellsDevicePixelsOrTheDesignsGridBeforeAnySize() throws {
        let collage = Collage(layout: try XCTUnwrap(Layout.numbered(1)))
        let slot = collage.layout.visibleSlots[0]
        let shown = GridPlaces(collage: collage, area: Size(width: 800, height: 600), scale: 2)
        let cell = try XCTUnwrap(shown.frame(of: slot))
        XCTAssertEqual(shown.pixelSize(of: slot), Size(width: (cell.width * 2).rounded(.up), height: (cell.height * 2).rounded(.up)))
        let unsized = GridPlaces(collage: collage, area: Size(width: 0, height: 0), scale: 1)
        let early = unsized.pixelSize(of: slot)
        XCTAssertGreaterThan(early.width, 50, "decoded for the design's grid: \(early)")
        XCTAssertLessThanOrEqual(early.width, 300)
        XCTAssertEqual(unsized.backgroundTarget(shrink: 1), collage.fitted(in: Size(width: 300, height: 300)))
        XCTAssertEqual(shown.backgroundTarget(shrink: 4).width, (shown.picture.width * 2 / 4).rounded(.up), "a blurred one far smaller")
    }

    /// A line's handle takes the pointer at least `dividerReach` either side of its middle,
    /// however thin the spacing; dragged or moved by keys, no cell goes below 32 pixels.
    func testALinesHandleIsEasyToHitAndMovingItKeepsEveryCellUsable() throws {
        var collage = Collage(layout: try Layout(form: "a|b"))
        collage.looks.spacing = 0
        // Small enough that the layout's own floor (8 % of the short side) is below 32 pixels.
        let places = GridPlaces(collage: collage, area: Size(width: 300, height: 300), scale: 1)
        let line = try XCTUnwrap(collage.layout.tree.dividers().first)
        let handle = places.handle(of: line)
        XCTAssertGreaterThanOrEqual(handle.width, 2 * GridPlaces.dividerReach)
        XCTAssertTrue(handle.contains(x: handle.x + handle.width / 2, y: handle.y + handle.height / 2))
        for target in [-500.0, 0, 10, 150, 290, 1200] {
            let moved = places.layout(moving: line, toX: target, y: 300)
            var after = collage
            after.layout = Layout(tree: moved)
            let cells = GridPlaces(collage: after, area: Size(width: 300, height: 300), scale: 1).cellFrames
            XCTAssertTrue(cells.allSatisfy { $0.width >= GridPlaces.smallestCell - 0.5 }, "dragged to \(target): \(cells.map(\.width))")
        }
        let stepped = places.layout(moving: line, by: 1)
        XCTAssertNotEqual(stepped, collage.layout.tree, "an arrow press moves it")
    }
}
