import InstagridModel
import InstagridTestSupport
import XCTest

/// Words placed by the app never lie over each other, never leave their box, never cross a
/// seam, and are never larger than the person made them; measured here by a stand-in for
/// Pango whose letters are half their size wide and whose lines are 1.2 of it apart.
final class WordsPlacementTests: XCTestCase {
    /// Wraps at whole letters, the way a layout of letters as wide as half their size would.
    static func measure(_ item: TextItem, _ request: WordsPlacement.Request) -> WordsPlacement.Lines {
        let letters = min(item.text.count, request.letters)
        let advance = request.fontSize * 0.5, lineHeight = request.fontSize * 1.2
        let perLine = max(1, Int(request.wrapWidth / advance))
        var lines = max(1, (letters + perLine - 1) / perLine)
        var clipped = letters < item.text.count
        if let height = request.clipHeight {
            let shown = max(1, Int(height / lineHeight))
            if shown < lines { lines = shown; clipped = true }
        }
        let width = Double(min(letters, perLine)) * advance
        return WordsPlacement.Lines(size: Size(width: width, height: Double(lines) * lineHeight), clipped: clipped, letters: letters)
    }

    private static let shapes: [PictureShape] = [.square, .portrait, .story, .widescreen, .print]

    /// Captions are a few words; a title or free text may be anything up to a page.
    private func randomText(_ generator: inout SeededGenerator, caption: Bool = false) -> String {
        let length = (caption ? [1, 5, 12, 30] : [1, 5, 20, 80, 400, 3000]).randomElement(using: &generator)!
        let spaced = Bool.random(using: &generator)
        return String((0..<length).map { index in spaced && index % 7 == 6 ? " " : "x" })
    }

    func testRandomWordsNeverOverlapLeaveTheirBoxOrCrossASeam() throws {
        var generator = SeededGenerator(seed: 46)
        for round in 0..<1500 {
            let layout = Layout.all.randomElement(using: &generator)!
            var collage = Collage(layout: layout, shape: Self.shapes.randomElement(using: &generator)!)
            collage.slides = Int.random(in: 1...4, using: &generator)
            // Sizes a person picks for each: the menus' Larger and Smaller span these.
            func style(_ role: TextItem.Role) -> TextStyle {
                var style = TextStyle.default(for: role)
                let sizes = switch role {
                case .title: 3.0...16.0
                case .caption: 1.0...8.0
                case .free: 2.0...12.0
                }
                style.size = Double.random(in: sizes, using: &generator)
                return style
            }
            if Bool.random(using: &generator) { try collage.addText(randomText(&generator), role: .title, style: style(.title)) }
            for slot in layout.visibleSlots where Bool.random(using: &generator) {
                try collage.addText(randomText(&generator, caption: true), role: .caption(slot), style: style(.caption(slot)))
            }
            if Int.random(in: 0..<3, using: &generator) == 0 { try collage.addText(randomText(&generator), role: .free, style: style(.free)) }
            let side = [256, 600, 2048].randomElement(using: &generator)!
            let picture = collage.pictureSize(longSide: side)
            let grid = GridGeometry(size: picture, looks: collage.looks, layout: collage.layout)
            let placed = WordsPlacement.place(collage.shownTexts, in: grid, slides: collage.slides, measure: Self.measure(_:_:))
            XCTAssertEqual(placed.count, collage.shownTexts.count, "round \(round): every shown item is placed")
            let slideWidth = picture.width / Double(collage.slides)
            for item in placed {
                let text = try XCTUnwrap(collage.text(item.id))
                let drawn = item.drawn
                XCTAssertTrue(inside(drawn, item.box), "round \(round): \(text.role) drawn \(drawn) leaves its box \(item.box)")
                XCTAssertTrue(inside(drawn, Rect(x: 0, y: 0, width: picture.width, height: picture.height)), "round \(round): inside the picture")
                if !text.role.isCaption {
                    let slide = (drawn.x / slideWidth).rounded(.down)
                    XCTAssertLessThanOrEqual(drawn.maxX, (slide + 1) * slideWidth + 0.5, "round \(round): \(text.role) crosses a seam: \(drawn)")
                }
                XCTAssertLessThanOrEqual(item.fontSize, text.style.size / 100 * min(picture.width, picture.height) + 1e-9,
                                         "never larger than it was made")
                XCTAssertGreaterThanOrEqual(item.fontSize, min(text.style.size, WordsPlacement.legibleFloor) / 100
                                            * min(picture.width, picture.height) - 1e-9, "never below the legible floor")
            }
            for (a, b) in pairs(placed) {
                XCTAssertFalse(a.drawn.intersects(b.drawn), "round \(round): \(collage.text(a.id)!.role) \(a.drawn) over "
                               + "\(collage.text(b.id)!.role) \(b.drawn) in layout \(layout.id), \(collage.shape), \(collage.slides) slides")
            }
        }
    }

    /// The letters' size is a share of the picture's short side, whatever its shape: in a
    /// story it is the width, across three slides the height.
    func testTheSizeIsAShareOfTheShortSide() throws {
        for (shape, slides, short) in [(PictureShape.story, 1, 1080.0), (.square, 3, 1080), (.widescreen, 1, 1080)] {
            var collage = Collage(layout: .default, shape: shape)
            collage.slides = slides
            try collage.addText("Grenoble", role: .title)
            let longSide = shape == .story ? 1920 : (shape == .widescreen ? 1920 : 1080)
            let grid = GridGeometry(size: collage.pictureSize(longSide: longSide), looks: collage.looks, layout: collage.layout)
            let placed = try XCTUnwrap(WordsPlacement.place(collage.texts, in: grid, slides: slides, measure: Self.measure(_:_:)).first)
            XCTAssertEqual(placed.fontSize, TextStyle.default(for: .title).size / 100 * short, accuracy: 1e-9, "\(shape), \(slides) slides")
        }
    }

    /// A caption wraps at its own cell's width, not the picture's: on the narrow cell of 1a|4b.
    func testACaptionWrapsAtItsCellsWidth() throws {
        var collage = Collage(layout: try Layout(form: "1a|4b"))
        let narrow = collage.layout.visibleSlots[0]
        try collage.addText(String(repeating: "word ", count: 30), role: .caption(narrow))
        let grid = GridGeometry(size: Size(width: 1000, height: 1000), looks: collage.looks, layout: collage.layout)
        let cell = try XCTUnwrap(grid.pixelFrames.first { $0.slot == narrow }?.frame)
        let placed = try XCTUnwrap(WordsPlacement.place(collage.texts, in: grid, measure: Self.measure(_:_:)).first)
        XCTAssertEqual(placed.wrapWidth, cell.width * WordsPlacement.fill - 0.6 * placed.fontSize, accuracy: 1e-9,
                       "the cell's width less its margin and a band's sides")
        XCTAssertLessThanOrEqual(placed.frame.width, cell.width)
    }

    /// A title lies on one slide: the first as the app places it, the one a drag left it on otherwise.
    func testATitleKeepsToOneSlide() throws {
        var collage = Collage(layout: .default)
        collage.slides = 2
        let id = try collage.addText("Grenoble 2026, a long weekend in the Alps", role: .title)
        let grid = GridGeometry(size: Size(width: 2000, height: 1000), looks: collage.looks, layout: collage.layout)
        var placed = try XCTUnwrap(WordsPlacement.place(collage.texts, in: grid, slides: 2, measure: Self.measure(_:_:)).first)
        XCTAssertLessThanOrEqual(placed.drawn.maxX, 1000.5, "on the first slide")
        // Dropped with its middle just past the seam: it goes whole onto the second slide.
        collage.moveText(id, to: Point(x: 0.52, y: 0.5))
        placed = try XCTUnwrap(WordsPlacement.place(collage.texts, in: grid, slides: 2, measure: Self.measure(_:_:)).first)
        XCTAssertGreaterThanOrEqual(placed.drawn.x, 999.5, "on the second slide: \(placed.drawn)")
    }

    /// Free text a person moved stays where they put it, over a caption if they chose so.
    func testFreeTextMovedByHandStaysWhereItWasPut() throws {
        var collage = Collage(layout: try Layout(form: "a/b"))
        let bottom = collage.layout.visibleSlots[1]
        try collage.addText("Plage", role: .caption(bottom))
        let id = try collage.addText("Here", role: .free)
        let grid = GridGeometry(size: Size(width: 1000, height: 1000), looks: collage.looks, layout: collage.layout)
        let caption = try XCTUnwrap(WordsPlacement.place(collage.texts, in: grid, measure: Self.measure(_:_:)).first)
        collage.moveText(id, to: Point(x: caption.frame.midX / 1000, y: caption.frame.midY / 1000))
        let placed = WordsPlacement.place(collage.texts, in: grid, measure: Self.measure(_:_:))
        XCTAssertEqual(placed[1].frame.midY, caption.frame.midY, accuracy: 1, "where it was put")
    }

    /// What is measured is bounded by what the box can show, not by what was typed.
    func testWhatIsMeasuredIsBoundedByTheBox() throws {
        var collage = Collage(layout: .default)
        try collage.addText(String(repeating: "x", count: TextItem.longest), role: .caption(collage.layout.visibleSlots[0]))
        let grid = GridGeometry(size: Size(width: 256, height: 256), looks: collage.looks, layout: collage.layout)
        var largest = 0
        let placed = WordsPlacement.place(collage.texts, in: grid) { item, request in
            largest = max(largest, request.letters)
            return Self.measure(item, request)
        }
        XCTAssertTrue(try XCTUnwrap(placed.first).isClipped, "ten thousand letters do not fit a thumbnail's cell")
        XCTAssertLessThan(largest, 3000, "no more than the cell could show is measured")
    }

    private func inside(_ rect: Rect, _ box: Rect) -> Bool {
        rect.x >= box.x - 0.5 && rect.y >= box.y - 0.5 && rect.maxX <= box.maxX + 0.5 && rect.maxY <= box.maxY + 0.5
    }

    private func pairs<T>(_ items: [T]) -> [(T, T)] {
        items.indices.flatMap { i in items.indices.filter { $0 > i }.map { (items[i], items[$0]) } }
    }
}
