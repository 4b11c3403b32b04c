import Foundation
import InstagridModel
@testable import InstagridRender
import InstagridTestSupport
import XCTest

/// Words as Pango lays them out and Cairo draws them, without a window.
final class TextPainterTests: XCTestCase {
    private func words(_ text: String, role: TextItem.Role = .free, style: TextStyle? = nil) -> Collage {
        var collage = Collage(layout: Layout.numbered(3)!)
        _ = try? collage.addText(text, role: role, style: style)
        return collage
    }

    private func frame(of collage: Collage, side: Double) throws -> Rect {
        let grid = GridGeometry(size: Size(width: side, height: side), looks: collage.looks, layout: collage.layout)
        return try XCTUnwrap(TextPainter.frames(of: collage.shownTexts, in: grid).first?.frame)
    }

    /// A size is a share of the short side: the same words take the same share of a 1024
    /// and a 4096 px picture.
    func testWordsTakeTheSameShareOfAnyPicturesSize() throws {
        for text in ["Grenoble 2026", "שלום עולם", "नमस्ते दुनिया", "A much longer caption that wraps over more than one line of the picture"] {
            let collage = words(text)
            let small = try frame(of: collage, side: 1024), large = try frame(of: collage, side: 4096)
            for (a, b) in [(small.x, large.x), (small.y, large.y), (small.width, large.width), (small.height, large.height)] {
                XCTAssertEqual(a / 1024, b / 4096, accuracy: 0.004, "\(text): \(small) against \(large)")
            }
        }
    }

    /// A caption lies in its cell wherever the dividers put it, whatever the weights.
    func testACaptionStaysInsideItsCellAsTheCellsChange() throws {
        var generator = SeededGenerator(seed: 32)
        for _ in 0..<60 {
            let weights = (0..<3).map { _ in Double.random(in: 1...9, using: &generator) }
            let form = String(format: "%.2fa|%.2fb/%.2fc", weights[0], weights[1], weights[2])
            var collage = Collage(layout: try Layout(form: form))
            let slot = collage.layout.visibleSlots.randomElement(using: &generator)!
            try collage.addText("Plage", role: .caption(slot))
            let side = 1200.0
            let grid = GridGeometry(size: Size(width: side, height: side), looks: collage.looks, layout: collage.layout)
            let cell = try XCTUnwrap(grid.frame(of: slot))
            let box = try frame(of: collage, side: side)
            XCTAssertTrue(cell.contains(x: box.midX, y: box.midY), "\(form) caption of \(slot) at \(box), its cell \(cell)")
        }
    }

    /// Colour emoji are drawn in colour where a colour emoji face is installed (the tests'
    /// machines have Noto Color Emoji: scripts/deps --test).
    func testColourEmojiAreDrawnInColour() throws {
        guard FontFaces.isInstalled(family: "Noto Color Emoji", style: "Regular") else {
            if ProcessInfo.processInfo.environment["CI"] == "true" { XCTFail("Noto Color Emoji is not installed (fonts-noto-color-emoji)") }
            throw XCTSkip("no colour emoji face installed")
        }
        var collage = words("🎉🌈", style: TextStyle(font: "Cantarell", size: 20, colour: TextStyle.white, legibility: .none))
        collage.looks.background = .none
        let image = try XCTUnwrap(CairoImage(width: 600, height: 600, hasAlpha: true))
        image.draw { canvas in
            CollageRenderer.draw(canvas, size: image.size, layout: Layout(tree: .cell(SlotID.all[0])), looks: collage.looks,
                                 photos: [:], texts: collage.texts) { _, _, _ in }
        }
        // The empty slot is white and the words' colour is white: anything else with colour is the emoji's own.
        var coloured = 0
        for y in stride(from: 0, to: 600, by: 2) {
            for x in stride(from: 0, to: 600, by: 2) {
                let p = image.rgb(x: x, y: y)
                if max(p.r, p.g, p.b) - min(p.r, p.g, p.b) > 80 { coloured += 1 }
            }
        }
        XCTAssertGreaterThan(coloured, 200, "the emoji's own colours are drawn")
    }
}

/// The placement as Pango measures it: random words over random layouts, shapes and slides
/// never overlap where the app put them, never leave their box, never cross a seam.
final class WordsPlacementRenderTests: XCTestCase {
    func testRandomWordsLaidOutByPangoKeepToTheirPlaces() throws {
        var generator = SeededGenerator(seed: 4646)
        let shapes: [PictureShape] = [.square, .story, .widescreen]
        let samples = ["Grenoble", "Plage du Prado", "שלום עולם", "नमस्ते दुनिया", "🎉 Fête",
                       String(repeating: "Donaudampfschifffahrt", count: 20), String(repeating: "word ", count: 300)]
        for round in 0..<120 {
            let layout = Layout.all.randomElement(using: &generator)!
            var collage = Collage(layout: layout, shape: shapes.randomElement(using: &generator)!)
            collage.slides = Int.random(in: 1...3, using: &generator)
            if Bool.random(using: &generator) { try collage.addText(samples.randomElement(using: &generator)!, role: .title) }
            for slot in layout.visibleSlots where Bool.random(using: &generator) {
                try collage.addText(samples.prefix(5).randomElement(using: &generator)!, role: .caption(slot))
            }
            let picture = collage.pictureSize(longSide: [512, 2048].randomElement(using: &generator)!)
            let grid = GridGeometry(size: picture, looks: collage.looks, layout: collage.layout)
            let placed = TextPainter.placements(of: collage.shownTexts, in: grid, slides: collage.slides)
            XCTAssertEqual(placed.count, collage.shownTexts.count)
            let slideWidth = picture.width / Double(collage.slides)
            for item in placed {
                let drawn = item.drawn, box = item.box
                XCTAssertTrue(drawn.x >= box.x - 0.5 && drawn.y >= box.y - 0.5 && drawn.maxX <= box.maxX + 0.5 && drawn.maxY <= box.maxY + 0.5,
                              "round \(round): \(drawn) leaves \(box)")
                if collage.text(item.id)?.role.isCaption == false {
                    let slide = (drawn.x / slideWidth).rounded(.down)
                    XCTAssertLessThanOrEqual(drawn.maxX, (slide + 1) * slideWidth + 0.5, "round \(round): across a seam")
                }
                for other in placed where other.id > item.id {
                    XCTAssertFalse(item.drawn.intersects(other.drawn), "round \(round): \(item.drawn) over \(other.drawn)")
                }
            }
        }
    }

    /// Ten thousand letters without a space cost what the cell shows: the 99 of a document
    /// thumbnail in well under the file manager's patience (bench/ measures it against a peer).
    func testALongWordIsEndedWithAnEllipsisInItsCell() throws {
        var collage = Collage(layout: .default)
        let slot = collage.layout.visibleSlots[0]
        try collage.addText(String(repeating: "x", count: TextItem.longest), role: .caption(slot))
        let grid = GridGeometry(size: Size(width: 1024, height: 1024), looks: collage.looks, layout: collage.layout)
        let placed = try XCTUnwrap(TextPainter.placements(of: collage.texts, in: grid).first)
        XCTAssertTrue(placed.isClipped, "it does not fit: it ends with “…”")
        let cell = try XCTUnwrap(grid.pixelFrames.first { $0.slot == slot }?.frame)
        XCTAssertTrue(placed.drawn.x >= cell.x - 0.5 && placed.drawn.maxX <= cell.maxX + 0.5 && placed.drawn.maxY <= cell.maxY + 0.5)
    }
}
