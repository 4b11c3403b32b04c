import Foundation
import InstagridTestSupport
import XCTest

/// `instagrid export` keeps a photo's subject in a cell that crops it, and `--framing centre`
/// crops around the centre as before.
final class SubjectExportTests: CommandTestCase {
    private static let sky = Color(0x8A9AA8), skin = Color(0xE0AC8A), hair = Color(0x2A1A10), shirt = Color(0xC02020)

    /// A flat sky with a person (a face under dark hair, over a red shirt) centred at
    /// `person` of a `width` x `height` photo; the face is `radius` pixels across its half.
    private func photo(_ name: String, width: Int, height: Int, person: (x: Int, y: Int), radius: Int) -> String {
        TestPhotos.write(folder.file(name), width: width, height: height) { x, y in
            let dx = x - person.x, dy = y - person.y
            if dx * dx + dy * dy < radius * radius { return dy < -radius / 2 ? Self.hair : Self.skin }
            if abs(dx) < radius * 3 / 2, dy >= radius, dy < radius * 3 { return Self.shirt }
            return Self.sky
        }
    }

    /// Exports `photo` alone into a square picture, edge to edge; the picture.
    private func exported(_ photo: String, _ extra: [String] = [], shape: String = "1:1") throws -> DecodedFile {
        let out = folder.file("out-\(UUID().uuidString).png")
        let result = try InstagridProcess.run(["export", "--layout", "a", "--shape", shape, "--size", "300", "--spacing", "0",
                                               "--corner-radius", "0", "-o", out] + extra + [photo])
        XCTAssertEqual(result.status, 0, result.stderr)
        return try XCTUnwrap(DecodedFile(path: out))
    }

    /// The columns and rows where the picture shows the face's skin.
    private func skinExtent(_ picture: DecodedFile) -> (columns: ClosedRange<Int>, rows: ClosedRange<Int>)? {
        var columns: [Int] = [], rows: [Int] = []
        for y in 0..<picture.height {
            for x in 0..<picture.width where picture.color(x: x, y: y).distance(to: Self.skin) <= 12 {
                columns.append(x)
                rows.append(y)
            }
        }
        guard let left = columns.min(), let right = columns.max(), let top = rows.min(), let bottom = rows.max() else { return nil }
        return (left...right, top...bottom)
    }

    func testAPanoramasPersonAtItsLeftEndIsKeptWholeInASquare() throws {
        // 10:1; the square cell shows a tenth of it, 200 of 2000 pixels across, 1.5 times enlarged.
        for name in ["panorama.png", "panorama.jpg"] {
            let panorama = photo(name, width: 2000, height: 200, person: (120, 70), radius: 40)
            let face = try XCTUnwrap(skinExtent(try exported(panorama)), "\(name): the face is in the picture")
            XCTAssertGreaterThanOrEqual(face.columns.count, 115, "\(name): all 120 pixels of the face's width")
            let centred = try exported(panorama, ["--framing", "centre"])
            XCTAssertNil(skinExtent(centred), "\(name): the centre crop shows only the sky")
            assertColor(centred.color(x: 150, y: 150), near: Self.sky, tolerance: 6)
        }
    }

    func testATallPhotosPersonAtItsBottomIsKeptInAWideCell() throws {
        let tall = photo("tall.jpg", width: 200, height: 2000, person: (100, 1850), radius: 30)
        // A 3:2 picture of one cell shows 133 of the 2000 rows.
        let face = try XCTUnwrap(skinExtent(try exported(tall, shape: "3:2")))
        // Skin from the hair's edge, half a radius above the centre, to the chin: 45 rows, enlarged 1.5 times.
        XCTAssertGreaterThanOrEqual(face.rows.count, 64, "the face's whole height")
        XCTAssertNil(skinExtent(try exported(tall, ["--framing", "centre"], shape: "3:2")))
    }

    func testAPrintAndAThumbnailKeepThePersonToo() throws {
        let panorama = photo("print.jpg", width: 2000, height: 200, person: (120, 70), radius: 40)
        // A PDF, its page drawn back into pixels by poppler at the picture's size.
        let pdf = folder.file("print.pdf")
        let printed = try InstagridProcess.run(["export", "--layout", "a", "--size", "300", "--spacing", "0", "--corner-radius", "0",
                                                "-o", pdf, panorama])
        XCTAssertEqual(printed.status, 0, printed.stderr)
        XCTAssertEqual(Shell.run(["pdftoppm", "-png", "-singlefile", "-scale-to", "300", pdf, folder.file("page")]).status, 0,
                       "pdftoppm (poppler-utils) draws the page")
        let page = try XCTUnwrap(DecodedFile(path: folder.file("page.png")))
        XCTAssertGreaterThanOrEqual(try XCTUnwrap(skinExtent(page), "the face is on the page").columns.count, 110)
        // A thumbnail of a document holding it, as a file manager asks.
        let document = folder.file("pano.instagrid")
        try "instagrid-collage 1\nlayout a\nshape 1:1\nspacing 0\ncorner-radius 0\nphoto 0 print.jpg\n"
            .write(toFile: document, atomically: true, encoding: .utf8)
        let thumbnail = folder.file("thumbnail.png")
        let made = try InstagridProcess.run(["thumbnail", "-s", "128", document, thumbnail])
        XCTAssertEqual(made.status, 0, made.stderr)
        XCTAssertNotNil(skinExtent(try XCTUnwrap(DecodedFile(path: thumbnail))), "the face is in the thumbnail")
    }

    func testPhotosWithoutASubjectStayCentred() throws {
        // Quadrants: edges and colours symmetric about the centre, which both framings keep.
        let quadrants = TestPhotos.quadrants(folder.file("quadrants.png"), width: 1200, height: 400)
        let (subject, centre) = (try exported(quadrants), try exported(quadrants, ["--framing", "centre"]))
        for (x, y) in [(5, 5), (149, 5), (151, 295), (295, 295), (100, 150), (200, 150)] {
            XCTAssertEqual(subject.color(x: x, y: y), centre.color(x: x, y: y), "pixel \(x),\(y)")
        }
    }

    func testAnUnknownFramingIsRefused() throws {
        let result = try InstagridProcess.run(["export", "--layout", "a", "--framing", "left", "-o", folder.file("o.png")]
                                              + solidPhotos(1))
        XCTAssertNotEqual(result.status, 0)
        XCTAssertTrue(result.stderr.contains("--framing"), result.stderr)
    }
}
