import XCTest
@testable import InstagridModel

final class SessionFileTests: XCTestCase {
    func testRoundTripKeepsLayoutAndEverySlotHiddenOrNot() throws {
        var collage = Collage(layout: Layout.numbered(2)!)
        collage.setPhoto("/home/ana/Pictures/été 2026/plage.jpg", in: .topLeft)
        collage.setPhoto("/odd/100% sure\nnew line.png", in: .bottomRight)  // hidden by layout 2, kept
        let text = SessionFile.encode(collage)
        XCTAssertTrue(text.hasPrefix("instagrid-session 1\nlayout 2\n"))
        XCTAssertEqual(text.split(separator: "\n").count, 4, "one line per fact, newlines escaped")
        XCTAssertEqual(try SessionFile.decode(text), collage)
    }

    func testEmptyCollage() throws {
        XCTAssertEqual(try SessionFile.decode(SessionFile.encode(Collage())), Collage())
    }

    func testForeignOrDamagedFilesAreRefused() {
        XCTAssertThrowsError(try SessionFile.decode("")) { XCTAssertEqual($0 as? SessionFile.ReadError, .foreign) }
        XCTAssertThrowsError(try SessionFile.decode("{\"json\": true}")) { XCTAssertEqual($0 as? SessionFile.ReadError, .foreign) }
        XCTAssertThrowsError(try SessionFile.decode("instagrid-session 2\nlayout 1\n")) {
            XCTAssertEqual($0 as? SessionFile.ReadError, .foreign, "a newer version")
        }
        let damaged = [
            ("instagrid-session 1\nlayout 99\n", 2),
            ("instagrid-session 1\nlayout 1\nslot 12 /a.jpg\n", 3),
            ("instagrid-session 1\nlayout 1\nslot 0 relative.jpg\n", 3),
            ("instagrid-session 1\nlayout 1\nslot 0 /bad%zzescape\n", 3),
            ("instagrid-session 1\nlayout 1\nbanana\n", 3),
            ("instagrid-session 1\nslot 0 /a.jpg\n", 2),
        ]
        for (text, line) in damaged {
            XCTAssertThrowsError(try SessionFile.decode(text), text) {
                XCTAssertEqual($0 as? SessionFile.ReadError, .damaged(line: line), text)
            }
        }
    }

    func testTruncatedFilesNeverTrap() {
        let text = SessionFile.encode(try! Collage(layout: Layout.numbered(3)!, filling: ["/a%b", "/c", "/d\ne", "/f"]))
        for length in 0...text.count {
            _ = try? SessionFile.decode(String(text.prefix(length)))
        }
    }
}
