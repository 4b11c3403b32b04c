import InstagridModel
import XCTest

final class PendingChoicesTests: XCTestCase {
    let first = SlotID.all[0], second = SlotID.all[1]

    func testTheNewestChoiceForASlotIsTheOneThatLands() {
        var choices = PendingChoices()
        let big = choices.begin("/photos/big.png", in: first)
        let small = choices.begin("/photos/small.jpg", in: first)
        XCTAssertEqual(choices.path(in: first), "/photos/small.jpg")
        XCTAssertTrue(choices.finish(small, in: first), "the newer choice lands")
        XCTAssertFalse(choices.finish(big, in: first), "the slower, older one is dropped")
        XCTAssertNil(choices.path(in: first))
        XCTAssertEqual(choices.paths, [])
    }

    func testChoicesForOtherSlotsAreApart() {
        var choices = PendingChoices()
        let a = choices.begin("/a.jpg", in: first)
        let b = choices.begin("/b.jpg", in: second)
        XCTAssertEqual(choices.paths, ["/a.jpg", "/b.jpg"])
        XCTAssertFalse(choices.finish(a, in: second), "a ticket is its slot's")
        XCTAssertTrue(choices.finish(b, in: second))
        XCTAssertTrue(choices.finish(a, in: first))
        XCTAssertFalse(choices.finish(a, in: first), "finished once")
    }

    func testChoicesLetGoOfNeverLandAndLaterOnesStillDo() {
        var choices = PendingChoices()
        let old = choices.begin("/a.jpg", in: .topLeft)
        choices.cancelAll()
        XCTAssertNil(choices.path(in: .topLeft))
        let new = choices.begin("/b.jpg", in: .topLeft)
        XCTAssertNotEqual(old, new)
        XCTAssertFalse(choices.finish(old, in: .topLeft), "the choice let go does not land")
        XCTAssertTrue(choices.finish(new, in: .topLeft))
    }
}
