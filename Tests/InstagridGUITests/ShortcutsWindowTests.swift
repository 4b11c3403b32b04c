import Foundation
import InstagridTestSupport
import XCTest

/// The keyboard shortcuts window, as a screen reader reads it: every row of the one table of
/// shortcuts (`instagrid keys`, which the user guide's tables are), with its keys.
final class ShortcutsWindowTests: GUITestCase {
    struct Node: Decodable {
        let depth: Int, role: String, name: String, text: String
    }

    /// The rows of `instagrid keys`: what each does, and its keys as written there.
    private func tableRows() throws -> [(title: String, keys: String)] {
        let run = try InstagridProcess.run(["keys"])
        return run.stdout.split(separator: "\n").compactMap { line in
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard line.hasPrefix("| "), cells.count == 2, cells[0] != "keys", cells[0] != "---" else { return nil }
            return (cells[1], cells[0])
        }
    }

    private func names(_ app: RunningApp) throws -> [String] {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("atspi-tree.py").path
        let read = Shell.run(["/usr/bin/python3", script, "instagrid", "20"], environment: app.environment)
        let json = try XCTUnwrap(read.output.split(separator: "\n").last, read.output)
        return try JSONDecoder().decode([Node].self, from: Data(json.utf8)).map { $0.name.isEmpty ? $0.text : $0.name }.filter { !$0.isEmpty }
    }

    func testTheShortcutsWindowListsEveryRowOfTheTableWithItsKeys() throws {
        let app = try RunningApp(display: try display, environment: ["GTK_A11Y": "atspi"])
        app.key("F1")
        XCTAssertTrue(Shell.waitUntil { app.findWindow("Keyboard Shortcuts") != nil }, "F1 opens the shortcuts window")
        let rows = try tableRows()
        XCTAssertGreaterThan(rows.count, 30)
        // GTK 4.18 lays the groups out on pages ("_1", "_2"), and only the page shown is read:
        // each page is read in turn (Alt and its number shows it). GTK 4.8 reads them all at once.
        var pages = [try names(app)]
        let titles = Set(rows.map(\.title))
        for page in 2...4 where pages.last!.contains("_\(page)") && !titles.isSubset(of: Set(pages.joined())) {
            let before = Set(pages.last!)
            app.focus(try XCTUnwrap(app.findWindow("Keyboard Shortcuts")))
            app.key("alt+\(page)")
            var shown: [String] = []
            XCTAssertTrue(Shell.waitUntil(seconds: 10) { shown = (try? self.names(app)) ?? []; return Set(shown) != before }, "page \(page) shows")
            pages.append(shown)
        }
        for row in rows {
            // Each row's title, and before it (back to another row's title) the labels of its keys.
            // The last one: the main window, read first, has a "Main menu" of its own, on every
            // page; the page that shows the row names it once more.
            let showing = pages.filter { $0.contains(row.title) }
            guard let names = showing.max(by: { $0.count { $0 == row.title } < $1.count { $0 == row.title } }),
                  let at = names.lastIndex(of: row.title) else {
                XCTFail("no row “\(row.title)” (\(row.keys)) in the shortcuts window:\n\(pages)")
                continue
            }
            let start = names[..<at].lastIndex { titles.contains($0) }.map { $0 + 1 } ?? 0
            let keyLabels = names[start..<at]
            let expected = row.keys.split(whereSeparator: { ", +".contains($0) }).map(String.init)
            // The keys GTK writes as words, and the two it draws as signs.
            let shown = ["Alt": "Alt", "Ctrl": "Ctrl", "Shift": "Shift", "Tab": "Tab", "F1": "F1", "F8": "F8", "F10": "F10",
                         "S": "S", "C": "C", "O": "O", "Z": "Z", "Y": "Y", "Space": "␣", "Enter": "⏎"]
            for key in expected {
                guard let label = shown[key] else { continue }
                XCTAssertTrue(keyLabels.contains { $0.contains(label) }, "“\(row.title)” shows \(key): \(Array(keyLabels))")
            }
        }
    }
}
