import CGtk
import Foundation
import InstagridModel
@testable import InstagridRender
import InstagridTestSupport
import XCTest

/// Captions over real, busy photographs are legible with no setting touched: OCR reads each
/// one back from the picture's pixels around it (#46). The photographs are Debian's
/// mate-backgrounds: a yellow meadow, leaves under rain drops, wood, dunes, a storm.
final class LegibleCaptionsTests: XCTestCase {
    private let folder = TemporaryFolder()
    private static let photographs = "/usr/share/backgrounds/mate/nature"
    private static let captions = ["Plage du Prado", "Calanques en mai", "Vieux Port", "Notre Dame"]

    func testEveryCaptionIsReadBackOverRealPhotographsByDefault() throws {
        let unread = try unreadCaptions(legibility: nil)
        XCTAssertEqual(unread, [], "captions OCR could not read over their photographs")
    }

    /// The measure can tell: with the soft shadow everywhere, as before the aid was chosen
    /// by the photo, OCR misses captions over the same photographs.
    func testTheShadowAloneIsNotEnoughOverTheSamePhotographs() throws {
        XCTAssertGreaterThan(try unreadCaptions(legibility: .shadow).count, 2)
    }

    /// Each photograph in the four cells of layout 3, a caption in each, at 1024 px; what
    /// tesseract does not read back, as "photo: caption (read)".
    private func unreadCaptions(legibility: TextStyle.Legibility?) throws -> [String] {
        try requireCapability(FileManager.default.isExecutableFile(atPath: "/usr/bin/tesseract"),
                              "tesseract is not installed (tesseract-ocr; scripts/deps --test)")
        let photos = (try? FileManager.default.contentsOfDirectory(atPath: Self.photographs))?.filter { $0.hasSuffix(".jpg") }.sorted() ?? []
        try requireCapability(photos.count >= 10, "Debian's mate-backgrounds is not installed (scripts/deps --test)")
        var unread: [String] = []
        for photo in photos {
            var collage = try Collage(layout: Layout.numbered(3)!, filling: Array(repeating: LocalPath(Self.photographs + "/" + photo), count: 4))
            for (slot, words) in zip(SlotID.all, Self.captions) {
                var style = TextStyle.default(for: .caption(slot))
                if let legibility { style.legibility = legibility }
                _ = try collage.addText(words, role: .caption(slot), style: style)
            }
            let side = 1024.0
            let picture = try CollagePicture.render(collage, longSide: Int(side))
            let grid = GridGeometry(size: Size(width: side, height: side), looks: collage.looks, layout: collage.layout)
            let placements = TextPainter.placements(of: collage.shownTexts, in: grid)
            XCTAssertEqual(placements.count, 4, photo)
            for (placed, words) in zip(placements, Self.captions) {
                let (read, letters) = try reads(words, in: picture, around: placed)
                if !read { unread.append("\(photo): \(words) (read “\(letters)”)") }
            }
        }
        return unread
    }

    /// Whether tesseract reads `words` as one line where they and their aid are drawn (a
    /// band's padding around their lines): twice as large, as it is or in negative
    /// (tesseract learnt dark letters on light paper; a person reads light on dark as well).
    private func reads(_ words: String, in picture: CairoImage, around placed: WordsPlacement.Placed) throws -> (Bool, String) {
        let drawn = placed.drawn
        let x = max(0, Int(drawn.x)), y = max(0, Int(drawn.y))
        let width = min(picture.width - x, Int(drawn.width.rounded(.up))), height = min(picture.height - y, Int(drawn.height.rounded(.up)))
        var read: [String] = []
        for negative in [false, true] {
            let crop = try XCTUnwrap(CairoImage(width: 2 * width, height: 2 * height, hasAlpha: false))
            crop.draw { canvas in
                cairo_scale(canvas.cr, 2, 2)
                cairo_set_source_surface(canvas.cr, picture.surface, Double(-x), Double(-y))
                cairo_paint(canvas.cr)
                if negative {
                    cairo_set_operator(canvas.cr, CAIRO_OPERATOR_DIFFERENCE)
                    cairo_set_source_rgb(canvas.cr, 1, 1, 1)
                    cairo_paint(canvas.cr)
                }
            }
            let path = folder.file("caption.png")
            XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data(try PNGEncoder.encode(crop, effort: .balanced))))
            let result = Shell.run(["tesseract", path, "-", "--psm", "7"], environment: ["OMP_THREAD_LIMIT": "1"])
            // A band's edge or a blade of grass beside the words reads as a stroke: words are letters.
            let letters = result.output.split(whereSeparator: \.isWhitespace)
                .map { $0.trimmingCharacters(in: CharacterSet.letters.inverted) }.filter { !$0.isEmpty }.joined(separator: " ")
            if Self.readsAs(letters, words) { return (true, letters) }
            read.append(letters)
        }
        return (false, read.joined(separator: " / "))
    }

    /// Whether OCR's `read` is `words`, but for one letter taken for another ("mal" for the
    /// Cantarell "mai") and the spaces it finds inside a word ("Po rt"): what a reader reads,
    /// not what tesseract's version guesses. Around them it may read marks of the photo.
    static func readsAs(_ read: String, _ words: String) -> Bool {
        let found = Array(read.lowercased().filter(\.isLetter)), wanted = Array(words.lowercased().filter(\.isLetter))
        guard found.count >= wanted.count else { return false }
        return (0...(found.count - wanted.count)).contains { start in
            zip(found[start..<start + wanted.count], wanted).count { $0 != $1 } <= 1
        }
    }
}
