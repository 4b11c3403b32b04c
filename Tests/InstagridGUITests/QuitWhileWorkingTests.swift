import Foundation
import InstagridTestSupport
import InstagridTrace
import XCTest

/// Quit while photos are decoded and a share is prepared off the main loop: the app ends
/// through its main loop, never by a crash. Debian 13's pixman frees its compositing
/// implementations in a library destructor at exit, under a Cairo call still running on a
/// worker thread: 2 segfaults in libpixman in one loaded run, 3 in 50 exits of a C program
/// drawing on a thread as main returns. The window is a few milliseconds an exit, so this
/// rarely meets it; RunningApp fails every test whose app crashed, wherever it happens.
final class QuitWhileWorkingTests: GUITestCase {
    let files = TemporaryFolder()

    func testQuitWhileDecodingOrPreparingAShareEndsCleanly() throws {
        let paths = (0..<4).map { TestPhotos.noise(files.file("photo\($0).jpg"), width: 4000, height: 3000, seed: UInt64($0 + 7)) }
        for round in 0..<4 {
            let app = try RunningApp(display: try display, arguments: paths)
            let preparing = round.isMultiple(of: 2)
            if preparing {
                XCTAssertTrue(app.waitForTrace(.sharePreparing, "4", seconds: 30), "round \(round): the share is prepared: \(app.traceEvents)")
            }
            app.key("ctrl+q")
            XCTAssertTrue(Shell.waitUntil(seconds: 40) { !app.isRunning }, "round \(round): Ctrl+Q ends the app")
            XCTAssertTrue(app.exitedCleanly, "round \(round), quit while \(preparing ? "preparing a share" : "decoding"): \(app.ending)")
        }
    }
}
