import InstagridEngine
import InstagridTestSupport
import XCTest

/// Notices one at a time (`NoticeQueue`): each in its turn, each once, and a timer set for
/// an earlier notice never hides a later one.
final class NoticeQueueTests: XCTestCase {
    private typealias Queue = NoticeQueue<String>

    private func shown(_ actions: [Queue.Action]) -> (String, Tickets.Ticket)? {
        for case let .show(notice, ticket) in actions { return (notice, ticket) }
        return nil
    }

    private func hides(_ actions: [Queue.Action]) -> Bool {
        actions.contains { if case .hide = $0 { true } else { false } }
    }

    func testANoticePostedWhileAnotherShowsWaitsItsTurn() throws {
        var queue = Queue()
        let first = try XCTUnwrap(shown(queue.handle(.posted("photo gone"))))
        XCTAssertEqual(first.0, "photo gone")
        XCTAssertTrue(queue.handle(.posted("cannot be used")).isEmpty, "it waits")
        let after = queue.handle(.dismissed)
        XCTAssertTrue(hides(after))
        XCTAssertEqual(shown(after)?.0, "cannot be used", "the next comes as the first goes")
        XCTAssertTrue(hides(queue.handle(.dismissed)))
        XCTAssertFalse(queue.isShowing)
        XCTAssertTrue(queue.handle(.dismissed).isEmpty, "nothing to hide")
    }

    func testAnEarlierNoticesTimerDoesNotHideALaterOne() throws {
        var queue = Queue()
        let (_, first) = try XCTUnwrap(shown(queue.handle(.posted("one"))))
        _ = queue.handle(.dismissed)
        let (_, second) = try XCTUnwrap(shown(queue.handle(.posted("two"))))
        XCTAssertTrue(queue.handle(.timeUp(first)).isEmpty, "the first notice's time is of no account now")
        XCTAssertTrue(queue.isShowing)
        XCTAssertTrue(hides(queue.handle(.timeUp(second))))
        XCTAssertFalse(queue.isShowing)
    }

    /// Random posts, dismissals and timers (late ones included), 3,000 runs: every notice is
    /// shown once, in the order posted, one at a time, and hidden only while showing.
    func testRandomSequencesShowEveryNoticeOnceInOrder() {
        var random = SeededGenerator(announcing: 0x6e6f_7469, in: "NoticeQueueTests.random")
        for run in 0..<3_000 {
            var queue = Queue()
            var posted: [String] = [], seen: [String] = []
            var timers: [Tickets.Ticket] = []
            var showing = false
            func send(_ event: Queue.Event) {
                for action in queue.handle(event) {
                    switch action {
                    case let .show(notice, ticket):
                        XCTAssertFalse(showing, "run \(run): one notice at a time")
                        showing = true
                        seen.append(notice)
                        timers.append(ticket)
                    case .hide:
                        XCTAssertTrue(showing, "run \(run): hidden only while showing")
                        showing = false
                    }
                }
                XCTAssertEqual(queue.isShowing, showing, "run \(run)")
            }
            for step in 0..<Int.random(in: 0...20, using: &random) {
                switch Int.random(in: 0..<3, using: &random) {
                case 0:
                    posted.append("\(step)")
                    send(.posted("\(step)"))
                case 1: send(.dismissed)
                default:
                    guard let timer = timers.randomElement(using: &random) else { continue }
                    if timer != timers.last || !showing {
                        XCTAssertTrue(queue.handle(.timeUp(timer)).isEmpty, "run \(run): an earlier notice's timer hides nothing")
                    } else {
                        send(.timeUp(timer))
                    }
                }
            }
            // Bounded: a queue that lost track of what shows would not end this otherwise.
            for _ in 0...posted.count where showing { send(.dismissed) }
            XCTAssertEqual(seen, posted, "run \(run): every notice once, in the order posted")
        }
    }

    /// A condition a notice is about (words cut, weights held) is said once while it stands,
    /// again once it ended and came back; kinds apart.
    func testAStandingConditionIsSaidOnceWhileItStands() {
        var queue = Queue()
        XCTAssertEqual(queue.newlyStanding(["1", "2"], of: "words-cut"), ["1", "2"])
        XCTAssertEqual(queue.newlyStanding(["1", "2"], of: "words-cut"), [], "said already")
        XCTAssertEqual(queue.newlyStanding(["2", "3"], of: "words-cut"), ["3"], "only the new one")
        XCTAssertEqual(queue.newlyStanding(["2"], of: "held-weights"), ["2"], "another kind")
        XCTAssertEqual(queue.newlyStanding([], of: "words-cut"), [])
        XCTAssertEqual(queue.newlyStanding(["2"], of: "words-cut"), ["2"], "ended, then back")
    }
}
