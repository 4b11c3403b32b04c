import Foundation
import InstagridModel
import InstagridTestSupport
import XCTest

/// `instagrid export` shows every photo it is given, counted by its pixels: at every spacing,
/// in every catalogue layout, for forms at the edges and for layouts arranged around
/// panoramas; and a form's letters name the same photos as in a session.
final class EveryPhotoShownTests: CommandTestCase {
    private static let colours: [Color] = [.red, .green, .blue, .yellow, .magenta, .cyan, .black, .white, Color(0xF08000)]
    /// The picture's long side: its floor, 8 % of the short side, is about 41 px.
    private static let side = 512

    /// Solid photos of `aspects` (width / height), each its own colour, as PNGs (exact colours).
    private func photos(_ aspects: [Double]) -> [String] {
        aspects.enumerated().map { index, aspect in
            let (width, height) = aspect >= 1 ? (Int((60 * aspect).rounded()), 60) : (60, Int((60 / aspect).rounded()))
            return TestPhotos.solid(folder.file("photo\(index).png"), width: width, height: height, color: Self.colours[index])
        }
    }

    private func export(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) throws -> DecodedFile {
        let out = folder.file("out-\(UUID().uuidString).png")
        let result = try InstagridProcess.run(["export", "--size", "\(Self.side)", "-o", out] + arguments)
        XCTAssertEqual(result.status, 0, "\(arguments): \(result.stderr)", file: file, line: line)
        return try XCTUnwrap(DecodedFile(path: out), file: file, line: line)
    }

    /// Each photo's colour covers at least most of a floor-sized square of the picture.
    private func assertEveryPhotoShown(_ picture: DecodedFile, count: Int, _ what: String,
                                       file: StaticString = #filePath, line: UInt = #line) {
        let floor = Double(min(picture.width, picture.height)) * GridGeometry.floorShare
        for (index, colour) in Self.colours.prefix(count).enumerated() {
            let shown = picture.pixels(near: colour)
            XCTAssertGreaterThan(Double(shown), 0.8 * floor * floor, "\(what): photo \(index) shows \(shown) px", file: file, line: line)
        }
    }

    func testEveryCatalogueLayoutShowsEveryPhotoAtEverySpacing() throws {
        let given = photos(Array(repeating: 1.5, count: 9))
        for layout in Layout.all {
            for spacing in [0, 10, 20] {
                let count = layout.cells.count
                let picture = try export(["--layout", "\(layout.number!)", "--spacing", "\(spacing)", "--shape", "16:9"]
                                         + given.prefix(count))
                assertEveryPhotoShown(picture, count: count, "layout \(layout.number!) at \(spacing) %")
            }
        }
    }

    func testFormsAtTheEdgesShowEveryPhotoAndTheirWeightsHold() throws {
        let given = photos(Array(repeating: 1, count: 9))
        for form in ["18a|b", "1000a|b", "(a/12.12d/12.12c)|2.0825b", "a|b|c|d|e|f|g|h|i", "(a/i/2h/4g/8f/16e)|b|c|d"] {
            let count = try Layout(form: form).cells.count
            for shape in ["1:1", "9:16", "16:9"] {
                let picture = try export(["--layout", form, "--shape", shape, "--spacing", "20"] + given.prefix(count))
                assertEveryPhotoShown(picture, count: count, "\(form) in \(shape)")
            }
        }
        // 2a|b: the first photo twice as wide as the second, the gaps taken off first.
        let pair = try export(["--layout", "2a|b", "--spacing", "10"] + given.prefix(2))
        let (first, second) = (pair.pixels(near: Self.colours[0]), pair.pixels(near: Self.colours[1]))
        XCTAssertEqual(Double(first) / Double(second), 2, accuracy: 0.02, "\(first) against \(second) px")
    }

    /// The shapes that once lost a photo to a cell with no height.
    func testArrangedLayoutsShowEveryPhoto() throws {
        let cases: [(aspects: [Double], shape: String)] = [
            ([8, 2.0 / 3, 2.0 / 3, 2.0 / 3], "1:1"), ([5, 0.5, 0.5, 0.5, 0.5], "1:1"), ([20, 1, 1, 1, 1], "1:1"),
            ([12, 0.75, 0.75], "16:9"), ([1.0 / 20, 1.5, 1.5, 1.5], "1:1"),
            ([20, 1.0 / 20, 1, 1.5, 0.66, 3, 1.0 / 3, 16.0 / 9, 9.0 / 16], "9:16"),
        ]
        for (aspects, shape) in cases {
            let given = photos(aspects)
            for spacing in [0, 5, 20] {
                let picture = try export(["--layout", "auto", "--shape", shape, "--spacing", "\(spacing)"] + given)
                assertEveryPhotoShown(picture, count: aspects.count, "\(aspects) in \(shape) at \(spacing) %")
            }
        }
    }

    func testAFormsLettersNameThePhotosAsInASession() throws {
        let (red, lime) = (TestPhotos.solid(folder.file("red.png"), width: 60, height: 60, color: .red),
                           TestPhotos.solid(folder.file("lime.png"), width: 60, height: 60, color: .green))
        let picture = try export(["--layout", "b|a", red, lime])
        assertColor(picture.color(x: Self.side / 4, y: Self.side / 2), near: .green, "b, the second photo, on the left")
        assertColor(picture.color(x: 3 * Self.side / 4, y: Self.side / 2), near: .red)
        // The same form in a session file puts the same photo on the same side.
        let session = folder.file("pair.session")
        try "instagrid-session 5\nlayout b|a\nphoto 0 \(red)\nphoto 1 \(lime)\n".write(toFile: session, atomically: true, encoding: .utf8)
        let fromSession = try export(["--session", session])
        XCTAssertEqual(fromSession.differingPixels(from: picture), 0)
    }

    func testArrangesFormGivenBackDrawsWhatAutoDrew() throws {
        let given = photos([8, 2.0 / 3, 1, 2.0 / 3])
        let arranged = try InstagridProcess.run(["arrange"] + given)
        XCTAssertEqual(arranged.status, 0, arranged.stderr)
        let form = try XCTUnwrap(arranged.stdout.split(separator: "\n").first { $0.hasPrefix("layout ") }?.dropFirst("layout ".count))
        let auto = try export(["--layout", "auto"] + given)
        let back = try export(["--layout", String(form)] + given)
        XCTAssertEqual(back.differingPixels(from: auto), 0, "layout \(form)")
    }

    func testALayoutBesideASessionMustShowItsPhotos() throws {
        let given = photos([1, 1, 1, 1])
        let session = folder.file("four.session")
        try (["instagrid-session 5", "layout 3"] + given.enumerated().map { "photo \($0) \($1)" })
            .joined(separator: "\n").appending("\n").write(toFile: session, atomically: true, encoding: .utf8)
        let out = folder.file("two.png")
        assertFailure(try InstagridProcess.run(["export", "--session", session, "--layout", "4", "-o", out]),
                      says: "layout 4 shows photos a, b, the session holds a, b, c, d")
        XCTAssertFalse(FileManager.default.fileExists(atPath: out))
        let four = try InstagridProcess.run(["export", "--session", session, "--layout", "a|b|c|d", "-o", out])
        XCTAssertEqual(four.status, 0, four.stderr)
    }
}

extension DecodedFile {
    /// How many pixels are within `tolerance` of `colour`.
    func pixels(near colour: Color, tolerance: Int = 24) -> Int {
        var count = 0
        for y in 0..<height {
            for x in 0..<width where color(x: x, y: y).distance(to: colour) <= tolerance { count += 1 }
        }
        return count
    }
}
