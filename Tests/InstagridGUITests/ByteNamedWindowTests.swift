import Foundation
import InstagridModel
import InstagridTestSupport
import XCTest

/// Photos whose names are not UTF-8 (Latin-1's "é" as the byte 0xE9, a 0xFF, a line feed)
/// in the real window: given on the command line, dropped, chosen, and back after a restart,
/// each found by its bytes, never by the "caf�.jpg" its name reads as.
final class ByteNamedWindowTests: GUITestCase {
    let files = TemporaryFolder()
    let home = TemporaryFolder()
    private let colours: [Color] = [.red, .green, .blue, .yellow]
    private let names: [[UInt8]] = [Array("caf".utf8) + [0xE9] + Array(".jpg".utf8), [0xFF] + Array(".jpg".utf8),
                                    Array("new\nline.jpg".utf8), Array("plain.jpg".utf8)]

    /// The four solid photos under their byte names: their paths' bytes.
    private func photos() throws -> [[UInt8]] {
        try zip(names, colours).enumerated().map { index, photo in
            let made = TestPhotos.solid(files.file("made \(index).jpg"), width: 300, height: 300, color: photo.1)
            let path = ByteNames.path(files.path, photo.0)
            try ByteNames.rename(Array(made.utf8), to: path)
            return path
        }
    }

    private func start(_ arguments: [[UInt8]] = []) throws -> RunningApp {
        let command = ByteNames.command(InstagridProcess.executable, arguments)
        return try RunningApp(display: display, arguments: Array(command.dropFirst()), executable: command[0], home: home)
    }

    private func showsAll(_ expected: [Color]) -> (Screenshot) -> Bool {
        { shot in expected.allSatisfy { shot.bounds(of: $0, tolerance: 30) != nil } }
    }

    private var session: String {
        (try? String(contentsOfFile: home.file("state/instagrid/session"), encoding: .utf8)) ?? ""
    }

    /// GVariant's text for a bytestring: every byte an octal escape, as `gapplication` passes it on.
    private func bytestring(_ bytes: [UInt8]) -> String {
        "b'" + bytes.map { "\\" + String($0, radix: 8) }.joined() + "'"
    }

    func testPhotosGivenOnTheCommandLineComeBackAfterARestart() throws {
        let paths = try photos()
        var app = try start(paths)
        XCTAssertNotNil(app.waitForScreen(showsAll(colours)), "every photo is shown")
        // The session is written off the main loop: kill only once it holds every photo, escaped.
        let written = ["caf%E9.jpg", "/%FF.jpg", "new%0Aline.jpg", "plain.jpg"]
        XCTAssertTrue(Shell.waitUntil { written.allSatisfy(self.session.contains) }, session)
        XCTAssertFalse(session.contains("\u{FFFD}"), "no byte was replaced")
        app.kill()

        app = try start()
        XCTAssertNotNil(app.waitForScreen(showsAll(colours)), "the photos are back after the restart")
        XCTAssertFalse(app.traceEvents.contains { $0.is(.noticeShown) }, "none went missing")
    }

    func testDroppedPhotosAreFoundByTheirBytes() throws {
        let paths = try photos().prefix(3)
        let app = try start()
        let parameter = "(0, [" + paths.map(bytestring).joined(separator: ", ") + "])"
        XCTAssertEqual(app.action(.dropPhotos, parameter), 0)
        XCTAssertNotNil(app.waitForScreen(showsAll(Array(colours.prefix(3)))), "the three photos the layout shows")
        XCTAssertTrue(Shell.waitUntil { ["caf%E9.jpg", "/%FF.jpg", "new%0Aline.jpg"].allSatisfy(self.session.contains) }, session)
        XCTAssertFalse(app.traceEvents.contains { $0.is(.noticeShown) }, "none was unusable")
    }

    /// GTK's chooser shows the name as "caf�.jpg", and typing that would name another file:
    /// a person picks the file in the list of the folder the chooser opens in (Pictures).
    func testAPhotoChosenInTheListIsFoundByItsBytes() throws {
        let made = TestPhotos.solid(files.file("made.jpg"), width: 300, height: 300, color: .red)
        try ByteNames.rename(Array(made.utf8), to: ByteNames.path(files.path, names[0]))
        try FileManager.default.createDirectory(atPath: home.file("config"), withIntermediateDirectories: true)
        try "XDG_PICTURES_DIR=\"\(files.path)\"\n".write(toFile: home.file("config/user-dirs.dirs"), atomically: true, encoding: .utf8)
        let app = try start()
        let grid = try XCTUnwrap(app.waitForScreen { $0.bounds(of: .gridFrame, tolerance: 3) != nil }?.bounds(of: .gridFrame, tolerance: 3))
        app.click(grid.x.lowerBound + 40, grid.y.lowerBound + 40)
        let chooser = try XCTUnwrap(Shell.waitUntil { app.findWindow("^Choose a Photo$") != nil } ? app.findWindow("^Choose a Photo$") : nil)
        // The folder holds only that photo, in the list's first row (it reads "caf�.jpg (invalid
        // encoding)"): a double-click opens it. A slow machine may still be filling the list.
        XCTAssertTrue(Shell.waitUntil {
            app.xdotool(["mousemove", "--window", chooser, "300", "81", "click", "--repeat", "2", "--delay", "80", "1"])
            return Shell.waitUntil(seconds: 2) { app.findWindow("^Choose a Photo$") == nil }
        }, "the chooser took the photo")
        XCTAssertNotNil(app.waitForScreen { $0.bounds(of: .red, tolerance: 30) != nil }, "the photo named caf\\xE9.jpg is shown")
        XCTAssertTrue(Shell.waitUntil { self.session.contains("caf%E9.jpg") }, session)
        XCTAssertFalse(app.traceEvents.contains { $0.is(.noticeShown) }, "it was usable")
    }

    /// A document named in Latin-1, moved with its photos into a folder named in Latin-1, opens
    /// whole from the command line.
    func testADocumentMovedToAnotherFolderOpensWhole() throws {
        _ = try photos()
        let lines = ["instagrid-collage 1", "layout 3", "shape 1:1", "frame-colour #106698", "spacing 5", "corner-radius 0",
                     "photo 0 caf%E9.jpg", "photo 1 %FF.jpg", "photo 2 new%0Aline.jpg", "photo 3 plain.jpg"]
        try (lines.joined(separator: "\n") + "\n").write(toFile: files.file("made.instagrid"), atomically: true, encoding: .utf8)
        let document = Array("f".utf8) + [0xEA] + Array("te.instagrid".utf8)
        try ByteNames.rename(Array(files.file("made.instagrid").utf8), to: ByteNames.path(files.path, document))
        let elsewhere = TemporaryFolder()
        let moved = ByteNames.path(elsewhere.path, Array("cl".utf8) + [0xE9])
        try ByteNames.rename(Array(files.path.utf8), to: moved)
        // Back where it was, for the folder to remove it.
        defer { try? ByteNames.rename(moved, to: Array(files.path.utf8)) }
        let command = ByteNames.command(InstagridProcess.executable, [moved + [0x2F] + document])
        let app = try RunningApp(display: display, arguments: Array(command.dropFirst()), executable: command[0], home: home,
                                 title: "^f\u{FFFD}te$")
        XCTAssertNotNil(app.waitForScreen(showsAll(colours)), "every photo is found beside the moved document")
        XCTAssertTrue(Shell.waitUntil { self.session.contains("\ndocument " + elsewhere.path + "/cl%E9/f%EAte.instagrid\n") }, session)
        XCTAssertFalse(app.traceEvents.contains { $0.is(.noticeShown) }, "none is missing")
    }
}
