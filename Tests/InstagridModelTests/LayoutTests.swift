import XCTest
@testable import InstagridModel

final class LayoutTests: XCTestCase {
    func testLayoutsFollowTheDesignOrder() {
        XCTAssertEqual(Layout.all.map(\.number), [1, 2, 3])
        XCTAssertEqual(Layout.numbered(1)?.visibleSlots, [.topLeft, .bottomLeft, .bottomRight])
        XCTAssertEqual(Layout.numbered(2)?.visibleSlots, [.topLeft, .topRight, .bottomLeft])
        XCTAssertEqual(Layout.numbered(3)?.visibleSlots, SlotID.allCases)
        XCTAssertNil(Layout.numbered(0))
        XCTAssertNil(Layout.numbered(4))
    }

    func testDesignSizedGridMatchesTheDesignPoints() {
        let grid = GridGeometry(side: 300)
        XCTAssertEqual(grid.padding, 15, accuracy: 1e-9)
        XCTAssertEqual(grid.gap, 15, accuracy: 1e-9)
        XCTAssertEqual(grid.cornerRadius, 2, accuracy: 1e-9)
        let frames = grid.frames(of: Layout.numbered(1)!)
        XCTAssertEqual(frames[0].frame, Rect(x: 15, y: 15, width: 270, height: 127.5))
        XCTAssertEqual(frames[1].frame, Rect(x: 15, y: 157.5, width: 127.5, height: 127.5))
        XCTAssertEqual(frames[2].frame, Rect(x: 157.5, y: 157.5, width: 127.5, height: 127.5))
        let second = grid.frames(of: Layout.numbered(2)!)
        XCTAssertEqual(second[2].frame, Rect(x: 15, y: 157.5, width: 270, height: 127.5))
    }

    func testEveryLayoutTilesTheGridWithoutOverlapAndKeepsProportions() {
        for side in [1.0, 7, 300, 2048, 10_000] {
            let grid = GridGeometry(side: side)
            for layout in Layout.all {
                let frames = grid.frames(of: layout).map(\.frame)
                let covered = frames.reduce(0) { $0 + $1.width * $1.height }
                let inner = side - 2 * grid.padding
                XCTAssertEqual(covered, inner * inner - Self.gapArea(grid, layout), accuracy: 1e-6 * side * side)
                for (i, a) in frames.enumerated() {
                    XCTAssertGreaterThanOrEqual(a.x, grid.padding - 1e-9)
                    XCTAssertLessThanOrEqual(a.maxX, side - grid.padding + 1e-9)
                    for b in frames[(i + 1)...] {
                        let overlapX = min(a.maxX, b.maxX) - max(a.x, b.x)
                        let overlapY = min(a.maxY, b.maxY) - max(a.y, b.y)
                        XCTAssertFalse(overlapX > 1e-9 && overlapY > 1e-9, "\(layout) at \(side)")
                    }
                }
            }
        }
    }

    private static func gapArea(_ grid: GridGeometry, _ layout: Layout) -> Double {
        let inner = grid.side - 2 * grid.padding
        // One horizontal gap always; vertical gap in each half-row that is split.
        let splitRows = Set(layout.placements.filter { $0.columnSpan == 1 }.map(\.row)).count
        return inner * grid.gap + Double(splitRows) * grid.gap * grid.cellHeight
    }

    func testHitTestingFindsSlotsAndMissesGaps() {
        let grid = GridGeometry(side: 300)
        let four = Layout.numbered(3)!
        XCTAssertEqual(grid.slot(at: 20, 20, in: four), .topLeft)
        XCTAssertEqual(grid.slot(at: 280, 20, in: four), .topRight)
        XCTAssertEqual(grid.slot(at: 20, 280, in: four), .bottomLeft)
        XCTAssertEqual(grid.slot(at: 280, 280, in: four), .bottomRight)
        XCTAssertNil(grid.slot(at: 150, 150, in: four), "the gap between slots")
        XCTAssertNil(grid.slot(at: 5, 5, in: four), "the padding")
        XCTAssertEqual(grid.slot(at: 280, 20, in: Layout.numbered(1)!), .topLeft, "the wide slot")
    }

    func testZeroSizedGridHasEmptyFrames() {
        let grid = GridGeometry(side: -5)
        XCTAssertEqual(grid.side, 0)
        XCTAssertEqual(grid.frame(of: Layout.all[2].placements[3]).width, 0)
    }
}

final class PixelFrameTests: XCTestCase {
    func testFramesAreDrawnOnWholePixelsAndKeepTheirGaps() {
        // At 2048 px the design's 5 % padding is 102.4 px: every edge rounds to a whole pixel.
        let grid = GridGeometry(side: 2048)
        let frames = grid.pixelFrames(of: Layout.numbered(3)!).map(\.frame)
        XCTAssertEqual(frames[0], Rect(x: 102, y: 102, width: 871, height: 871))
        XCTAssertEqual(frames[1], Rect(x: 1075, y: 102, width: 871, height: 871))
        XCTAssertEqual(frames[1].x - frames[0].maxX, 102, "the gap rounds like the padding")
        for frame in frames {
            for value in [frame.x, frame.y, frame.width, frame.height] {
                XCTAssertEqual(value, value.rounded())
            }
        }
        let wide = grid.pixelFrames(of: Layout.numbered(1)!)[0].frame
        XCTAssertEqual(wide, Rect(x: 102, y: 102, width: 1844, height: 871), "a spanning frame ends where its row's last one does")
    }
}
