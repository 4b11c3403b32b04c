import Foundation
import InstagridTestSupport
import InstagridTrace
import XCTest

/// What cannot be made is refused from the options, before any photo is read: the command's
/// trace shows no photo decoded, measured or converted.
final class EarlyRefusalTests: XCTestCase {
    let folder = TemporaryFolder()

    private func photos(_ count: Int) -> [String] {
        (0..<count).map { TestPhotos.noise(folder.file("photo \($0).jpg"), width: 1200, height: 900, seed: UInt64($0 + 1)) }
    }

    private func assertRefusedAtOnce(_ arguments: [String], says expected: String,
                                     file: StaticString = #filePath, line: UInt = #line) throws {
        let trace = folder.file("trace \(UUID().uuidString)")
        let outcome = try InstagridProcess.run(arguments, environment: ["INSTAGRID_TRACE": trace], timeout: 120)
        XCTAssertEqual(outcome.status, 1, file: file, line: line)
        XCTAssertEqual(outcome.stderr, "instagrid: \(expected)\n", file: file, line: line)
        let read: [TraceEvent] = [.attentionMeasured, .facesFound, .colourConverted, .exportDecoded]
        XCTAssertEqual(RunningApp.traceEvents(at: trace).filter { $0.event.map(read.contains) ?? false }, [],
                       "refused before any photo was read", file: file, line: line)
    }

    func testAWebPWiderThanWebPHoldsIsRefusedBeforeAnyPhotoIsRead() throws {
        let inputs = photos(9)
        let out = folder.file("x.webp")
        try assertRefusedAtOnce(["export", "--layout", "auto", "--size", "16384", "-o", out] + inputs,
                                says: "\(out): a WebP picture is at most 16383 pixels on a side, and this one would be 16384 × 16384; "
                                    + "choose a smaller size")
        try assertRefusedAtOnce(["export", "--shape", "16:9", "--size", "16384", "-o", out] + photos(3),
                                says: "\(out): a WebP picture is at most 16383 pixels on a side, and this one would be 16384 × 9216; "
                                    + "choose a smaller size")
        XCTAssertFalse(FileManager.default.fileExists(atPath: out))
    }

    func testAPDFPageOutsideWhatReadersHoldIsRefused() throws {
        let inputs = photos(3)
        let out = folder.file("x.pdf")
        try assertRefusedAtOnce(["export", "--shape", "16:9", "--size", "16384", "--dpi", "72", "-o", out] + inputs,
                                says: "\(out): a PDF page is at most 14400 points (200 inches) on a side, and this one would be "
                                    + "16384 × 9216 points; choose a smaller size or a higher resolution")
        try assertRefusedAtOnce(["export", "--size", "16", "--dpi", "1200", "-o", out] + inputs,
                                says: "\(out): a page of 0.96 × 0.96 points is too small to hold its photos: its short side needs "
                                    + "at least 13 points; choose a larger size or a lower resolution")
        XCTAssertFalse(FileManager.default.fileExists(atPath: out))
        // The same size at 72 dpi is a page of 16 inches: made.
        let fine = try InstagridProcess.run(["export", "--size", "1152", "--dpi", "72", "-o", out] + inputs)
        XCTAssertEqual(fine.status, 0, fine.stderr)
    }

    func testAPictureTooSmallToHoldItsCellsIsRefused() throws {
        let out = folder.file("tiny.png")
        // The smallest cell is 8 % of the short side (GridGeometry.floorShare): at least a pixel from 13 on.
        try assertRefusedAtOnce(["export", "--shape", "9:16", "--size", "20", "-o", out] + photos(3),
                                says: "\(out): a picture of 11 × 20 pixels is too small to hold its photos: its short side needs "
                                    + "at least 13 pixels; choose a larger size")
        let fine = try InstagridProcess.run(["export", "--shape", "9:16", "--size", "24", "-o", out] + photos(3))
        XCTAssertEqual(fine.status, 0, fine.stderr)
        XCTAssertEqual(DecodedFile(path: out)?.width, 14)
    }

    /// `arrange` reads headers only, but says which photos `export` would refuse, all of them.
    func testArrangeNamesThePhotosExportWouldRefuse() throws {
        var inputs = photos(2)
        let bomb = folder.file("huge.png")
        XCTAssertTrue(FileManager.default.createFile(atPath: bomb, contents: Data(PNGHeader.file(width: 40000, height: 40000))))
        let whole = try Data(contentsOf: URL(fileURLWithPath: inputs[0]))
        let cut = folder.file("cut short.jpg")
        XCTAssertTrue(FileManager.default.createFile(atPath: cut, contents: whole.prefix(whole.count / 2)))
        let progressive = try XCTUnwrap(TestPhotos.progressiveBomb(folder.file("progressive.jpg"), width: 30000, height: 30000))
        inputs += [bomb, cut, progressive]
        let outcome = try InstagridProcess.run(["arrange"] + inputs)
        XCTAssertEqual(outcome.status, 1)
        XCTAssertEqual(outcome.stdout, "", "no layout is offered for photos that cannot be exported")
        XCTAssertEqual(outcome.stderr, "instagrid: \(bomb): image too large to open safely (40000x40000 pixels)\n"
            + "instagrid: \(cut): damaged image (the file is cut short)\n"
            + "instagrid: \(progressive): image too large to open safely (30000x30000 pixels)\n")
        // And export says the same of each, in the same words.
        for bad in [bomb, cut, progressive] {
            let export = try InstagridProcess.run(["export", "--layout", "2", "-o", folder.file("out.png"), inputs[0], inputs[1], bad])
            XCTAssertEqual(export.status, 1)
            XCTAssertTrue(outcome.stderr.contains(export.stderr), export.stderr)
        }
    }

    func testASessionFileIsReadWithASizeBound() throws {
        let big = folder.file("blank lines")
        XCTAssertTrue(FileManager.default.createFile(atPath: big, contents: nil))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: big))
        let megabyte = Data(repeating: UInt8(ascii: "\n"), count: 1 << 20)
        for _ in 0..<100 { handle.write(megabyte) }
        try handle.close()
        try assertRefusedAtOnce(["export", "--session", big, "-o", folder.file("out.png")],
                                says: "\(big): is 100 MB, larger than 16 MB: too large for a session (a real one is a few kilobytes)")
        // Under the bound, a file of another kind is told by its first line, not split into lines first.
        let blank = folder.file("some blank lines")
        try Data(repeating: UInt8(ascii: "\n"), count: 8 << 20).write(to: URL(fileURLWithPath: blank))
        try assertRefusedAtOnce(["export", "--session", blank, "-o", folder.file("out.png")],
                                says: "\(blank): is not an Instagrid session")
    }
}
