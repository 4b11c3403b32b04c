import Foundation
import InstagridTestSupport
import XCTest

/// `instagrid thumbnail`, as a file manager runs it through the .thumbnailer entry.
final class ThumbnailCommandTests: XCTestCase {
    let folder = TemporaryFolder()

    private func document(named name: String, photos colors: [Color]) throws -> String {
        for (index, color) in colors.enumerated() {
            TestPhotos.solid(folder.file("photo \(index).jpg"), width: 400, height: 300, color: color)
        }
        let lines = ["instagrid-collage 1", "layout 3", "shape 1:1", "frame-colour #106698", "spacing 5", "corner-radius 0"]
            + colors.indices.map { "photo \($0) photo \($0).jpg" }
        let path = folder.file(name)
        try (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    func testADocumentBecomesASmallPictureOfItself() throws {
        let source = try document(named: "four photos.instagrid", photos: [.red, .green, .blue, .yellow])
        let out = folder.file("thumbnail.png")
        // File managers may pass a URI: spaces escaped.
        let uri = "file://" + source.replacing(" ", with: "%20")
        let result = try InstagridProcess.run(["thumbnail", "-s", "128", uri, out])
        XCTAssertEqual(result.status, 0, result.stderr)
        let picture = try XCTUnwrap(DecodedFile(path: out))
        XCTAssertEqual([picture.width, picture.height], [128, 128])
        assertColor(picture.color(x: 1, y: 1), near: .gridFrame, tolerance: 3)
        for ((x, y), color) in zip([(34, 34), (94, 34), (34, 94), (94, 94)], [Color.red, .green, .blue, .yellow]) {
            assertColor(picture.color(x: x, y: y), near: color, tolerance: 30, "slot at \(x),\(y)")
        }
    }

    func testAMissingPhotoLeavesItsSlotEmptyAndSomethingElseIsRefused() throws {
        let source = try document(named: "moved.instagrid", photos: [.red, .green, .blue, .yellow])
        try FileManager.default.removeItem(atPath: folder.file("photo 1.jpg"))
        let out = folder.file("thumbnail.png")
        XCTAssertEqual(try InstagridProcess.run(["thumbnail", "-s", "128", source, out]).status, 0)
        let picture = try XCTUnwrap(DecodedFile(path: out))
        assertColor(picture.color(x: 94, y: 34), near: .white, tolerance: 3, "the missing photo's slot")
        assertColor(picture.color(x: 34, y: 34), near: .red, tolerance: 30)

        let text = folder.file("notes.instagrid")
        try "shopping list\n".write(toFile: text, atomically: true, encoding: .utf8)
        let refused = try InstagridProcess.run(["thumbnail", text, folder.file("never.png")])
        XCTAssertEqual(refused.status, 1)
        XCTAssertEqual(refused.stderr, "instagrid: \(text): is not an Instagrid collage\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.file("never.png")))
    }

    func testExportRendersADocumentAsItsSession() throws {
        let source = try document(named: "doc.instagrid", photos: [.red, .green, .blue, .yellow])
        let out = folder.file("doc.png")
        let result = try InstagridProcess.run(["export", "--session", source, "--size", "200", "-o", out])
        XCTAssertEqual(result.status, 0, result.stderr)
        assertColor(try XCTUnwrap(DecodedFile(path: out)).color(x: 150, y: 150), near: .yellow, tolerance: 30)
    }
}
