import XCTest
@testable import InstagridModel

final class HistoryTests: XCTestCase {
    private func collage(layout number: Int) -> Collage { Collage(layout: Layout.numbered(number)!) }

    func testUndoAndRedoWalkBackAndForth() throws {
        var history = History()
        history.record(.layout, from: collage(layout: 1), at: 0)
        history.record(.shape, from: collage(layout: 2), at: 1)
        XCTAssertEqual(history.nextUndo, .shape)
        let back = try XCTUnwrap(history.undo(from: collage(layout: 3)))
        XCTAssertEqual(back.collage.layout.number, 2)
        XCTAssertEqual(history.nextRedo, .shape)
        let forth = try XCTUnwrap(history.redo(from: back.collage))
        XCTAssertEqual(forth.collage.layout.number, 3, "redo returns the state undo left")
        XCTAssertEqual(history.undo(from: forth.collage)?.collage.layout.number, 2)
        XCTAssertEqual(history.undo(from: collage(layout: 2))?.collage.layout.number, 1)
        XCTAssertNil(history.undo(from: collage(layout: 1)), "nothing further back")
        XCTAssertFalse(history.canUndo)
        XCTAssertTrue(history.canRedo)
        history.record(.frameColour, from: collage(layout: 1), at: 9)
        XCTAssertFalse(history.canRedo, "a new change forgets what was undone")
    }

    /// A slider's travel, a framing drag, scroll-zoom steps: one step each, back to where the burst began.
    func testBurstsOfOneKindAreOneStep() {
        var history = History()
        for step in 0..<30 { history.record(.spacing, from: collage(layout: 1 + step % 3), at: Double(step) * 0.05) }
        XCTAssertEqual(history.undoSteps.count, 1)
        XCTAssertEqual(history.undoSteps.last?.collage.layout.number, 1, "the state before the first change")
        history.record(.spacing, from: collage(layout: 2), at: 1.45 + History.burstGap + 0.01)
        XCTAssertEqual(history.undoSteps.count, 2, "a pause ends the burst")
        history.closeBurst()
        history.record(.spacing, from: collage(layout: 3), at: 2.6)
        XCTAssertEqual(history.undoSteps.count, 3, "a gesture's end ends the burst")
        history.record(.frame(.topLeft), from: collage(layout: 3), at: 2.6)
        history.record(.frame(.topRight), from: collage(layout: 3), at: 2.6)
        XCTAssertEqual(history.undoSteps.count, 5, "another photo's framing is another step")
        history.record(.layout, from: collage(layout: 3), at: 2.6)
        history.record(.layout, from: collage(layout: 2), at: 2.6)
        XCTAssertEqual(history.undoSteps.count, 7, "layout changes never merge")
    }

    func testHistoryIsBounded() {
        var history = History()
        for step in 0..<(History.limit + 20) { history.record(.layout, from: collage(layout: 1 + step % 24), at: Double(step)) }
        XCTAssertEqual(history.undoSteps.count, History.limit)
        XCTAssertEqual(history.undoSteps.first?.collage.layout.number, 1 + 20 % 24, "the oldest are dropped")
    }

    func testChangeIDsRoundTrip() {
        let all: [CollageChange] = [.choosePhoto, .replacePhoto, .removePhoto, .dropPhotos, .swapPhotos, .movePhoto,
                                    .turnPhoto, .resetFraming, .layout, .shape, .frameColour, .spacing, .cornerRadius]
            + SlotID.all.map(CollageChange.frame)
        XCTAssertEqual(Set(all.map(\.id)).count, all.count)
        for change in all { XCTAssertEqual(CollageChange(id: change.id), change) }
        XCTAssertNil(CollageChange(id: "frame-9"))
        XCTAssertNil(CollageChange(id: "frame-"))
    }

    func testSwappingCarriesFramingAndMovingIntoAnEmptySlot() {
        var collage = Collage(layout: Layout.numbered(3)!)
        collage.setPhoto("/a.jpg", in: .topLeft)
        collage.setPhoto("/b.jpg", in: .bottomRight)
        let zoomed = Framing(zoom: 2, offsetX: 0.1, offsetY: 0, quarterTurns: 1)
        collage.setFraming(zoomed, of: .topLeft)
        XCTAssertEqual(collage.exchange(.topLeft, .bottomRight), .swapPhotos)
        collage.swapPhotos(.topLeft, .bottomRight)
        XCTAssertEqual(collage.photo(in: .topLeft), "/b.jpg")
        XCTAssertEqual(collage.framing(of: .bottomRight), zoomed, "the framing goes with its photo")
        XCTAssertEqual(collage.framing(of: .topLeft), .fill)
        XCTAssertEqual(collage.exchange(.topLeft, .topRight), .movePhoto)
        collage.swapPhotos(.topLeft, .topRight)
        XCTAssertNil(collage.photo(in: .topLeft))
        XCTAssertEqual(collage.photo(in: .topRight), "/b.jpg")
    }

    func testNeighboursFollowTheCells() {
        let four = Layout.numbered(3)!, oneOnTop = Layout.numbered(1)!
        XCTAssertEqual(four.neighbour(of: .topLeft, toward: .right), .topRight)
        XCTAssertEqual(four.neighbour(of: .topLeft, toward: .down), .bottomLeft)
        XCTAssertNil(four.neighbour(of: .topLeft, toward: .left))
        XCTAssertNil(four.neighbour(of: .topLeft, toward: .up))
        // The wide top slot: below it two cells share its edge equally; the first in reading order.
        XCTAssertEqual(oneOnTop.neighbour(of: .topLeft, toward: .down), .bottomLeft)
        XCTAssertEqual(oneOnTop.neighbour(of: .bottomRight, toward: .up), .topLeft)
        XCTAssertEqual(oneOnTop.neighbour(of: .bottomLeft, toward: .right), .bottomRight)
        // Three by three: the centre has four neighbours, none further away.
        let nine = Layout.numbered(24)!
        let centre = nine.visibleSlots[4]
        XCTAssertEqual(Direction.allCases.compactMap { nine.neighbour(of: centre, toward: $0) },
                       [nine.visibleSlots[3], nine.visibleSlots[5], nine.visibleSlots[1], nine.visibleSlots[7]])
        for layout in Layout.all {
            for slot in layout.visibleSlots {
                for direction in Direction.allCases {
                    guard let next = layout.neighbour(of: slot, toward: direction) else { continue }
                    XCTAssertNotEqual(next, slot, "\(layout)")
                    XCTAssertTrue(layout.visibleSlots.contains(next))
                }
            }
        }
    }
}

/// A photo that turns out unusable after it was placed leaves as if never chosen.
final class ForgottenPhotoTests: XCTestCase {
    func testAnUnusablePhotoGivesItsSlotBackToTheOneItReplaced() {
        var history = History()
        var collage = Collage(layout: Layout.numbered(3)!)
        collage.setPhoto("/red.jpg", in: .topLeft)
        collage.setFraming(Framing(zoom: 2, offsetX: 0.1, offsetY: 0, quarterTurns: 1), of: .topLeft)
        let framed = collage
        var replaced = collage
        replaced.setPhoto("/bad.jpg", in: .topLeft)
        replaced.setPhoto("/good.jpg", in: .topRight)
        history.record(.choosePhoto, from: collage, at: 0)
        collage = replaced
        var turned = collage
        turned.layout = Layout.numbered(1)!
        history.record(.layout, from: collage, at: 5)
        collage = turned

        let mended = history.forget("/bad.jpg", current: collage)
        XCTAssertEqual(mended.photo(in: .topLeft), "/red.jpg", "the photo it replaced is back")
        XCTAssertEqual(mended.framing(of: .topLeft), framed.framing(of: .topLeft), "framed as it was")
        XCTAssertEqual(mended.photo(in: .topRight), "/good.jpg", "the photo chosen with it stays")
        XCTAssertEqual(history.undoSteps.count, 2)
        var back = mended
        while let step = history.undo(from: back) { back = step.collage }
        XCTAssertEqual(back, framed, "undoing everything gives the start, without the bad photo anywhere")
    }

    func testAStepThatOnlyPlacedTheUnusablePhotoGoes() {
        var history = History()
        let empty = Collage()
        var chosen = empty
        chosen.setPhoto("/bad.jpg", in: .topLeft)
        history.record(.choosePhoto, from: empty, at: 0)
        let mended = history.forget("/bad.jpg", current: chosen)
        XCTAssertEqual(mended, empty)
        XCTAssertFalse(history.canUndo, "nothing left to undo")
    }
}
