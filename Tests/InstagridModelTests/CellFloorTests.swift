import InstagridModel
import XCTest

/// The one rule that keeps every photo of a layout in sight: the gaps are taken off first and
/// the rest shared by weight, and no cell is ever below the floor, whatever the weights,
/// spacing, corners or shape.
final class CellFloorTests: XCTestCase {
    private func layout(_ form: String) throws -> Layout { try Layout(form: form) }
    private func looks(spacing: Double) -> Looks { Looks(frameColour: Looks.seed.frameColour, spacing: spacing, cornerRadius: 25) }
    private let shapes: [PictureShape] = [.square, .story, .widescreen, .portrait, .print, .a4Landscape]

    private func assertEveryCellAtTheFloor(_ grid: GridGeometry, _ what: String, file: StaticString = #filePath, line: UInt = #line) {
        for (slot, frame) in grid.frames {
            XCTAssertGreaterThanOrEqual(min(frame.width, frame.height), grid.floor - 1e-6,
                                        "\(what): \(slot) is \(frame.size), the floor is \(grid.floor)", file: file, line: line)
        }
    }

    func testTheGapsComeOffBeforeTheWeightsShareTheRest() throws {
        let frames = GridGeometry(side: 1800, layout: try layout("2a|b")).frames
        XCTAssertEqual(frames[0].frame.width / frames[1].frame.width, 2, accuracy: 1e-9, "2a|b is 2:1")
        let three = GridGeometry(size: Size(width: 3000, height: 1000), looks: looks(spacing: 10), layout: try layout("a|3b|1.5c")).frames
        XCTAssertEqual(three[1].frame.width / three[0].frame.width, 3, accuracy: 1e-9)
        XCTAssertEqual(three[2].frame.width / three[0].frame.width, 1.5, accuracy: 1e-9)
    }

    func testALightPartIsHeldAtTheFloorAndItsSiblingsGiveWay() throws {
        for form in ["18a|b", "1000a|b", "(a/12.12d/12.12c)|2.0825b", "a|1000(b/c)", "1000a/b/c/d/e/f/g/h/i"] {
            for shape in shapes {
                let grid = GridGeometry(size: shape.pictureSize(longSide: 2048), layout: try layout(form))
                assertEveryCellAtTheFloor(grid, "\(form) in \(shape)")
            }
        }
        let held = GridGeometry(side: 1000, layout: try layout("1000a|b"))
        XCTAssertEqual(held.frames[1].frame.width, held.floor, accuracy: 1e-9, "the light one at the floor exactly")
    }

    /// Every catalogue layout and every form the issue named, at every spacing the slider
    /// offers and in every shape: each cell keeps the floor, the spacing narrowing if it must.
    func testEveryLayoutKeepsItsCellsAtEverySpacingAndShape() throws {
        let forms = try ["2a|b", "18a|b", "a|b|c|d|e|f|g|h|i", "a/b/c/d/e/f/g/h/i", "(a/i/2h/4g/8f/16e)|b"].map(layout)
        for layout in Layout.all + forms {
            for shape in PictureShape.allCases {
                for spacing in stride(from: 0.0, through: 20, by: 2.5) {
                    let grid = GridGeometry(size: shape.pictureSize(longSide: 1024), looks: looks(spacing: spacing), layout: layout)
                    assertEveryCellAtTheFloor(grid, "\(layout) in \(shape) at \(spacing) %")
                    XCTAssertLessThanOrEqual(grid.spacingShare, spacing + 1e-9)
                    XCTAssertEqual(grid.spacingShare, min(spacing, GridGeometry.drawnSpacing(for: layout.tree, in: grid.size, upTo: 20)),
                                   accuracy: 0.01, "the spacing narrows only as far as it must")
                    if GridGeometry.weightsHold(layout.tree, in: grid.size, spacing: 0) {
                        XCTAssertTrue(GridGeometry.weightsHold(layout.tree, in: grid.size, spacing: grid.spacingShare - 0.01),
                                      "\(layout) in \(shape) at \(spacing) %: weights that some spacing keeps are kept")
                    }
                }
            }
        }
    }

    /// A person's weights win over the spacing where both cannot be had: 3a|b|c is drawn
    /// 3:1:1, the spacing narrowed to keep its light cells at the floor; weights no spacing
    /// keeps (1000a|b) are held by the floor at the spacing asked for.
    func testTheWeightsGivenWinOverTheSpacing() throws {
        let form = try layout("3a|b|c")
        for spacing in [5.0, 18, 20] {
            let grid = GridGeometry(size: Size(width: 1000, height: 1000), looks: looks(spacing: spacing), layout: form)
            let widths = grid.frames.map(\.frame.width)
            XCTAssertEqual(widths[0] / widths[1], 3, accuracy: 0.01, "3:1 at \(spacing) %: \(widths)")
            XCTAssertEqual(widths[2] / widths[1], 1, accuracy: 0.01, "1:1 at \(spacing) %")
            XCTAssertGreaterThanOrEqual(widths[1], grid.floor - 1e-6)
            XCTAssertEqual(grid.spacingShare, min(spacing, 15), accuracy: 0.01, "narrowed only as far as the weights need")
        }
        let hopeless = GridGeometry(size: Size(width: 1000, height: 1000), looks: looks(spacing: 5), layout: try layout("1000a|b"))
        XCTAssertEqual(hopeless.spacingShare, 5, accuracy: 0.01, "no spacing keeps 1000:1: the spacing stays")
        XCTAssertFalse(GridGeometry.weightsHold(try layout("1000a|b").tree, in: hopeless.size, spacing: 0))
    }

    func testTheFloorIsAShareOfThePictureSoEverySizeKeepsIt() throws {
        let squeezed = try layout("1000a|b")
        let small = GridGeometry(side: 1024, layout: squeezed), large = GridGeometry(side: 4096, layout: squeezed)
        XCTAssertEqual(small.frames[1].frame.width / 1024, large.frames[1].frame.width / 4096, accuracy: 1e-9)
        XCTAssertGreaterThanOrEqual(small.frames[1].frame.width, 80, "visible in a 1024 px picture")
    }

    func testTheSpacingStopsWhereTheCellsWould() throws {
        let nine = try layout("a|b|c|d|e|f|g|h|i")
        let largest = GridGeometry.largestSpacing(for: nine.tree, in: Size(width: 1000, height: 1000), upTo: 20)
        // Nine floors and ten gaps across: 9 x 8 % + 10 gaps = 100 %.
        XCTAssertEqual(largest, (100 - 9 * GridGeometry.floorShare * 100) / 10, accuracy: 0.01)
        XCTAssertEqual(GridGeometry.largestSpacing(for: Layout.default.tree, in: Size(width: 1000, height: 1000), upTo: 20), 20,
                       "the seed's layout takes the widest spacing")
        var collage = Collage(layout: nine)
        XCTAssertEqual(collage.largestSpacing, largest, accuracy: 0.01)
        collage.looks.spacing = 20
        XCTAssertEqual(GridGeometry(size: Size(width: 1000, height: 1000), looks: collage.looks, layout: nine).spacingShare, largest, accuracy: 0.01)
    }

    func testASplitWithNoRoomIsRefusedAndNineHeldLeaveNoPlace() throws {
        // Split Down again and again on one cell of a 9:16 picture: each split keeps every cell
        // at the floor, until the next one would not.
        var collage = Collage(layout: try layout("a|b"), shape: .story)
        collage.looks.spacing = 10
        var refused: ShapingRefusal?
        for _ in 0..<8 {
            do throws(ShapingRefusal) {
                collage = try collage.splitting(.topLeft, along: .row)
                assertEveryCellAtTheFloor(GridGeometry(size: collage.shape.pictureSize(longSide: 1920), looks: collage.looks,
                                                       layout: collage.layout), collage.layout.form)
            } catch {
                refused = error
                break
            }
        }
        XCTAssertEqual(refused, .noRoom, "at 10 % spacing, seven cells across a 9:16 picture's width have no room")
        var full = Collage(layout: Layout.all.first { $0.cells.count == 9 }!)
        for slot in SlotID.all { full.setPhoto(LocalPath("/\(slot.rawValue).jpg"), in: slot) }
        XCTAssertThrowsError(try full.splitting(.topLeft, along: .column)) { XCTAssertEqual($0 as? ShapingRefusal, .nineHeld) }
    }

    func testADividerStopsAtTheFloorInPixels() throws {
        let grid = GridGeometry(side: 1000, layout: try layout("a|b"))
        let moved = GridGeometry(side: 1000, layout: Layout(tree: grid.moving(grid.dividers[0], to: 0, minimum: 32)))
        XCTAssertEqual(moved.frames[0].frame.width, grid.floor, accuracy: 0.05, "the floor is above 32 px here")
        let wider = GridGeometry(side: 1000, layout: Layout(tree: grid.moving(grid.dividers[0], to: 0, minimum: 200)))
        XCTAssertEqual(wider.frames[0].frame.width, 200, accuracy: 0.05, "and a minimum above the floor holds")
        let there = GridGeometry(side: 1000, layout: Layout(tree: grid.moving(grid.dividers[0], to: 600, minimum: 32)))
        XCTAssertEqual(there.dividers[0].position, 600, accuracy: 0.05, "the divider is where it was dragged")
    }

    func testCropShareCountsAPhotoWithNoRoomAsLostWhole() {
        let nothing = GridGeometry(side: 0, layout: Layout.numbered(3)!)
        XCTAssertEqual(CropShare.of(nothing, aspects: [.topLeft: 1]), 1)
    }
}
