import Foundation
import InstagridTestSupport
import XCTest

/// Every message names the real cause, on one line, whatever the names it quotes hold.
final class MessageTests: CommandTestCase {
    override var failureStatus: Int32? { 1 }

    private func photos(_ count: Int) -> [String] { solidPhotos(count) }

    private func session(_ name: String, _ lines: [String], ending: String = "\n") throws -> String {
        let path = folder.file(name)
        try (lines.joined(separator: ending) + ending).write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    func testControlCharactersInNamesAreEscapedOnOneLine() throws {
        let inputs = photos(3)
        let broken = folder.file("two\nlines.jpg")
        assertFailure(try InstagridProcess.run(["export", "-o", folder.file("out.png"), inputs[0], broken, inputs[2]]),
                      says: "\(folder.path)/two\\nlines.jpg: no such file")
        let coloured = folder.file("\u{1B}[31mred\u{202E}gpj.png")
        assertFailure(try InstagridProcess.run(["export", "-o", folder.file("out.png"), inputs[0], coloured, inputs[2]]),
                      says: "\(folder.path)/\\u{1B}[31mred\\u{202E}gpj.png: no such file")
        // A NUL cannot be in an argument, but a file's first line, quoted, can hold one.
        let withNUL = try session("nul", ["instagrid-session 9\0\u{7}", "layout 1"])
        assertFailure(try InstagridProcess.run(["export", "--session", withNUL, "-o", folder.file("out.png")]),
                      says: "\(withNUL): is an Instagrid session from a newer version (“instagrid-session 9\\0\\u{7}”)")
    }

    func testASessionThatCannotBeReadSaysWhy() throws {
        let out = folder.file("out.png")
        let missing = folder.file("no session")
        assertFailure(try InstagridProcess.run(["export", "--session", missing, "-o", out]), says: "\(missing): no such file")
        assertFailure(try InstagridProcess.run(["export", "--session", folder.path, "-o", out]),
                      says: "\(folder.path): is a folder, not a session")
        let newer = try session("newer", ["instagrid-session 99", "layout 1"])
        assertFailure(try InstagridProcess.run(["export", "--session", newer, "-o", out]),
                      says: "\(newer): is an Instagrid session from a newer version (“instagrid-session 99”)")
        let other = try session("other", ["shopping list"])
        assertFailure(try InstagridProcess.run(["export", "--session", other, "-o", out]), says: "\(other): is not an Instagrid session")
    }

    /// Permissions mean nothing to root: the unreadable session is tried as `nobody`.
    func testAnUnreadableSessionSaysPermissionDenied() throws {
        try requireCapability(getuid() == 0, "dropping to another user needs root (CI runs as root)")
        chmod(folder.path, 0o755)
        let binary = folder.file("instagrid")
        try FileManager.default.copyItem(atPath: InstagridProcess.executable, toPath: binary)
        let closed = try session("closed", ["instagrid-session 5", "layout 1"])
        chmod(closed, 0o600)
        assertFailure(try InstagridProcess.run(["export", "--session", closed, "-o", "/tmp/never.png"],
                                               via: ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", binary]),
                      says: "\(closed): cannot be read (Permission denied)")
    }

    /// An editor on another system saves CR LF line ends: the session is read all the same.
    func testASessionWithCRLFLineEndsIsRead() throws {
        let inputs = photos(2)
        let crlf = try session("crlf", ["instagrid-session 5", "layout 4", "shape 1:1"]
            + inputs.enumerated().map { "photo \($0.offset) \($0.element)" }, ending: "\r\n")
        let out = folder.file("crlf.png")
        let result = try InstagridProcess.run(["export", "--session", crlf, "--size", "200", "-o", out])
        XCTAssertEqual(result.status, 0, result.stderr)
        assertColor(try XCTUnwrap(DecodedFile(path: out)).color(x: 50, y: 100), near: .red, tolerance: 30)
    }

    func testAnAddressThatIsNoLocalFileIsSaidToBeOne() throws {
        let out = folder.file("t.png")
        assertFailure(try InstagridProcess.run(["thumbnail", "file://otherhost/home/ana/b.instagrid", out]),
                      says: "file://otherhost/home/ana/b.instagrid: names a file on another computer (otherhost); "
                          + "only files on this one can be read")
        assertFailure(try InstagridProcess.run(["thumbnail", "http://example.com/b.instagrid", out]),
                      says: "http://example.com/b.instagrid: is not a local file but a http:// address; "
                          + "only a path or a file:// address can be read")
        XCTAssertFalse(FileManager.default.fileExists(atPath: out))
    }

    func testALayoutIsNamedAsItWasWritten() throws {
        assertFailure(try InstagridProcess.run(["export", "--layout", "a|b", "-o", folder.file("out.png")] + photos(3)),
                      says: "layout a|b needs 2 photos, 3 given")
    }

    func testAFolderAsTheOutputIsSaidToBeOne() throws {
        let pictures = folder.file("Pictures")
        try FileManager.default.createDirectory(atPath: pictures, withIntermediateDirectories: false)
        for force in [[], ["--force"]] {
            assertFailure(try InstagridProcess.run(["export"] + force + ["-o", pictures] + photos(3)),
                          says: "\(pictures): is a folder; name the picture to write, such as \(pictures)/collage.png")
        }
    }

    func testOptionsThatDoNothingForTheFormatGetANote() throws {
        let inputs = photos(3)
        for (format, options, notes) in [
            ("png", ["--size", "200", "--quality", "80", "--dpi", "150"], ["--quality does nothing for a PNG picture: PNG keeps every pixel as it is",
                                                          "--dpi does nothing for a PNG picture: it sets the resolution of a PDF's photos"]),
            ("jpg", ["--size", "200", "--smallest"], ["--smallest does nothing for a JPEG picture: it makes a PNG smaller"]),
            ("pdf", ["--shape", "a4", "--size", "1000", "--smallest"],
             ["--smallest does nothing for a PDF picture: it makes a PNG smaller",
              "--size does nothing for a PDF of the paper shape a4: the page is the paper's size"]),
            ("jpg", ["--size", "200", "--quality", "80"], []),
            ("png", ["--size", "200", "--smallest"], []),
        ] {
            let out = folder.file("noted.\(format)")
            unlink(out)
            let result = try InstagridProcess.run(["export"] + options + ["-o", out] + inputs)
            XCTAssertEqual(result.status, 0, result.stderr)
            XCTAssertEqual(result.stderr, notes.map { "instagrid: note: \($0)\n" }.joined(), "\(format) \(options)")
            XCTAssertTrue(FileManager.default.fileExists(atPath: out))
        }
    }
}

/// The messages #42 found naming the wrong cause, each now the real one.
final class RealCauseMessageTests: CommandTestCase {
    private func words(_ count: Int) -> [String] { solidPhotos(count) }

    func testFileAddressesAreReadAndOtherAddressesNamedAsAddresses() throws {
        let photos = words(3)
        let addresses = photos.map { "file://" + $0.replacing(" ", with: "%20") }
        let out = folder.file("from addresses.png")
        let exported = try InstagridProcess.run(["export", "-o", out] + addresses)
        XCTAssertEqual(exported.status, 0, "export reads file:// addresses, as the window does: \(exported.stderr)")
        XCTAssertNotNil(DecodedFile(path: out))
        let arranged = try InstagridProcess.run(["arrange"] + addresses)
        XCTAssertEqual(arranged.status, 0, "and arrange: \(arranged.stderr)")
        let web = try InstagridProcess.run(["export", "-o", folder.file("web.png"), "http://example.com/a.jpg", photos[1], photos[2]])
        XCTAssertNotEqual(web.status, 0)
        XCTAssertTrue(web.stderr.contains("http://example.com/a.jpg: is not a local file but a http:// address"), web.stderr)
        let background = try InstagridProcess.run(["export", "-o", folder.file("web.png"), "--background", "image:http://example.com/b.jpg"] + photos)
        XCTAssertEqual(background.stderr, "instagrid: --background image:http://example.com/b.jpg: is not a local file but a http:// address; "
                       + "only a path or a file:// address can be read\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.file("web.png")))
    }

    func testSizesJustOverTheirBoundAreSaidToTheByte() throws {
        let big = folder.file("just over")
        try Data(repeating: UInt8(ascii: "\n"), count: (16 << 20) + 1).write(to: URL(fileURLWithPath: big))
        let result = try InstagridProcess.run(["export", "--session", big, "-o", folder.file("out.png")])
        XCTAssertEqual(result.stderr, "instagrid: \(big): is 16777217 bytes, larger than the 16777216 (16 MB) it may hold: "
                       + "too large for a session (a real one is a few kilobytes)\n")
        // A document over its own bound is too large to export as to thumbnail, not "not a collage".
        let document = folder.file("large.instagrid")
        try (Array(repeating: "instagrid-collage 3", count: 1).joined() + "\n" + String(repeating: "\n", count: 2 << 20))
            .write(toFile: document, atomically: true, encoding: .utf8)
        let exported = try InstagridProcess.run(["export", "--session", document, "-o", folder.file("out.png")])
        XCTAssertTrue(exported.stderr.contains(": too large for a collage document"), exported.stderr)
        let thumbnail = try InstagridProcess.run(["thumbnail", document, folder.file("thumb.png")])
        XCTAssertTrue(thumbnail.stderr.contains(": too large for a collage document"), thumbnail.stderr)
    }

    func testRefusedValuesAreNamedWithoutEchoingThemWhole() throws {
        let photos = words(3)
        let out = folder.file("never.png")
        let slides = try InstagridProcess.run(["export", "--slides", "-1", "-o", out] + photos)
        XCTAssertEqual(slides.status, 64)
        XCTAssertTrue(slides.stderr.hasPrefix("Error: --slides must be between 1 and 20\n"), slides.stderr)
        let long = try InstagridProcess.run(["export", "--title", String(repeating: "x", count: 10_001) + "\nmore", "-o", out] + photos)
        XCTAssertEqual(long.status, 64)
        XCTAssertTrue(long.stderr.hasPrefix("Error: --title: a text of 10006 characters is longer than the 10000 a text may hold\n"), long.stderr)
        XCTAssertLessThan(long.stderr.count, 400, "the words refused are not echoed")
        let caption = try InstagridProcess.run(["export", "--caption", "two\nlines", "-o", out] + photos)
        XCTAssertTrue(caption.stderr.hasPrefix("Error: --caption two lines: write which photo"), caption.stderr)
        let unnamed = try InstagridProcess.run(["export", "-o", folder.file(".png")] + photos)
        XCTAssertEqual(unnamed.stderr, "instagrid: \(folder.file(".png")): give the picture a name before “.png”, as trip.png\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: out))
    }

    func testASessionsOwnMissingFaceIsNoted() throws {
        let photos = words(3)
        let session = folder.file("faces.session")
        try """
        instagrid-session 6
        layout 1
        photo 0 \(photos[0])
        photo 2 \(photos[1])
        photo 3 \(photos[2])
        text 1 title 0.5 0.9 8 #FFFFFF centre band No%20Such%20Face%20Bold Grenoble

        """.write(toFile: session, atomically: true, encoding: .utf8)
        let result = try InstagridProcess.run(["export", "--session", session, "-o", folder.file("faces.png")])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stderr.hasPrefix("instagrid: note: the face “No Such Face Bold” is not installed; the text is drawn in "),
                      result.stderr)
    }
}

/// A form's weights are drawn as written, or the note says why not (#42).
final class WeightsAsWrittenTests: CommandTestCase {
    func testThreeToOneToOneIsDrawnSoAtEverySpacingAndTheNoteSaysWhy() throws {
        let photos = solidPhotos(3)
        for spacing in ["5", "18", "20"] {
            let out = folder.file("weights \(spacing).png")
            let result = try InstagridProcess.run(["export", "--size", "1000", "--spacing", spacing, "--layout", "3a|b|c", "-o", out] + photos)
            XCTAssertEqual(result.status, 0, result.stderr)
            let picture = try XCTUnwrap(DecodedFile(path: out))
            // Each photo's run of its colour across the middle row: red, green, blue.
            let widths = [Color.red, .green, .blue].map { colour in (0..<picture.width).filter { picture.color(x: $0, y: 500).distance(to: colour) < 40 }.count }
            XCTAssertEqual(Double(widths[0]) / Double(widths[1]), 3, accuracy: 0.05, "3:1 at \(spacing) %: \(widths)")
            XCTAssertEqual(Double(widths[2]) / Double(widths[1]), 1, accuracy: 0.05, "1:1 at \(spacing) %: \(widths)")
            if spacing == "5" {
                XCTAssertEqual(result.stderr, "")
            } else {
                XCTAssertEqual(result.stderr, "instagrid: note: a spacing of \(spacing).0 % leaves no room for the weights of layout 3a|b|c in 1:1 "
                               + "with every cell at the smallest a cell may be; drawn at 14.99 % so they hold\n")
            }
        }
        let held = try InstagridProcess.run(["export", "--size", "1000", "--layout", "1000a|b", "-o", folder.file("held.png")] + solidPhotos(2))
        XCTAssertTrue(held.stderr.contains("the weights of layout 1000a|b in 1:1 leave a cell smaller than the smallest a cell may be"),
                      held.stderr)
    }
}
