import InstagridModel
import XCTest

/// The edges of the words' rules that a change of one line would move unseen otherwise.
final class WordsEdgesTests: XCTestCase {
    func testNewIdsStayUniqueAfterARemoval() throws {
        var collage = Collage()
        let ids = try (1...3).map { try collage.addText("words \($0)", role: .free) }
        collage.removeText(ids[0])
        let added = try collage.addText("more", role: .free)
        XCTAssertEqual(Set(collage.texts.map(\.id)).count, collage.texts.count, "ids \(collage.texts.map(\.id)) are each one item's")
        XCTAssertFalse(ids.dropFirst().contains(added))
    }

    /// A dragged box settles on the centre lines and on cells' edges, by its start or its
    /// end, within reach and not a pixel beyond it.
    func testADraggedBoxSnapsWithinReachOnly() {
        let cells = [Rect(x: 100, y: 100, width: 300, height: 200)]
        let snap = TextSnap(picture: Size(width: 1000, height: 800), cells: cells, reach: 8)
        let box = Size(width: 60, height: 20)
        // The middle near the picture's vertical centre line (x 500).
        XCTAssertEqual(snap.snapped(x: 506, y: 700, size: box).x, 500)
        XCTAssertEqual(snap.snapped(x: 508.5, y: 700, size: box).x, 508.5, "just beyond reach: where it is put")
        // The box's start near the cell's left edge (its middle 30 past 100).
        XCTAssertEqual(snap.snapped(x: 135, y: 700, size: box).x, 130)
        XCTAssertEqual(snap.snapped(x: 138.5, y: 700, size: box).x, 138.5)
        // The box's end near the cell's right edge (its middle 30 before 400).
        XCTAssertEqual(snap.snapped(x: 364, y: 700, size: box).x, 370)
        XCTAssertEqual(snap.snapped(x: 361.5, y: 700, size: box).x, 361.5)
        // And across: the top edge by the box's start, the horizontal centre line by its middle.
        XCTAssertEqual(snap.snapped(x: 700, y: 114, size: box).y, 110)
        XCTAssertEqual(snap.snapped(x: 700, y: 395, size: box).y, 400)
        XCTAssertEqual(snap.snapped(x: 700, y: 391.5, size: box).y, 391.5)
    }
}
