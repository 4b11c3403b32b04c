import XCTest
@testable import InstagridModel

final class LayoutTests: XCTestCase {
    func testTheSeedsLayoutsComeFirstAndKeepTheirPhotosPlaces() {
        XCTAssertEqual(Layout.all.prefix(3).map(\.number), [1, 2, 3])
        XCTAssertEqual(Layout.seed.map(\.number), [1, 2, 3])
        XCTAssertEqual(Layout.numbered(1)?.visibleSlots, [.topLeft, .bottomLeft, .bottomRight])
        XCTAssertEqual(Layout.numbered(2)?.visibleSlots, [.topLeft, .topRight, .bottomLeft])
        XCTAssertEqual(Layout.numbered(3)?.visibleSlots, Array(SlotID.all.prefix(4)))
        XCTAssertNil(Layout.numbered(0))
        XCTAssertNil(Layout.numbered(Layout.all.count + 1))
    }

    func testTheCatalogueOffersTwoToNinePhotosWithUniqueIdsAndNames() {
        XCTAssertGreaterThanOrEqual(Layout.all.count, 3 + 16)
        XCTAssertEqual(Set(Layout.all.map(\.number)).count, Layout.all.count)
        XCTAssertEqual(Set(Layout.all.map(\.name)).count, Layout.all.count)
        XCTAssertEqual(Set(Layout.all.map(\.visibleSlots.count)), Set(2...9).subtracting([7]))
        for layout in Layout.all.dropFirst(3) {
            XCTAssertEqual(layout.visibleSlots, Array(SlotID.all.prefix(layout.cells.count)),
                           "\(layout) shows the first photos of the list, in order")
        }
    }

    /// Every layout tiles the unit canvas exactly: cells inside it, no overlap, no hole.
    /// Photos opened together all get a cell: five photos no longer open four squares and
    /// lose the fifth, and three no longer lose one to a two-photo layout restored.
    func testPhotosOpenedTogetherGetALayoutThatHoldsThemAll() {
        let one = Layout.numbered(1)!, two = Layout.numbered(4)!, five = Layout.numbered(22)!
        XCTAssertEqual(Layout.holding(2, current: one), one, "the current layout if it has the cells")
        XCTAssertEqual(Layout.holding(3, current: one), one)
        XCTAssertEqual(Layout.holding(3, current: two), one, "else the first with as many")
        XCTAssertEqual(Layout.holding(4, current: one).number, 3, "four photos: four squares, as the seed opened them")
        XCTAssertEqual(Layout.holding(4, current: five), five)
        for count in 1...9 {
            XCTAssertGreaterThanOrEqual(Layout.holding(count, current: two).cells.count, count)
        }
        XCTAssertEqual(Layout.holding(7, current: one).cells.count, 8)
        XCTAssertEqual(Layout.holding(12, current: one).cells.count, 9, "past nine, the nine-photo layout")
    }

    func testEveryLayoutTilesTheCanvas() {
        for layout in Layout.all {
            let area = layout.cells.reduce(0) { $0 + $1.rect.width * $1.rect.height }
            XCTAssertEqual(area, 1, accuracy: 1e-9, "\(layout)")
            for (index, a) in layout.cells.enumerated() {
                XCTAssertTrue(a.rect.x >= -1e-9 && a.rect.y >= -1e-9 && a.rect.maxX <= 1 + 1e-9 && a.rect.maxY <= 1 + 1e-9,
                              "\(layout) cell \(index)")
                for b in layout.cells[(index + 1)...] {
                    let overlapX = min(a.rect.maxX, b.rect.maxX) - max(a.rect.x, b.rect.x)
                    let overlapY = min(a.rect.maxY, b.rect.maxY) - max(a.rect.y, b.rect.y)
                    XCTAssertFalse(overlapX > 1e-9 && overlapY > 1e-9, "\(layout)")
                }
            }
        }
    }

    func testCellsAreInReadingOrder() {
        for layout in Layout.all {
            for (a, b) in zip(layout.cells, layout.cells.dropFirst()) {
                XCTAssertTrue(a.rect.y < b.rect.y - 1e-9 || (abs(a.rect.y - b.rect.y) < 1e-9 && a.rect.x < b.rect.x),
                              "\(layout): \(a.rect) before \(b.rect)")
            }
        }
    }

    /// After spacing, the gaps between neighbours and the padding all equal the spacing.
    func testGapsAndPaddingAreAllTheSpacing() {
        for shape in PictureShape.allCases {
            let (width, height) = shape.pixelSize(longSide: 2000)
            for layout in Layout.all {
                let grid = GridGeometry(size: Size(width: Double(width), height: Double(height)), layout: layout)
                let frames = grid.frames.map(\.frame)
                XCTAssertEqual(frames.map(\.x).min()!, grid.spacing, accuracy: 1e-9, "\(layout) \(shape)")
                XCTAssertEqual(frames.map(\.y).min()!, grid.spacing, accuracy: 1e-9)
                XCTAssertEqual(frames.map(\.maxX).max()!, Double(width) - grid.spacing, accuracy: 1e-9)
                XCTAssertEqual(frames.map(\.maxY).max()!, Double(height) - grid.spacing, accuracy: 1e-9)
                for a in frames {
                    // The nearest frame to the right of `a` that shares some of its rows starts one gap later.
                    let right = frames.filter { $0.x > a.maxX - 1e-9 && min($0.maxY, a.maxY) - max($0.y, a.y) > 1e-9 }
                    if let next = right.map(\.x).min() { XCTAssertEqual(next - a.maxX, grid.spacing, accuracy: 1e-9) }
                    let below = frames.filter { $0.y > a.maxY - 1e-9 && min($0.maxX, a.maxX) - max($0.x, a.x) > 1e-9 }
                    if let next = below.map(\.y).min() { XCTAssertEqual(next - a.maxY, grid.spacing, accuracy: 1e-9) }
                }
            }
        }
    }

    func testDesignSizedGridMatchesTheDesignPoints() {
        let grid = GridGeometry(side: 300)
        XCTAssertEqual(grid.spacing, 15, accuracy: 1e-9)
        XCTAssertEqual(grid.cornerRadius, 2, accuracy: 1e-9)
        let frames = GridGeometry(side: 300, layout: Layout.numbered(1)!).frames
        assertRect(frames[0].frame, Rect(x: 15, y: 15, width: 270, height: 127.5))
        assertRect(frames[1].frame, Rect(x: 15, y: 157.5, width: 127.5, height: 127.5))
        assertRect(frames[2].frame, Rect(x: 157.5, y: 157.5, width: 127.5, height: 127.5))
        let second = GridGeometry(side: 300, layout: Layout.numbered(2)!).frames
        assertRect(second[2].frame, Rect(x: 15, y: 157.5, width: 270, height: 127.5))
    }

    func testNoSpacingMeansPhotosTouchEachOtherAndTheEdges() {
        let grid = GridGeometry(size: Size(width: 400, height: 400), looks: Looks(frameColour: Looks.seed.frameColour, spacing: 0, cornerRadius: 0),
                                layout: Layout.numbered(3)!)
        let frames = grid.frames.map(\.frame)
        assertRect(frames[0], Rect(x: 0, y: 0, width: 200, height: 200))
        assertRect(frames[3], Rect(x: 200, y: 200, width: 200, height: 200))
    }

    private func assertRect(_ a: Rect, _ b: Rect, file: StaticString = #filePath, line: UInt = #line) {
        for (x, y) in [(a.x, b.x), (a.y, b.y), (a.width, b.width), (a.height, b.height)] {
            XCTAssertEqual(x, y, accuracy: 1e-9, "\(a) is not \(b)", file: file, line: line)
        }
    }

    func testHitTestingFindsSlotsAndMissesGaps() {
        let grid = GridGeometry(side: 300, layout: Layout.numbered(3)!)
        XCTAssertEqual(grid.slot(at: 20, 20), .topLeft)
        XCTAssertEqual(grid.slot(at: 280, 20), .topRight)
        XCTAssertEqual(grid.slot(at: 20, 280), .bottomLeft)
        XCTAssertEqual(grid.slot(at: 280, 280), .bottomRight)
        XCTAssertNil(grid.slot(at: 150, 150), "the gap between slots")
        XCTAssertNil(grid.slot(at: 5, 5), "the padding")
        XCTAssertEqual(GridGeometry(side: 300, layout: Layout.numbered(1)!).slot(at: 280, 20), .topLeft, "the wide slot")
    }

    func testZeroSizedGridHasEmptyFrames() {
        let grid = GridGeometry(side: -5, layout: Layout.numbered(3)!)
        XCTAssertEqual(grid.shortSide, 0)
        XCTAssertEqual(grid.frames[3].frame.width, 0)
    }
}

final class ShapeAndLooksTests: XCTestCase {
    func testShapesKeepTheirLongSideAndProportion() {
        XCTAssertTrue(PictureShape.square.pixelSize(longSide: 2048) == (2048, 2048))
        XCTAssertTrue(PictureShape.portrait.pixelSize(longSide: 2000) == (1600, 2000))
        XCTAssertTrue(PictureShape.story.pixelSize(longSide: 1920) == (1080, 1920))
        XCTAssertTrue(PictureShape.widescreen.pixelSize(longSide: 1920) == (1920, 1080))
        XCTAssertTrue(PictureShape.print.pixelSize(longSide: 3000) == (3000, 2000))
        XCTAssertEqual(PictureShape.widescreen.fitted(in: Size(width: 1000, height: 1000)), Size(width: 1000, height: 562.5))
    }

    func testLooksRefuseOutOfRangeValuesAndColoursParse() throws {
        XCTAssertEqual(Looks.seed.frameColour.description, "#106698")
        XCTAssertEqual(RGBColour(hex: "#ffcc00"), RGBColour(red: 255, green: 204, blue: 0))
        XCTAssertEqual(RGBColour(hex: "FFCC00")?.description, "#FFCC00")
        for bad in ["#FFF", "#GG0000", "", "#1234567", "red"] { XCTAssertNil(RGBColour(hex: bad), bad) }
        // A colour picker's components: nearest byte, out-of-range and NaN held to the ends.
        XCTAssertEqual(RGBColour(unitRed: 0.149, green: 0.635, blue: 0.412).description, "#26A269")
        XCTAssertEqual(RGBColour(unitRed: -1, green: 2, blue: .nan).description, "#00FF00")
        XCTAssertEqual(RGBColour(unitRed: RGBColour(hex: "#106698")!.unit.red, green: 0.4, blue: 0.596), Looks.seed.frameColour)
        XCTAssertThrowsError(try Looks.validated(frameColour: .init(red: 0, green: 0, blue: 0), spacing: 21, cornerRadius: 1))
        XCTAssertThrowsError(try Looks.validated(frameColour: .init(red: 0, green: 0, blue: 0), spacing: .nan, cornerRadius: 1))
        XCTAssertThrowsError(try Looks.validated(frameColour: .init(red: 0, green: 0, blue: 0), spacing: 5, cornerRadius: -1))
        XCTAssertEqual(try Looks.validated(frameColour: .init(red: 0, green: 0, blue: 0), spacing: 0, cornerRadius: 0).spacing, 0)
    }
}

final class PixelFrameTests: XCTestCase {
    func testFramesAreDrawnOnWholePixelsAndKeepTheirGaps() {
        // At 2048 px the design's 5 % padding is 102.4 px: every edge rounds to a whole pixel.
        let frames = GridGeometry(side: 2048, layout: Layout.numbered(3)!).pixelFrames.map(\.frame)
        XCTAssertEqual(frames[0], Rect(x: 102, y: 102, width: 871, height: 871))
        XCTAssertEqual(frames[1], Rect(x: 1075, y: 102, width: 871, height: 871))
        XCTAssertEqual(frames[1].x - frames[0].maxX, 102, "the gap rounds like the padding")
        for frame in frames {
            for value in [frame.x, frame.y, frame.width, frame.height] {
                XCTAssertEqual(value, value.rounded())
            }
        }
        let wide = GridGeometry(side: 2048, layout: Layout.numbered(1)!).pixelFrames[0].frame
        XCTAssertEqual(wide, Rect(x: 102, y: 102, width: 1844, height: 871), "a spanning frame ends where its row's last one does")
    }
}
