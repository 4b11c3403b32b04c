import Foundation
import InstagridTestSupport
import XCTest

/// The user's photos, and the document a thumbnail is made from, are never written over:
/// not with --force, not under another name for the same file.
final class InputProtectionTests: CommandTestCase {
    private func photos(_ count: Int) -> [String] { solidPhotos(count) { "in\($0 + 1).jpg" } }

    /// Each file's bytes and inode: a refused write leaves both as they were.
    private func snapshot(_ paths: [String]) throws -> [String: (Data, ino_t)] {
        var files: [String: (Data, ino_t)] = [:]
        for path in paths {
            var info = stat()
            XCTAssertEqual(stat(path, &info), 0, path)
            files[path] = (try Data(contentsOf: URL(fileURLWithPath: path)), info.st_ino)
        }
        return files
    }

    private func assertUnchanged(_ before: [String: (Data, ino_t)], _ what: String,
                                 file: StaticString = #filePath, line: UInt = #line) throws {
        let after = try snapshot(Array(before.keys))
        for (path, (bytes, inode)) in before {
            XCTAssertEqual(after[path]?.0, bytes, "\(what): \(path)'s bytes", file: file, line: line)
            XCTAssertEqual(after[path]?.1, inode, "\(what): \(path) is the same file", file: file, line: line)
        }
    }

    private func assertRefused(_ outcome: InstagridProcess.Outcome, says expected: String,
                               file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(outcome.status, 1, file: file, line: line)
        XCTAssertEqual(outcome.stderr, "instagrid: \(expected)\n", file: file, line: line)
    }

    func testExportNeverWritesOverAPhotoItReadsForceOrNot() throws {
        let inputs = photos(4)
        let before = try snapshot(inputs)
        for force in [[], ["--force"]] {
            assertRefused(try InstagridProcess.run(["export", "--layout", "3"] + force + ["-o", inputs[0]] + inputs),
                          says: "\(inputs[0]): is one of the files the picture is made from; it is never written over")
        }
        // The same file under other names: a hard link, a symbolic link, a path through "..".
        let hard = folder.file("hard link.jpg"), soft = folder.file("symbolic link.jpg")
        XCTAssertEqual(link(inputs[1], hard), 0)
        XCTAssertEqual(symlink(inputs[2], soft), 0)
        try FileManager.default.createDirectory(atPath: folder.file("sub"), withIntermediateDirectories: false)
        let dotted = folder.file("sub/../in4.jpg")
        for (name, photo) in [(hard, inputs[1]), (soft, inputs[2]), (dotted, inputs[3])] {
            assertRefused(try InstagridProcess.run(["export", "--layout", "3", "--force", "-o", name] + inputs),
                          says: "\(name): is the same file as \(photo), which the picture is made from; it is never written over")
        }
        try assertUnchanged(before, "after every refused export")
        XCTAssertEqual(try InstagridProcess.run(["export", "--layout", "3", "--force", "-o", folder.file("new.jpg")] + inputs).status, 0,
                       "another name is written")
    }

    func testASessionsPhotosAndTheSessionItselfAreNeverWrittenOver() throws {
        let inputs = photos(3)
        let session = folder.file("s.png")
        try "instagrid-session 5\nlayout 1\nshape 1:1\n\(inputs.enumerated().map { "photo \($0.offset) \($0.element)" }.joined(separator: "\n"))\n"
            .write(toFile: session, atomically: true, encoding: .utf8)
        let before = try snapshot(inputs + [session])
        assertRefused(try InstagridProcess.run(["export", "--session", session, "--force", "-o", inputs[2]]),
                      says: "\(inputs[2]): is one of the files the picture is made from; it is never written over")
        assertRefused(try InstagridProcess.run(["export", "--session", session, "--force", "-o", session]),
                      says: "\(session): is one of the files the picture is made from; it is never written over")
        try assertUnchanged(before, "after the refused exports")
    }

    func testAThumbnailIsNeverWrittenOverTheDocumentsPhotosOrTheDocument() throws {
        let inputs = photos(4)
        let document = folder.file("b.instagrid")
        try (["instagrid-collage 1", "layout 3", "shape 1:1"] + (0..<4).map { "photo \($0) in\($0 + 1).jpg" })
            .joined(separator: "\n").appending("\n").write(toFile: document, atomically: true, encoding: .utf8)
        let before = try snapshot(inputs + [document])
        // As a user types it, from the document's folder, with relative names.
        let relative = FileManager.default.currentDirectoryPath
        _ = FileManager.default.changeCurrentDirectoryPath(folder.path)
        defer { _ = FileManager.default.changeCurrentDirectoryPath(relative) }
        assertRefused(try InstagridProcess.run(["thumbnail", "b.instagrid", "in2.jpg"]),
                      says: "in2.jpg: is the same file as \(inputs[1]), which the picture is made from; it is never written over")
        assertRefused(try InstagridProcess.run(["thumbnail", "b.instagrid", "b.instagrid"]),
                      says: "b.instagrid: is the same file as \(document), which the picture is made from; it is never written over")
        try assertUnchanged(before, "after the refused thumbnails")
        let result = try InstagridProcess.run(["thumbnail", "b.instagrid", "thumb.png"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(DecodedFile(path: folder.file("thumb.png"))?.width, 256)
    }

    /// Replacing takes only the folder's permission; a picture its owner made read-only is
    /// refused instead (even for root), and a writable one replaced keeps its permissions.
    func testAReadOnlyPictureIsRefusedAndAReplacedOneKeepsItsMode() throws {
        let inputs = photos(3)
        let kept = folder.file("kept.png")
        try Data("the user's picture".utf8).write(to: URL(fileURLWithPath: kept))
        XCTAssertEqual(chmod(kept, 0o444), 0)
        let before = try snapshot([kept])
        assertRefused(try InstagridProcess.run(["export", "--force", "-o", kept] + inputs),
                      says: "\(kept): is read-only; it is left alone (make it writable to replace it)")
        try assertUnchanged(before, "the read-only picture")

        let private_ = folder.file("private.png")
        try Data("old".utf8).write(to: URL(fileURLWithPath: private_))
        XCTAssertEqual(chmod(private_, 0o600), 0)
        let result = try InstagridProcess.run(["export", "--force", "--size", "100", "-o", private_] + inputs)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(DecodedFile(path: private_)?.width, 100)
        var info = stat()
        XCTAssertEqual(stat(private_, &info), 0)
        XCTAssertEqual(info.st_mode & 0o777, 0o600, "a private picture stays private")
    }
}
