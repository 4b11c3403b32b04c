@testable import InstagridGestures
import InstagridModel
import XCTest

/// A photo shown centred before its subject is known eases to it; one whose subject is known
/// at its first paint, or that is framed by hand, never moves.
final class SubjectEaseTests: XCTestCase {
    private let slot = SlotID.all[0], path: LocalPath = "/photos/panorama.jpg"
    private let photo = Size(width: 4000, height: 1000), square = Size(width: 300, height: 300)
    /// A 4:1 photo's subject at its left end.
    private let map = AttentionMap(columns: 64, rows: 16, weights: (0..<64 * 16).map { $0 % 64 < 8 ? 1 : 0 })!

    private var subject: Framing { Framing.fill.following(map, photo: photo, slot: square) }

    private func paint(_ ease: inout SubjectEase, attention: AttentionMap?, at time: Double, framing: Framing = .fill,
                       path: LocalPath? = nil, animated: Bool = true) -> Framing? {
        ease.framing(of: slot, path: path ?? self.path, framing: framing, attention: attention, photo: photo, size: square,
                     at: time, animated: animated)
    }

    func testAPhotoPaintedCentredEasesToItsSubjectOverTheDuration() throws {
        XCTAssertLessThan(subject.offsetX, -0.3, "the subject lies far left of the centre")
        var ease = SubjectEase()
        XCTAssertNil(paint(&ease, attention: nil, at: 10), "the first scan is painted centred")
        XCTAssertFalse(ease.isEasing)
        let start = try XCTUnwrap(paint(&ease, attention: map, at: 11), "the map lands: the photo starts where it was")
        XCTAssertEqual(start.offsetX, 0, accuracy: 1e-12)
        XCTAssertTrue(ease.isEasing)
        XCTAssertTrue(ease.startsTicking(), "frames are asked for as it sets off")
        XCTAssertFalse(ease.startsTicking(), "once")
        var last = 0.0
        for step in 1..<10 {
            let time = 11 + SubjectEase.duration * Double(step) / 10
            let framing = try XCTUnwrap(paint(&ease, attention: map, at: time), "step \(step)")
            XCTAssertLessThan(framing.offsetX, last, "on its way, never back: step \(step)")
            XCTAssertGreaterThan(framing.offsetX, subject.offsetX, "not past the subject: step \(step)")
            XCTAssertEqual(framing.offsetY, 0)
            last = framing.offsetX
            XCTAssertTrue(ease.keepsTicking(), "frames go on while it is on its way: step \(step)")
        }
        XCTAssertNil(paint(&ease, attention: map, at: 11 + SubjectEase.duration), "arrived: painted as the map says")
        XCTAssertFalse(ease.isEasing)
        XCTAssertFalse(ease.keepsTicking(), "arrived: no more frames")
        XCTAssertFalse(ease.startsTicking(), "nor asked for again")
        XCTAssertNil(paint(&ease, attention: map, at: 20), "and stays there")
    }

    func testNothingEasesWhereTheMapCameFirstOrTheFramingIsTheUsersOrAnimationsAreOff() {
        var first = SubjectEase()
        XCTAssertNil(paint(&first, attention: map, at: 1), "a map at the first paint: in place at once")
        XCTAssertFalse(first.isEasing)

        var byHand = SubjectEase()
        let framed = Framing(zoom: 1.5, offsetX: 0.1, offsetY: 0, quarterTurns: 0)
        XCTAssertNil(paint(&byHand, attention: nil, at: 1, framing: framed))
        XCTAssertNil(paint(&byHand, attention: map, at: 2, framing: framed), "framed by hand: the user's framing")
        XCTAssertFalse(byHand.isEasing)

        var still = SubjectEase()
        XCTAssertNil(paint(&still, attention: nil, at: 1))
        XCTAssertNil(paint(&still, attention: map, at: 2, animated: false), "animations off: at the subject in one frame")
        XCTAssertFalse(still.isEasing)

        var replaced = SubjectEase()
        XCTAssertNil(paint(&replaced, attention: nil, at: 1))
        XCTAssertNil(paint(&replaced, attention: map, at: 2, path: "/photos/other.jpg"), "another photo's map: nothing to ease from")

        var framedMeanwhile = SubjectEase()
        XCTAssertNil(paint(&framedMeanwhile, attention: nil, at: 1))
        XCTAssertNotNil(paint(&framedMeanwhile, attention: map, at: 2))
        XCTAssertNil(paint(&framedMeanwhile, attention: map, at: 2.05, framing: framed), "framing by hand ends the ease")
        XCTAssertFalse(framedMeanwhile.isEasing)
    }
}
