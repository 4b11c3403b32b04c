import Foundation
import InstagridTestSupport
import XCTest

/// `instagrid export`'s words and backgrounds (#32), read back from the pictures and pages it
/// writes: the words by OCR (tesseract) and by pdftotext, the backgrounds by their pixels.
final class WordsExportTests: CommandTestCase {
    /// Dark flat photos: white words on them read back reliably.
    private static let dark = [Color(0x203040), Color(0x402030), Color(0x304020), Color(0x303030)]

    private func darkPhotos(_ count: Int = 3) -> [String] {
        Self.dark.prefix(count).enumerated().map { index, color in
            TestPhotos.solid(folder.file("dark \(index + 1).jpg"), width: 400, height: 300, color: color)
        }
    }

    private func requireTesseract(languages: [String] = ["eng"]) throws {
        try requireCapability(FileManager.default.isExecutableFile(atPath: "/usr/bin/tesseract"),
                              "tesseract is not installed (tesseract-ocr; scripts/deps --test)")
        let installed = Set(Shell.run(["tesseract", "--list-langs"]).output.split(separator: "\n").map(String.init))
        for language in languages {
            try requireCapability(installed.contains(language), "tesseract has no \(language) data (tesseract-ocr-\(language))")
        }
    }

    /// What tesseract reads in the picture, its words joined by single spaces.
    private func ocr(_ picture: String, language: String = "eng") -> String {
        let result = Shell.run(["tesseract", picture, "-", "--psm", "11", "-l", language])
        XCTAssertEqual(result.status, 0, "tesseract reads \(picture)")
        return Self.plain(result.output)
    }

    /// One OCR'd word: its text and its box in the picture's pixels.
    private struct Word { let text: String, left: Int, top: Int, width: Int, height: Int }

    private func ocrWords(_ picture: String) -> [Word] {
        let result = Shell.run(["tesseract", picture, "-", "--psm", "11", "tsv"])
        XCTAssertEqual(result.status, 0, "tesseract reads \(picture)")
        return result.output.split(separator: "\n").dropFirst().compactMap { row in
            let fields = row.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 12, let left = Int(fields[6]), let top = Int(fields[7]), let width = Int(fields[8]),
                  let height = Int(fields[9]) else { return nil }
            let text = fields[11].trimmingCharacters(in: .whitespaces)
            return text.isEmpty ? nil : Word(text: text, left: left, top: top, width: width, height: height)
        }
    }

    /// Text without bidi controls (pdftotext wraps right-to-left runs in them), whitespace single spaces.
    private static func plain(_ text: String) -> String {
        let controls = Set<Unicode.Scalar>(["\u{200E}", "\u{200F}", "\u{202A}", "\u{202B}", "\u{202C}", "\u{202D}", "\u{202E}",
                                            "\u{2066}", "\u{2067}", "\u{2068}", "\u{2069}"])
        let kept = String(String.UnicodeScalarView(text.unicodeScalars.filter { !controls.contains($0) }))
        return kept.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    private func export(_ arguments: [String], to name: String, file: StaticString = #filePath, line: UInt = #line) throws -> DecodedFile {
        let out = folder.file(name)
        let result = try InstagridProcess.run(["export", "-o", out] + arguments)
        XCTAssertEqual(result.status, 0, result.stderr, file: file, line: line)
        XCTAssertEqual(result.stderr, "", file: file, line: line)
        return try XCTUnwrap(DecodedFile(path: out), "\(out) reads back", file: file, line: line)
    }

    private func files() throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() }

    // MARK: the words are there, as words

    func testOCRReadsTheTitleAndACaptionBack() throws {
        try requireTesseract()
        // Layout 3, a grid of four: the top row's captions lie clear of the title low on the picture.
        let photos = ["--layout", "3"] + darkPhotos(4)
        _ = try export(["--title", "Grenoble 2026", "--caption", "1=Plage", "--caption", "2=Montagne"] + photos, to: "words.png")
        let read = ocr(folder.file("words.png"))
        for words in ["Grenoble 2026", "Plage", "Montagne"] { XCTAssertTrue(read.contains(words), "“\(words)” in: \(read)") }
        _ = try export(photos, to: "bare.png")
        XCTAssertEqual(ocr(folder.file("bare.png")), "", "without words tesseract reads none: it is the export that writes them")
    }

    func testOCRReadsARightToLeftTitle() throws {
        try requireTesseract(languages: ["heb"])
        _ = try export(["--title", "שלום עולם", "--caption", "1=Plage"] + darkPhotos(), to: "hebrew.png")
        let read = ocr(folder.file("hebrew.png"), language: "heb+eng")
        XCTAssertTrue(read.contains("שלום עולם"), "the Hebrew title, in its reading order: \(read)")
        XCTAssertTrue(read.contains("Plage"), read)
    }

    func testAPDFPageHoldsTheWordsAsTextRightToLeftIncluded() throws {
        try requireCapability(FileManager.default.isExecutableFile(atPath: "/usr/bin/pdftotext"), "pdftotext is not installed (poppler-utils)")
        for (title, name) in [("Grenoble 2026", "latin.pdf"), ("שלום עולם", "hebrew.pdf")] {
            let pdf = folder.file(name)
            let result = try InstagridProcess.run(["export", "-o", pdf, "--shape", "a4", "--layout", "3", "--title", title,
                                                   "--caption", "1=Plage", "--caption", "2=Montagne d'été"] + darkPhotos(4))
            XCTAssertEqual(result.status, 0, result.stderr)
            let text = Shell.run(["pdftotext", "-enc", "UTF-8", pdf, "-"])
            XCTAssertEqual(text.status, 0)
            let read = Self.plain(text.output)
            for words in [title, "Plage", "Montagne d'été"] { XCTAssertTrue(read.contains(words), "“\(words)” in \(name): \(read)") }
            // A reader lists the page by the collage's title.
            let info = Shell.run(["pdfinfo", pdf])
            XCTAssertTrue(info.output.split(separator: "\n").contains { $0.hasPrefix("Title:") && $0.hasSuffix(" \(title)") }, info.output)
        }
    }

    func testACaptionIsOnItsPhotosCellAfterTheDividerMoved() throws {
        try requireTesseract()
        let photos = darkPhotos(2)
        var centres: [Double] = []
        for form in ["2a|b", "a|2b"] {
            let session = folder.file("\(form == "2a|b" ? "wide-a" : "wide-b").session")
            try """
            instagrid-session 6
            layout \(form)
            shape 1:1
            photo 0 \(photos[0])
            photo 1 \(photos[1])
            text 1 caption-1 0.5 0.5 4 #FFFFFF centre shadow Cantarell%20Bold Montagne

            """.write(toFile: session, atomically: true, encoding: .utf8)
            let name = URL(fileURLWithPath: session).deletingPathExtension().lastPathComponent + ".png"
            let picture = try export(["--session", session], to: name)
            // Photo 2's cell, found by its colour along a row the caption does not cross.
            let row = picture.height / 5
            let cell = (0..<picture.width).filter { picture.color(x: $0, y: row).distance(to: Self.dark[1]) <= 12 }
            let (cellLeft, cellRight) = (try XCTUnwrap(cell.first), try XCTUnwrap(cell.last))
            XCTAssertEqual(cell.count, cellRight - cellLeft + 1, "one cell of photo 2 in \(form)")
            let word = try XCTUnwrap(ocrWords(folder.file(name)).first { $0.text == "Montagne" }, "the caption read in \(form)")
            let centre = Double(word.left) + Double(word.width) / 2
            XCTAssertEqual(centre, Double(cellLeft + cellRight) / 2, accuracy: Double(picture.width) * 0.02,
                           "\(form): the caption is centred on photo 2's cell, \(cellLeft)–\(cellRight)")
            XCTAssertEqual(Double(word.top + word.height / 2), Double(picture.height) / 2, accuracy: Double(picture.height) * 0.05,
                           "\(form): half way down its cell, which is as tall as the picture's inside")
            centres.append(centre / Double(picture.width))
        }
        XCTAssertGreaterThan(centres[0] - centres[1], 0.1, "the caption moved with its cell: \(centres)")
    }

    // MARK: backgrounds, by their pixels

    func testNoBackgroundIsTransparentInPNGAndWebPAndWhiteInJPEG() throws {
        let photos = solidPhotos(3)
        for format in ["png", "webp"] {
            let picture = try export(["--size", "600", "--background", "none"] + photos, to: "none.\(format)")
            XCTAssertTrue(picture.hasAlphaChannel, format)
            for (x, y) in [(2, 2), (597, 2), (300, 2), (2, 597), (300, 597), (300, 300), (597, 300)] {
                XCTAssertEqual(picture.alpha(x: x, y: y), 0, "\(format): the frame at \(x),\(y) is transparent")
            }
            for (x, y, color) in [(300, 150, Color.red), (150, 450, .green), (450, 450, .blue)] {
                XCTAssertEqual(picture.alpha(x: x, y: y), 255, "\(format): the photo at \(x),\(y) is opaque")
                assertColor(picture.color(x: x, y: y), near: color, tolerance: 12, "\(format) at \(x),\(y)")
            }
        }
        let jpeg = try export(["--size", "600", "--background", "none"] + photos, to: "none.jpg")
        XCTAssertFalse(jpeg.hasAlphaChannel)
        for (x, y) in [(2, 2), (300, 2), (300, 300), (597, 597)] {
            assertColor(jpeg.color(x: x, y: y), near: .white, tolerance: 6, "JPEG lays the transparent frame on white")
        }
        assertColor(jpeg.color(x: 300, y: 150), near: .red, tolerance: 12)
        let framed = try export(["--size", "600"] + photos, to: "framed.png")
        XCTAssertEqual(framed.translucentPixelCount, 0, "the default background is opaque")
        assertColor(framed.color(x: 2, y: 2), near: .gridFrame, tolerance: 2)
    }

    func testAGradientRunsAsCSSDegreesSay() throws {
        let photos = solidPhotos(3)
        let across = try export(["--size", "600", "--background", "gradient:#FF0000,#0000FF,90"] + photos, to: "across.png")
        let down = try export(["--size", "600", "--background", "gradient:#FF0000,#0000FF"] + photos, to: "down.png")
        for y in [2, 300, 597] {
            assertColor(across.color(x: 1, y: y), near: Color(0xFF0000), tolerance: 8, "90: red at the left edge, y \(y)")
            assertColor(across.color(x: 598, y: y), near: Color(0x0000FF), tolerance: 8, "90: blue at the right edge, y \(y)")
        }
        for x in [2, 300, 597] {
            assertColor(down.color(x: x, y: 1), near: Color(0xFF0000), tolerance: 8, "180 (the default): red at the top, x \(x)")
            assertColor(down.color(x: x, y: 598), near: Color(0x0000FF), tolerance: 8, "180: blue at the bottom, x \(x)")
        }
        // Half way, half of each; the gap between the photos in layout 1 crosses the middle.
        let middle = across.color(x: 300, y: 300)
        XCTAssertEqual(Double(middle.r), 128, accuracy: 20, "\(middle)")
        XCTAssertEqual(Double(middle.b), 128, accuracy: 20, "\(middle)")
        assertColor(across.color(x: 300, y: 150), near: .red, tolerance: 12, "the photos are drawn over it")
    }

    func testAPhotoBackgroundFillsTheFrameSharpOrBlurred() throws {
        let background = TestPhotos.quadrants(folder.file("quadrants.png"), width: 600, height: 600)
        let photos = solidPhotos(3)
        let sharp = try export(["--size", "600", "--background", "image:" + background] + photos, to: "sharp.png")
        let blurred = try export(["--size", "600", "--background", "image:" + background, "--blur-background"] + photos,
                                 to: "blurred.png")
        for (x, y, color) in [(5, 5, Color.red), (594, 5, .green), (5, 594, .blue), (594, 594, .yellow),
                              (250, 8, .red), (350, 8, .green), (250, 592, .blue), (350, 592, .yellow)] {
            assertColor(sharp.color(x: x, y: y), near: color, tolerance: 8, "the background photo's colour at \(x),\(y)")
        }
        // Blurred, it is darkened as a whole photo's backdrop is (CollageRenderer.backdropShade, 0.35).
        func shaded(_ color: Color) -> Color {
            Color(r: UInt8(Double(color.r) * 0.65), g: UInt8(Double(color.g) * 0.65), b: UInt8(Double(color.b) * 0.65))
        }
        for (x, y, color) in [(5, 5, Color.red), (594, 5, .green), (5, 594, .blue), (594, 594, .yellow)] {
            assertColor(blurred.color(x: x, y: y), near: shaded(color), tolerance: 12, "blurred, the photo's colour far from its edges")
        }
        // Along the frame's top row, across the red and green quadrants' edge: one step when
        // sharp, a slope when blurred.
        func steepest(_ picture: DecodedFile) -> Int {
            (200..<400).map { picture.color(x: $0, y: 10).distance(to: picture.color(x: $0 + 1, y: 10)) }.max() ?? 0
        }
        XCTAssertGreaterThan(steepest(sharp), 150)
        XCTAssertLessThan(steepest(blurred), 40, "blurred: smoother than \(steepest(sharp))")
        assertColor(sharp.color(x: 300, y: 150), near: .red, tolerance: 12, "the photos are drawn over it")
        assertColor(blurred.color(x: 300, y: 150), near: .red, tolerance: 12)
    }

    func testAnUnreadableBackgroundPhotoIsNamedAndNothingIsWritten() throws {
        let photos = solidPhotos(3)
        let text = folder.file("notes.jpg")
        try "not a photo\n".write(toFile: text, atomically: true, encoding: .utf8)
        let missing = folder.file("gone.jpg")
        let before = try files()
        for (path, reason) in [(missing, "no such file"), (text, "not an image format this system can read")] {
            let out = folder.file("out.png")
            assertFailure(try InstagridProcess.run(["export", "-o", out, "--background", "image:" + path] + photos),
                          says: "\(path): \(reason)")
            XCTAssertEqual(try files(), before, "nothing written, not even a partial file")
        }
    }

    func testTheBackgroundPhotoIsNeverWrittenOver() throws {
        let photos = solidPhotos(3)
        let background = TestPhotos.quadrants(folder.file("sky.png"), width: 300, height: 300)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: background))
        for force in [[], ["--force"]] {
            let result = try InstagridProcess.run(["export", "-o", background, "--background", "image:" + background] + force + photos)
            XCTAssertEqual(result.status, 1)
            XCTAssertEqual(result.stderr, "instagrid: \(background): is one of the files the picture is made from; it is never written over\n")
        }
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: background)), bytes)
    }

    // MARK: faces, lengths and sessions

    func testAFaceNotInstalledIsNotedAndThePictureStillWritten() throws {
        let photos = darkPhotos()
        let out = folder.file("fallback.png")
        let result = try InstagridProcess.run(["export", "-o", out, "--font", "No Such Face Bold", "--title", "Grenoble"] + photos)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stderr.hasPrefix("instagrid: note: the face “No Such Face Bold” is not installed; the text is drawn in "),
                      result.stderr)
        XCTAssertEqual(result.stderr.filter { $0 == "\n" }.count, 1, "one line: \(result.stderr)")
        let picture = try XCTUnwrap(DecodedFile(path: out))
        let bare = try export(photos, to: "bare.png")
        XCTAssertGreaterThan(picture.differingPixels(from: bare), 1000, "the title is drawn in the face found instead")
        let installed = try InstagridProcess.run(["export", "-o", folder.file("installed.png"), "--font", "DejaVu Sans Bold",
                                                  "--title", "Grenoble"] + photos)
        XCTAssertEqual(installed.stderr, "", "no note for an installed face")
    }

    func testTextLengthsAtTheirLimits() throws {
        let photos = darkPhotos()
        for (option, value) in [("--title", ""), ("--title", "   "), ("--caption", "1="), ("--caption", "2=\n")] {
            let result = try InstagridProcess.run(["export", "-o", folder.file("blank.png"), option, value] + photos)
            XCTAssertEqual(result.status, 64, "\(option) \(value.debugDescription)")
            XCTAssertTrue(result.stderr.contains("a text needs at least one letter that is not a space"), result.stderr)
        }
        let longest = String(repeating: "word ", count: 2_000)
        XCTAssertEqual(longest.count, 10_000)
        let started = Date()
        let long = try InstagridProcess.run(["export", "-o", folder.file("long.png"), "--title", longest, "--caption", "1=" + longest] + photos,
                                            timeout: 30)
        XCTAssertEqual(long.status, 0, "10,000 characters render without a crash or a hang: \(long.stderr)")
        let bare = try export(photos, to: "bare.png")
        XCTAssertGreaterThan(try XCTUnwrap(DecodedFile(path: folder.file("long.png"))).differingPixels(from: bare), 10_000)
        print("10,000-character title and caption exported in \(Date().timeIntervalSince(started)) s")
        for (option, value) in [("--title", longest + "x"), ("--caption", "1=" + longest + "x")] {
            let result = try InstagridProcess.run(["export", "-o", folder.file("too long.png"), option, value] + photos)
            XCTAssertEqual(result.status, 64)
            XCTAssertTrue(result.stderr.contains("a text of 10001 characters is longer than the 10000 a text may hold"),
                          String(result.stderr.suffix(300)))
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.file("blank.png")))
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.file("too long.png")))
    }

    func testASessionsTextsAndBackgroundRenderAsTheOptionsDo() throws {
        let photos = darkPhotos()
        // Layout 1 is a/c|d: its photos are places 0, 2 and 3, and the second photo given is c's.
        let session = folder.file("words.session")
        try """
        instagrid-session 6
        layout 1
        shape 1:1
        background gradient #FF8800 #2040A0 90
        photo 0 \(photos[0])
        photo 2 \(photos[1])
        photo 3 \(photos[2])
        text 1 title 0.5 0.9 8 #FFFFFF centre band Dancing%20Script%20Bold Grenoble%202026
        text 2 caption-2 0.5 0.85 3.5 #FFFFFF centre shadow Cantarell Montagne

        """.write(toFile: session, atomically: true, encoding: .utf8)
        let fromSession = try export(["--size", "800", "--session", session], to: "session.png")
        let fromOptions = try export(["--size", "800", "--background", "gradient:#FF8800,#2040A0,90", "--title", "Grenoble 2026",
                                      "--caption", "2=Montagne"] + photos, to: "options.png")
        XCTAssertEqual(fromSession.differingPixels(from: fromOptions), 0, "the same picture")
        let plain = try export(["--size", "800", "--background", "gradient:#FF8800,#2040A0,90"] + photos, to: "plain.png")
        XCTAssertGreaterThan(fromSession.differingPixels(from: plain), 1000, "the session's words are drawn")
        assertColor(fromSession.color(x: 1, y: 400), near: Color(0xFF8800), tolerance: 10, "the session's background")
        // --text-colour recolours a session's texts when none are given.
        let recoloured = try export(["--size", "800", "--session", session, "--text-colour", "#FF0000"], to: "red.png")
        XCTAssertGreaterThan(recoloured.differingPixels(from: fromSession), 100)
    }

    /// As every option beside --session, --title and --caption N= replace the session's own:
    /// one title and one caption a cell, never two drawn over each other.
    func testTheTitleAndCaptionsGivenReplaceASessionsOwn() throws {
        let photos = darkPhotos()
        let session = folder.file("titled.session")
        try """
        instagrid-session 6
        layout 1
        shape 1:1
        photo 0 \(photos[0])
        photo 2 \(photos[1])
        photo 3 \(photos[2])
        text 1 title 0.5 0.9 8 #FFFFFF centre band Dancing%20Script%20Bold Grenoble%202026
        text 2 caption-2 0.5 0.85 3.5 #FFFFFF centre shadow Cantarell Montagne
        text 3 caption-3 0.5 0.85 3.5 #FFFFFF centre shadow Cantarell Calanques

        """.write(toFile: session, atomically: true, encoding: .utf8)
        let replaced = try export(["--size", "800", "--session", session, "--title", "Other", "--caption", "2=Lune"], to: "replaced.png")
        let given = try export(["--size", "800", "--title", "Other", "--caption", "2=Lune", "--caption", "3=Calanques"] + photos,
                               to: "given.png")
        XCTAssertEqual(replaced.differingPixels(from: given), 0, "the session's title and first caption replaced, its second kept")
    }

    func testWrongValuesAreRefusedWithTheReason() throws {
        let photos = darkPhotos()
        let out = folder.file("never.png")
        for (arguments, status, reason) in [
            (["--background", "gradient:#12345,#000000"], 64, "--background gradient:#12345,#000000: “#12345” is not a colour written #RRGGBB"),
            (["--background", "gradient:#000000,#FFFFFF,left"], 64, "“left” is not an angle in degrees"),
            (["--background", "sky"], 64, "--background sky: give a colour (#RRGGBB), gradient:#RRGGBB,#RRGGBB[,DEGREES], image:PATH or none"),
            (["--background", "image:"], 64, "--background image: needs a photo's path after the colon"),
            (["--caption", "0=x"], 64, "--caption 0=x: write which photo, 1 to 9, then = and the words: --caption 2=Grenoble"),
            (["--caption", "x"], 64, "--caption x: write which photo"),
            (["--caption", "4=x"], 1, "instagrid: --caption 4: layout 1 shows 3 photos\n"),
            (["--text-colour", "red"], 64, "The value 'red' is invalid for '--text-colour <#RRGGBB>'"),
            (["--blur-background"], 64, "--blur-background blurs the photo of --background image:PATH; none is given"),
            (["--blur-background", "--background", "none"], 64, "--blur-background blurs the photo of --background image:PATH; none is given"),
            (["--background", "#000000", "--frame-colour", "#FFFFFF"], 64, "name two colours for the frame; give one"),
            (["--caption", "2=Plage", "--caption", "2=Lune"], 64, "--caption 2= is given twice; a photo's cell holds one caption"),
        ] as [([String], Int32, String)] {
            let result = try InstagridProcess.run(["export", "-o", out] + arguments + photos)
            XCTAssertEqual(result.status, status, "\(arguments): \(result.stderr)")
            XCTAssertTrue(result.stderr.contains(reason), "\(arguments): \(result.stderr)")
            XCTAssertFalse(FileManager.default.fileExists(atPath: out), "\(arguments)")
        }
    }
}

/// Words that place themselves (#46), read back by OCR as a person reads them.
extension WordsExportTests {
    func testTheTitleAndTheBottomCaptionsAreAllReadInPNGAndInPDF() throws {
        try requireTesseract()
        let words = ["--title", "Grenoble 2026", "--caption", "2=Plage du Prado", "--caption", "3=Calanques"] + darkPhotos()
        _ = try export(words, to: "together.png")
        let read = ocr(folder.file("together.png"))
        for expected in ["Grenoble 2026", "Plage du Prado", "Calanques"] { XCTAssertTrue(read.contains(expected), "“\(expected)” in: \(read)") }
        _ = try InstagridProcess.run(["export", "--shape", "a4", "-o", folder.file("together.pdf")] + words)
        let page = folder.file("page")
        XCTAssertEqual(Shell.run(["pdftoppm", "-r", "150", "-png", "-singlefile", folder.file("together.pdf"), page]).status, 0)
        let onPaper = ocr(page + ".png")
        for expected in ["Plage du Prado", "Calanques"] { XCTAssertTrue(onPaper.contains(expected), "“\(expected)” on paper: \(onPaper)") }
        XCTAssertTrue(onPaper.contains("Grenoble"), "the title on paper: \(onPaper)")
    }

    func testAVeryLongTitleKeepsEveryWordInsideThePictureOrEndsWithANote() throws {
        try requireTesseract()
        let title = Array(repeating: "Grenoble", count: 40).joined(separator: " ")
        let out = folder.file("long title.png")
        let result = try InstagridProcess.run(["export", "--title", title, "-o", out] + darkPhotos())
        XCTAssertEqual(result.status, 0, result.stderr)
        let read = ocr(out)
        // The script face's o reads as e at times ("Greneble"): a word is found by its shape.
        let found = read.split(separator: " ").filter { $0.hasPrefix("Gr") && $0.hasSuffix("ble") }.count
        if result.stderr.isEmpty {
            XCTAssertGreaterThanOrEqual(found, 36, "nearly all forty read back, none cut at the edge: \(read)")
        } else {
            XCTAssertTrue(result.stderr.contains("the title does not fit the picture"), result.stderr)
        }
        let pixels = try XCTUnwrap(DecodedFile(path: out))
        // White letters never reach the picture's edge: a column and a row of frame colour all round.
        for x in [0, pixels.width - 1] {
            XCTAssertFalse((0..<pixels.height).contains { pixels.color(x: x, y: $0).distance(to: .white) < 60 }, "column \(x) holds no letter")
        }
        for y in [0, pixels.height - 1] {
            XCTAssertFalse((0..<pixels.width).contains { pixels.color(x: $0, y: y).distance(to: .white) < 60 }, "row \(y) holds no letter")
        }
    }

    func testATitleOverTwoSlidesLiesWholeOnTheFirst() throws {
        try requireTesseract()
        let out = folder.file("carousel.png")
        let result = try InstagridProcess.run(["export", "--slides", "2", "--size", "600", "--title", "Grenoble 2026", "-o", out] + darkPhotos())
        XCTAssertEqual(result.status, 0, result.stderr)
        // The photos are dark and the frame blue: white is the title's letters alone.
        func letters(_ name: String) throws -> Int {
            let slide = try XCTUnwrap(DecodedFile(path: folder.file(name)))
            return (0..<slide.height).reduce(0) { count, y in
                count + (0..<slide.width).filter { slide.color(x: $0, y: y).distance(to: .white) < 60 }.count
            }
        }
        XCTAssertGreaterThan(try letters("carousel-1.png"), 500, "the title is on the first slide")
        XCTAssertEqual(try letters("carousel-2.png"), 0, "and nothing of it on the second")
        // Read as a person reads it, on the first slide's lower part, where it lies.
        let lower = folder.file("lower.png")
        XCTAssertEqual(Shell.run(["/usr/bin/convert", folder.file("carousel-1.png"), "-gravity", "south", "-crop", "100%x40%+0+0", "+repage",
                                  lower]).status, 0)
        XCTAssertTrue(ocr(lower).contains("2026"), ocr(lower))
    }

    func testACaptionThatCannotFitItsCellEndsWithAnEllipsisAndANote() throws {
        let out = folder.file("crowded.png")
        let words = Array(repeating: "Calanques", count: 600).joined(separator: " ")
        let result = try InstagridProcess.run(["export", "--caption", "2=\(words)", "-o", out] + darkPhotos())
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "instagrid: note: the caption of photo 2 does not fit its cell even at its smallest legible size; "
                       + "it ends with “…”\n")
    }
}
