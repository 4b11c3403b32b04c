import XCTest
@testable import InstagridModel
import InstagridTestSupport

final class SessionFileTests: XCTestCase {
    func testRoundTripKeepsLayoutAndEverySlotHiddenOrNot() throws {
        var collage = Collage(layout: Layout.numbered(2)!)
        collage.setPhoto("/home/ana/Pictures/été 2026/plage.jpg", in: .topLeft)
        collage.setPhoto("/odd/100% sure\nnew line.png", in: .bottomRight)  // hidden by layout 2, kept
        let text = SessionFile.encode(collage)
        XCTAssertTrue(text.hasPrefix("instagrid-session 7\nlayout 2\nshape 1:1\nframe-colour #106698\n"))
        XCTAssertEqual(text.split(separator: "\n").count, 8, "one line per fact, newlines escaped")
        XCTAssertEqual(try SessionFile.decode(text).collage, collage)
    }

    func testRoundTripKeepsShapeLooksAndFraming() throws {
        var collage = try Collage(layout: Layout.numbered(24)!, filling: (0..<9).map { LocalPath("/photos/\($0).jpg") }, shape: .story,
                                  looks: Looks.validated(frameColour: RGBColour(hex: "#FFCC00")!, spacing: 0, cornerRadius: 12.5))
        collage.setFraming(Framing(zoom: 2.25, offsetX: 0.1, offsetY: -1.0 / 3, quarterTurns: 3), of: SlotID(rawValue: 7)!)
        let text = SessionFile.encode(collage)
        XCTAssertTrue(text.contains("\nframing 7 2.25 0.1 -0.3333333333333333 3\n"), text)
        XCTAssertEqual(try SessionFile.decode(text).collage, collage)
    }

    /// A file exactly as the seed's version wrote it.
    func testAVersionOneFileIsReadAndSavedAsTheCurrentVersion() throws {
        let seed = "instagrid-session 1\nlayout 3\nslot 0 /home/ana/Pictures/plage.jpg\nslot 1 /home/ana/100%25 sure.png\n"
            + "slot 3 /home/ana/Pictures/nuit.jpg\n"
        let collage = try SessionFile.decode(seed).collage
        XCTAssertEqual(collage.layout.number, 3)
        XCTAssertEqual(collage.photo(in: .topRight), "/home/ana/100% sure.png")
        XCTAssertNil(collage.photo(in: .bottomLeft))
        XCTAssertEqual(collage.shape, .square)
        XCTAssertEqual(collage.looks, .seed)
        let saved = SessionFile.encode(collage)
        XCTAssertTrue(saved.hasPrefix("instagrid-session 7\n"))
        XCTAssertEqual(try SessionFile.decode(saved).collage, collage)
        // Version 1 knew only the seed's layouts and four slots.
        XCTAssertThrowsError(try SessionFile.decode("instagrid-session 1\nlayout 9\n"))
        XCTAssertThrowsError(try SessionFile.decode("instagrid-session 1\nlayout 1\nslot 5 /a.jpg\n"))
        XCTAssertThrowsError(try SessionFile.decode("instagrid-session 1\nlayout 1\nphoto 0 /a.jpg\n"))
    }

    func testTheOpenDocumentIsKeptAndOnlyFromVersionFourAsTheFirstLine() throws {
        let text = SessionFile.encode(Collage(), document: "/home/ana/Collages/100% birthday.instagrid")
        XCTAssertTrue(text.hasPrefix("instagrid-session 7\ndocument /home/ana/Collages/100%25 birthday.instagrid\nlayout 1\n"), text)
        XCTAssertEqual(try SessionFile.decode(text).document, "/home/ana/Collages/100% birthday.instagrid")
        XCTAssertNil(try SessionFile.decode(SessionFile.encode(Collage())).document)
        for (damaged, line) in [("instagrid-session 3\ndocument /a.instagrid\nlayout 1\n", 2),
                                ("instagrid-session 4\ndocument relative.instagrid\nlayout 1\n", 2),
                                ("instagrid-session 4\nlayout 1\ndocument /a.instagrid\n", 3)] {
            XCTAssertThrowsError(try SessionFile.decode(damaged)) { XCTAssertEqual($0 as? SessionFile.ReadError, .damaged(line: line), damaged) }
        }
    }

    /// From version 5 a layout shaped by hand is kept as its written form; before, only ids.
    func testAShapedLayoutIsKeptAsItsWrittenForm() throws {
        var collage = Collage(layout: try Layout(form: "2a|(b/1.5c/d)"))
        collage.setPhoto("/photos/hero.jpg", in: .topLeft)
        let text = SessionFile.encode(collage)
        XCTAssertTrue(text.hasPrefix("instagrid-session 7\nlayout 2a|(b/1.5c/d)\n"), text)
        XCTAssertEqual(try SessionFile.decode(text).collage, collage)
        XCTAssertEqual(try SessionFile.decode("instagrid-session 5\nlayout a|b/c|d\n").collage.layout, Layout.numbered(3))
        for damaged in ["instagrid-session 4\nlayout 2a|(b/c)/d\n", "instagrid-session 6\nlayout a|(b\n"] {
            XCTAssertThrowsError(try SessionFile.decode(damaged)) { XCTAssertEqual($0 as? SessionFile.ReadError, .damaged(line: 2), damaged) }
        }
    }

    /// From version 5 a framing line may end with the backdrop of a photo shown whole.
    func testAPhotoShownWholeIsKept() throws {
        var collage = Collage(layout: Layout.numbered(3)!)
        collage.setPhoto("/photos/wide.jpg", in: .topLeft)
        collage.setFraming(Framing(zoom: 1, offsetX: 0, offsetY: 0, quarterTurns: 1, whole: .frame), of: .topLeft)
        let text = SessionFile.encode(collage)
        XCTAssertTrue(text.contains("\nframing 0 1.0 0.0 0.0 1 whole-frame\n"), text)
        XCTAssertEqual(try SessionFile.decode(text).collage, collage)
        let older = "instagrid-session 4\nlayout 3\nphoto 0 /a.jpg\nframing 0 1 0 0 0 whole-frame\n"
        XCTAssertThrowsError(try SessionFile.decode(older)) { XCTAssertEqual($0 as? SessionFile.ReadError, .damaged(line: 4)) }
    }

    func testEmptyCollage() throws {
        XCTAssertEqual(try SessionFile.decode(SessionFile.encode(Collage())), SessionFile.Contents(collage: Collage()))
    }

    func testForeignOrDamagedFilesAreRefused() {
        XCTAssertThrowsError(try SessionFile.decode("")) { XCTAssertEqual($0 as? SessionFile.ReadError, .foreign) }
        XCTAssertThrowsError(try SessionFile.decode("{\"json\": true}")) { XCTAssertEqual($0 as? SessionFile.ReadError, .foreign) }
        XCTAssertThrowsError(try SessionFile.decode("instagrid-session 8\nlayout 1\n")) {
            XCTAssertEqual($0 as? SessionFile.ReadError, .foreign, "a newer version")
        }
        let damaged = [
            ("instagrid-session 1\nlayout 99\n", 2),
            ("instagrid-session 1\nlayout 1\nslot 12 /a.jpg\n", 3),
            ("instagrid-session 1\nlayout 1\nslot 0 relative.jpg\n", 3),
            ("instagrid-session 1\nlayout 1\nslot 0 /bad%zzescape\n", 3),
            ("instagrid-session 1\nlayout 1\nbanana\n", 3),
            ("instagrid-session 1\nslot 0 /a.jpg\n", 2),
            ("instagrid-session 2\nlayout 1\nshape 2:1\n", 3),
            ("instagrid-session 2\nlayout 1\nframe-colour blue\n", 3),
            ("instagrid-session 2\nlayout 1\nphoto 0 /a.jpg\nframing 0 1 nan 0 0\n", 4),
            ("instagrid-session 2\nlayout 1\nframing 0 1 0 0 0\n", 3),
            ("instagrid-session 2\nlayout 1\nspacing 50\n", 3),
            ("instagrid-session 2\nlayout 1\nundo layout\n  layout 2\n", 3),
            ("instagrid-session 3\nlayout 1\nundo jump\n  layout 2\n", 3),
            ("instagrid-session 3\nlayout 1\nundo layout\n  shape 1:1\n", 4),
            ("instagrid-session 3\nlayout 1\nundo layout\n", 3),
            ("instagrid-session 3\nlayout 1\nredo layout\n  layout 2\nundo layout\n  layout 3\n", 5),
            ("instagrid-session 3\nlayout 1\nundo layout\n  layout 2\nlayout 3\n", 5),
            // Numbers Swift reads as a Double but no Int can hold: each trapped at every start.
            ("instagrid-session 2\nlayout 1\nphoto 0 /a.jpg\nframing 0 1 0 0 1e19\n", 4),
            ("instagrid-session 2\nlayout 1\nphoto 0 /a.jpg\nframing inf 1 0 0 0\n", 4),
            ("instagrid-session 2\nlayout 1\nphoto 0 /a.jpg\nframing 99999999999999999999 1 0 0 0\n", 4),
            ("instagrid-session 2\nlayout 1\nphoto 0 /a.jpg\nframing 0 1 0 0 -inf\n", 4),
            ("instagrid-session 2\nlayout 1\nphoto 0 /a.jpg\nframing 0 1 0 0 1.5\n", 4),
            ("instagrid-session 2\nlayout 1\nphoto 0 /a.jpg\nframing 0.5 1 0 0 0\n", 4),
        ]
        for (text, line) in damaged {
            XCTAssertThrowsError(try SessionFile.decode(text), text) {
                XCTAssertEqual($0 as? SessionFile.ReadError, .damaged(line: line), text)
            }
        }
    }

    /// Undo survives a restart: the history is saved with the collage, both sides of it.
    func testTheHistoryRoundTrips() throws {
        var history = History()
        var collage = Collage()
        let first = collage
        collage.setPhoto("/photos/a.jpg", in: .topLeft)
        history.record(.choosePhoto, from: first, at: 0)
        let second = collage
        collage.setFraming(Framing(zoom: 2, offsetX: 0.1, offsetY: 0, quarterTurns: 1), of: .topLeft)
        history.record(.frame(.topLeft), from: second, at: 5)
        let third = collage
        collage.layout = Layout.numbered(24)!
        history.record(.layout, from: third, at: 10)
        _ = history.undo(from: collage)
        let text = SessionFile.encode(third, history: history)
        XCTAssertTrue(text.contains("\nundo choose-photo\n  layout 1\n"), text)
        XCTAssertTrue(text.contains("\nundo frame-0\n  layout 1\n"), text)
        XCTAssertTrue(text.contains("\nredo layout\n  layout 24\n"), text)
        let read = try SessionFile.decode(text)
        XCTAssertEqual(read.collage, third)
        XCTAssertEqual(read.history, history)
        XCTAssertEqual(read.history.nextUndo, .frame(.topLeft))
        XCTAssertEqual(read.history.nextRedo, .layout)
    }

    func testTruncatedFilesNeverTrap() {
        let text = SessionFile.encode(try! Collage(layout: Layout.numbered(3)!, filling: ["/a%b", "/c", "/d\ne", "/f"]))
        for length in 0...text.count {
            _ = try? SessionFile.decode(String(text.prefix(length)))
        }
    }

    /// A carriage return before a line's end made "\r\n" one Swift character: the path's
    /// line ran into the next one, and the file read back as damaged.
    func testCarriageReturnsInPathsRoundTrip() throws {
        var collage = Collage(layout: Layout.numbered(3)!)
        collage.setPhoto("/photos/ends in return\r", in: .topLeft)
        collage.setPhoto("/photos/\r\nboth.jpg", in: .topRight)
        collage.setPhoto("/\u{301}starts with a combining mark", in: .bottomLeft)
        let text = SessionFile.encode(collage)
        XCTAssertFalse(text.unicodeScalars.contains("\r"), text)
        let read = try SessionFile.decode(text).collage
        for slot in SlotID.all {
            XCTAssertEqual(read.photo(in: slot)?.bytes, collage.photo(in: slot)?.bytes)
        }
    }

    /// Random collages and histories, with paths made of every scalar class a file name may
    /// hold, come back from their file byte for byte (Swift's String equality would forgive
    /// a composed "é" read back decomposed; a file system does not).
    func testRandomSessionsRoundTripByteForByte() throws {
        var random = SeededGenerator(announcing: 0x5E55_1011, in: #function)
        let pieces: [String] = ["a", "Z", "0", " ", "  ", "%", "%25", "%0A", "\n", "\r", "\r\n", "\t", "\u{1}", "\u{1F}", "\u{7F}",
                                "é", "e\u{301}", "\u{301}", "\u{200D}", "🇫🇷", "👩‍👩‍👧", "\u{FEFF}", "\u{FFFD}", "日本", "ا", "\\", "\"",
                                "'", ".", "..", "~", "-", "photo", " layout 3", "undo layout"]
        func path() -> LocalPath {
            LocalPath("/" + (0..<Int.random(in: 0...12, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
                .replacing("/", with: ""))
        }
        func collage() -> Collage {
            var made = Collage(layout: Layout.all.randomElement(using: &random)!, shape: PictureShape.allCases.randomElement(using: &random)!)
            made.looks = try! Looks.validated(frameColour: RGBColour(red: .random(in: 0...255, using: &random),
                                                                     green: .random(in: 0...255, using: &random),
                                                                     blue: .random(in: 0...255, using: &random)),
                                              spacing: .random(in: Looks.spacingRange, using: &random),
                                              cornerRadius: .random(in: Looks.cornerRadiusRange, using: &random))
            for slot in SlotID.all where Bool.random(using: &random) {
                made.setPhoto(path(), in: slot)
                if Bool.random(using: &random) {
                    made.setFraming(Framing(zoom: .random(in: Framing.zoomRange, using: &random), offsetX: .random(in: -1...1, using: &random),
                                            offsetY: .random(in: -1...1, using: &random), quarterTurns: .random(in: 0...3, using: &random)),
                                    of: slot)
                }
            }
            return made
        }
        let changes: [CollageChange] = [.choosePhoto, .replacePhoto, .removePhoto, .dropPhotos, .swapPhotos, .movePhoto, .turnPhoto,
                                        .resetFraming, .locatePhoto, .layout, .shape, .frameColour, .spacing, .cornerRadius] + SlotID.all.map { .frame($0) }
        for _ in 0..<300 {
            let step = { History.Step(changes.randomElement(using: &random)!, collage()) }
            let history = History(undo: (0..<Int.random(in: 0...4, using: &random)).map { _ in step() },
                                  redo: (0..<Int.random(in: 0...3, using: &random)).map { _ in step() })
            let current = collage()
            let document = Bool.random(using: &random) ? path() : nil
            let text = SessionFile.encode(current, history: history, document: document)
            let read = try SessionFile.decode(text)
            XCTAssertEqual(read, SessionFile.Contents(collage: current, history: history, document: document), text)
            XCTAssertEqual(Array(SessionFile.encode(read.collage, history: read.history, document: read.document).utf8),
                           Array(text.utf8), text)
        }
    }

    /// A background photo's path is the rest of its line, as a photo's: a space in it, or two, read back.
    func testABackgroundPhotoWithSpacesInItsPathReadsBack() throws {
        var collage = Collage()
        collage.looks.background = .image("/home/ana/Pictures/sky  blue 100%.jpg", blurred: true)
        let text = SessionFile.encode(collage)
        XCTAssertTrue(text.contains("\nbackground image blurred /home/ana/Pictures/sky  blue 100%25.jpg\n"), text)
        XCTAssertEqual(try SessionFile.decode(text).collage, collage)
        let document = CollageDocument.encode(collage, savedAt: "/home/ana/Pictures/a.instagrid")
        XCTAssertTrue(document.contains("\nbackground image blurred sky  blue 100%25.jpg\n"), document)
        XCTAssertEqual(try CollageDocument.decode(document, savedAt: "/home/ana/Pictures/a.instagrid"), collage)
    }
}
