@testable import InstagridGestures
import InstagridModel
import XCTest

final class FramingGestureTests: XCTestCase {
    let photo = Size(width: 4000, height: 3000)
    let slot = Size(width: 200, height: 200)

    /// Dragging right by a tenth of the slot shows what lay a tenth of the crop to the left.
    func testPanningMovesThePhotoWithThePointerAndStopsAtItsEdges() {
        let start = Framing(zoom: 2, offsetX: 0, offsetY: 0, quarterTurns: 0)
        let before = start.crop(photo: photo, slot: slot)
        let moved = start.panned(dx: 20, dy: -10, photo: photo, slot: slot)
        let after = moved.crop(photo: photo, slot: slot)
        XCTAssertEqual(after.x, before.x - before.width / 10, accuracy: 1e-6)
        XCTAssertEqual(after.y, before.y + before.height / 20, accuracy: 1e-6)
        let far = start.panned(dx: 10_000, dy: 10_000, photo: photo, slot: slot)
        XCTAssertEqual(far.crop(photo: photo, slot: slot).x, 0, "never past the photo's left edge")
        XCTAssertEqual(far.crop(photo: photo, slot: slot).y, 0, "nor its top")
        XCTAssertEqual(far.panned(dx: -1, dy: 0, photo: photo, slot: slot).crop(photo: photo, slot: slot).x, before.width / 200, accuracy: 1e-6,
                       "clamped offsets: the way back starts at once")
        XCTAssertEqual(Framing.fill.panned(dx: 0, dy: 50, photo: photo, slot: slot).offsetY, 0, "a filled side has nowhere to go")
    }

    func testZoomKeepsThePointUnderThePointer() {
        let start = Framing(zoom: 1.5, offsetX: 0.05, offsetY: -0.02, quarterTurns: 1)
        let pointer = (x: 150.0, y: 40.0)
        func photoPoint(_ framing: Framing) -> (Double, Double) {
            let crop = framing.crop(photo: photo, slot: slot)
            return (crop.x + pointer.x / slot.width * crop.width, crop.y + pointer.y / slot.height * crop.height)
        }
        let zoomed = start.zoomed(by: 1.25, aboutX: pointer.x, y: pointer.y, photo: photo, slot: slot)
        XCTAssertEqual(zoomed.zoom, 1.875, accuracy: 1e-9)
        XCTAssertEqual(photoPoint(zoomed).0, photoPoint(start).0, accuracy: 1e-6)
        XCTAssertEqual(photoPoint(zoomed).1, photoPoint(start).1, accuracy: 1e-6)
        XCTAssertEqual(start.zoomed(by: 100, aboutX: 0, y: 0, photo: photo, slot: slot).zoom, Framing.zoomRange.upperBound)
        let out = start.zoomed(by: 0.01, aboutX: 0, y: 0, photo: photo, slot: slot)
        XCTAssertEqual(out.zoom, 1)
        XCTAssertEqual(out.crop(photo: photo, slot: slot).height, 3000, accuracy: 1e-6, "zoomed out fully, the slot still covered")
        XCTAssertEqual(start.zoomed(by: .nan, aboutX: 0, y: 0, photo: photo, slot: slot), start)
    }

    func testTurningKeepsTheSamePartInView() {
        let square = Size(width: 3000, height: 3000)
        let start = Framing(zoom: 3, offsetX: 0.2, offsetY: -0.1, quarterTurns: 0)
        let turned = start.turnedClockwise(photo: square, slot: slot)
        XCTAssertEqual(turned.quarterTurns, 1)
        let centre = turned.crop(photo: square, slot: slot)
        let upright = turned.uprightPoint(centre.midX, centre.midY, photo: square)
        let before = start.crop(photo: square, slot: slot)
        XCTAssertEqual(upright.x, before.midX, accuracy: 1e-6)
        XCTAssertEqual(upright.y, before.midY, accuracy: 1e-6)
        var framing = start
        for _ in 0..<4 { framing = framing.turnedClockwise(photo: square, slot: slot) }
        XCTAssertEqual(framing.quarterTurns, 0, "four turns go round")
        XCTAssertEqual(framing.offsetX, start.offsetX, accuracy: 1e-9)
    }

    /// A square photo in a square slot keeps its crop's shape whichever way it turns, so it
    /// cannot tell a turn that swaps the axes wrongly: a 4:3 photo in a 3:2 slot can.
    func testEveryTurnOfAnOblongPhotoInAnOblongSlotKeepsTheSamePartInView() {
        let wide = Size(width: 300, height: 200)
        var framing = Framing(zoom: 3, offsetX: 0.12, offsetY: -0.07, quarterTurns: 0)
        for turn in 1...4 {
            let before = framing.crop(photo: photo, slot: wide)
            let centreBefore = framing.uprightPoint(before.midX, before.midY, photo: photo)
            framing = framing.turnedClockwise(photo: photo, slot: wide)
            XCTAssertEqual(framing.quarterTurns, turn % 4)
            let after = framing.crop(photo: photo, slot: wide)
            XCTAssertEqual(after.width / after.height, 1.5, accuracy: 1e-9, "the crop keeps the slot's shape")
            XCTAssertEqual(framing.turned(photo), turn % 2 == 1 ? Size(width: 3000, height: 4000) : photo)
            let centreAfter = framing.uprightPoint(after.midX, after.midY, photo: photo)
            XCTAssertEqual(centreAfter.x, centreBefore.x, accuracy: 1e-6, "turn \(turn)")
            XCTAssertEqual(centreAfter.y, centreBefore.y, accuracy: 1e-6, "turn \(turn)")
        }
    }
}
