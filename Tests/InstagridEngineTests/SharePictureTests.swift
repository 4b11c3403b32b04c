import InstagridEngine
import InstagridModel
import InstagridTestSupport
import XCTest

/// The share's picture and the grid's flight meet before the dialog (`SharePicture`): the
/// dialog comes once both are done, whichever is later, with the picture of the collage
/// that left; a render for anything else is dropped.
final class SharePictureTests: XCTestCase {
    private typealias Picture = SharePicture<String>

    private func collage(spacing: Double) -> Collage {
        var collage = Collage()
        collage.looks.spacing = spacing
        return collage
    }

    /// The render the actions ask for, with its ticket.
    private func rendered(_ actions: [Picture.Action], file: StaticString = #filePath, line: UInt = #line) throws -> (Collage, Tickets.Ticket) {
        let render = actions.lazy.compactMap { action -> (Collage, Tickets.Ticket)? in
            if case let .render(collage, ticket) = action { (collage, ticket) } else { nil }
        }.first
        return try XCTUnwrap(render, "a render is asked for: \(actions)", file: file, line: line)
    }

    private func presented(_ actions: [Picture.Action]) -> (String, Collage)? {
        for case let .present(made, collage) in actions { return (made, collage) }
        return nil
    }

    func testTheDialogComesWhenTheFlightAndThePictureAreBothDoneWhicheverIsLater() throws {
        let trip = collage(spacing: 5)
        for pictureFirst in [false, true] {
            var picture = Picture()
            XCTAssertTrue(picture.handle(.leaving).isEmpty)
            let (wanted, ticket) = try rendered(picture.handle(.wanted(trip)))
            XCTAssertEqual(wanted, trip)
            XCTAssertFalse(picture.isMade, "the flight shows progress")
            if pictureFirst {
                XCTAssertNil(presented(picture.handle(.made("trip", ticket))), "the grid is still flying out")
                XCTAssertTrue(picture.isMade)
                let dialog = try XCTUnwrap(presented(picture.handle(.flownOut)), "the flight ended last")
                XCTAssertEqual(dialog.0, "trip")
                XCTAssertEqual(dialog.1, trip)
            } else {
                XCTAssertNil(presented(picture.handle(.flownOut)), "the picture is still rendering")
                let dialog = try XCTUnwrap(presented(picture.handle(.made("trip", ticket))), "the picture came last")
                XCTAssertEqual(dialog.0, "trip")
            }
            XCTAssertNil(presented(picture.handle(.flownOut)), "one dialog a share")
        }
    }

    /// Past the threshold the picture starts; wanted again at the release it is not started twice.
    func testTheSameCollageRendersOnceAndAChangedOneAnew() throws {
        var picture = Picture()
        let (_, first) = try rendered(picture.handle(.wanted(collage(spacing: 5))))
        XCTAssertTrue(picture.handle(.wanted(collage(spacing: 5))).isEmpty, "the same collage: the render under way is the picture")
        let (_, second) = try rendered(picture.handle(.wanted(collage(spacing: 9))))
        XCTAssertTrue(picture.handle(.leaving).isEmpty)
        XCTAssertTrue(picture.handle(.flownOut).isEmpty)
        guard case .dropped = try XCTUnwrap(picture.handle(.made("old", first)).first) else {
            return XCTFail("the render of the collage before the change is dropped")
        }
        XCTAssertEqual(presented(picture.handle(.made("new", second)))?.0, "new")
    }

    func testAPictureForAShareThatSprangBackIsDroppedAndNeverShown() throws {
        var picture = Picture()
        let (_, ticket) = try rendered(picture.handle(.wanted(collage(spacing: 5))))
        XCTAssertTrue(picture.handle(.done(unseen: true)).isEmpty, "nothing made yet: nothing to trace")
        guard case .dropped = try XCTUnwrap(picture.handle(.made("late", ticket)).first) else {
            return XCTFail("the render that ends after the spring back is dropped")
        }
        let (_, made) = try rendered(picture.handle(.wanted(collage(spacing: 5))))
        XCTAssertNil(presented(picture.handle(.made("made", made))), "not leaving: no dialog")
        guard case .dropped = try XCTUnwrap(picture.handle(.done(unseen: true)).first) else {
            return XCTFail("a picture made and never shown is traced as dropped")
        }
        XCTAssertTrue(picture.handle(.leaving).isEmpty)
        XCTAssertNil(presented(picture.handle(.flownOut)), "no picture wanted: no dialog")
    }

    func testProgressIsShownOnlyForThePictureTheFlightWaitsFor() throws {
        var picture = Picture()
        let (_, old) = try rendered(picture.handle(.wanted(collage(spacing: 5))))
        XCTAssertTrue(picture.handle(.photosReady(ready: 1, total: 3, old)).isEmpty, "not leaving yet")
        let (_, ticket) = try rendered(picture.handle(.wanted(collage(spacing: 6))))
        _ = picture.handle(.leaving)
        XCTAssertTrue(picture.handle(.photosReady(ready: 1, total: 3, old)).isEmpty, "a dropped render says nothing")
        guard case let .showProgress(ready, total) = try XCTUnwrap(picture.handle(.photosReady(ready: 2, total: 3, ticket)).first) else {
            return XCTFail("the render the flight waits for says how far it is")
        }
        XCTAssertEqual([ready, total], [2, 3])
        _ = picture.handle(.made("made", ticket))
        XCTAssertTrue(picture.handle(.photosReady(ready: 3, total: 3, ticket)).isEmpty, "made: no progress after")
    }

    func testNothingIsPresentedOnceTheWindowCloses() throws {
        var picture = Picture()
        _ = picture.handle(.leaving)
        let (_, ticket) = try rendered(picture.handle(.wanted(collage(spacing: 5))))
        _ = picture.handle(.flownOut)
        _ = picture.handle(.windowClosed)
        XCTAssertNil(presented(picture.handle(.made("made", ticket))))
    }

    /// Random sequences of the events a share can meet, in any order and with late and
    /// stale answers: a dialog shows only the newest render's picture, of the collage it was
    /// made of, once a leave; never after the window closed; and whatever came before, a
    /// share that leaves, flies out and gets its picture shows it.
    func testRandomSequencesNeverShowAStalePictureAndNeverWedge() throws {
        var random = SeededGenerator(announcing: 0x7368_6172, in: "SharePictureTests.random")
        for run in 0..<3_000 {
            var picture = Picture()
            var renders: [(Collage, Tickets.Ticket)] = []
            var madeBy: [String: Tickets.Ticket] = [:]
            var closed = false
            var presentedSinceLeaving = 0
            func send(_ event: Picture.Event) throws -> [Picture.Action] {
                let actions = picture.handle(event)
                for action in actions {
                    switch action {
                    case let .render(collage, ticket): renders.append((collage, ticket))
                    case let .present(made, collage):
                        let newest = try XCTUnwrap(renders.last, "run \(run): a dialog with no render")
                        XCTAssertEqual(madeBy[made], newest.1, "run \(run): the dialog shows the newest render's picture")
                        XCTAssertEqual(collage, newest.0, "run \(run): of the collage it was made of")
                        XCTAssertFalse(closed, "run \(run): nothing shown after the window closed")
                        presentedSinceLeaving += 1
                        XCTAssertEqual(presentedSinceLeaving, 1, "run \(run): one dialog a leave")
                    case .showProgress, .dropped: break
                    }
                }
                return actions
            }
            for step in 0..<Int.random(in: 0...24, using: &random) {
                switch Int.random(in: 0..<8, using: &random) {
                case 0, 1: _ = try send(.wanted(collage(spacing: Double(Int.random(in: 0...2, using: &random)))))
                case 2:
                    presentedSinceLeaving = 0
                    _ = try send(.leaving)
                case 3: _ = try send(.flownOut)
                case 4, 5:
                    guard let render = renders.randomElement(using: &random) else { continue }
                    let made = "\(run).\(step)"
                    madeBy[made] = render.1
                    _ = try send(.made(made, render.1))
                case 6:
                    guard let render = renders.randomElement(using: &random) else { continue }
                    _ = try send(.photosReady(ready: 1, total: 2, render.1))
                default:
                    if Int.random(in: 0..<10, using: &random) == 0 {
                        closed = true
                        _ = try send(.windowClosed)
                    } else {
                        _ = try send(.done(unseen: Bool.random(using: &random)))
                    }
                }
            }
            // A share from here: the grid lands first if it was out, then leaves again.
            _ = try send(.done(unseen: false))
            presentedSinceLeaving = 0
            _ = try send(.leaving)
            let (_, ticket) = try rendered(try send(.wanted(collage(spacing: 7))))
            _ = try send(.flownOut)
            madeBy["last"] = ticket
            let dialog = presented(try send(.made("last", ticket)))
            XCTAssertEqual(dialog?.0, closed ? nil : "last", "run \(run): the share after any sequence shows its picture")
        }
    }
}
