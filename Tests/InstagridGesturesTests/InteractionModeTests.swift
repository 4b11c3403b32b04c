import InstagridGestures
import InstagridModel
import XCTest

final class InteractionModeTests: XCTestCase {
    let first = SlotID.all[0], second = SlotID.all[1]

    func testOnlySharingHoldsTheCollageStill() {
        XCTAssertTrue(InteractionMode.idle.allowsChanges)
        XCTAssertTrue(InteractionMode.adjusting(first).allowsChanges)
        XCTAssertTrue(InteractionMode.lifted(first).allowsChanges)
        XCTAssertFalse(InteractionMode.sharing.allowsChanges)
    }

    func testFromIdleEveryModeBeginsAtOnce() {
        for next in [InteractionMode.adjusting(first), .lifted(first), .sharing] {
            XCTAssertEqual(InteractionMode.idle.entry(of: next), .now, "\(next)")
        }
    }

    func testNothingBeginsWhileTheGridIsShared() {
        for next in [InteractionMode.adjusting(first), .lifted(first), .sharing] {
            XCTAssertEqual(InteractionMode.sharing.entry(of: next), .refused, "\(next)")
        }
    }

    func testSharingEndsAFramingOrAHoldFirst() {
        XCTAssertEqual(InteractionMode.adjusting(first).entry(of: .sharing), .afterEndingThis)
        XCTAssertEqual(InteractionMode.lifted(first).entry(of: .sharing), .afterEndingThis)
    }

    func testAPressStaysWithTheModeItBeganIn() {
        XCTAssertEqual(InteractionMode.adjusting(first).entry(of: .lifted(second)), .refused)
        XCTAssertEqual(InteractionMode.lifted(first).entry(of: .adjusting(second)), .refused)
        XCTAssertEqual(InteractionMode.lifted(first).entry(of: .lifted(second)), .refused)
        XCTAssertEqual(InteractionMode.adjusting(first).entry(of: .adjusting(second)), .afterEndingThis, "another photo to frame")
    }

    func testTheModeNamesItsSlot() {
        XCTAssertEqual(InteractionMode.adjusting(second).adjustedSlot, second)
        XCTAssertNil(InteractionMode.adjusting(second).liftedSlot)
        XCTAssertEqual(InteractionMode.lifted(first).liftedSlot, first)
        XCTAssertNil(InteractionMode.sharing.adjustedSlot)
    }

    /// Every mode against every mode that may ask to begin: the whole table, the line's drag included.
    func testEveryModeAgainstEveryNextMode() {
        let next: [InteractionMode] = [.adjusting(first), .adjusting(second), .lifted(second), .sharing, .movingDivider]
        let table: [(InteractionMode, [InteractionMode.Entry])] = [
            (.idle, [.now, .now, .now, .now, .now]),
            (.adjusting(first), [.afterEndingThis, .afterEndingThis, .refused, .afterEndingThis, .refused]),
            (.lifted(first), [.refused, .refused, .refused, .afterEndingThis, .refused]),
            (.sharing, [.refused, .refused, .refused, .refused, .refused]),
            (.movingDivider, [.refused, .refused, .refused, .afterEndingThis, .refused]),
        ]
        for (mode, expected) in table {
            XCTAssertEqual(next.map(mode.entry(of:)), expected, "from \(mode)")
            XCTAssertEqual(mode.allowsChanges, mode != .sharing, "\(mode)")
        }
    }
}
