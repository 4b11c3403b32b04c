import Foundation
import InstagridTestSupport
import XCTest

/// `instagrid export` driven from the outside: arguments in, file and messages out.
final class ExportCommandTests: CommandTestCase {
    private func photos(_ count: Int) -> [String] { solidPhotos(count) { "photo \($0) é.jpg" } }

    func testExportsEveryLayoutWithDefaults() throws {
        for (layout, count) in [(1, 3), (2, 3), (3, 4)] {
            let out = folder.file("layout\(layout).png")
            let result = try InstagridProcess.run(["export", "--layout", "\(layout)", "-o", out] + photos(count))
            XCTAssertEqual(result.status, 0, result.stderr)
            XCTAssertEqual(result.stderr, "")
            let picture = try XCTUnwrap(DecodedFile(path: out))
            XCTAssertEqual(picture.width, 2048)
            XCTAssertEqual(picture.height, 2048)
            assertColor(picture.color(x: 3, y: 3), near: .gridFrame, tolerance: 2)
            assertColor(picture.color(x: 1024, y: 1024), near: .gridFrame, tolerance: 2, "the gaps cross in the middle")
        }
        // Layout 1 fills its wide top slot with the first photo, then the two below.
        let first = try XCTUnwrap(DecodedFile(path: folder.file("layout1.png")))
        assertColor(first.color(x: 1024, y: 500), near: .red)
        assertColor(first.color(x: 500, y: 1500), near: .green)
        assertColor(first.color(x: 1500, y: 1500), near: .blue)
    }

    func testJPEGWithSizeAndQuality() throws {
        let out = folder.file("small.jpeg")
        let result = try InstagridProcess.run(["export", "--layout", "3", "--size", "320", "--quality", "70", "-o", out] + photos(4))
        XCTAssertEqual(result.status, 0, result.stderr)
        let picture = try XCTUnwrap(DecodedFile(path: out))
        XCTAssertEqual(picture.width, 320)
        assertColor(picture.color(x: 240, y: 240), near: .yellow)
    }

    func testWebPWhereTheSystemWritesIt() throws {
        let out = folder.file("small.webp")
        let result = try InstagridProcess.run(["export", "--layout", "3", "--size", "320", "--quality", "80", "-o", out] + photos(4))
        XCTAssertEqual(result.status, 0, result.stderr)
        let picture = try XCTUnwrap(DecodedFile(path: out), "gdk-pixbuf reads the WebP back (webp-pixbuf-loader)")
        XCTAssertEqual(picture.width, 320)
        XCTAssertEqual(Array((try Data(contentsOf: URL(fileURLWithPath: out))).prefix(4)), Array("RIFF".utf8))
        assertColor(picture.color(x: 240, y: 240), near: .yellow)
    }

    func testSmallestPNGHoldsTheSamePicture() throws {
        let (fast, small) = (folder.file("fast.png"), folder.file("small.png"))
        XCTAssertEqual(try InstagridProcess.run(["export", "--layout", "3", "--size", "400", "-o", fast] + photos(4)).status, 0)
        let result = try InstagridProcess.run(["export", "--layout", "3", "--size", "400", "--smallest", "-o", small] + photos(4))
        XCTAssertEqual(result.status, 0, result.stderr)
        let (a, b) = (try XCTUnwrap(DecodedFile(path: fast)), try XCTUnwrap(DecodedFile(path: small)))
        for (x, y) in [(0, 0), (100, 100), (300, 100), (100, 300), (300, 300), (399, 399)] {
            XCTAssertEqual(a.color(x: x, y: y), b.color(x: x, y: y), "pixel \(x),\(y)")
        }
        let size = { (path: String) in (try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0 }
        XCTAssertLessThanOrEqual(try size(small), try size(fast))
    }

    func testWrongPhotoCountSaysHowManyTheLayoutNeeds() throws {
        let out = folder.file("out.png")
        assertFailure(try InstagridProcess.run(["export", "--layout", "3", "-o", out] + photos(3)),
                      says: "layout 3 needs 4 photos, 3 given")
        assertFailure(try InstagridProcess.run(["export", "-o", out] + photos(4)),
                      says: "layout 1 needs 3 photos, 4 given")
        XCTAssertFalse(FileManager.default.fileExists(atPath: out))
    }

    func testInvalidOptionsAreRefusedNamingTheirBounds() throws {
        let out = folder.file("o.png")
        for (arguments, message) in [
            (["--layout", "99"], "no layout 99: `instagrid layouts` lists them"),
            (["--layout", "two"], "the layout “two” cannot be read at character 1: “t” is not a photo’s letter (a to i) or “(”\n  two\n  ^"),
            (["--layout", "a|(b/c"], "at character 7: “)” is missing\n  a|(b/c\n        ^"),
            (["--spacing", "30"], "--spacing must be a number from 0 to 20"),
            (["--corner-radius=-1"], "--corner-radius must be a number from 0 to 25"),
            (["--frame-colour", "blue"], "--frame-colour"),
            (["--shape", "2:1"], "--shape"),
            (["--dpi", "40"], "--dpi must be between 72 and 1200"),
        ] {
            let result = try InstagridProcess.run(["export"] + arguments + ["-o", out] + photos(3))
            XCTAssertNotEqual(result.status, 0, "\(arguments)")
            XCTAssertTrue(result.stderr.contains(message), "\(arguments): \(result.stderr)")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: out))
        // The help lists the shapes to choose from.
        let help = try InstagridProcess.run(["export", "--help"])
        for shape in ["1:1", "4:5", "9:16", "16:9", "3:2", "a4", "letter-landscape", "10x15", "18x13"] {
            XCTAssertTrue(help.stdout.contains(shape), shape)
        }
    }

    func testAnA4PDFIsOnePageWithEachPhotoAtThePrintsResolution() throws {
        let sources = (0..<4).map { TestPhotos.quadrants(folder.file("large \($0).jpg"), width: 3000, height: 2000) }
        let pdf = folder.file("a4.pdf")
        let result = try InstagridProcess.run(["export", "--layout", "3", "--shape", "a4", "-o", pdf] + sources)
        XCTAssertEqual(result.status, 0, result.stderr)
        let info = Shell.run(["pdfinfo", pdf])
        XCTAssertEqual(info.status, 0, "pdfinfo (poppler-utils) reads it")
        XCTAssertTrue(info.output.contains("Pages:           1"), info.output)
        XCTAssertTrue(info.output.contains("Page size:       595.276 x 841.89 pts (A4)"), info.output)
        // page num type width height color comp bpc enc interp object ID x-ppi y-ppi size ratio
        let images = Shell.run(["pdfimages", "-list", pdf]).output.split(separator: "\n").dropFirst(2)
            .map { $0.split(separator: " ", omittingEmptySubsequences: true) }
        XCTAssertEqual(images.count, 4, "one image a slot")
        for image in images {
            XCTAssertEqual(image[8], "jpeg", "embedded as the photos are compressed: \(image)")
            XCTAssertEqual(Int(image[12]), 300, "300 pixels to the inch across its slot, not more: \(image)")
            XCTAssertEqual(Int(image[13]), 300, "\(image)")
        }
        // Printed at 72 dpi the page is the PNG of the same collage at A4's 595 x 842 points.
        let png = folder.file("a4.png")
        XCTAssertEqual(try InstagridProcess.run(["export", "--layout", "3", "--shape", "a4", "--size", "842", "-o", png] + sources).status, 0)
        XCTAssertEqual(Shell.run(["pdftoppm", "-r", "72", "-singlefile", "-png", pdf, folder.file("printed")]).status, 0)
        let (printed, picture) = (try XCTUnwrap(DecodedFile(path: folder.file("printed.png"))), try XCTUnwrap(DecodedFile(path: png)))
        XCTAssertEqual(printed.width, picture.width, accuracy: 1, "poppler rounds 595.28 points up")
        XCTAssertEqual(printed.height, picture.height, accuracy: 1)
        for (x, y) in [(5, 5), (297, 420), (100, 150), (200, 150), (100, 300), (200, 300), (400, 600), (500, 700)] {
            assertColor(printed.color(x: x, y: y), near: picture.color(x: x, y: y), tolerance: 12, "pixel \(x),\(y)")
        }
    }

    func testAPDFOfAScreenShapeIsThePictureAtItsResolution() throws {
        let pdf = folder.file("square.pdf")
        let result = try InstagridProcess.run(["export", "--layout", "3", "--size", "1500", "--dpi", "150", "-o", pdf] + photos(4))
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(Shell.run(["pdfinfo", pdf]).output.contains("Page size:       720 x 720 pts"), "1500 px at 150 dpi: 10 inches")
        // The photos are 400 x 300: each is embedded at its own resolution, below 150 dpi.
        let images = Shell.run(["pdfimages", "-list", pdf]).output.split(separator: "\n").dropFirst(2)
            .map { $0.split(separator: " ", omittingEmptySubsequences: true) }
        XCTAssertEqual(images.count, 4)
        for image in images { XCTAssertLessThanOrEqual(Int(image[3]) ?? .max, 300, "no photo is scaled up: \(image)") }
    }

    func testASavedSessionIsRenderedAsItIsFramingIncluded() throws {
        let inputs = photos(2)
        // The first photo zoomed 8x towards its bottom-right corner: still its own colour;
        // the looks come from the session unless an option says otherwise.
        let session = folder.file("session")
        try """
        instagrid-session 2
        layout 4
        shape 3:2
        frame-colour #000000
        spacing 10
        corner-radius 0
        photo 0 \(inputs[0])
        framing 0 8 0.5 0.5 1
        photo 1 \(inputs[1])

        """.write(toFile: session, atomically: true, encoding: .utf8)
        let out = folder.file("session.png")
        let result = try InstagridProcess.run(["export", "--session", session, "--size", "600", "-o", out])
        XCTAssertEqual(result.status, 0, result.stderr)
        let picture = try XCTUnwrap(DecodedFile(path: out))
        XCTAssertEqual(picture.width, 600)
        XCTAssertEqual(picture.height, 400)
        assertColor(picture.color(x: 3, y: 3), near: .black, tolerance: 2)
        assertColor(picture.color(x: 150, y: 200), near: .red)
        assertColor(picture.color(x: 450, y: 200), near: .green)

        let recoloured = folder.file("recoloured.png")
        XCTAssertEqual(try InstagridProcess.run(["export", "--session", session, "--size", "600", "--frame-colour", "#ffffff",
                                                 "-o", recoloured]).status, 0)
        assertColor(try XCTUnwrap(DecodedFile(path: recoloured)).color(x: 3, y: 3), near: .white, tolerance: 2)

        assertFailure(try InstagridProcess.run(["export", "--session", session, "--layout", "3", "-o", folder.file("empty.png")]),
                      says: "layout 3 shows photos a, b, c, d, the session holds a, b")
        let damaged = folder.file("damaged")
        try "instagrid-session 2\nlayout 4\nshape 7:1\n".write(toFile: damaged, atomically: true, encoding: .utf8)
        assertFailure(try InstagridProcess.run(["export", "--session", damaged, "-o", out + "3"]),
                      says: "\(damaged): damaged session at line 3")
        // A number Swift reads as a Double but no Int holds: the command trapped (SIGILL) here.
        for number in ["1e19", "inf", "99999999999999999999"] {
            try "instagrid-session 2\nlayout 1\nphoto 0 \(inputs[0])\nframing \(number) 1 0 0 0\n"
                .write(toFile: damaged, atomically: true, encoding: .utf8)
            assertFailure(try InstagridProcess.run(["export", "--session", damaged, "-o", out + "3"]),
                          says: "\(damaged): damaged session at line 4")
        }
        // A FIFO: opened for reading it waited for a writer, and the command hung.
        let fifo = folder.file("fifo")
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        assertFailure(try InstagridProcess.run(["export", "--session", fifo, "-o", out + "3"], timeout: 20),
                      says: "\(fifo): is not a regular file, not a session")
        let both = try InstagridProcess.run(["export", "--session", session, "-o", out + "4"] + inputs)
        XCTAssertNotEqual(both.status, 0)
        XCTAssertTrue(both.stderr.contains("give either --session or photos, not both"), both.stderr)
    }

    func testLayoutsListsEveryLayoutWithItsPhotoCount() throws {
        let result = try InstagridProcess.run(["layouts"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let rows = result.stdout.split(separator: "\n").map { $0.split(separator: "\t").map(String.init) }
        XCTAssertGreaterThanOrEqual(rows.count, 19)
        XCTAssertEqual(rows[0], ["1", "3", "a/c|d", "One on top, two below"])
        XCTAssertEqual(rows[2], ["3", "4", "a|b/c|d", "Four squares"])
        XCTAssertEqual(Set(rows.map { $0[1] }), Set(["2", "3", "4", "5", "6", "8", "9"]))
    }

    func testANinePhotoLayoutInAWideShapeWithItsOwnLooks() throws {
        let colours: [Color] = [.red, .green, .blue, .yellow, .cyan, .magenta, .white, .black, .gridFrame]
        let inputs = colours.enumerated().map { index, colour in
            TestPhotos.solid(folder.file("nine \(index).png"), width: 300, height: 300, color: colour)
        }
        let out = folder.file("nine.png")
        let result = try InstagridProcess.run(["export", "--layout", "24", "--shape", "16:9", "--size", "1600",
                                               "--frame-colour", "#ff8800", "--spacing", "4", "--corner-radius", "0",
                                               "-o", out] + inputs)
        XCTAssertEqual(result.status, 0, result.stderr)
        let picture = try XCTUnwrap(DecodedFile(path: out))
        XCTAssertEqual(picture.width, 1600)
        XCTAssertEqual(picture.height, 900)
        assertColor(picture.color(x: 5, y: 5), near: Color(r: 255, g: 136, b: 0), tolerance: 2, "the frame colour")
        // A 3x3 grid with 36 px spacing: cell centres at a sixth, a half and five sixths.
        for (index, colour) in colours.enumerated() {
            let x = [1.0, 3, 5][index % 3] / 6 * 1600, y = [1.0, 3, 5][index / 3] / 6 * 900
            assertColor(picture.color(x: Int(x), y: Int(y)), near: colour, tolerance: 4, "photo \(index)")
        }
    }

    /// Any layout by its written form: seven photos, which no catalogue layout takes, in
    /// rows of three, two and two, the middle row twice as tall.
    func testALayoutWrittenOnTheCommandLine() throws {
        let colours: [Color] = [.red, .green, .blue, .yellow, .cyan, .magenta, .white]
        let inputs = colours.enumerated().map { index, colour in
            TestPhotos.solid(folder.file("seven \(index).png"), width: 300, height: 300, color: colour)
        }
        let out = folder.file("seven.png")
        let result = try InstagridProcess.run(["export", "--layout", "a|b|c/2(d|e)/f|g", "--size", "1200", "--spacing", "0",
                                               "-o", out] + inputs)
        XCTAssertEqual(result.status, 0, result.stderr)
        let picture = try XCTUnwrap(DecodedFile(path: out))
        XCTAssertEqual(picture.width, 1200)
        // Rows 300, 600 and 300 px tall; cells a third or a half wide.
        let centres = [(200, 150), (600, 150), (1000, 150), (300, 600), (900, 600), (300, 1050), (900, 1050)]
        for ((x, y), colour) in zip(centres, colours) {
            assertColor(picture.color(x: x, y: y), near: colour, tolerance: 4, "(\(x), \(y))")
        }
        for (y, colour) in [(290, Color.red), (310, .yellow), (890, .yellow), (910, .magenta)] {
            assertColor(picture.color(x: 100, y: y), near: colour, tolerance: 4, "the rows end where their weights say (y \(y))")
        }
    }

    /// `--layout auto`: a panorama among portraits gets a wide cell across the picture, the
    /// portraits tall ones, and `arrange` says how little that crops against the catalogue.
    func testAutoArrangesAPanoramaAmongPortraits() throws {
        let inputs = [TestPhotos.solid(folder.file("pano.png"), width: 900, height: 300, color: .red),
                      TestPhotos.solid(folder.file("p1.png"), width: 200, height: 300, color: .green),
                      TestPhotos.solid(folder.file("p2.png"), width: 200, height: 300, color: .blue),
                      TestPhotos.solid(folder.file("p3.png"), width: 200, height: 300, color: .yellow)]
        let out = folder.file("auto.png")
        let result = try InstagridProcess.run(["export", "--layout", "auto", "--spacing", "0", "--size", "900", "-o", out] + inputs)
        XCTAssertEqual(result.status, 0, result.stderr)
        let picture = try XCTUnwrap(DecodedFile(path: out))
        var red = (columns: Set<Int>(), rows: Set<Int>())
        for y in stride(from: 0, to: picture.height, by: 3) {
            for x in stride(from: 0, to: picture.width, by: 3) where picture.color(x: x, y: y) == .red {
                red.columns.insert(x)
                red.rows.insert(y)
            }
        }
        XCTAssertGreaterThan(Double(red.columns.count) / Double(max(red.rows.count, 1)), 2.5, "the panorama spans a wide cell")

        let arranged = try InstagridProcess.run(["arrange"] + inputs)
        XCTAssertEqual(arranged.status, 0, arranged.stderr)
        let lines = arranged.stdout.split(separator: "\n").map(String.init)
        XCTAssertTrue(lines.first?.hasPrefix("layout ") ?? false, arranged.stdout)
        let shares = lines.compactMap { line -> Double? in
            guard let range = line.range(of: "cropped ") else { return nil }
            return Double(line[range.upperBound...].split(separator: " ")[0])
        }
        XCTAssertEqual(shares.count, 2, arranged.stdout)
        XCTAssertLessThan(shares[0], shares[1], "the arranged layout crops less than the catalogue's best")

        let many = try InstagridProcess.run(["export", "--layout", "auto", "-o", folder.file("x.png")] + Array(repeating: inputs[0], count: 10))
        XCTAssertTrue(many.stderr.contains("--layout auto arranges 1 to 9 photos, 10 given"), many.stderr)
    }

    /// `--whole`: each photo inside its cell at its own shape, over the frame colour or over
    /// a blurred, darkened copy of itself.
    func testWholePhotosOverTheFrameColourOrABlurredCopy() throws {
        let wide = TestPhotos.solid(folder.file("wide.png"), width: 400, height: 200, color: .red)
        let band = TestPhotos.centreBand(folder.file("band.png"), width: 400, height: 200, color: .green)
        for (backdrop, expected) in [("frame", Color(r: 0xFF, g: 0x88, b: 0x00)), ("blurred", nil)] {
            let out = folder.file("whole-\(backdrop).png")
            let result = try InstagridProcess.run(["export", "--layout", "a|b", "--whole", backdrop, "--spacing", "0",
                                                   "--frame-colour", "#FF8800", "--size", "400", "-o", out, wide, band])
            XCTAssertEqual(result.status, 0, result.stderr)
            let picture = try XCTUnwrap(DecodedFile(path: out))
            // Two 200x400 cells; a 2:1 photo whole in each is 200x100, from y 150 to 250.
            assertColor(picture.color(x: 100, y: 200), near: .red, tolerance: 8, backdrop)
            assertColor(picture.color(x: 300, y: 200), near: .green, tolerance: 30, "the band's middle third, all of it shown")
            assertColor(picture.color(x: 220, y: 200), near: .black, tolerance: 30, "the band's black left third is not cropped away")
            let above = picture.color(x: 100, y: 60)
            if let expected {
                assertColor(above, near: expected, tolerance: 3, "the frame colour around it")
            } else {
                XCTAssertTrue(above.r > 120 && above.r < 200 && above.g < 30 && above.b < 30, "a darker red around it: \(above)")
            }
        }
    }

    func testBadPhotosAreNamedWithTheirCause() throws {
        let out = folder.file("out.png")
        var inputs = photos(3)
        let text = folder.file("notes.jpg")
        try "shopping list".write(toFile: text, atomically: true, encoding: .utf8)
        let empty = folder.file("empty.png")
        _ = FileManager.default.createFile(atPath: empty, contents: Data())
        let whole = try Data(contentsOf: URL(fileURLWithPath: TestPhotos.noise(folder.file("noise.jpg"), width: 120, height: 90)))
        let cut = folder.file("cut short.jpg")
        _ = FileManager.default.createFile(atPath: cut, contents: whole.prefix(whole.count / 2))
        let bomb = folder.file("bomb.png")
        _ = FileManager.default.createFile(atPath: bomb, contents: Data(PNGHeader.file(width: 40000, height: 40000)))
        let progressiveBomb = try XCTUnwrap(TestPhotos.progressiveBomb(folder.file("progressive bomb.jpg"), width: 30000, height: 30000))
        for (bad, reason) in [(folder.file("gone.jpg"), "no such file"), (text, "not an image format this system can read"),
                              (empty, "the file is empty"), (folder.path, "not a regular file"),
                              (cut, "damaged image (the file is cut short)"),
                              (bomb, "image too large to open safely (40000x40000 pixels)"),
                              (progressiveBomb, "image too large to open safely (30000x30000 pixels)")] {
            inputs[1] = bad
            assertFailure(try InstagridProcess.run(["export", "-o", out] + inputs), says: "\(bad): \(reason)")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: out))
    }

    func testExistingOutputNeedsForce() throws {
        let out = folder.file("there.png")
        try "keep me".write(toFile: out, atomically: true, encoding: .utf8)
        assertFailure(try InstagridProcess.run(["export", "-o", out] + photos(3)),
                      says: "\(out): the file already exists; use --force to replace it")
        XCTAssertEqual(try String(contentsOfFile: out, encoding: .utf8), "keep me")
        XCTAssertEqual(try InstagridProcess.run(["export", "--force", "-o", out] + photos(3)).status, 0)
        XCTAssertEqual(DecodedFile(path: out)?.width, 2048)
    }

    /// FAT and exFAT (memory cards), SMB shares and FUSE mounts refuse hard links, which
    /// publishing a file without --force used: every export there failed, and wrote nothing.
    func testExportsWhereTheFileSystemHasNoHardLinks() throws {
        let noLinks = try Preload.environment("no-hard-links", in: folder)
        for (system, environment) in [("no hard links", noLinks),
                                      ("nor renameat2's no-replace", noLinks.merging(["NO_RENAME_NOREPLACE": "1"]) { $1 })] {
            let out = folder.file("\(system).png")
            let result = try InstagridProcess.run(["export", "-o", out] + photos(3), environment: environment)
            XCTAssertEqual(result.status, 0, "\(system): \(result.stderr)")
            XCTAssertEqual(DecodedFile(path: out)?.width, 2048, system)
            XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(".") }, [],
                           "\(system): no temporary file left beside it")
            // A name already taken is still never replaced.
            assertFailure(try InstagridProcess.run(["export", "-o", out] + photos(3), environment: environment),
                          says: "\(out): the file already exists; use --force to replace it")
        }
    }

    func testOutputFolderProblems() throws {
        let missing = folder.file("no/such/folder/out.png")
        assertFailure(try InstagridProcess.run(["export", "-o", missing] + photos(3)),
                      says: "\(folder.file("no/such/folder")): the output folder does not exist")
        assertFailure(try InstagridProcess.run(["export", "-o", folder.file("out.bmp")] + photos(3)),
                      says: "\(folder.file("out.bmp")): unknown picture format; name it .png, .jpg, .jpeg, .webp or .pdf")
    }

    /// Permissions mean nothing to root, so these run the command as `nobody`.
    func testUnreadablePhotoAndReadOnlyFolderAsAnOrdinaryUser() throws {
        try requireCapability(getuid() == 0, "dropping to another user needs root (CI runs as root)")
        chmod(folder.path, 0o755)
        // The build folder may sit where nobody cannot reach; a copy beside the photos can be run.
        let binary = folder.file("instagrid")
        try FileManager.default.copyItem(atPath: InstagridProcess.executable, toPath: binary)
        let asNobody = ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", binary]
        let inputs = photos(3)
        inputs.forEach { chmod($0, 0o644) }
        chmod(inputs[2], 0o600)
        let open = folder.file("open")
        try FileManager.default.createDirectory(atPath: open, withIntermediateDirectories: false)
        chmod(open, 0o777)
        assertFailure(try InstagridProcess.run(["export", "-o", open + "/out.png"] + inputs, via: asNobody),
                      says: "\(inputs[2]): cannot be read (Permission denied)")
        chmod(inputs[2], 0o644)
        assertFailure(try InstagridProcess.run(["export", "-o", folder.file("out.png")] + inputs, via: asNobody),
                      says: "\(folder.path): cannot write in the output folder (Permission denied)")
        XCTAssertEqual(try InstagridProcess.run(["export", "-o", open + "/out.png"] + inputs, via: asNobody).status, 0)
    }
}

final class CommandLineTests: XCTestCase {
    func testHelpAndVersion() throws {
        let help = try InstagridProcess.run(["--help"])
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.stdout.contains("open (default)"), help.stdout)
        XCTAssertTrue(help.stdout.contains("export"), help.stdout)
        let version = try InstagridProcess.run(["--version"])
        XCTAssertEqual(version.status, 0)
        XCTAssertEqual(version.stdout.trimmingCharacters(in: .whitespacesAndNewlines), "0.1.0")
        let exportHelp = try InstagridProcess.run(["export", "--help"])
        XCTAssertTrue(exportHelp.stdout.contains("--layout"), exportHelp.stdout)
    }
}
