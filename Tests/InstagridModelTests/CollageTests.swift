import XCTest
@testable import InstagridModel

final class CollageTests: XCTestCase {
    func testNewCollageIsIncompleteWithAllVisibleSlotsEmpty() {
        let collage = Collage()
        XCTAssertEqual(collage.layout.number, 1)
        XCTAssertFalse(collage.isComplete)
        XCTAssertEqual(collage.emptyVisibleSlots, [.topLeft, .bottomLeft, .bottomRight])
        XCTAssertNil(collage.visiblePhotos)
    }

    func testCompletenessFollowsTheActiveLayout() {
        var collage = Collage(layout: Layout.numbered(1)!)
        collage.setPhoto("/a.jpg", in: .topLeft)
        collage.setPhoto("/b.jpg", in: .bottomLeft)
        collage.setPhoto("/c.jpg", in: .bottomRight)
        XCTAssertTrue(collage.isComplete)
        XCTAssertEqual(collage.visiblePhotos?.map(\.path), ["/a.jpg", "/b.jpg", "/c.jpg"])
        collage.layout = Layout.numbered(3)!
        XCTAssertEqual(collage.emptyVisibleSlots, [.topRight])
        collage.layout = Layout.numbered(2)!
        XCTAssertEqual(collage.emptyVisibleSlots, [.topRight])
    }

    func testHiddenSlotKeepsItsPhotoForWhenItsLayoutReturns() {
        var collage = Collage(layout: Layout.numbered(3)!)
        collage.setPhoto("/tr.jpg", in: .topRight)
        collage.layout = Layout.numbered(1)!
        XCTAssertEqual(collage.photo(in: .topRight), "/tr.jpg")
        XCTAssertFalse(collage.layout.visibleSlots.contains(.topRight))
        collage.layout = Layout.numbered(3)!
        XCTAssertEqual(collage.photo(in: .topRight), "/tr.jpg")
    }

    func testReplacingAndClearingAPhoto() {
        var collage = Collage()
        collage.setPhoto("/a.jpg", in: .topLeft)
        collage.setPhoto("/b.jpg", in: .topLeft)
        XCTAssertEqual(collage.photo(in: .topLeft), "/b.jpg")
        collage.setPhoto(nil, in: .topLeft)
        XCTAssertNil(collage.photo(in: .topLeft))
    }

    func testFillingInReadingOrderChecksTheCount() throws {
        let collage = try Collage(layout: Layout.numbered(2)!, filling: ["1", "2", "3"])
        XCTAssertEqual(collage.photo(in: .topLeft), "1")
        XCTAssertEqual(collage.photo(in: .topRight), "2")
        XCTAssertEqual(collage.photo(in: .bottomLeft), "3")
        XCTAssertThrowsError(try Collage(layout: Layout.numbered(3)!, filling: ["1", "2", "3"])) { error in
            XCTAssertEqual("\(error)", "layout 3 needs 4 photos, 3 given")
        }
    }
}

final class DropTargetTests: XCTestCase {
    func testDroppedFilesFillTheEmptySlotsAfterTheTargetThenBefore() {
        var collage = Collage(layout: Layout.numbered(3)!)
        collage.setPhoto("/a.jpg", in: .bottomLeft)
        // Dropped on the top right: there, then bottom right (bottom left is taken), then top left.
        XCTAssertEqual(collage.slotsForDrop(of: 3, on: .topRight), [.topRight, .bottomRight, .topLeft])
        // Then the places no cell shows, where they wait for a layout with more cells; nine at most.
        XCTAssertEqual(collage.slotsForDrop(of: 9, on: .topRight), [.topRight, .bottomRight, .topLeft] + SlotID.all.dropFirst(4).prefix(5))
        XCTAssertEqual(collage.slotsForDrop(of: 12, on: .topRight).count, 8, "one place holds the photo already")
        XCTAssertEqual(collage.slotsForDrop(of: 1, on: .bottomLeft), [.bottomLeft], "one file replaces the photo where it lands")
        XCTAssertEqual(collage.slotsForDrop(of: 0, on: .topLeft), [])
    }

    /// A script's drop on a place the layout hides: the photo waits there for a layout with
    /// more cells, the next ones go where shown slots are empty.
    func testADropOnAPlaceTheLayoutHidesWaitsThere() {
        var collage = Collage(layout: Layout.numbered(1)!)
        let hidden = SlotID.all.prefix(4).first { !collage.layout.visibleSlots.contains($0) }!
        XCTAssertEqual(collage.slotsForDrop(of: 1, on: hidden), [hidden])
        let shown = collage.layout.visibleSlots
        collage.setPhoto("/a.jpg", in: shown[0])
        XCTAssertEqual(collage.slotsForDrop(of: 3, on: hidden), [hidden] + shown.dropFirst())
        XCTAssertEqual(collage.slotsForDrop(of: 9, on: hidden).count, 8, "nine places, one taken")
        XCTAssertEqual(Set(collage.slotsForDrop(of: 9, on: hidden)).count, 8, "each place once")
    }
}
