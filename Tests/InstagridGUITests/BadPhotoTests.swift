import Foundation
import InstagridActions
import InstagridTrace
import InstagridModel
import InstagridTestSupport
import XCTest

/// Everything a real disk holds, chosen through the real file chooser: bad files
/// get a message naming them and change nothing; odd but good ones just work.
final class BadPhotoTests: GUITestCase {
    let files = TemporaryFolder()


    /// `drop-photos` from a script may name a relative path: kept as it was, the next start
    /// (in another folder) read the session file as damaged and set the whole session aside.
    func testARelativePathFromTheDropActionIsRefusedAndTheSessionStaysWhole() throws {
        let display = try display
        let home = TemporaryFolder()
        let red = TestPhotos.solid(files.file("red.jpg"), width: 300, height: 300, color: .red)
        var app = try RunningApp(display: display, arguments: [red], home: home)
        XCTAssertNotNil(app.waitForScreen { $0.bounds(of: .red, tolerance: 30) != nil })
        // The app's working folder holds it: relative to it, the path names a real photo.
        TestPhotos.solid(home.file("green.jpg"), width: 300, height: 300, color: .green)
        let dropped = Shell.run(["gdbus", "call", "--session", "--dest", "io.github.instagrid.Instagrid",
                                 "--object-path", "/io/github/instagrid/Instagrid", "--method", "org.gtk.Actions.Activate",
                                 AppAction.dropPhotos.rawValue, "[<(1, [b'green.jpg'])>]", "{}"], environment: app.environment)
        XCTAssertEqual(dropped.status, 0, dropped.output)
        app.waitForNotice("“green.jpg” cannot be used")
        let session = home.file("state/instagrid/session")
        XCTAssertTrue(Shell.waitUntil { ((try? String(contentsOfFile: session, encoding: .utf8)) ?? "").contains(red) })
        XCTAssertFalse(((try? String(contentsOfFile: session, encoding: .utf8)) ?? "").contains("green.jpg"))
        app.kill()
        app = try RunningApp(display: display, home: home)
        XCTAssertNotNil(app.waitForScreen { $0.bounds(of: .red, tolerance: 30) != nil }, "the session comes back whole")
        XCTAssertFalse(app.traceEvents.contains { $0.is(.noticeShown) }, "nothing was set aside")
    }

    func testBadPhotosGetAMessageAndOddGoodOnesWork() throws {
        let display = try display
        let red = TestPhotos.solid(files.file("red.jpg"), width: 300, height: 300, color: .red)
        let app = try RunningApp(display: display, arguments: [red])
        let shot = try XCTUnwrap(app.waitForScreen { $0.bounds(of: .red, tolerance: 30) != nil })
        let frame = try XCTUnwrap(shot.bounds(of: .gridFrame))
        let top = GridGeometry(side: Double(frame.x.count), layout: Layout.numbered(1)!).frame(of: Layout.numbered(1)!.cells[0].slot)!
        let slot = (frame.x.lowerBound + Int(top.midX), frame.y.lowerBound + Int(top.midY))

        let whole = try Data(contentsOf: URL(fileURLWithPath: TestPhotos.noise(files.file("noise.jpg"), width: 100, height: 80)))
        let bad: [(String, Data)] = [
            ("empty.jpg", Data()),
            ("cut short.jpg", whole.prefix(whole.count / 2)),
            ("letter.jpg", Data("Dear Ana, this is not a photo.".utf8)),
            ("bomb.png", Data(PNGHeader.file(width: 40000, height: 40000))),
            ("vector.xcf", Data("gimp xcf v011".utf8) + Data(repeating: 0, count: 64)),
        ]
        for (name, contents) in bad {
            let path = files.file(name)
            XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: contents), path)
            app.click(slot.0, slot.1)
            app.answerFileChooser(with: path)
            let notice = try XCTUnwrap(app.waitForNotice("“\(name)” cannot be used"), "a notice names \(name)")
            app.dismissNotice(notice)
            assertColor(try XCTUnwrap(app.screenshot()).color(slot.0, slot.1), near: .red, tolerance: 30, "\(name) changed nothing")
        }
        XCTAssertTrue(app.isRunning)

        // A name with spaces and accents, reached through a symbolic link: a good photo.
        let odd = TestPhotos.solid(files.file("Été à la plage — n°2.jpg"), width: 300, height: 300, color: .green)
        let link = files.file("link to photo.jpg")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: odd)
        app.click(slot.0, slot.1)
        app.answerFileChooser(with: link)
        XCTAssertNotNil(app.waitForScreen { $0.color(slot.0, slot.1).distance(to: .green) < 30 }.flatMap {
            $0.color(slot.0, slot.1).distance(to: .green) < 30 ? $0 : nil
        }, "the linked photo with an odd name is shown")
    }
}
