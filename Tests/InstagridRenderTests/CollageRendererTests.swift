import InstagridModel
@testable import InstagridRender
import InstagridTestSupport
import XCTest

final class CollageRendererTests: XCTestCase {
    let folder = TemporaryFolder()
    let slotColors: [SlotID: Color] = [.topLeft: .red, .topRight: .green, .bottomLeft: .blue, .bottomRight: .magenta]

    private func collage(_ layout: Layout) -> Collage {
        var collage = Collage(layout: layout)
        for slot in SlotID.allCases {
            collage.setPhoto(TestPhotos.solid(folder.file("\(slot).jpg"), width: 300, height: 200, color: slotColors[slot]!), in: slot)
        }
        return collage
    }

    private func color(_ image: CairoImage, _ x: Double, _ y: Double) -> Color {
        let p = image.rgb(x: Int(x), y: Int(y))
        return Color(r: p.r, g: p.g, b: p.b)
    }

    func testEachLayoutShowsFrameGapsAndEachSlotsOwnPhoto() throws {
        let side = 600.0
        let grid = GridGeometry(side: side)
        for layout in Layout.all {
            let picture = try CollageExporter.render(collage(layout), side: Int(side))
            XCTAssertEqual(picture.width, 600)
            // The frame at the border and in the gaps.
            for (x, y) in [(2.0, 2.0), (597, 597), (300, 300), (300, 10), (10, 300)] {
                assertColor(color(picture, x, y), near: .gridFrame, tolerance: 2, "\(layout) at \(x),\(y)")
            }
            for (slot, frame) in grid.frames(of: layout) {
                for (u, v) in [(0.5, 0.5), (0.05, 0.05), (0.95, 0.95)] {
                    let sample = color(picture, frame.x + u * frame.width, frame.y + v * frame.height)
                    assertColor(sample, near: slotColors[slot]!, "\(layout) \(slot)")
                }
            }
        }
    }

    func testWideSlotCoversBothColumnsAcrossTheMiddle() throws {
        let picture = try CollageExporter.render(collage(Layout.numbered(1)!), side: 600)
        assertColor(color(picture, 300, 150), near: .red, "the wide top slot spans the middle")
        let second = try CollageExporter.render(collage(Layout.numbered(2)!), side: 600)
        assertColor(color(second, 300, 450), near: .blue, "the wide bottom slot spans the middle")
    }

    func testPanoramaIsCroppedAroundItsCentre() throws {
        var collage = collage(Layout.numbered(3)!)
        // Middle third cyan, outer thirds black: a centred square crop of a 3:1 photo is all cyan.
        collage.setPhoto(TestPhotos.centreBand(folder.file("pano.png"), width: 900, height: 300, color: .cyan), in: .topLeft)
        collage.setPhoto(TestPhotos.centreBand(folder.file("tall.png"), width: 200, height: 600, color: .yellow), in: .bottomRight)
        let grid = GridGeometry(side: 600)
        let picture = try CollageExporter.render(collage, side: 600)
        for (slot, expected) in [(SlotID.topLeft, Color.cyan), (.bottomRight, .yellow)] {
            let frame = grid.frame(of: Layout.numbered(3)!.placements.first { $0.slot == slot }!)
            for (u, v) in [(0.5, 0.5), (0.04, 0.5), (0.96, 0.5), (0.5, 0.04), (0.5, 0.96)] {
                assertColor(color(picture, frame.x + u * frame.width, frame.y + v * frame.height), near: expected, "\(slot) \(u),\(v)")
            }
        }
    }

    func testCornersAreRounded() throws {
        let picture = try CollageExporter.render(collage(Layout.numbered(3)!), side: 3000)
        let frame = GridGeometry(side: 3000).frame(of: Layout.numbered(3)!.placements[0])
        // 20 px radius at this size: the very corner pixel is frame colour, a few pixels in is photo.
        assertColor(color(picture, frame.x + 0.5, frame.y + 0.5), near: .gridFrame, tolerance: 30)
        assertColor(color(picture, frame.x + 10, frame.y + 10), near: .red)
    }

    func testEmptySlotsAreWhiteWithWhatTheCallerDraws() {
        let image = CairoImage(width: 300, height: 300, hasAlpha: false)!
        var asked: [SlotID] = []
        image.draw { cr in
            CollageRenderer.draw(cr, side: 300, layout: Layout.numbered(1)!, photos: [:]) { _, slot, _ in asked.append(slot) }
        }
        XCTAssertEqual(asked, [.topLeft, .bottomLeft, .bottomRight])
        assertColor(color(image, 30, 30), near: .white, tolerance: 0)
        assertColor(color(image, 5, 5), near: .gridFrame, tolerance: 1)
    }
}
