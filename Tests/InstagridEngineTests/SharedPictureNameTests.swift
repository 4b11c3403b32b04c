import InstagridEngine
import InstagridModel
import InstagridTestSupport
import XCTest

final class SharedPictureNameTests: XCTestCase {
    private func collage(title: String?, free: String? = nil) throws -> Collage {
        var collage = Collage()
        if let free { _ = try collage.addText(free, role: .free) }
        if let title { _ = try collage.addText(title, role: .title) }
        return collage
    }

    func testTheTitleWordsNameThePictureBeforeTheDocumentAndTheFallback() throws {
        let titled = SharedPictureName(of: try collage(title: "Grenoble 2026", free: "a note"), documentName: "Trip", fallback: "Collage 28 Nov")
        XCTAssertEqual(titled.text, "Grenoble 2026")
        XCTAssertEqual(titled.fileName(extension: "png"), "Grenoble 2026.png")
        XCTAssertEqual(SharedPictureName(of: try collage(title: nil, free: "a note"), documentName: "Trip", fallback: "Collage").text, "Trip",
                       "free words are not a title")
        XCTAssertEqual(SharedPictureName(of: Collage(), documentName: nil, fallback: "Collage 28 Nov").text, "Collage 28 Nov")
        XCTAssertEqual(SharedPictureName(of: Collage(), documentName: " \n ", fallback: "Collage").text, "Collage",
                       "a name with nothing to show is passed over")
    }

    func testATitleOfSeveralLinesIsOneLineAndNoFileNameHidesOrNamesAFolder() throws {
        let name = SharedPictureName(of: try collage(title: "  Summer\n\n in\tthe  Alps \u{7} "), documentName: nil, fallback: "Collage")
        XCTAssertEqual(name.text, "Summer in the Alps")
        let path = SharedPictureName(of: try collage(title: "../etc/passwd"), documentName: nil, fallback: "Collage")
        XCTAssertEqual(path.fileName(extension: "png"), "-etc-passwd.png")
        let turned = SharedPictureName(of: try collage(title: "photo\u{202E}gnp.exe"), documentName: nil, fallback: "Collage")
        XCTAssertEqual(turned.fileName(extension: "jpg"), "photognp.exe.jpg", "no right-to-left override turns the extension round")
        XCTAssertEqual(SharedPictureName(of: try collage(title: "..."), documentName: nil, fallback: "Collage").fileName(extension: "png"),
                       "Collage.png")
    }

    /// Random words of every length and script: one line, never empty, a file name every
    /// Linux file system holds that is one name, not hidden, and ends as asked.
    func testRandomWordsAlwaysGiveOneShortLineAndASafeFileName() throws {
        var random = SeededGenerator(announcing: 0x5_4A3E, in: #function)
        let pieces: [String] = ["a", "É", "ß", "日本", "👩‍👩‍👧", "🇫🇷", " ", "\n", "\t", "/", ".", "\u{202E}", "\u{200B}", "\u{7}", "e\u{301}",
                                "Ω", "ـ", "नमस्ते", "\r\n", "\\", ":", "*", "\u{FEFF}"]
        for _ in 0..<2_000 {
            let length = Int.random(in: 0...(Bool.random(using: &random) ? 12 : 400), using: &random)
            let words = (0..<length).map { _ in pieces.randomElement(using: &random)! }.joined()
            let collage = (try? collage(title: words)) ?? Collage()
            let name = SharedPictureName(of: collage, documentName: nil, fallback: "Collage")
            XCTAssertFalse(name.text.isEmpty)
            XCTAssertLessThanOrEqual(name.text.count, 120, words.debugDescription)
            XCTAssertFalse(name.text.contains { $0.isNewline }, words.debugDescription)
            XCTAssertEqual(name.text, name.text.trimmingCharacters(in: .whitespaces), words.debugDescription)
            let file = name.fileName(extension: "png")
            XCTAssertLessThanOrEqual(file.utf8.count, 255, words.debugDescription)
            XCTAssertFalse(file.contains("/") || file.hasPrefix(".") || file.utf8.contains(0), words.debugDescription)
            XCTAssertTrue(file.hasSuffix(".png") && file.count > 4, words.debugDescription)
        }
    }
}
