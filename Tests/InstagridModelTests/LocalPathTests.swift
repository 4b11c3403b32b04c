import InstagridTestSupport
import XCTest
@testable import InstagridModel

/// File names are bytes: any of them (but 0, which none holds) comes back from the session
/// file and a document exactly, and one written in UTF-8 is written as it always was.
final class LocalPathTests: XCTestCase {
    private let latin1: LocalPath = LocalPath(bytes: Array("/photos/caf".utf8) + [0xE9] + Array(".jpg".utf8))!

    func testBytesThatAreNotUTF8AreWrittenAsHexAndReadBack() throws {
        XCTAssertEqual(latin1.escaped, "/photos/caf%E9.jpg")
        XCTAssertEqual(LocalPath(escaped: "/photos/caf%E9.jpg"), latin1)
        XCTAssertEqual(LocalPath(escaped: "/photos/caf%e9.jpg"), latin1, "either case of hex digit")
        XCTAssertEqual(latin1.description, "/photos/caf\u{FFFD}.jpg", "shown with U+FFFD, found by its byte")
        let ff = try XCTUnwrap(LocalPath(bytes: [0x2F, 0xFF, 0x0A, 0x0D, 0x25, 0x5C]))
        XCTAssertEqual(ff.escaped, "/%FF%0A%0D%25\\")
        XCTAssertEqual(LocalPath(escaped: ff.escaped), ff)
    }

    func testUTF8IsWrittenAsBefore() {
        let path: LocalPath = "/home/ana/été 100% \u{FFFD} 日本/\\.jpg"
        XCTAssertEqual(path.escaped, "/home/ana/été 100%25 \u{FFFD} 日本/\\.jpg")
        XCTAssertEqual(LocalPath(escaped: path.escaped), path)
    }

    /// A "%" without two hex digits, or one standing for a 0 byte, names no file.
    func testBrokenEscapesAreRefused() {
        for text in ["/a%", "/a%4", "/a%zz", "/a%+1", "/a%-1", "/a% 1", "/a%00", "/a%0"] {
            XCTAssertNil(LocalPath(escaped: text), text)
        }
        XCTAssertNil(LocalPath(bytes: [0x2F, 0x00, 0x61]), "a 0 byte names no file")
    }

    func testRandomBytesRoundTripThroughTheEscapedForm() {
        var random = SeededGenerator(announcing: 0xB17E5, in: #function)
        // Bytes of every kind: ASCII, the escaped ones, UTF-8 sequences whole and cut, 0xFF.
        let pieces: [[UInt8]] = [[0x25], [0x0A], [0x0D], [0x5C], [0xFF], [0xFE], [0x80], [0xC3], [0xC3, 0xA9], [0xE2, 0x82],
                                 [0xE2, 0x82, 0xAC], [0xF0, 0x9F, 0x98, 0x80], [0xED, 0xA0, 0x80], [0xC0, 0xAF], [0x20], [0x2F],
                                 Array("%25".utf8), Array("%0A".utf8), Array("a".utf8), [0x01], [0x7F]]
        for _ in 0..<2000 {
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 0...16, using: &random) {
                bytes += Bool.random(using: &random) ? pieces.randomElement(using: &random)! : [UInt8.random(in: 1...255, using: &random)]
            }
            let path = LocalPath(bytes: bytes)!
            let escaped = path.escaped
            XCTAssertFalse(escaped.unicodeScalars.contains { $0 == "\n" || $0 == "\r" }, escaped)
            XCTAssertEqual(LocalPath(escaped: escaped)?.bytes, bytes, escaped)
        }
    }

    func testASessionKeepsNamesOfAnyBytesAndItsDocumentsToo() throws {
        var random = SeededGenerator(announcing: 0x5E55_B17E5, in: #function)
        for _ in 0..<200 {
            var collage = Collage(layout: Layout.numbered(3)!)
            for slot in SlotID.all.prefix(4) {
                let name = (0..<Int.random(in: 1...12, using: &random)).map { _ in UInt8.random(in: 1...255, using: &random) }
                collage.setPhoto(LocalPath(bytes: [0x2F] + name.filter { $0 != 0x2F })!, in: slot)
            }
            let document = LocalPath(bytes: Array("/docs/".utf8) + [0xFF, 0x0A] + Array(".instagrid".utf8))!
            let text = SessionFile.encode(collage, document: document)
            let read = try SessionFile.decode(String(decoding: Array(text.utf8), as: UTF8.self))
            XCTAssertEqual(read, SessionFile.Contents(collage: collage, document: document), text)
        }
    }

    /// A document beside its photos names them relative to itself, bytes and all, so the
    /// folder moved elsewhere (a stick named in Latin-1, say) opens whole.
    func testADocumentsRelativePathsKeepTheirBytesWhenMoved() throws {
        let folder = LocalPath(bytes: Array("/home/ana/F".utf8) + [0xF6] + Array("to".utf8))!
        var collage = Collage(layout: Layout.numbered(4)!)
        collage.setPhoto(folder.appending(latin1.lastComponent), in: .topLeft)
        collage.setPhoto(folder.appending(LocalPath(bytes: Array("sub/\n".utf8) + [0xFF])!), in: .topRight)
        let text = CollageDocument.encode(collage, savedAt: folder.appending("a.instagrid"))
        XCTAssertTrue(text.contains("\nphoto 0 caf%E9.jpg\n"), text)
        XCTAssertTrue(text.contains("\nphoto 1 sub/%0A%FF\n"), text)
        let stick = LocalPath(bytes: Array("/media/".utf8) + [0xE9])!
        let moved = try CollageDocument.decode(text, savedAt: stick.appending("a.instagrid"))
        XCTAssertEqual(moved.photo(in: .topLeft), stick.appending(latin1.lastComponent))
        XCTAssertEqual(moved.photo(in: .topRight)?.bytes, stick.bytes + Array("/sub/\n".utf8) + [0xFF])
    }

    /// A photo found again elsewhere takes the others along, whatever bytes their folders hold.
    func testRelocationFollowsFoldersNamedInAnyBytes() {
        let old = LocalPath(bytes: Array("/a/".utf8) + [0xE9] + Array("/x.jpg".utf8))!
        let lost = LocalPath(bytes: Array("/a/".utf8) + [0xE9] + Array("/y.jpg".utf8))!
        let found = LocalPath(bytes: Array("/b/".utf8) + [0xFF] + Array("/y.jpg".utf8))!
        let moved = LocalPath(bytes: Array("/b/".utf8) + [0xFF] + Array("/x.jpg".utf8))!
        XCTAssertEqual(PhotoRelocation.relocated([old], lost: lost, found: found) { $0 == moved }, [old: moved])
    }
}
