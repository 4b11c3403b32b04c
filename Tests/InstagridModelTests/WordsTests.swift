import InstagridTestSupport
import XCTest
@testable import InstagridModel

/// Words and backgrounds (#32) in the model: what the session and documents keep of them,
/// what they refuse, and how a caption follows its cell.
final class WordsTests: XCTestCase {
    private let letters: LocalPath = "/home/ana/Collages/birthday.instagrid"

    /// A collage with a photo in each of layout 3's cells, a title, a caption and free text.
    private func collage(background: Background = .frameColour) throws -> Collage {
        var collage = try Collage(layout: Layout.numbered(3)!, filling: [
            "/home/ana/Pictures/a.jpg", "/home/ana/Pictures/b.jpg", "/home/ana/Pictures/c.jpg", "/home/ana/Pictures/d.jpg",
        ], shape: .square)
        collage.looks.background = background
        try collage.addText("Grenoble 2026", role: .title)
        try collage.addText("Plage", role: .caption(.topRight), centre: Point(x: 0.25, y: 0.75))
        try collage.addText("free", role: .free, style: TextStyle(font: "DejaVu Serif Bold", size: 12.5,
                                                                  colour: RGBColour(hex: "#FF8800")!, alignment: .right,
                                                                  legibility: .outline))
        return collage
    }

    private static let backgrounds: [Background] = [
        .frameColour, .none,
        .gradient(from: RGBColour(hex: "#FF0000")!, to: RGBColour(hex: "#0000FF")!, degrees: 90),
        .gradient(from: RGBColour(hex: "#102030")!, to: RGBColour(hex: "#A0B0C0")!, degrees: 0.5),
        .image("/home/ana/Pictures/sky 100% blue.jpg", blurred: true),
        .image("/home/ana/Pictures/sea\nnew  line.jpg", blurred: false),
    ]

    // MARK: the session and documents keep texts and backgrounds

    func testEveryBackgroundRoundTripsThroughTheSession() throws {
        for background in Self.backgrounds {
            let collage = try collage(background: background)
            let text = SessionFile.encode(collage)
            XCTAssertEqual(text.split(separator: "\n").filter { $0.hasPrefix("background ") }.count,
                           background == .frameColour ? 0 : 1, "one line, none for the default: \(text)")
            XCTAssertEqual(try SessionFile.decode(text).collage, collage, text)
            XCTAssertEqual(try SessionFile.decode(text).collage.looks.background, background, text)
        }
    }

    func testEveryBackgroundRoundTripsThroughADocumentItsPhotoRelativeToTheFolder() throws {
        for background in Self.backgrounds + [.image("/home/ana/Collages/skies/blue sky.jpg", blurred: true)] {
            let collage = try collage(background: background)
            let text = CollageDocument.encode(collage, savedAt: letters)
            XCTAssertTrue(text.hasPrefix("instagrid-collage 3\n"), text)
            XCTAssertEqual(try CollageDocument.decode(text, savedAt: letters), collage, text)
        }
        let inside = try collage(background: .image("/home/ana/Collages/skies/blue.jpg", blurred: true))
        let text = CollageDocument.encode(inside, savedAt: letters)
        XCTAssertTrue(text.contains("\nbackground image blurred skies/blue.jpg\n"), "relative to the document's folder: \(text)")
        let moved = try CollageDocument.decode(text, savedAt: "/media/stick/Collages/birthday.instagrid")
        XCTAssertEqual(moved.looks.background, .image("/media/stick/Collages/skies/blue.jpg", blurred: true),
                       "a folder copied elsewhere finds its background photo")
        XCTAssertEqual(moved.texts, inside.texts)
    }

    func testAVersionOneDocumentIsStillReadAndHoldsNoWords() throws {
        let old = "instagrid-collage 1\nlayout 1\nshape 1:1\nphoto 0 beach.jpg\n"
        let collage = try CollageDocument.decode(old, savedAt: letters)
        XCTAssertEqual(collage.photo(in: .topLeft), "/home/ana/Collages/beach.jpg")
        XCTAssertEqual(collage.texts, [])
        XCTAssertEqual(collage.looks.background, .frameColour)
        for line in ["background none", "text 1 title 0.5 0.9 8 #FFFFFF centre band Cantarell Hi"] {
            XCTAssertThrowsError(try CollageDocument.decode(old + line + "\n", savedAt: letters), line) {
                XCTAssertEqual($0 as? SessionFile.ReadError, .damaged(line: 5), "version 1 had no \(line)")
            }
        }
    }

    func testTextsOfAnyCharactersRoundTrip() throws {
        let texts = [
            "Grenoble 2026", "two\nlines", "100% sure", "%20 is not a space", "tabs\tand  spaces ", " leading",
            "עברית מימין לשמאל", "مرحبا بالعالم", "mixed עברית and English", "🇫🇷👩‍👩‍👧‍👦 emoji", "e\u{301}te\u{301} combining",
            "line\u{2028}separator\u{2029}paragraph", "\r\ncarriage", "nbsp\u{A0}here", "next\u{85}line", "zero\u{200B}width",
            "del\u{7F}", "%", "%%25", "\\", "word=sign", "#FFFFFF", "text 1 title", "\u{1F600}",
        ]
        var collage = Collage()
        for (index, text) in texts.enumerated() {
            try collage.addText(text, role: index.isMultiple(of: 2) ? .free : .caption(.topLeft))
        }
        let encoded = SessionFile.encode(collage)
        XCTAssertEqual(encoded.unicodeScalars.filter { $0 == "\n" }.count, 5 + 1 + texts.count,
                       "one line a text, whatever it holds: \(encoded)")
        // Nor a break any other reader takes for a line's end: U+2028, U+2029, NEL, CR, VT, FF.
        let breaks = encoded.unicodeScalars.filter { $0 != "\n" && ($0.properties.isWhitespace && $0.value < 0x20
            || ["\u{2028}", "\u{2029}", "\u{85}", "\u{0B}", "\u{0C}", "\r"].contains($0)) }
        XCTAssertEqual(breaks.count, 0, "no line-breaking character is written as it is")
        let read = try SessionFile.decode(encoded).collage
        XCTAssertEqual(read.texts.map(\.text), texts)
        XCTAssertEqual(read, collage)
    }

    func testRandomTextsAndFacesRoundTripThroughSessionAndDocument() throws {
        var generator = SeededGenerator(announcing: 0x32_7E57, in: #function)
        // Scalars chosen to break lines and words: controls, spaces of every kind, escapes,
        // right-to-left letters, combining marks, emoji and their joiners.
        let pool: [Unicode.Scalar] = ["\n", "\r", "\t", " ", "%", "2", "0", "A", "a", "z", "=", "#", "\u{0}", "\u{1}", "\u{7F}",
                                      "\u{85}", "\u{A0}", "\u{2028}", "\u{2029}", "\u{200B}", "\u{200D}", "\u{FEFF}", "\u{301}",
                                      "\u{5D0}", "\u{5E9}", "\u{627}", "\u{644}", "\u{202E}", "\u{1F600}", "\u{1F1EB}", "\u{FE0F}",
                                      "é", "ß", "中", "\u{3000}", "\u{10FFFF}"]
        func randomText() -> String {
            var scalars = String.UnicodeScalarView()
            for _ in 0..<Int.random(in: 1...40, using: &generator) { scalars.append(pool.randomElement(using: &generator)!) }
            return String(scalars)
        }
        for round in 0..<200 {
            var collage = Collage(layout: Layout.numbered(Int.random(in: 1...3, using: &generator))!)
            collage.looks.background = Self.backgrounds.randomElement(using: &generator)!
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                let text = randomText()
                guard (try? TextItem.checked(text)) != nil else { continue }
                let role: TextItem.Role = [.title, .free, .caption(SlotID.all.randomElement(using: &generator)!)]
                    .randomElement(using: &generator)!
                let style = TextStyle(font: randomText(), size: .random(in: TextStyle.sizeRange, using: &generator),
                                      colour: RGBColour(red: .random(in: 0...255, using: &generator), green: 0, blue: 255),
                                      alignment: TextStyle.Alignment.allCases.randomElement(using: &generator)!,
                                      legibility: TextStyle.Legibility.allCases.randomElement(using: &generator)!)
                try collage.addText(text, role: role, centre: Point(x: .random(in: 0...1, using: &generator),
                                                                   y: .random(in: 0...1, using: &generator)), style: style)
            }
            let session = SessionFile.encode(collage)
            XCTAssertEqual(try SessionFile.decode(session).collage, collage, "round \(round):\n\(session)")
            let document = CollageDocument.encode(collage, savedAt: letters)
            XCTAssertEqual(try CollageDocument.decode(document, savedAt: letters), collage, "round \(round):\n\(document)")
        }
    }

    func testTheHistoryOfTextsAndBackgroundsRoundTrips() throws {
        var history = History()
        let before = Collage()
        var collage = before
        try collage.addText("Grenoble", role: .title)
        history.record(.addText, from: before, at: 0)
        let titled = collage
        collage.looks.background = .gradient(from: RGBColour(hex: "#FF0000")!, to: RGBColour(hex: "#0000FF")!, degrees: 180)
        history.record(.background, from: titled, at: 5)
        let text = SessionFile.encode(collage, history: history)
        XCTAssertTrue(text.contains("\nundo add-text\n  layout 1\n"), text)
        XCTAssertTrue(text.contains("\nundo background\n  layout 1\n"), text)
        XCTAssertTrue(text.contains("\n  text 1 title "), "the step's collage keeps its text: \(text)")
        let read = try SessionFile.decode(text)
        XCTAssertEqual(read.collage, collage)
        XCTAssertEqual(read.history, history)
    }

    // MARK: a damaged line is named

    func testADamagedBackgroundLineIsNamed() {
        let start = "instagrid-session 6\nlayout 1\n"
        for line in ["background", "background frame extra", "background none extra", "background sky",
                     "background gradient #FF0000 #0000FF", "background gradient #FF0000 #0000FF 90 1",
                     "background gradient red #0000FF 90", "background gradient #FF0000 #00F 90",
                     "background gradient #FF0000 #0000FF ninety", "background gradient #FF0000 #0000FF nan",
                     "background gradient #FF0000 #0000FF inf", "background gradient #FF0000 #0000FF 360",
                     "background gradient #FF0000 #0000FF -90", "background image blurred relative.jpg",
                     "background image fuzzy /a.jpg", "background image blurred", "background image sharp /a%zz.jpg",
                     "background image blurred %"] {
            let text = start + line + "\nphoto 0 /a.jpg\n"
            XCTAssertThrowsError(try SessionFile.decode(text), line) {
                XCTAssertEqual($0 as? SessionFile.ReadError, .damaged(line: 3), line)
            }
        }
        XCTAssertThrowsError(try SessionFile.decode("instagrid-session 5\nlayout 1\nbackground none\n")) {
            XCTAssertEqual($0 as? SessionFile.ReadError, .damaged(line: 3), "version 5 had no background")
        }
        XCTAssertNoThrow(try SessionFile.decode(start + "background gradient #FF0000 #0000FF 359.5\n"))
    }

    func testADamagedTextLineIsNamedWhicheverFieldIsWrong() throws {
        // id, role, x, y, size, colour, alignment, legibility, face, words
        let good = ["1", "title", "0.5", "0.9", "8", "#FFFFFF", "centre", "band", "Dancing%20Script%20Bold", "Grenoble%202026"]
        let start = "instagrid-session 6\nlayout 1\nphoto 0 /a.jpg\n"
        let read = try SessionFile.decode(start + "text " + good.joined(separator: " ") + "\n").collage
        XCTAssertEqual(read.texts.map(\.text), ["Grenoble 2026"], "the line as written reads")
        XCTAssertEqual(read.texts.first?.style.font, "Dancing Script Bold")
        let wrong: [(field: Int, values: [String])] = [
            (0, ["0", "-1", "x", "1.5", ""]),
            (1, ["heading", "caption-9", "caption-", "caption-x", "caption--1", "Title"]),
            (2, ["-0.1", "1.01", "nan", "x", "inf"]),
            (3, ["-0.1", "2", "nan", ""]),
            (4, ["0.5", "30.5", "nan", "big"]),
            (5, ["#FFF", "white", "#GGGGGG", "FFFFFF00"]),
            (6, ["middle", "Centre", "center"]),
            (7, ["glow", "Band"]),
            (8, ["Dancing%2", "%zz", "%FF"]),
            (9, ["%20", "%0A%09", "Grenoble%", "%C3", "%"]),
        ]
        for (field, values) in wrong {
            for value in values {
                var words = good
                words[field] = value
                let line = "text " + words.joined(separator: " ")
                XCTAssertThrowsError(try SessionFile.decode(start + line + "\nshape 1:1\n"), line) {
                    XCTAssertEqual($0 as? SessionFile.ReadError, .damaged(line: 4), "field \(field) “\(value)”: \(line)")
                }
            }
        }
        for line in ["text", "text " + good.dropLast().joined(separator: " "), "text " + good.joined(separator: " ") + " more",
                     "text " + good.joined(separator: " ") + " " + String(repeating: "x", count: 10_001)] {
            XCTAssertThrowsError(try SessionFile.decode(start + line + "\n"), line) {
                XCTAssertEqual($0 as? SessionFile.ReadError, .damaged(line: 4), line)
            }
        }
        var tooLong = good
        tooLong[9] = String(repeating: "x", count: 10_001)
        XCTAssertThrowsError(try SessionFile.decode(start + "text " + tooLong.joined(separator: " ") + "\n")) {
            XCTAssertEqual($0 as? SessionFile.ReadError, .damaged(line: 4), "10,001 characters")
        }
        tooLong[9] = String(repeating: "x", count: 10_000)
        XCTAssertEqual(try SessionFile.decode(start + "text " + tooLong.joined(separator: " ") + "\n").collage.texts.first?.text.count,
                       10_000)
        let twice = "text " + good.joined(separator: " ")
        XCTAssertThrowsError(try SessionFile.decode(start + twice + "\n" + twice + "\n")) {
            XCTAssertEqual($0 as? SessionFile.ReadError, .damaged(line: 5), "two items with one id")
        }
        XCTAssertThrowsError(try SessionFile.decode("instagrid-session 5\nlayout 1\n" + twice + "\n")) {
            XCTAssertEqual($0 as? SessionFile.ReadError, .damaged(line: 3), "version 5 had no text")
        }
        XCTAssertThrowsError(try SessionFile.decode(start + "undo add-text\n  layout 1\n  " + twice.replacingOccurrences(of: " band ", with: " glow ") + "\n")) {
            XCTAssertEqual($0 as? SessionFile.ReadError, .damaged(line: 6), "in a history step too")
        }
    }

    // MARK: what a text may hold

    func testABlankTextIsRefusedWithItsReason() throws {
        var collage = Collage()
        for blank in ["", " ", "\n\t ", "\u{A0}\u{2028}\u{3000}"] {
            XCTAssertThrowsError(try collage.addText(blank, role: .title), blank.debugDescription) {
                XCTAssertEqual($0 as? TextItem.Invalid, .empty)
                XCTAssertEqual("\($0)", "a text needs at least one letter that is not a space")
            }
        }
        XCTAssertEqual(collage.texts, [], "nothing added")
        let id = try collage.addText("kept", role: .free)
        XCTAssertThrowsError(try collage.editText(id, to: "  ")) { XCTAssertEqual($0 as? TextItem.Invalid, .empty) }
        XCTAssertEqual(collage.text(id)?.text, "kept", "a refused edit keeps the words")
    }

    func testTenThousandCharactersAreAcceptedAndOneMoreIsRefused() throws {
        var collage = Collage()
        let longest = String(repeating: "a", count: 10_000)
        let id = try collage.addText(longest, role: .title)
        XCTAssertEqual(collage.text(id)?.text, longest)
        // Characters as a reader counts them: a letter and its combining accent are one.
        XCTAssertNoThrow(try collage.addText(String(repeating: "e\u{301}", count: 10_000), role: .free))
        for tooLong in [longest + "b", String(repeating: "e\u{301}", count: 10_001), String(repeating: "🇫🇷", count: 10_001)] {
            XCTAssertThrowsError(try collage.addText(tooLong, role: .free)) {
                XCTAssertEqual($0 as? TextItem.Invalid, .tooLong(10_001))
                XCTAssertEqual("\($0)", "a text of 10001 characters is longer than the 10000 a text may hold")
            }
            XCTAssertThrowsError(try collage.editText(id, to: tooLong))
        }
        XCTAssertEqual(collage.text(id)?.text, longest)
        XCTAssertEqual(collage.texts.count, 2)
        XCTAssertEqual(try SessionFile.decode(SessionFile.encode(collage)).collage, collage, "the longest text is kept")
    }

    // MARK: the command line's words

    func testBackgroundArgumentsInEveryFormAndTheirRefusals() throws {
        let red = RGBColour(hex: "#FF0000")!, blue = RGBColour(hex: "#0000FF")!
        let accepted: [(String, Background, RGBColour?)] = [
            ("none", .none, nil),
            ("#112233", .frameColour, RGBColour(hex: "#112233")),
            ("112233", .frameColour, RGBColour(hex: "#112233")),
            ("image:/photos/sky blue.jpg", .image("/photos/sky blue.jpg", blurred: false), nil),
            ("image:relative.jpg", .image("relative.jpg", blurred: false), nil),
            ("gradient:#FF0000,#0000FF", .gradient(from: red, to: blue, degrees: 180), nil),
            ("gradient:#FF0000,#0000FF,90", .gradient(from: red, to: blue, degrees: 90), nil),
            ("gradient:#ff0000,#0000ff,0", .gradient(from: red, to: blue, degrees: 0), nil),
            ("gradient:#FF0000,#0000FF,-90", .gradient(from: red, to: blue, degrees: 270), nil),
            ("gradient:#FF0000,#0000FF,450", .gradient(from: red, to: blue, degrees: 90), nil),
            ("gradient:#FF0000,#0000FF,360", .gradient(from: red, to: blue, degrees: 0), nil),
            ("gradient:#FF0000,#0000FF,22.5", .gradient(from: red, to: blue, degrees: 22.5), nil),
        ]
        for (argument, background, colour) in accepted {
            let read = try WordsArguments.background(argument)
            XCTAssertEqual(read.background, background, argument)
            XCTAssertEqual(read.frameColour, colour, argument)
        }
        let refused = [
            ("image:", "--background image: needs a photo's path after the colon"),
            ("gradient:#FF0000", "--background gradient:#FF0000: a gradient is two colours and an angle, gradient:#RRGGBB,#RRGGBB[,DEGREES]"),
            ("gradient:", "--background gradient:: a gradient is two colours and an angle, gradient:#RRGGBB,#RRGGBB[,DEGREES]"),
            ("gradient:#FF0000,#0000FF,90,1", "--background gradient:#FF0000,#0000FF,90,1: a gradient is two colours and an angle, gradient:#RRGGBB,#RRGGBB[,DEGREES]"),
            ("gradient:#12345,#000000", "--background gradient:#12345,#000000: “#12345” is not a colour written #RRGGBB"),
            ("gradient:#000000,red", "--background gradient:#000000,red: “red” is not a colour written #RRGGBB"),
            ("gradient:#FF0000,#0000FF,", "--background gradient:#FF0000,#0000FF,: “” is not an angle in degrees (90 runs left to right)"),
            ("gradient:#FF0000,#0000FF,left", "--background gradient:#FF0000,#0000FF,left: “left” is not an angle in degrees (90 runs left to right)"),
            ("gradient:#FF0000,#0000FF,nan", "--background gradient:#FF0000,#0000FF,nan: “nan” is not an angle in degrees (90 runs left to right)"),
            ("gradient:#FF0000,#0000FF,inf", "--background gradient:#FF0000,#0000FF,inf: “inf” is not an angle in degrees (90 runs left to right)"),
            ("blue", "--background blue: give a colour (#RRGGBB), gradient:#RRGGBB,#RRGGBB[,DEGREES], image:PATH or none"),
            ("", "--background : give a colour (#RRGGBB), gradient:#RRGGBB,#RRGGBB[,DEGREES], image:PATH or none"),
            ("None", "--background None: give a colour (#RRGGBB), gradient:#RRGGBB,#RRGGBB[,DEGREES], image:PATH or none"),
        ]
        for (argument, message) in refused {
            XCTAssertThrowsError(try WordsArguments.background(argument), argument) {
                XCTAssertEqual(($0 as? WordsArguments.Refused)?.description, message)
            }
        }
    }

    func testCaptionAndTitleArguments() throws {
        for (argument, photo, text) in [("2=Grenoble", 2, "Grenoble"), ("1=a=b", 1, "a=b"), ("9= spaced ", 9, " spaced "),
                                        ("3=עברית", 3, "עברית"), ("04=x", 4, "x")] {
            let read = try WordsArguments.caption(argument)
            XCTAssertEqual(read.photo, photo, argument)
            XCTAssertEqual(read.text, text, argument)
        }
        let form = "write which photo, 1 to 9, then = and the words: --caption 2=Grenoble"
        for wrong in ["0=x", "10=x", "-1=x", "x", "=x", "two=x", "1.5=x", ""] {
            XCTAssertThrowsError(try WordsArguments.caption(wrong), wrong) {
                XCTAssertEqual(($0 as? WordsArguments.Refused)?.description, "--caption \(wrong): \(form)")
            }
        }
        for blank in ["1=", "1=   "] {
            XCTAssertThrowsError(try WordsArguments.caption(blank)) {
                XCTAssertEqual(($0 as? WordsArguments.Refused)?.description, "--caption 1: a text needs at least one letter that is not a space")
            }
        }
        XCTAssertThrowsError(try WordsArguments.caption("1=" + String(repeating: "x", count: 10_001))) {
            XCTAssertEqual(($0 as? WordsArguments.Refused)?.description,
                           "--caption 1: a text of 10001 characters is longer than the 10000 a text may hold")
        }
        XCTAssertEqual(try WordsArguments.title("Grenoble 2026"), "Grenoble 2026")
        XCTAssertEqual(try WordsArguments.title(String(repeating: "x", count: 10_000)).count, 10_000)
        XCTAssertThrowsError(try WordsArguments.title(" ")) {
            XCTAssertEqual(($0 as? WordsArguments.Refused)?.description, "--title: a text needs at least one letter that is not a space")
        }
        XCTAssertThrowsError(try WordsArguments.title(String(repeating: "x", count: 10_001))) {
            XCTAssertEqual(($0 as? WordsArguments.Refused)?.description,
                           "--title: a text of 10001 characters is longer than the 10000 a text may hold")
        }
    }

    // MARK: a caption belongs to its cell

    func testACaptionGoesWithItsCellAndOnlyIts() throws {
        var collage = try collage()
        let kept = collage.texts.filter { $0.role != .caption(.topRight) }
        XCTAssertEqual(kept.count, 2)
        try collage.addText("left", role: .caption(.topLeft))
        let removed = try XCTUnwrap(collage.removingCell(.topRight))
        XCTAssertEqual(removed.texts.map(\.text), kept.map(\.text) + ["left"], "the title, free text and other caption stay")
        XCTAssertFalse(removed.texts.contains { $0.role == .caption(.topRight) })
        XCTAssertFalse(removed.layout.visibleSlots.contains(.topRight))
        XCTAssertEqual(collage.texts.count, 4, "the collage before is untouched")
        let back = try XCTUnwrap(removed.removingCell(.topLeft))
        XCTAssertEqual(back.texts.map(\.text), kept.map(\.text))
    }

    func testACaptionStaysOnItsSlotWhenADividerMovesAndIsShownOnlyWithIt() throws {
        var collage = Collage(layout: try Layout(form: "a|b"))
        try collage.addText("right", role: .caption(.topRight), centre: Point(x: 0.3, y: 0.6))
        let divider = try XCTUnwrap(collage.layout.tree.dividers().first)
        collage.layout = Layout(tree: collage.layout.tree.moving(divider, to: 0.7, minimum: 0.05))
        XCTAssertEqual(collage.layout.cell(showing: .topRight)?.rect.x ?? 0, 0.7, accuracy: 1e-3, "the divider moved")
        let caption = try XCTUnwrap(collage.texts.first)
        XCTAssertEqual(caption.role, .caption(.topRight))
        XCTAssertEqual(caption.centre, Point(x: 0.3, y: 0.6), "fractions of its cell: it follows the cell")
        XCTAssertEqual(try SessionFile.decode(SessionFile.encode(collage)).collage, collage)
        XCTAssertEqual(collage.shownTexts.map(\.text), ["right"])
        collage.layout = try Layout(form: "a")
        XCTAssertEqual(collage.shownTexts, [], "a caption whose cell is not shown waits with it")
        XCTAssertEqual(collage.texts.count, 1)
    }

    func testUndoOfEachTextChangeReturnsTheCollageBefore() throws {
        var history = History()
        var collage = try collage()
        let original = collage
        let id = try collage.addText("added", role: .free)
        history.record(.addText, from: original, at: 0)
        let added = collage
        XCTAssertEqual(history.nextUndo, .addText)
        let step = try XCTUnwrap(history.undo(from: collage))
        XCTAssertEqual(step.change, .addText)
        XCTAssertEqual(step.collage, original)
        XCTAssertNil(step.collage.text(id))
        XCTAssertEqual(history.redo(from: original)?.collage, added)
        let edits: [(CollageChange, (inout Collage) throws -> Void)] = [
                               (.editText, { try $0.editText(id, to: "edited") }),
                               (.moveText, { $0.moveText(id, to: Point(x: 0.1, y: 0.2)) }),
                               (.styleText, { $0.styleText(id, TextStyle.default(for: .title)) }),
                               (.removeText, { $0.removeText(id) }),
                               (.background, { $0.looks.background = .none })]
        for (change, edit) in edits {
            let before = collage
            try edit(&collage)
            XCTAssertNotEqual(collage, before, "\(change) changes something")
            history.record(change, from: before, at: 100 + Double(history.undoSteps.count) * 10)
            XCTAssertEqual(history.undo(from: collage)?.collage, before, "\(change)")
            XCTAssertEqual(history.redo(from: before)?.collage, collage, "\(change)")
        }
    }
}

/// The words' look from the looks popover: a face and a colour every item takes, new ones too.
final class WordsLookTests: XCTestCase {
    func testTheWordsLookRestylesEveryItemAndTheNextAndReadsBack() throws {
        var collage = Collage(layout: Layout.numbered(3)!)
        try collage.addText("Grenoble", role: .title)
        try collage.addText("Plage", role: .caption(collage.layout.visibleSlots[0]))
        let look = try XCTUnwrap(WordsLook().applying("font:DejaVu Serif Bold")?.applying("colour:#FFE000"))
        collage.setWordsLook(look)
        XCTAssertEqual(Set(collage.texts.map(\.style.font)), ["DejaVu Serif Bold"])
        XCTAssertEqual(Set(collage.texts.map(\.style.colour)), [RGBColour(red: 0xFF, green: 0xE0, blue: 0)])
        try collage.addText("Lyon", role: .free)
        XCTAssertEqual(collage.texts.last?.style.font, "DejaVu Serif Bold", "a new item takes the look")
        XCTAssertEqual(collage.texts.last?.style.size, TextStyle.default(for: .free).size, "and keeps its kind's size")
        // The field for a new title opens in the look the title will take (it opened in the
        // title's own script while the picture drew the words' face).
        let field = collage.newText(.title)
        try collage.addText("Annecy", role: .title)
        XCTAssertEqual(field.style, collage.texts.last?.style, "the field's look is the new item's")
        XCTAssertEqual(field.centre, collage.texts.last?.centre, "and its place")
        XCTAssertEqual(field.style.font, "DejaVu Serif Bold")
        let text = SessionFile.encode(collage)
        XCTAssertTrue(text.contains("\nwords-face DejaVu%20Serif%20Bold\nwords-colour #FFE000\n"), text)
        XCTAssertEqual(try SessionFile.decode(text).collage, collage)
        XCTAssertEqual(WordsLook().applying("default"), WordsLook())
        XCTAssertNil(WordsLook().applying("font:"), "a blank face names no change")
        XCTAssertNil(WordsLook().applying("larger"), "the look is a face and a colour")
        for damaged in ["words-face ", "words-colour red", "words-face A\nwords-face B"] {
            XCTAssertThrowsError(try SessionFile.decode("instagrid-session 6\nlayout 1\n\(damaged)\n"), damaged)
        }
    }
}
