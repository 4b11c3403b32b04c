import Foundation
import InstagridTrace
import InstagridModel
import InstagridTestSupport
import XCTest

/// A hurried user: many layout switches, resizes across orientations, and a
/// photo chosen while another still decodes. The app must end where the user
/// left it, alive, and give back its memory.
final class StressTests: GUITestCase {
    let files = TemporaryFolder()


    private func residentKiB(_ pid: Int32) -> Int {
        let status = (try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)) ?? ""
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") } ?? ""
        return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
    }

    func testLayoutSwitchesAndResizesInAHurry() throws {
        let display = try display
        let colors: [Color] = [.red, .green, .blue, .yellow]
        let paths = colors.enumerated().map { TestPhotos.solid(files.file("p\($0.offset).jpg"), width: 1600, height: 1200, color: $0.element) }
        let app = try RunningApp(display: display, arguments: paths)
        XCTAssertNotNil(app.waitForScreen { shot in colors.allSatisfy { shot.bounds(of: $0, tolerance: 30) != nil } },
                        "the photos are on screen")
        let before = residentKiB(app.pid)

        // 200 layout switches, as fast as the keyboard sends them.
        app.focus(app.windowID)
        let keys = (0..<200).map { ["1", "2", "3"][$0 % 3] }
        app.xdotool(["key", "--delay", "5"] + keys)
        // 50 resize steps between portrait and landscape.
        for step in 0..<50 {
            let t = Double(step % 25) / 24
            let (width, height) = step < 25 ? (480 + Int(t * 420), 760 - Int(t * 200)) : (900 - Int(t * 420), 560 + Int(t * 200))
            app.resize(width: width, height: height)
            usleep(20_000)
        }
        app.resize(width: 480, height: 760)
        // The last key was "2" (199 % 3 == 1): two on top, one wide below, photos in place.
        let two = Layout.numbered(2)!
        var seen = "no screenshot"
        let shot = try XCTUnwrap(app.waitForScreen { shot in
            guard let frame = shot.bounds(of: .gridFrame) else { seen = "\(shot.width)×\(shot.height), no grid"; return false }
            let rect = GridGeometry(side: Double(frame.x.count), layout: two).frame(of: two.cells[2].slot)!
            let colour = shot.color(frame.x.lowerBound + Int(rect.midX), frame.y.lowerBound + Int(rect.midY))
            seen = "\(shot.width)×\(shot.height), grid \(frame), wide cell \(colour)"
            return shot.width == 480 && colour.distance(to: .blue) < 30
        }, "the grid ends in layout 2 with its photos; last seen: \(seen); trace: \(app.traceEvents.suffix(12))")
        XCTAssertTrue(app.isRunning)
        let frame = try XCTUnwrap(shot.bounds(of: .gridFrame))
        XCTAssertEqual(frame.x.count, frame.y.count, accuracy: 2, "still square")

        // Sharper decodes for the last size may still be landing: memory has until then to come back.
        var after = 0
        XCTAssertTrue(Shell.waitUntil(seconds: 10) {
            after = residentKiB(app.pid)
            return after - before < 40 * 1024
        }, "memory back near its level: \(before) KiB before, \(after) KiB after")
    }

    func testChoosingAPhotoWhileAnotherDecodesKeepsTheLatest() throws {
        let display = try display
        // Large enough to be still decoding when the second choice comes, on a fast machine
        // too (Debian 13's gdk-pixbuf read a 3000x2000 one before it).
        let big = TestPhotos.noise(files.file("big.png"), width: 6000, height: 4000)
        let green = TestPhotos.solid(files.file("green.jpg"), width: 300, height: 300, color: .green)
        let app = try RunningApp(display: display)
        // Two opens of the same slot in a row: the big PNG starts decoding, then the small JPEG replaces it.
        for path in [big, green] {
            let result = Shell.run(["gdbus", "call", "--session", "--dest", "io.github.instagrid.Instagrid",
                                    "--object-path", "/io/github/instagrid/Instagrid", "--method", "org.gtk.Application.Open",
                                    "['file://\(path)']", "", "{}"], environment: app.environment)
            XCTAssertEqual(result.status, 0)
        }
        let shot = try XCTUnwrap(app.waitForScreen { $0.bounds(of: .green, tolerance: 30) != nil }, "the small photo is drawn")
        // The big one finishes later, and its result must be dropped rather than drawn.
        XCTAssertTrue(app.waitForTrace(.decodeDropped, "0", seconds: 30), "the slower decode finished after the newer one")
        let later = try XCTUnwrap(app.screenshot())
        let frame = try XCTUnwrap(shot.bounds(of: .gridFrame))
        let rect = GridGeometry(side: Double(frame.x.count), layout: Layout.numbered(1)!).frame(of: Layout.numbered(1)!.cells[0].slot)!
        assertColor(later.color(frame.x.lowerBound + Int(rect.midX), frame.y.lowerBound + Int(rect.midY)), near: .green,
                    tolerance: 30, "the newest choice wins, not the slower one")
    }
}
