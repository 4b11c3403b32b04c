import InstagridEngine
import InstagridModel
import InstagridTestSupport
import XCTest

/// Which photo is decoded at which size (`PhotoDecodes`): one decode a photo counts, late
/// answers change nothing, everyone who asked hears once, a failure keeps what showed unless
/// the file changed, and a slot that grew while its photo decoded gets the pixels it needs.
final class PhotoDecodesTests: XCTestCase {
    fileprivate struct Pixels: CoveringPixels, Equatable {
        let size: Size
        let number: Int

        func covers(_ target: Size) -> Bool { size.width >= target.width && size.height >= target.height }

        /// The smallest decode of a photo of `aspect` (width over height) that covers `target`,
        /// as a real decode's size follows the photo's shape.
        init(covering target: Size, aspect: Double, number: Int) {
            let width = max(target.width, target.height * aspect)
            self.init(size: Size(width: width, height: width / aspect), number: number)
        }

        init(size: Size, number: Int) {
            self.size = size
            self.number = number
        }
    }

    fileprivate struct Unreadable: Error, Equatable {}

    private typealias Decodes = PhotoDecodes<Pixels, Int, Unreadable, Int>

    private let trip = LocalPath("/photos/trip.jpg")
    private let beach = LocalPath("/photos/beach.jpg")
    private let small = Size(width: 200, height: 200)
    private let large = Size(width: 800, height: 600)

    private struct Decode {
        let path: LocalPath
        let target: Size
        let shown: Bool
        let ticket: Tickets.Ticket
    }

    private func decodesAsked(in actions: [Decodes.Action]) -> [Decode] {
        actions.compactMap { action in
            if case let .decode(path, target, _, shown, ticket) = action { Decode(path: path, target: target, shown: shown, ticket: ticket) } else { nil }
        }
    }

    private func told(in actions: [Decodes.Action]) -> [(waiters: [Int], failure: Unreadable?)] {
        actions.compactMap { action in
            if case let .tell(waiters, failure) = action { (waiters, failure) } else { nil }
        }
    }

    private func isDropped(_ actions: [Decodes.Action]) -> Bool {
        actions.contains { if case .dropped = $0 { true } else { false } }
    }

    private func ask(_ decodes: inout Decodes, _ path: LocalPath, _ target: Size, shown: Bool = true, again: Bool = false,
                     waiter: Int = 0) -> [Decodes.Action] {
        decodes.handle(.asked(path, covering: target, at: .slot(SlotID.all[0]), shown: shown, again: again, waiter))
    }

    private func onlyDecode(_ actions: [Decodes.Action], file: StaticString = #filePath, line: UInt = #line) throws -> Decode {
        let asked = decodesAsked(in: actions)
        XCTAssertEqual(asked.count, 1, "one decode: \(actions)", file: file, line: line)
        return try XCTUnwrap(asked.first, file: file, line: line)
    }

    func testAShownDecodeIsBusyShowsItsEarlyPictureAndTellsWhoAskedOnceItLands() throws {
        var decodes = Decodes()
        let decode = try onlyDecode(ask(&decodes, trip, small, waiter: 7))
        XCTAssertTrue(decode.shown)
        XCTAssertTrue(decodes.isDecoding(trip), "the slot shows it busy")
        let early = Pixels(size: Size(width: 25, height: 25), number: 1)
        XCTAssertFalse(decodes.handle(.previewed(trip, early, decode.ticket)).isEmpty, "the early picture is drawn")
        XCTAssertEqual(decodes.preview(trip), early)
        let pixels = Pixels(size: small, number: 2)
        let landed = decodes.handle(.decoded(trip, .success((pixels, 41)), decode.ticket))
        XCTAssertEqual(told(in: landed).map(\.waiters), [[7]])
        XCTAssertNil(told(in: landed).first?.failure)
        XCTAssertEqual(decodes.decoded(trip), pixels)
        XCTAssertEqual(decodes.version(trip), 41, "the version the window holds, for the share to compare")
        XCTAssertNil(decodes.preview(trip))
        XCTAssertFalse(decodes.isDecoding(trip))
    }

    func testPixelsThatCoverTheSizeAnswerAtOnceWithoutADecode() throws {
        var decodes = Decodes()
        let decode = try onlyDecode(ask(&decodes, trip, large))
        _ = decodes.handle(.decoded(trip, .success((Pixels(size: large, number: 1), 1)), decode.ticket))
        let again = ask(&decodes, trip, small, waiter: 3)
        XCTAssertTrue(decodesAsked(in: again).isEmpty, "a swap or an undo decodes nothing")
        XCTAssertEqual(told(in: again).map(\.waiters), [[3]])
    }

    /// A newer decode of the photo replaces the one on its way: the older's answer changes
    /// nothing, and everyone who asked hears when the newest lands.
    func testOnlyTheNewestDecodeOfAPhotoCounts() throws {
        var decodes = Decodes()
        let old = try onlyDecode(ask(&decodes, trip, small, waiter: 1))
        let new = try onlyDecode(ask(&decodes, trip, large, waiter: 2))
        XCTAssertTrue(decodes.handle(.previewed(trip, Pixels(size: small, number: 9), old.ticket)).isEmpty)
        XCTAssertNil(decodes.preview(trip), "the older decode's early picture is not shown")
        let late = decodes.handle(.decoded(trip, .success((Pixels(size: small, number: 1), 1)), old.ticket))
        XCTAssertTrue(isDropped(late))
        XCTAssertTrue(told(in: late).isEmpty)
        XCTAssertNil(decodes.decoded(trip))
        XCTAssertTrue(decodes.isDecoding(trip))
        let landed = decodes.handle(.decoded(trip, .success((Pixels(size: large, number: 2), 2)), new.ticket))
        XCTAssertEqual(told(in: landed).map(\.waiters), [[1, 2]])
        XCTAssertEqual(decodes.decoded(trip)?.number, 2)
    }

    /// A slot that grew while its photo's first decode ran for the size it had.
    func testAQuietRequestWhileADecodeRunsWaitsForItAndIsDecodedAfterIfItFallsShort() throws {
        var decodes = Decodes()
        let first = try onlyDecode(ask(&decodes, trip, small))
        XCTAssertTrue(decodesAsked(in: ask(&decodes, trip, Size(width: 400, height: 300), shown: false)).isEmpty, "it waits")
        XCTAssertTrue(decodesAsked(in: ask(&decodes, trip, Size(width: 300, height: 500), shown: false)).isEmpty)
        let landed = decodes.handle(.decoded(trip, .success((Pixels(size: small, number: 1), 1)), first.ticket))
        let after = try onlyDecode(landed)
        XCTAssertEqual(after.target, Size(width: 400, height: 500), "the most any asked for")
        XCTAssertFalse(after.shown, "the smaller pixels show meanwhile")
        XCTAssertEqual(decodes.decoded(trip)?.number, 1)
        XCTAssertFalse(decodes.isDecoding(trip))
        let covering = try onlyDecode(ask(&decodes, beach, large))
        _ = ask(&decodes, beach, small, shown: false)
        XCTAssertTrue(decodesAsked(in: decodes.handle(.decoded(beach, .success((Pixels(size: large, number: 1), 1)), covering.ticket))).isEmpty,
                      "what landed covers what was asked meanwhile")
    }

    func testAFailureKeepsThePixelsThatShowUnlessTheFileChanged() throws {
        var decodes = Decodes()
        let first = try onlyDecode(ask(&decodes, trip, small))
        _ = decodes.handle(.decoded(trip, .success((Pixels(size: small, number: 1), 1)), first.ticket))
        let sharper = try onlyDecode(ask(&decodes, trip, large, shown: false, waiter: 4))
        let failed = decodes.handle(.decoded(trip, .failure(Unreadable()), sharper.ticket))
        XCTAssertEqual(told(in: failed).first?.failure, Unreadable())
        XCTAssertEqual(decodes.decoded(trip)?.number, 1, "a passing failure keeps what shows")
        let reread = try onlyDecode(ask(&decodes, trip, small, shown: false, again: true))
        XCTAssertEqual(decodes.decoded(trip)?.number, 1, "the old pixels show until the new ones land")
        _ = decodes.handle(.decoded(trip, .failure(Unreadable()), reread.ticket))
        XCTAssertNil(decodes.decoded(trip), "the file changed and can no longer be read: nothing of it stays")
        XCTAssertNil(decodes.version(trip))
        let never = try onlyDecode(ask(&decodes, beach, small))
        _ = decodes.handle(.decoded(beach, .failure(Unreadable()), never.ticket))
        XCTAssertNil(decodes.decoded(beach))
        XCTAssertFalse(decodes.isDecoding(beach))
    }

    func testAFileThatChangedIsDecodedAgainEvenWhenItsPixelsCover() throws {
        var decodes = Decodes()
        let first = try onlyDecode(ask(&decodes, trip, large))
        _ = decodes.handle(.decoded(trip, .success((Pixels(size: large, number: 1), 1)), first.ticket))
        let reread = try onlyDecode(ask(&decodes, trip, small, shown: false, again: true))
        XCTAssertFalse(reread.shown)
        _ = decodes.handle(.decoded(trip, .success((Pixels(size: small, number: 2), 2)), reread.ticket))
        XCTAssertEqual(decodes.version(trip), 2)
    }

    /// A photo read once is known as read after its pixels are let go (removed, then brought
    /// back by an undo): found gone then, it is missing, not a photo that never could be used.
    func testAPhotoReadOnceIsKnownAsReadAfterItsPixelsAreLetGo() throws {
        var decodes = Decodes()
        let decode = try onlyDecode(ask(&decodes, trip, small))
        XCTAssertFalse(decodes.wasRead(trip), "not before its decode lands")
        let failed = try onlyDecode(ask(&decodes, beach, small))
        _ = decodes.handle(.decoded(beach, .failure(Unreadable()), failed.ticket))
        XCTAssertFalse(decodes.wasRead(beach), "a failed read is no read")
        _ = decodes.handle(.decoded(trip, .success((Pixels(size: small, number: 1), 1)), decode.ticket))
        XCTAssertTrue(decodes.wasRead(trip))
        XCTAssertTrue(decodes.handle(.keptOnly([])).isEmpty)
        XCTAssertNil(decodes.decoded(trip), "its pixels are let go")
        XCTAssertTrue(decodes.wasRead(trip), "but it was read")
    }

    /// A photo let go and asked for again takes a ticket its old decode does not hold.
    func testAPhotoLetGoDropsTheDecodeOnItsWayAndItsWaiters() throws {
        var decodes = Decodes()
        let old = try onlyDecode(ask(&decodes, trip, small, waiter: 1))
        _ = try onlyDecode(ask(&decodes, beach, small))
        XCTAssertTrue(decodes.handle(.keptOnly([beach])).isEmpty)
        XCTAssertFalse(decodes.isDecoding(trip))
        XCTAssertTrue(decodes.isDecoding(beach))
        XCTAssertTrue(isDropped(decodes.handle(.decoded(trip, .success((Pixels(size: small, number: 1), 1)), old.ticket))))
        XCTAssertNil(decodes.decoded(trip))
        let new = try onlyDecode(ask(&decodes, trip, small, waiter: 2))
        XCTAssertNotEqual(new.ticket, old.ticket)
        XCTAssertTrue(isDropped(decodes.handle(.decoded(trip, .success((Pixels(size: small, number: 1), 1)), old.ticket))))
        XCTAssertEqual(told(in: decodes.handle(.decoded(trip, .success((Pixels(size: small, number: 2), 2)), new.ticket))).map(\.waiters), [[2]])
    }

    /// What a collage names is decoded once, a slot's shown busy; a file found gone is
    /// decoded by nothing until it comes back, and forgotten with the photo.
    func testAPhotoNamedIsDecodedOnceAndAMissingOneNotUntilItComesBack() throws {
        var decodes = Decodes()
        let slot = PhotoPlace.slot(SlotID.all[1])
        let decode = try onlyDecode(decodes.handle(.named(trip, covering: small, at: slot, 1)))
        XCTAssertTrue(decode.shown, "a slot's photo shows busy")
        XCTAssertTrue(decodes.handle(.named(trip, covering: large, at: slot, 2)).isEmpty, "named again while it decodes: nothing more")
        _ = decodes.handle(.decoded(trip, .success((Pixels(size: small, number: 1), 1)), decode.ticket))
        XCTAssertTrue(decodes.handle(.named(trip, covering: large, at: slot, 3)).isEmpty,
                      "pixels here are kept (a slot that grew is refined quietly, by an ask)")

        XCTAssertEqual(decodes.unread([trip, beach]), [beach], "only what nothing reads or holds is looked for on disk")
        XCTAssertEqual(decodes.handle(.gone([beach])).count, 1, "its slot is drawn missing")
        XCTAssertTrue(decodes.isMissing(beach))
        XCTAssertTrue(decodes.handle(.gone([beach])).isEmpty, "found gone again: nothing to redraw")
        XCTAssertTrue(decodes.handle(.named(beach, covering: small, at: slot, 4)).isEmpty, "a missing file is not decoded")
        XCTAssertEqual(decodes.unread([beach]), [], "nor looked for again")
        _ = try onlyDecode(decodes.handle(.asked(beach, covering: small, at: slot, shown: false, again: true, 5)))
        XCTAssertFalse(decodes.isMissing(beach), "its file came back")

        _ = decodes.handle(.gone([trip]))
        _ = decodes.handle(.keptOnly([beach]))
        XCTAssertFalse(decodes.isMissing(trip), "let go with the photo")
        _ = try onlyDecode(decodes.handle(.named(trip, covering: small, at: slot, 6)))
    }

    /// A background photo that cannot be read is told once and tried no more, however often
    /// the collage changes, until it is let go.
    func testABackgroundThatCannotBeReadIsToldOnce() throws {
        var decodes = Decodes()
        let decode = try onlyDecode(decodes.handle(.named(beach, covering: large, at: .background, 1)))
        XCTAssertFalse(decode.shown, "the background decodes quietly")
        XCTAssertTrue(decodes.handle(.named(beach, covering: large, at: .background, 2)).isEmpty, "one decode waited on")
        let failed = decodes.handle(.decoded(beach, .failure(Unreadable()), decode.ticket))
        XCTAssertEqual(told(in: failed).map(\.waiters), [[1]])
        XCTAssertTrue(decodes.isMissing(beach))
        XCTAssertTrue(decodes.handle(.named(beach, covering: large, at: .background, 3)).isEmpty, "not tried again")
        _ = decodes.handle(.keptOnly([]))
        _ = try onlyDecode(decodes.handle(.named(beach, covering: large, at: .background, 4)))
        let slotFailure = try onlyDecode(decodes.handle(.named(trip, covering: small, at: .slot(SlotID.all[0]), 5)))
        _ = decodes.handle(.decoded(trip, .failure(Unreadable()), slotFailure.ticket))
        XCTAssertFalse(decodes.isMissing(trip), "a slot's failure is the collage's to decide (a document keeps it as missing)")
    }

    /// Random asks (shown, quiet, again), photos named for slots and the background, files
    /// found gone, early pictures, answers in any order (late, failed, for photos let go)
    /// over three photos, 3,000 runs: a missing file is never decoded for being named, and is
    /// missing exactly until let go or read again; a background that cannot be read is told
    /// once; pixels change only by the newest
    /// decode's answer; a photo shows busy exactly while a shown decode of it is the newest;
    /// nothing is decoded that the pixels here cover; everyone who asked is told once, or let
    /// go with the photo; and once every answer is in, each photo that did not fail covers
    /// every size asked of it since the file last changed.
    func testRandomSequencesTellEveryoneOnceAndEndCoveringWhatWasAsked() throws {
        var random = SeededGenerator(announcing: 0x7068_6f74, in: "PhotoDecodesTests.random")
        let paths = [trip, beach, LocalPath("/photos/city.jpg")]
        let aspects = [trip: 1.5, beach: 0.05, LocalPath("/photos/city.jpg"): 20]
        for run in 0..<3_000 {
            var decodes = Decodes()
            var inFlight: [Decode] = []
            /// The newest decode of each photo and whether it shows, as the actions asked for it.
            var newest: [LocalPath: Decode] = [:]
            var waiting: [LocalPath: Set<Int>] = [:]
            var toldWaiters: Set<Int> = []
            var nextWaiter = 0
            /// The sizes each photo must end covering, and whether it failed since.
            var owed: [LocalPath: Size] = [:]
            var failedSince: Set<LocalPath> = []
            var number = 0
            /// Waiters of `named` events, which wait only where a decode was needed.
            var named: Set<Int> = []
            var missing: Set<LocalPath> = []
            var background: LocalPath?
            /// Failures told to a background's waiters since its path was last let go or read again.
            var backgroundFailuresTold: [LocalPath: Int] = [:]
            var backgroundWaiters: Set<Int> = []

            func perform(_ actions: [Decodes.Action], answering path: LocalPath?) throws {
                for action in actions {
                    switch action {
                    case let .decode(path, target, _, shown, ticket):
                        let decode = Decode(path: path, target: target, shown: shown, ticket: ticket)
                        inFlight.append(decode)
                        newest[path] = decode
                    case let .tell(waiters, failure):
                        let toldBackground = waiters.filter(backgroundWaiters.contains).count
                        if failure != nil, let path, toldBackground > 0 {
                            backgroundFailuresTold[path, default: 0] += toldBackground
                            XCTAssertEqual(backgroundFailuresTold[path], 1, "run \(run): a background that cannot be read is told once")
                        }
                        for waiter in waiters {
                            XCTAssertFalse(toldWaiters.contains(waiter), "run \(run): waiter \(waiter) told twice")
                            toldWaiters.insert(waiter)
                        }
                        if let path { waiting[path]?.subtract(waiters) }
                    case .redraw, .previewShown, .dropped: break
                    }
                }
            }

            for _ in 0..<Int.random(in: 1...30, using: &random) {
                let path = paths.randomElement(using: &random)!
                switch Int.random(in: 0..<12, using: &random) {
                case 0...3:
                    let target = Size(width: Double(Int.random(in: 1...8, using: &random) * 100),
                                      height: Double(Int.random(in: 1...8, using: &random) * 100))
                    let shown = Bool.random(using: &random), again = Int.random(in: 0..<5, using: &random) == 0
                    let before = decodes.decoded(path)
                    nextWaiter += 1
                    waiting[path, default: []].insert(nextWaiter)
                    if again { owed[path] = nil; failedSince.remove(path); missing.remove(path); backgroundFailuresTold[path] = nil }
                    owed[path] = Size(width: max(target.width, owed[path]?.width ?? 0), height: max(target.height, owed[path]?.height ?? 0))
                    let actions = decodes.handle(.asked(path, covering: target, at: .background, shown: shown, again: again, nextWaiter))
                    if !again, let before, before.covers(target) {
                        XCTAssertTrue(decodesAsked(in: actions).isEmpty, "run \(run): no decode for pixels that cover")
                        waiting[path]?.remove(nextWaiter)
                    }
                    try perform(actions, answering: path)
                    if again { XCTAssertEqual(decodes.decoded(path), before, "run \(run): the old pixels show meanwhile") }
                case 4...7:
                    guard !inFlight.isEmpty else { continue }
                    let decode = inFlight.remove(at: Int.random(in: 0..<inFlight.count, using: &random))
                    let isNewest = newest[decode.path]?.ticket == decode.ticket
                    let before = decodes.decoded(decode.path)
                    number += 1
                    let fails = Int.random(in: 0..<6, using: &random) == 0
                    let pixels = Pixels(covering: decode.target, aspect: aspects[decode.path]!, number: number)
                    let actions = decodes.handle(.decoded(decode.path, fails ? .failure(Unreadable()) : .success((pixels, number)), decode.ticket))
                    XCTAssertEqual(isDropped(actions), !isNewest, "run \(run): only the newest decode's answer counts")
                    if isNewest {
                        newest[decode.path] = nil
                        let heard = told(in: actions).first.map { Set($0.waiters) } ?? []
                        XCTAssertEqual(heard.subtracting(named), waiting[decode.path] ?? [], "run \(run): everyone waiting for the photo hears")
                        if fails {
                            failedSince.insert(decode.path)
                            if decode.path == background { missing.insert(decode.path) }
                            XCTAssertTrue(decodes.decoded(decode.path) == before || decodes.decoded(decode.path) == nil)
                        } else {
                            XCTAssertEqual(decodes.decoded(decode.path), pixels)
                            XCTAssertEqual(decodes.version(decode.path), number)
                        }
                    } else {
                        XCTAssertEqual(decodes.decoded(decode.path), before, "run \(run): a late answer changes nothing")
                    }
                    try perform(actions, answering: decode.path)
                case 8:
                    guard let decode = inFlight.randomElement(using: &random), decode.shown else { continue }
                    number += 1
                    let early = Pixels(size: Size(width: 10, height: 10), number: number)
                    _ = decodes.handle(.previewed(decode.path, early, decode.ticket))
                    XCTAssertEqual(decodes.preview(decode.path) == early, newest[decode.path]?.ticket == decode.ticket,
                                   "run \(run): only the newest decode's early picture shows")
                case 9:
                    let place = Bool.random(using: &random) ? PhotoPlace.background : .slot(SlotID.all[Int.random(in: 0..<3, using: &random)])
                    if place == .background { background = path }
                    let target = Size(width: Double(Int.random(in: 1...8, using: &random) * 100), height: 400)
                    nextWaiter += 1
                    named.insert(nextWaiter)
                    if place == .background { backgroundWaiters.insert(nextWaiter) }
                    let wasMissing = decodes.isMissing(path), wasHere = decodes.decoded(path) != nil
                    let actions = decodes.handle(.named(path, covering: target, at: place, nextWaiter))
                    if wasMissing { XCTAssertTrue(actions.isEmpty, "run \(run): a missing file is not decoded") }
                    if place != .background, !wasMissing, !wasHere, newest[path] == nil {
                        XCTAssertTrue(decodesAsked(in: actions).first?.shown ?? false, "run \(run): a slot's photo is decoded, shown busy")
                    }
                    try perform(actions, answering: path)
                case 10:
                    let gone = Set(paths.filter { _ in Bool.random(using: &random) })
                    _ = decodes.handle(.gone(gone))
                    missing.formUnion(gone)
                default:
                    let kept = Set(paths.filter { _ in Bool.random(using: &random) })
                    _ = decodes.handle(.keptOnly(kept))
                    missing.formIntersection(kept)
                    if let path = background, !kept.contains(path) { background = nil }
                    for path in paths where !kept.contains(path) {
                        newest[path] = nil
                        waiting[path] = nil
                        owed[path] = nil
                        failedSince.remove(path)
                        backgroundFailuresTold[path] = nil
                        XCTAssertNil(decodes.decoded(path))
                    }
                }
                for path in paths {
                    XCTAssertEqual(decodes.isMissing(path), missing.contains(path),
                                   "run \(run): missing once found gone or its background failed, until let go or read again")
                }
                for path in paths {
                    XCTAssertEqual(decodes.isDecoding(path), newest[path]?.shown ?? false, "run \(run): busy exactly while a shown decode is the newest")
                }
            }
            // Every answer comes in, in order of asking (decodes asked after landing included).
            while !inFlight.isEmpty {
                let decode = inFlight.removeFirst()
                number += 1
                let pixels = Pixels(covering: decode.target, aspect: aspects[decode.path]!, number: number)
                let actions = decodes.handle(.decoded(decode.path, .success((pixels, number)), decode.ticket))
                if !isDropped(actions) { newest[decode.path] = nil }
                try perform(actions, answering: decode.path)
            }
            for path in paths {
                XCTAssertEqual(waiting[path] ?? [], [], "run \(run): everyone who asked for \(path) was told")
                guard let size = owed[path], !failedSince.contains(path) else { continue }
                XCTAssertTrue(decodes.decoded(path)?.covers(size) ?? false, "run \(run): \(path) covers every size asked of it")
            }
        }
    }
}
