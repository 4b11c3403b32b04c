@testable import InstagridModel
import XCTest

/// A story's bands, the parts its app covers: Arrange to Fit keeps what draws the eye out of
/// them, and words go in by default where they can be read.
final class StoryBandsTests: XCTestCase {
    private let story = Size(width: 1152, height: 2048)

    func testOnlyAStoryHasBandsAndTheyAreThePublishedShares() throws {
        XCTAssertNil(StoryBands.of(Collage(shape: .square)))
        XCTAssertNil(StoryBands.of(Collage(shape: .portrait)))
        var collage = Collage(shape: .story)
        let bands = try XCTUnwrap(StoryBands.of(collage))
        XCTAssertEqual(bands.rects(in: story), [Rect(x: 0, y: 0, width: 1152, height: 2048 * 0.14),
                                                Rect(x: 0, y: 2048 * 0.8, width: 1152, height: 2048 * 0.2)])
        collage.slides = 3
        XCTAssertNotNil(StoryBands.of(collage), "each slide of a story carousel is a story")
    }

    func testTheUncoveredPartOfACell() {
        let bands = StoryBands()
        func assertUncovered(_ cell: Rect, _ expected: (Double, Double), _ message: String = "") {
            let (start, end) = bands.uncovered(cell, in: story)
            XCTAssertEqual(start, expected.0, accuracy: 1e-9, message)
            XCTAssertEqual(end, expected.1, accuracy: 1e-9, message)
        }
        assertUncovered(Rect(x: 0, y: 0, width: 100, height: 2048), (0.14, 0.8))
        assertUncovered(Rect(x: 0, y: 1024, width: 100, height: 1024), (0, 0.6))
        assertUncovered(Rect(x: 0, y: 1800, width: 100, height: 248), (0, 0), "wholly under the bottom band")
        assertUncovered(Rect(x: 0, y: 500, width: 100, height: 500), (0, 1), "clear of both")
    }

    /// A face at the top of a square photo: in a story of two stacked photos it is under the top
    /// band if its photo goes on top, in view if it goes below. Arrange to Fit counts the band.
    func testArrangeToFitKeepsASubjectOutOfTheBands() throws {
        let face = AttentionMap(columns: 64, rows: 64, weights: (0..<64 * 64).map { $0 / 64 < 8 ? 1 : 0.01 })!
        let busy = AttentionMap(columns: 1, rows: 1, weights: [1])!
        let (first, second) = (SlotID.all[0], SlotID.all[1])
        let aspects = [first: 1.0, second: 1.0], attention = [first: face, second: busy]
        let looks = Looks.seed
        func cut(_ form: String, bands: StoryBands?) throws -> Double {
            CropShare.attentionCut(GridGeometry(size: story, looks: looks, layout: try Layout(form: form)), aspects: aspects,
                                   attention: attention, bands: bands)
        }
        XCTAssertGreaterThan(try cut("a/b", bands: StoryBands()), 0.3, "the face on top lies under the band")
        XCTAssertEqual(try cut("a/b", bands: nil), try cut("b/a", bands: nil), accuracy: 1e-9, "without the bands, either order")
        let arranged = try XCTUnwrap(LayoutFitting.arrange(aspects, attention: attention, bands: StoryBands(), size: story, looks: looks))
        let geometry = GridGeometry(size: story, looks: looks, layout: arranged)
        XCTAssertLessThan(CropShare.attentionCut(geometry, aspects: aspects, attention: attention, bands: StoryBands()), 0.25,
                          "\(arranged.form) keeps the face in view")
        let top = try XCTUnwrap(geometry.frames.first { $0.slot == first }).frame
        XCTAssertGreaterThan(top.y, story.height * StoryBands.top, "the face's photo starts below the top band: \(arranged.form)")
        // The collage's own Arrange to Fit, in a story, does the same.
        let collage = Collage(photos: [first: "/a.jpg", second: "/b.jpg"], shape: .story)
        let fitted = try XCTUnwrap(collage.arranged(aspects, attention: attention, longSide: 2048))
        XCTAssertEqual(fitted.layout.visibleSlots.sorted(), [first, second])
        let frame = try XCTUnwrap(GridGeometry(size: story, looks: looks, layout: fitted.layout).frames.first { $0.slot == first }).frame
        XCTAssertGreaterThan(frame.y, story.height * StoryBands.top)
    }

    func testATitleGoesInAboveTheBottomBandAndOnlyInAStory() throws {
        var square = Collage(shape: .square)
        let squareTitle = try square.addText("Grenoble", role: .title)
        XCTAssertEqual(square.text(squareTitle)?.centre, TextItem.defaultCentre(for: .title), "a square has no bands")
        var story = Collage(shape: .story)
        let title = try story.addText("Grenoble", role: .title)
        let item = try XCTUnwrap(story.text(title))
        // The letters' height in the picture's: 8 % of the short side, which is 9/16 of the long one.
        let letters = item.style.size / 100 * 9 / 16
        XCTAssertLessThanOrEqual(item.centre.y + letters, 1 - StoryBands.bottom, "the title's line ends above the bottom band")
        XCTAssertGreaterThan(item.centre.y, 0.6, "still low on the picture")
        let placed = try story.addText("Here", role: .title, centre: Point(x: 0.5, y: 0.95))
        XCTAssertEqual(story.text(placed)?.centre.y, 0.95, "a place given is kept: the user may put words anywhere")
    }

    /// Every catalogue layout, one picture to three slides: each caption's default place lies
    /// in view wherever its cell has room for its letters there.
    func testCaptionsGoInWhereTheirCellsAreInView() throws {
        var checked = 0
        for number in 1...24 {
            for slides in 1...3 {
                guard let layout = Layout.numbered(number) else { continue }
                var collage = Collage(layout: layout, shape: .story)
                collage.slides = slides
                let picture = collage.pictureSize(longSide: 1000)
                let frames = GridGeometry(size: picture, looks: collage.looks, layout: layout).frames
                for (slot, frame) in frames {
                    let id = try collage.addText("Caption", role: .caption(slot))
                    let item = try XCTUnwrap(collage.text(id))
                    let letters = item.style.size / 100 * min(picture.width, picture.height)
                    let y = frame.y + item.centre.y * frame.height
                    let (top, bottom) = (picture.height * StoryBands.top + letters, picture.height * (1 - StoryBands.bottom) - letters)
                    // A cell with room between the bands for a line: the caption is there.
                    guard max(frame.y, top) < min(frame.maxY, bottom) else { continue }
                    XCTAssertGreaterThanOrEqual(y, top - 1e-6, "layout \(number), \(slides) slides, cell \(slot)")
                    XCTAssertLessThanOrEqual(y, bottom + 1e-6, "layout \(number), \(slides) slides, cell \(slot)")
                    XCTAssertGreaterThanOrEqual(item.centre.y, 0, "inside its cell")
                    XCTAssertLessThanOrEqual(item.centre.y, 1)
                    checked += 1
                }
            }
        }
        XCTAssertGreaterThan(checked, 100)
    }
}
