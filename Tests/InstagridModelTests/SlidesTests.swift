import XCTest
@testable import InstagridModel

final class SlidesTests: XCTestCase {
    func testSlidesAreTheShapesSizeSideBySide() throws {
        let slides = try XCTUnwrap(Slides(count: 3, shape: .portrait, longSide: 1350))
        XCTAssertEqual([slides.slideWidth, slides.slideHeight], [1080, 1350])
        XCTAssertEqual(slides.pictureSize, Size(width: 3240, height: 1350))
        XCTAssertEqual((0..<3).map(slides.left(of:)), [0, 1080, 2160])
        XCTAssertNil(Slides(count: 1, shape: .square, longSide: 100), "one slide is the picture itself")
        XCTAssertNil(Slides(count: 21, shape: .square, longSide: 100))
        XCTAssertNotNil(Slides(count: 20, shape: .story, longSide: 1920))
    }

    func testEachSlideIsNamedByItsNumberBeforeTheExtension() throws {
        let slides = try XCTUnwrap(Slides(count: 2, shape: .square, longSide: 100))
        XCTAssertEqual(slides.paths(for: "out/trip.png"), ["out/trip-1.png", "out/trip-2.png"])
        XCTAssertEqual(slides.paths(for: "a.b/trip.final.jpg"), ["a.b/trip.final-1.jpg", "a.b/trip.final-2.jpg"])
        XCTAssertEqual(slides.paths(for: "/tmp/.hidden"), ["/tmp/.hidden-1", "/tmp/.hidden-2"], "a leading dot is no extension")
        XCTAssertEqual(slides.paths(for: LocalPath(bytes: [0x63, 0xE9, 0x2E, 0x70, 0x6E, 0x67])!).map(\.bytes),
                       [[0x63, 0xE9, 0x2D, 0x31, 0x2E, 0x70, 0x6E, 0x67], [0x63, 0xE9, 0x2D, 0x32, 0x2E, 0x70, 0x6E, 0x67]],
                       "a name's bytes are kept as they are")
    }

    func testACollagesSlidesAreItsPictureSeamToSeam() throws {
        var collage = Collage(layout: try Layout(form: "a|b"), shape: .portrait)
        XCTAssertNil(collage.slideSet(longSide: 1350), "one picture")
        XCTAssertTrue(collage.seams.isEmpty)
        collage.slides = 3
        XCTAssertEqual(collage.aspect, 3 * 4.0 / 5, accuracy: 1e-12)
        XCTAssertTrue(collage.pixelSize(longSide: 1350) == (3240, 1350))
        XCTAssertEqual(collage.slideSet(longSide: 1350)?.pictureSize, collage.pictureSize(longSide: 1350))
        XCTAssertEqual(collage.seams, [1.0 / 3, 2.0 / 3])
        XCTAssertEqual(collage.fitted(in: Size(width: 1000, height: 1000)).height, 1000 / 2.4, accuracy: 1e-9)
        // Every shape, every count, sizes from the smallest to the largest: the seams fall on whole slides.
        for shape in PictureShape.allCases {
            for count in Slides.counts {
                for side in [16, 1080, 1350, 1919, 16384] {
                    collage.shape = shape
                    collage.slides = count
                    let slides = try XCTUnwrap(collage.slideSet(longSide: side))
                    XCTAssertEqual(collage.pixelSize(longSide: side).width, slides.slideWidth * count)
                    XCTAssertEqual(collage.seams.map { Int(($0 * Double(slides.slideWidth * count)).rounded()) },
                                   (1..<count).map(slides.left(of:)), "\(shape) \(count) \(side)")
                }
            }
        }
        collage.slides = 0
        XCTAssertEqual(collage.slides, 1, "no fewer than one picture")
        collage.slides = 99
        XCTAssertEqual(collage.slides, Slides.counts.upperBound, "no more than a carousel holds")
    }

    func testSlidesAreKeptInSessionsDocumentsAndUndo() throws {
        var collage = Collage(layout: try Layout(form: "a|b"), photos: [SlotID(rawValue: 0)!: "/p/a.jpg"], shape: .square)
        XCTAssertFalse(SessionFile.encode(collage).contains("slides"), "one picture says nothing")
        for count in Slides.counts {
            collage.slides = count
            let text = SessionFile.encode(collage)
            XCTAssertTrue(text.contains("\nshape 1:1\nslides \(count)\n"), text)
            XCTAssertEqual(try SessionFile.decode(text).collage, collage)
            XCTAssertEqual(try CollageDocument.decode(CollageDocument.encode(collage, savedAt: "/p/c.instagrid"), savedAt: "/p/c.instagrid"),
                           collage)
        }
        var history = History()
        let before = collage
        collage.slides = 2
        history.record(.slides, from: before, at: 0)
        let saved = try SessionFile.decode(SessionFile.encode(collage, history: history))
        XCTAssertEqual(saved.history.undoSteps.last?.change, .slides)
        XCTAssertEqual(saved.history.undoSteps.last?.collage.slides, Slides.counts.upperBound)
        for damaged in ["slides 1", "slides 21", "slides two", "slides", "slides 1e1"] {
            XCTAssertThrowsError(try SessionFile.decode("instagrid-session 7\nlayout 1\n\(damaged)\n"), damaged) {
                XCTAssertEqual($0 as? SessionFile.ReadError, .damaged(line: 3), damaged)
            }
        }
        XCTAssertThrowsError(try SessionFile.decode("instagrid-session 6\nlayout 1\nslides 3\n"), "version 6 had no slides")
    }
}
