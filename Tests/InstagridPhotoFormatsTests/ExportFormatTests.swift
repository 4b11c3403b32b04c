import InstagridPhotoFormats
import XCTest

final class ExportFormatTests: XCTestCase {
    func testExportFormatFromExtension() {
        XCTAssertEqual(ExportFormat(path: "/tmp/a.png"), .png)
        XCTAssertEqual(ExportFormat(path: "b.JPG"), .jpeg)
        XCTAssertEqual(ExportFormat(path: "dir.v2/c.jpeg"), .jpeg)
        XCTAssertEqual(ExportFormat(path: "~/Print/a4.PDF"), .pdf)
        XCTAssertEqual(ExportFormat(path: "small.webp"), .webp)
        XCTAssertNil(ExportFormat(path: "picture"))
        XCTAssertNil(ExportFormat(path: "dir.png/picture"))
        XCTAssertNil(ExportFormat(path: ".png"))
        XCTAssertNil(ExportFormat(path: "a.gif"))
    }
}
