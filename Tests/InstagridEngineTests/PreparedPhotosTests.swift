import InstagridEngine
import InstagridTestSupport
import XCTest

/// The share picture's photos decoded ahead (`PreparedPhotos`): after the collage has
/// stayed as it is for a pause, one batch at a time, never while sharing; nothing held that
/// the picture no longer needs; and whatever happened meanwhile, what it needs ends prepared.
final class PreparedPhotosTests: XCTestCase {
    private typealias Photos = PreparedPhotos<String, String>

    private func pauses(_ actions: [Photos.Action]) -> [Tickets.Ticket] {
        actions.compactMap { if case let .pause(ticket) = $0 { ticket } else { nil } }
    }

    private func batch(_ actions: [Photos.Action]) -> ([String], Tickets.Ticket)? {
        for case let .prepare(jobs, ticket) in actions { return (jobs, ticket) }
        return nil
    }

    func testTheJobsArePreparedOnceTheCollageRestsAndNotWhileSharing() throws {
        var photos = Photos()
        let pause = try XCTUnwrap(pauses(photos.handle(.collageChanged(needs: ["a", "b"]))).first)
        XCTAssertTrue(photos.handle(.pauseEnded(pause, sharing: true)).isEmpty, "a share renders what it needs itself")
        XCTAssertEqual(pauses(photos.handle(.shareEnded)), [pause], "a drag that sprang back rendered nothing: prepared after all")
        XCTAssertTrue(photos.handle(.shareEnded).isEmpty, "once")
        let again = try XCTUnwrap(pauses(photos.handle(.collageChanged(needs: ["a", "b", "c"]))).first)
        XCTAssertTrue(photos.handle(.pauseEnded(pause, sharing: false)).isEmpty, "the pause of an older change")
        let (jobs, ticket) = try XCTUnwrap(batch(photos.handle(.pauseEnded(again, sharing: false))))
        XCTAssertEqual(jobs, ["a", "b", "c"])
        let ended = photos.handle(.batchDone([("a", "A"), ("b", nil), ("c", "C")], ticket))
        guard case let .batchEnded(ready, total, decoded) = try XCTUnwrap(ended.first) else { return XCTFail("\(ended)") }
        XCTAssertEqual([ready, total, decoded], [2, 3, 3], "a photo that cannot be read stays unprepared")
        XCTAssertTrue(pauses(ended).isEmpty, "nothing changed meanwhile")
        XCTAssertEqual(photos.prepared, ["a": "A", "c": "C"])
    }

    func testWhatThePictureNoLongerNeedsIsLetGoAndAChangeDuringABatchIsPreparedAfter() throws {
        var photos = Photos()
        let pause = try XCTUnwrap(pauses(photos.handle(.collageChanged(needs: ["a", "b"]))).first)
        let (_, ticket) = try XCTUnwrap(batch(photos.handle(.pauseEnded(pause, sharing: false))))
        let changed = try XCTUnwrap(pauses(photos.handle(.collageChanged(needs: ["b", "d"]))).first)
        XCTAssertTrue(photos.handle(.pauseEnded(changed, sharing: false)).isEmpty, "one batch at a time")
        let ended = photos.handle(.batchDone([("a", "A"), ("b", "B")], ticket))
        XCTAssertEqual(photos.prepared, ["b": "B"], "a is no longer in the picture")
        let next = try XCTUnwrap(pauses(ended).first, "the change's own pause ended during the batch")
        XCTAssertEqual(batch(photos.handle(.pauseEnded(next, sharing: false)))?.0, ["d"])
        _ = photos.handle(.rendered(["d": "D", "e": "E"]))
        XCTAssertEqual(photos.prepared, ["b": "B", "d": "D"], "a share's photos kept where the picture needs them")
    }

    /// Random changes, pauses ending (late, while sharing), batches ending in any order and
    /// shares' renders, 3,000 runs: one batch at a time, nothing held the picture does not
    /// need, and once the collage rests and every pause and batch has ended, every readable
    /// job it needs is prepared.
    func testRandomSequencesEndWithEveryNeededPhotoPrepared() throws {
        var random = SeededGenerator(announcing: 0x7072_6570, in: "PreparedPhotosTests.random")
        let all = ["a", "b", "c", "d", "e"]
        let unreadable = "e"
        for run in 0..<3_000 {
            var photos = Photos()
            var pending: [Tickets.Ticket] = []
            var batches: [([String], Tickets.Ticket)] = []
            var needed: [String] = []
            func perform(_ actions: [Photos.Action]) {
                pending += pauses(actions)
                if let next = batch(actions) {
                    XCTAssertTrue(batches.isEmpty, "run \(run): one batch at a time")
                    batches.append(next)
                }
            }
            func finish(_ batch: ([String], Tickets.Ticket)) {
                perform(photos.handle(.batchDone(batch.0.map { ($0, $0 == unreadable ? nil : $0.uppercased()) }, batch.1)))
            }
            for _ in 0..<Int.random(in: 0...20, using: &random) {
                switch Int.random(in: 0..<5, using: &random) {
                case 0:
                    needed = all.filter { _ in Bool.random(using: &random) }
                    perform(photos.handle(.collageChanged(needs: needed)))
                case 1:
                    guard !pending.isEmpty else { continue }
                    perform(photos.handle(.pauseEnded(pending.remove(at: Int.random(in: 0..<pending.count, using: &random)),
                                                      sharing: Int.random(in: 0..<4, using: &random) == 0)))
                case 2:
                    guard let next = batches.popLast() else { continue }
                    finish(next)
                case 3:
                    let drawn = all.filter { job in job != unreadable && Bool.random(using: &random) }
                    _ = photos.handle(.rendered(Dictionary(uniqueKeysWithValues: drawn.map { ($0, $0.uppercased()) })))
                default:
                    guard !pending.isEmpty else { continue }
                    perform(photos.handle(.pauseEnded(pending.removeFirst(), sharing: false)))
                }
                XCTAssertTrue(Set(photos.prepared.keys).isSubset(of: needed), "run \(run): nothing held the picture does not need")
            }
            // The collage rests: the share ends, every pause ends and every batch lands.
            perform(photos.handle(.shareEnded))
            while !pending.isEmpty || !batches.isEmpty {
                if let next = batches.popLast() { finish(next) } else { perform(photos.handle(.pauseEnded(pending.removeFirst(), sharing: false))) }
            }
            XCTAssertEqual(Set(photos.prepared.keys), Set(needed).subtracting([unreadable]), "run \(run): every readable photo the picture needs")
        }
    }
}
