import Foundation
import InstagridTestSupport
import XCTest

/// `instagrid export --slides N`: N pictures of the shape, named by their numbers, cut from
/// one picture N slides wide so that they meet seam to seam.
final class SlidesExportTests: CommandTestCase {
    func testEachSlideIsTheShapesSize() throws {
        let out = folder.file("trip.png")
        let result = try InstagridProcess.run(["export", "--layout", "a|b", "--shape", "4:5", "--size", "500", "--slides", "3",
                                               "-o", out] + solidPhotos(2))
        XCTAssertEqual(result.status, 0, result.stderr)
        for number in 1...3 {
            let slide = try XCTUnwrap(DecodedFile(path: folder.file("trip-\(number).png")), "slide \(number)")
            XCTAssertEqual([slide.width, slide.height], [400, 500], "slide \(number)")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: out), "the slides, not one picture")
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.file("trip-4.png")))
    }

    func testAPhotoAcrossTheSeamsContinuesFromSlideToSlide() throws {
        // A 3:1 photo fills a picture three squares wide edge to edge, each picture column two
        // of the photo's: green rises slowly across it (where a column lies), red 16 levels a
        // picture column, in teeth 16 columns long, none of which ends within 2 columns of a seam.
        let ramp = TestPhotos.write(folder.file("ramp.png"), width: 1800, height: 600) { x, _ in
            Color(r: UInt8(x * 8 % 256), g: UInt8(x * 255 / 1799), b: 90)
        }
        let out = folder.file("ramp-slides.png")
        let result = try InstagridProcess.run(["export", "--layout", "a", "--size", "300", "--slides", "3", "--spacing", "0",
                                               "--corner-radius", "0", "-o", out, ramp])
        XCTAssertEqual(result.status, 0, result.stderr)
        let slides = try (1...3).map { try XCTUnwrap(DecodedFile(path: folder.file("ramp-slides-\($0).png"))) }
        for (index, slide) in slides.enumerated() {
            for x in [0, 150, 299] {
                // Column x of slide `index` is column 300 * index + x of the 900-pixel picture.
                let expected = Double(300 * index + x) * 255 / 899
                XCTAssertEqual(Double(slide.color(x: x, y: 150).g), expected, accuracy: 3, "slide \(index + 1), column \(x)")
            }
        }
        for (left, right) in zip(slides, slides.dropFirst()) {
            let red = [left.color(x: 298, y: 150).r, left.color(x: 299, y: 150).r, right.color(x: 0, y: 150).r, right.color(x: 1, y: 150).r]
            for (a, b) in zip(red, red.dropFirst()) {
                // A column repeated across the seam would rise 0, one left out 32.
                XCTAssertEqual(Int(b) - Int(a), 16, accuracy: 6, "one column's rise from column to column across the seam: \(red)")
            }
        }
    }

    func testTheGapOnASeamIsSharedByItsTwoSlides() throws {
        // Two cells in a picture two squares wide: the gap between them lies on the seam.
        let out = folder.file("pair.png")
        let result = try InstagridProcess.run(["export", "--layout", "a|b", "--size", "400", "--slides", "2", "-o", out]
                                              + solidPhotos(2))
        XCTAssertEqual(result.status, 0, result.stderr)
        let (first, second) = (try XCTUnwrap(DecodedFile(path: folder.file("pair-1.png"))), try XCTUnwrap(DecodedFile(path: folder.file("pair-2.png"))))
        assertColor(first.color(x: 399, y: 200), near: .gridFrame, tolerance: 2, "the gap's left half ends the first slide")
        assertColor(second.color(x: 0, y: 200), near: .gridFrame, tolerance: 2, "its right half begins the second")
        assertColor(first.color(x: 200, y: 200), near: .red)
        assertColor(second.color(x: 200, y: 200), near: .green)
    }

    func testSlidesAreRefusedWhereTheyCannotBe() throws {
        for count in ["0", "21"] {
            let wrong = try InstagridProcess.run(["export", "--layout", "a", "--slides", count, "-o", folder.file("o.png")] + solidPhotos(1))
            XCTAssertNotEqual(wrong.status, 0)
            XCTAssertTrue(wrong.stderr.contains("--slides must be between 1 and 20"), wrong.stderr)
        }
        // Slides are drawn as one picture first: one wider than Cairo draws is refused before any photo is read.
        assertFailure(try InstagridProcess.run(["export", "--layout", "a", "--slides", "20", "--size", "16384", "-o", folder.file("o.png"),
                                                folder.file("no-such-photo.jpg")]),
                      says: "\(folder.file("o.png")): 20 slides are drawn as one picture of at most 32767 pixels on a side, "
                          + "and this one would be 327680 × 16384; choose a smaller size or fewer slides")
        assertFailure(try InstagridProcess.run(["export", "--layout", "a", "--slides", "2", "-o", folder.file("o.pdf")] + solidPhotos(1)),
                      says: "\(folder.file("o.pdf")): a PDF is one page; slides are pictures, name them .png, .jpg, .jpeg or .webp")
        // A slide already there is not replaced without --force, and no other slide is written.
        let taken = folder.file("o-2.png")
        try "kept".write(toFile: taken, atomically: true, encoding: .utf8)
        assertFailure(try InstagridProcess.run(["export", "--layout", "a", "--slides", "3", "-o", folder.file("o.png")] + solidPhotos(1)),
                      says: "\(taken): the file already exists; use --force to replace it")
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.file("o-1.png")))
        XCTAssertEqual(try String(contentsOfFile: taken, encoding: .utf8), "kept")
    }

    /// A session's slides are its own: export writes them, and --slides 1 asks for one picture instead.
    func testASessionsSlidesAreExportedUnlessAskedOtherwise() throws {
        let photos = solidPhotos(2)
        let session = folder.file("session")
        try "instagrid-session 7\nlayout a|b\nshape 4:5\nslides 2\nphoto 0 \(photos[0])\nphoto 1 \(photos[1])\n"
            .write(toFile: session, atomically: true, encoding: .utf8)
        let result = try InstagridProcess.run(["export", "--session", session, "--size", "500", "-o", folder.file("s.png")])
        XCTAssertEqual(result.status, 0, result.stderr)
        for number in 1...2 {
            let slide = try XCTUnwrap(DecodedFile(path: folder.file("s-\(number).png")), "slide \(number)")
            XCTAssertEqual([slide.width, slide.height], [400, 500])
        }
        let one = try InstagridProcess.run(["export", "--session", session, "--size", "500", "--slides", "1", "-o", folder.file("one.png")])
        XCTAssertEqual(one.status, 0, one.stderr)
        let picture = try XCTUnwrap(DecodedFile(path: folder.file("one.png")))
        XCTAssertEqual([picture.width, picture.height], [400, 500], "one picture of the shape")
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.file("one-1.png")))
    }
}
