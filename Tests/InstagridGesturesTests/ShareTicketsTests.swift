import InstagridGestures
import InstagridModel
import XCTest

final class ShareTicketsTests: XCTestCase {
    func testAnAnswerForAnEarlierShareIsStale() throws {
        var tickets = ShareTickets()
        XCTAssertNil(tickets.current, "no share before the first")
        tickets.begin()
        let first = try XCTUnwrap(tickets.current)
        XCTAssertTrue(tickets.isCurrent(first))
        tickets.end()
        XCTAssertFalse(tickets.isCurrent(first), "a save finishing after its dialog closed closes nothing")
        tickets.begin()
        let second = try XCTUnwrap(tickets.current)
        XCTAssertNotEqual(first, second)
        XCTAssertFalse(tickets.isCurrent(first), "nor the newer dialog")
        XCTAssertTrue(tickets.isCurrent(second))
    }
}
