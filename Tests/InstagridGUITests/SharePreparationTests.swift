import Foundation
import InstagridActions
import InstagridModel
import InstagridTestSupport
import InstagridTrace
import XCTest

/// The share picture's photos decoded ahead while the complete grid is left alone: a share
/// from the keyboard renders from them, and the picture is the one the command line makes.
final class SharePreparationTests: GUITestCase {
    let files = TemporaryFolder()

    private func launch(_ paths: [String]) throws -> RunningApp {
        let app = try RunningApp(display: try display, arguments: paths)
        XCTAssertTrue(app.waitForTrace(.sharePrepared, "\(paths.count) of \(paths.count) (\(paths.count) decoded)", seconds: 20),
                      "the share's photos are prepared once the grid is complete: \(app.traceEvents)")
        return app
    }

    /// Shares with Ctrl+S and saves the picture through the share dialog's Save As.
    private func shareAndSave(_ app: RunningApp, to out: String) throws {
        app.key("ctrl+s")
        XCTAssertTrue(Shell.waitUntil { app.findWindow("^Share$") != nil }, "Ctrl+S shares")
        app.focus(try XCTUnwrap(app.findWindow("^Share$")))
        app.key("alt+s")
        app.answerSaveChooser(with: out)
        XCTAssertTrue(Shell.waitUntil { FileManager.default.fileExists(atPath: out) && app.findWindow("^Share$") == nil },
                      "the picture is written")
    }

    func testASharedPreparedGridIsThePictureTheCommandLineMakes() throws {
        let paths = (0..<4).map { TestPhotos.noise(files.file("photo\($0).jpg"), width: 1600, height: 1200, seed: UInt64($0 + 1)) }
        let app = try launch(paths)
        let out = files.file("shared.png")
        try shareAndSave(app, to: out)
        XCTAssertTrue(app.traceEvents.contains { $0.is(.exportDecoded, "4 photos, 4 prepared") },
                      "the share decoded nothing itself: \(app.traceEvents.filter { $0.is(.exportDecoded) })")
        let exported = files.file("exported.png")
        XCTAssertEqual(try InstagridProcess.run(["export", "--layout", "3", "-o", exported] + paths).status, 0)
        let picture = try XCTUnwrap(DecodedFile(path: out)), reference = try XCTUnwrap(DecodedFile(path: exported))
        XCTAssertEqual(picture.width, 2048)
        XCTAssertEqual(picture.differingPixels(from: reference), 0, "the shared picture is the exported one, pixel for pixel")
    }

    /// Nothing watches an untitled collage's files: a photo rewritten since it was prepared is
    /// told by its file's change, and the share reads it again.
    func testAPhotoRewrittenAfterItWasPreparedIsReadAgainForTheShare() throws {
        let colors: [Color] = [.red, .green, .blue, .yellow]
        let paths = colors.enumerated().map { TestPhotos.solid(files.file("photo\($0.offset).jpg"), width: 800, height: 600, color: $0.element) }
        let app = try launch(paths)
        // Saved as editors do: a new file renamed over the old.
        TestPhotos.solid(files.file("new.jpg"), width: 800, height: 600, color: .black)
        XCTAssertEqual(rename(files.file("new.jpg"), paths[0]), 0)
        let out = files.file("shared.png")
        try shareAndSave(app, to: out)
        XCTAssertTrue(app.traceEvents.contains { $0.is(.exportDecoded, "4 photos, 3 prepared") },
                      "\(app.traceEvents.filter { $0.is(.exportDecoded) })")
        let picture = try XCTUnwrap(DecodedFile(path: out))
        let frames = GridGeometry(side: 2048, layout: Layout.numbered(3)!).frames
        for ((_, frame), color) in zip(frames, [Color.black, .green, .blue, .yellow]) {
            assertColor(picture.color(x: Int(frame.midX), y: Int(frame.midY)), near: color, tolerance: 30)
        }
    }

    /// A change to some slots' sizes prepares those photos again, and only those.
    func testALayoutChangePreparesOnlyThePhotosWhoseCellsChanged() throws {
        let paths = (0..<4).map { TestPhotos.quadrants(files.file("photo\($0).jpg"), width: 800, height: 600) }
        let app = try launch(paths)
        XCTAssertEqual(app.traceEvents.filter { $0.is(.sharePrepared) }.count, 1, "prepared once: \(app.traceEvents)")
        // Layout 1: one wide cell on top and two squares below, which keep their photos' jobs.
        XCTAssertEqual(app.action(.layout, "1"), 0)
        XCTAssertTrue(app.waitForTrace(.sharePrepared, "3 of 3 (1 decoded)", seconds: 20), "\(app.traceEvents)")
    }
}
