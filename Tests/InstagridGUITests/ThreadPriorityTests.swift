import Foundation
import InstagridTrace
import InstagridTestSupport
import XCTest

/// The picture's decoders give way to the flying grid by running niced. As an
/// ordinary user a nice value cannot be lowered again, so that must never touch
/// threads that outlive the share (a shared pool's, which decode later photos).
final class ThreadPriorityTests: GUITestCase {
    let files = TemporaryFolder()

    /// Every thread of `pid` with its nice value, from /proc.
    private func niceValues(_ pid: Int32) -> [String: Int] {
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
        var values: [String: Int] = [:]
        for task in tasks {
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/task/\(task)/stat", encoding: .utf8),
                  let nameEnd = stat.lastIndex(of: ")") else { continue }
            // After "pid (name)" come the fields from the third on; nice is the nineteenth.
            let fields = stat[stat.index(after: nameEnd)...].split(separator: " ")
            let name = stat[stat.index(after: stat.firstIndex(of: "(")!)..<nameEnd]
            if fields.count > 16, let nice = Int(fields[16]) { values["\(task) (\(name))"] = nice }
        }
        return values
    }

    func testAfterSharingEveryThreadIsBackAtTheProcesssPriority() throws {
        try requireCapability(getuid() == 0, "running the app as an ordinary user needs root (CI runs as root)")
        chmod(files.path, 0o755)
        let binary = try InstagridProcess.copy(into: files.file("app"))
        let colors: [Color] = [.red, .green, .blue]
        let paths = colors.enumerated().map {
            TestPhotos.solid(files.file("p\($0.offset).jpg"), width: 1600, height: 1200, color: $0.element)
        }
        let app = try RunningApp(display: display, arguments: paths, executable: binary, user: .nobody)
        XCTAssertNotNil(app.waitForScreen { shot in colors.allSatisfy { shot.bounds(of: $0, tolerance: 30) != nil } },
                        "the photos are on screen")
        let processNice = try XCTUnwrap(niceValues(app.pid).first { $0.key.hasPrefix("\(app.pid) ") }?.value,
                                        "the main thread's nice value")

        for round in 1...2 {
            app.key("ctrl+s")
            XCTAssertTrue(app.waitForTrace(.shareRendered, count: round), "share \(round) rendered")
            XCTAssertTrue(Shell.waitUntil { app.findWindow("^Share$") != nil }, "the share dialog opens")
            let share = try XCTUnwrap(app.findWindow("^Share$"))
            app.click(5, 5, window: share)
            app.key("Escape")
            XCTAssertTrue(app.waitForTrace(.gridLanded, count: round), "the grid is back after share \(round)")
            app.focus(app.windowID)
        }
        // A later photo decodes on the shared pool: it must run at the process's own priority.
        let later = TestPhotos.solid(files.file("later.jpg"), width: 1600, height: 1200, color: .yellow)
        let opened = Shell.run(RunningApp.User.nobody.running([
            "/usr/bin/gdbus", "call", "--session", "--dest", "io.github.instagrid.Instagrid",
            "--object-path", "/io/github/instagrid/Instagrid", "--method", "org.gtk.Application.Open",
            "['file://\(later)']", "", "{}"]), environment: app.environment)
        XCTAssertEqual(opened.status, 0, "the running app takes the photo over D-Bus")
        XCTAssertNotNil(app.waitForScreen(seconds: 20) { $0.bounds(of: .yellow, tolerance: 30) != nil }, "the later photo is drawn")
        let decodes = app.traceEvents.filter { $0.is(.photoDecoded) }
        XCTAssertGreaterThanOrEqual(decodes.count, 4, "three photos at the start and the later one: \(decodes)")
        XCTAssertEqual(decodes.filter { !$0.details.hasSuffix(" nice \(processNice)") }, [],
                       "every decode ran at the process's nice value \(processNice); threads now: \(niceValues(app.pid))")
    }
}
