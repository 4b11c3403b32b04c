import XCTest
@testable import InstagridModel

final class CollageDocumentTests: XCTestCase {
    private func collage() throws -> Collage {
        var collage = try Collage(layout: Layout.numbered(3)!, filling: [
            "/home/ana/Collages/beach.jpg", "/home/ana/Collages/holiday/été 100%.jpg",
            "/home/ana/Pictures/dog.jpg", "/home/ana/Collages-old/cat.jpg",
        ], shape: .a4)
        collage.setFraming(Framing(zoom: 1.5, offsetX: 0.1, offsetY: 0, quarterTurns: 1), of: .topRight)
        return collage
    }

    func testPhotosInsideTheDocumentsFolderAreWrittenRelativeToIt() throws {
        let text = CollageDocument.encode(try collage(), savedAt: "/home/ana/Collages/birthday.instagrid")
        XCTAssertTrue(text.hasPrefix("instagrid-collage 3\nlayout 3\nshape a4\n"), text)
        XCTAssertTrue(text.contains("\nphoto 0 beach.jpg\n"), text)
        XCTAssertTrue(text.contains("\nphoto 1 holiday/été 100%25.jpg\n"), text)
        XCTAssertTrue(text.contains("\nphoto 2 /home/ana/Pictures/dog.jpg\n"), "outside the folder: absolute")
        XCTAssertTrue(text.contains("\nphoto 3 /home/ana/Collages-old/cat.jpg\n"), "a folder whose name only begins the same")
        XCTAssertFalse(text.contains("undo"), "a document holds the collage, not its history")
        XCTAssertEqual(try CollageDocument.decode(text, savedAt: "/home/ana/Collages/birthday.instagrid"), try collage())
    }

    func testAFolderMovedElsewhereOpensWithItsPhotosWhereTheyNowAre() throws {
        let text = CollageDocument.encode(try collage(), savedAt: "/home/ana/Collages/birthday.instagrid")
        let moved = try CollageDocument.decode(text, savedAt: "/media/stick/Collages/birthday.instagrid")
        XCTAssertEqual(moved.photo(in: .topLeft), "/media/stick/Collages/beach.jpg")
        XCTAssertEqual(moved.photo(in: .topRight), "/media/stick/Collages/holiday/été 100%.jpg")
        XCTAssertEqual(moved.photo(in: .bottomLeft), "/home/ana/Pictures/dog.jpg")
        XCTAssertEqual(moved.framing(of: .topRight).quarterTurns, 1)
        XCTAssertEqual(moved.shape, .a4)
    }

    func testWhatIsNotADocumentIsRefusedAndADamagedOneNamesItsLine() throws {
        let path: LocalPath = "/home/ana/a.instagrid"
        XCTAssertThrowsError(try CollageDocument.decode(SessionFile.encode(try collage()), savedAt: path)) {
            XCTAssertEqual($0 as? SessionFile.ReadError, .foreign, "a session is not a document")
        }
        XCTAssertThrowsError(try CollageDocument.decode("PNG\n", savedAt: path)) { XCTAssertEqual($0 as? SessionFile.ReadError, .foreign) }
        XCTAssertThrowsError(try CollageDocument.decode("instagrid-collage 1\nlayout 3\nphoto 0 \n", savedAt: path)) {
            XCTAssertEqual($0 as? SessionFile.ReadError, .damaged(line: 3), "an empty path")
        }
        XCTAssertThrowsError(try CollageDocument.decode("instagrid-collage 1\nlayout 3\nundo layout\n  layout 1\n", savedAt: path)) {
            XCTAssertEqual($0 as? SessionFile.ReadError, .damaged(line: 3))
        }
        XCTAssertEqual(LocalPath("/a.instagrid").folder, "")
        XCTAssertEqual(try CollageDocument.decode(CollageDocument.encode(try collage(), savedAt: "/a.instagrid"), savedAt: "/a.instagrid"),
                       try collage(), "a document at the root")
    }
}
