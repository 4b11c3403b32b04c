import InstagridEngine
import XCTest

final class TicketsTests: XCTestCase {
    func testOnlyTheNewestTicketCountsAndNoneOnceVoided() throws {
        var tickets = Tickets()
        XCTAssertNil(tickets.current, "nothing started yet")
        let first = tickets.issue()
        XCTAssertTrue(tickets.isCurrent(first))
        tickets.void()
        XCTAssertFalse(tickets.isCurrent(first), "a save finishing after its dialog closed closes nothing")
        let second = tickets.issue()
        XCTAssertNotEqual(first, second)
        XCTAssertFalse(tickets.isCurrent(first), "nor the newer dialog")
        XCTAssertTrue(tickets.isCurrent(second))
        let third = tickets.issue()
        XCTAssertFalse(tickets.isCurrent(second), "a pause timed from an older event does nothing")
        XCTAssertEqual(tickets.current, third)
    }
}
