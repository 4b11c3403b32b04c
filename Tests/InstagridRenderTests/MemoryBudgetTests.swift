import Dispatch
import Foundation
@testable import InstagridRender
import Synchronization
import XCTest

final class MemoryBudgetTests: XCTestCase {
    /// Runs `costs` on as many threads at once and returns the most bytes ever held together.
    private func peak(of costs: [Int], budget: MemoryBudget) -> Int {
        let held = Mutex((now: 0, most: 0))
        let finished = DispatchGroup()
        for cost in costs {
            finished.enter()
            Thread.detachNewThread {
                budget.withReservation(cost) {
                    held.withLock { $0.now += cost; $0.most = max($0.most, $0.now) }
                    // Long enough for every other thread to try to start meanwhile.
                    Thread.sleep(forTimeInterval: 0.05)
                    held.withLock { $0.now -= cost }
                }
                finished.leave()
            }
        }
        finished.wait()
        return held.withLock { $0.most }
    }

    func testDecodesThatDoNotFitTogetherTakeTurns() {
        let budget = MemoryBudget(bytes: 100)
        XCTAssertLessThanOrEqual(peak(of: [60, 60, 60, 60], budget: budget), 100)
        XCTAssertEqual(budget.reserved, 0, "every reservation is given back")
    }

    func testSmallDecodesRunSideBySide() {
        XCTAssertGreaterThan(peak(of: [30, 30, 30, 30], budget: MemoryBudget(bytes: 100)), 30,
                             "decodes that fit together must not be serialised")
    }

    func testADecodeLargerThanTheBudgetStillRunsAlone() {
        let budget = MemoryBudget(bytes: 100)
        XCTAssertEqual(peak(of: [500, 10], budget: budget), 500)
        XCTAssertEqual(budget.reserved, 0)
    }

    func testAThrowingDecodeGivesItsShareBack() {
        struct Failure: Error {}
        let budget = MemoryBudget(bytes: 100)
        XCTAssertThrowsError(try budget.withReservation(80) { throw Failure() })
        XCTAssertEqual(budget.reserved, 0)
    }
}
