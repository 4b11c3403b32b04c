import Foundation
import InstagridTestSupport
import XCTest

/// Photos and documents whose names are not UTF-8 (a byte 0xE9, Latin-1's "é"; 0xFF; a line
/// feed): the command line finds them by the bytes it was given, never by the "caf�.jpg"
/// their text reads as.
final class ByteNamedPhotoTests: CommandTestCase {
    private let cafe = Array("caf".utf8) + [0xE9] + Array(".jpg".utf8)

    /// Solid photos, red, green, blue and yellow, renamed to `names`.
    private func photos(named names: [[UInt8]]) throws -> [[UInt8]] {
        try zip(solidPhotos(names.count), names).map { made, name in
            let path = ByteNames.path(folder.path, name)
            try ByteNames.rename(Array(made.utf8), to: path)
            return path
        }
    }

    private func run(_ arguments: [[UInt8]]) throws -> InstagridProcess.Outcome {
        try InstagridProcess.run([], via: ByteNames.command(InstagridProcess.executable, arguments))
    }

    /// A picture written under `bytes`, read back under a UTF-8 name of its own.
    private func readBack(_ bytes: [UInt8]) throws -> DecodedFile? {
        XCTAssertTrue(ByteNames.exists(bytes), "written under its own bytes")
        let readable = folder.file("written.png")
        try ByteNames.rename(bytes, to: Array(readable.utf8))
        return DecodedFile(path: readable)
    }

    func testALatin1NamedPhotoIsExportedToALatin1NamedPicture() throws {
        let photos = try photos(named: [cafe, [0xFF, 0x2E, 0x6A, 0x70, 0x67], Array("new\nline.jpg".utf8)])
        let out = ByteNames.path(folder.path, Array("out".utf8) + [0xE9] + Array(".png".utf8))
        let result = try run([Array("export".utf8), Array("--size=300".utf8), Array("-o".utf8), out] + photos)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.file("caf\u{FFFD}.jpg")))
        let written = try XCTUnwrap(readBack(out))
        // Layout 1: one wide on top, two below.
        assertColor(written.color(x: 150, y: 60), near: .red, tolerance: 30)
        assertColor(written.color(x: 70, y: 220), near: .green, tolerance: 30)
        assertColor(written.color(x: 230, y: 220), near: .blue, tolerance: 30)
    }

    /// A missing photo of such a name is named as it reads, on one line, and nothing breaks.
    func testAMissingOneIsNamedAsItReads() throws {
        let missing = ByteNames.path(folder.path, [0xFF] + Array("\n.jpg".utf8))
        let result = try run([Array("export".utf8), Array("-o".utf8), Array(folder.file("out.png").utf8), missing, missing, missing])
        assertFailure(result, says: "\(folder.path)/\u{FFFD}\\n.jpg: no such file")
    }

    /// Two arguments that differ only in bytes that are not UTF-8 read as the same text: which
    /// is which cannot be told from it, and the user is told how to name them.
    func testTwoNamesThatReadTheSameAreRefusedWithAWayOut() throws {
        let other = Array("caf".utf8) + [0xE8] + Array(".jpg".utf8)
        let photos = try photos(named: [cafe, other, Array("plain.jpg".utf8)])
        let result = try run([Array("export".utf8), Array("-o".utf8), Array(folder.file("out.png").utf8)] + photos)
        XCTAssertNotEqual(result.status, 0)
        XCTAssertTrue(result.stderr.contains("several arguments read as this name"), result.stderr)
        XCTAssertTrue(result.stderr.contains("file://"), result.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.file("out.png")))
    }

    /// A document named in Latin-1 beside its photos, moved with them into a folder named in
    /// Latin-1 too: the thumbnailer (given its path, or a file manager's URI) and `export`
    /// find every photo by its bytes.
    func testADocumentMovedToAnotherFolderKeepsItsPhotosForTheThumbnailerAndExport() throws {
        let names = [cafe, [0xFF, 0x2E, 0x6A, 0x70, 0x67], Array("new\nline.jpg".utf8), Array("plain.jpg".utf8)]
        _ = try photos(named: names)
        let lines = ["instagrid-collage 1", "layout 3", "shape 1:1", "frame-colour #106698", "spacing 5", "corner-radius 0",
                     "photo 0 caf%E9.jpg", "photo 1 %FF.jpg", "photo 2 new%0Aline.jpg", "photo 3 plain.jpg"]
        let document = Array("f".utf8) + [0xEA] + Array("te.instagrid".utf8)
        try (lines.joined(separator: "\n") + "\n").write(toFile: folder.file("made.instagrid"), atomically: true, encoding: .utf8)
        try ByteNames.rename(Array(folder.file("made.instagrid").utf8), to: ByteNames.path(folder.path, document))
        let elsewhere = TemporaryFolder()
        let moved = ByteNames.path(elsewhere.path, Array("cl".utf8) + [0xE9])
        try ByteNames.rename(Array(folder.path.utf8), to: moved)
        // Back where it was, for the folder to remove it.
        defer { try? ByteNames.rename(moved, to: Array(folder.path.utf8)) }
        let movedDocument = moved + [0x2F] + document
        let uri = "file://" + movedDocument.map { $0 < 0x80 && $0 != 0x25 && $0 != 0x20 ? String(UnicodeScalar($0)) : "%" + String(format: "%02X", $0) }.joined()
        for input in [movedDocument, Array(uri.utf8)] {
            let thumbnail = elsewhere.file("thumbnail.png")
            let made = try run([Array("thumbnail".utf8), Array("-s".utf8), Array("128".utf8), input, Array(thumbnail.utf8)])
            XCTAssertEqual(made.status, 0, made.stderr)
            let picture = try XCTUnwrap(DecodedFile(path: thumbnail))
            for ((x, y), color) in zip([(34, 34), (94, 34), (34, 94), (94, 94)], [Color.red, .green, .blue, .yellow]) {
                assertColor(picture.color(x: x, y: y), near: color, tolerance: 30, "slot at \(x),\(y), from \(String(decoding: input, as: UTF8.self))")
            }
        }
        let exported = elsewhere.file("export.png")
        let result = try run([Array("export".utf8), Array("--session".utf8), movedDocument, Array("--size=128".utf8),
                              Array("-o".utf8), Array(exported.utf8)])
        XCTAssertEqual(result.status, 0, result.stderr)
        assertColor(try XCTUnwrap(DecodedFile(path: exported)).color(x: 94, y: 94), near: .yellow, tolerance: 30)
    }
}
