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
            let collage = Collage.random(slides: 2...4, using: &random)
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

    /// The field for typed words lies over them, inside the picture, as wide as their place
    /// lets lines be and a line of them tall, whatever their place: a title at an edge, a
    /// caption of a small cell, words at their largest.
    func testTheFieldForTypedWordsLiesOverThemInsideThePicture() throws {
        var random = SeededGenerator(announcing: 0x6669_656C, in: "GridPlacesTests.field")
        for run in 0..<600 {
            let collage = Collage.random(slides: 2...4, using: &random)
            let slot = collage.layout.visibleSlots.randomElement(using: &random)!
            let role = [TextItem.Role.title, .free, .caption(slot)].randomElement(using: &random)!
            var style = TextStyle.default(for: role)
            style.size = Double.random(in: TextStyle.sizeRange, using: &random)
            let item = TextItem(id: 1, role: role, text: "Grenoble",
                                centre: Point(x: Double.random(in: 0...1, using: &random), y: Double.random(in: 0...1, using: &random)), style: style)
            let area = Size(width: Double(Int.random(in: 40...2000, using: &random)), height: Double(Int.random(in: 40...1400, using: &random)))
            let places = GridPlaces(collage: collage, area: area, scale: 1)
            let field = try XCTUnwrap(places.field(for: item), "run \(run)")
            let picture = places.picture.size
            let anchor = try XCTUnwrap(places.anchor(of: role))
            XCTAssertEqual(field.fontSize, style.size / 100 * min(picture.width, picture.height), accuracy: 1e-9, "run \(run)")
            XCTAssertEqual(field.frame.width, max(anchor.width * WordsPlacement.fill, 80), accuracy: 1e-9, "run \(run): as wide as lines may be")
            XCTAssertEqual(field.frame.height, max(field.fontSize * 1.6, 24), accuracy: 1e-9, "run \(run): a line tall")
            // Its middle on the words' centre, moved only as far as keeps it inside the picture;
            // larger than the picture, at its top-left corner.
            let centre = (x: anchor.x + item.centre.x * anchor.width, y: anchor.y + item.centre.y * anchor.height)
            for (start, length, middle, side) in [(field.frame.x, field.frame.width, centre.x, picture.width),
                                                   (field.frame.y, field.frame.height, centre.y, picture.height)] {
                if length >= side {
                    XCTAssertEqual(start, 0, "run \(run): \(field.frame) in \(picture)")
                } else {
                    XCTAssertTrue(start >= 0 && start + length <= side + 1e-9, "run \(run): \(field.frame) inside \(picture)")
                    XCTAssertEqual(start + length / 2, min(max(middle, length / 2), side - length / 2), accuracy: 1e-6, "run \(run): over the words")
                }
            }
        }
        let three = Collage(layout: try XCTUnwrap(Layout.numbered(1)))
        let hidden = try XCTUnwrap(SlotID.all.first { !three.layout.visibleSlots.contains($0) })
        let places = GridPlaces(collage: three, area: Size(width: 400, height: 400), scale: 1)
        XCTAssertNil(places.field(for: TextItem(id: 1, role: .caption(hidden), text: "a")), "no field for a caption of a cell not shown")
        XCTAssertNil(GridPlaces(collage: three, area: Size(width: 0, height: 0), scale: 1).field(for: TextItem(id: 1, role: .title, text: "a")),
                     "no field before the widget has a size")
    }
}
