import Foundation
import InstagridTestSupport
import XCTest

/// The user guide's Keyboard tables are the one table of shortcuts as `instagrid keys` prints it
/// (scripts/keyboard-table writes them), and it lists the keys the issue found missing.
final class KeyboardTableTests: XCTestCase {
    static let guide = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("docs/user-guide.md").path

    static func keys() throws -> String {
        let run = try InstagridProcess.run(["keys"])
        XCTAssertEqual(run.status, 0, run.stderr)
        return run.stdout
    }

    func testTheGuidesTablesAreTheTableOfShortcuts() throws {
        let guide = try String(contentsOfFile: Self.guide, encoding: .utf8)
        let lines = guide.split(separator: "\n", omittingEmptySubsequences: false)
        let start = try XCTUnwrap(lines.firstIndex { $0.hasPrefix("<!-- keys: ") }, "the guide's keys marker")
        let end = try XCTUnwrap(lines.firstIndex { $0 == "<!-- end of keys -->" }, "the guide's end of keys marker")
        let written = lines[(start + 1)..<end].joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
        XCTAssertEqual(written, try Self.keys().trimmingCharacters(in: .whitespacesAndNewlines),
                       "the guide's keys are the table's: run scripts/keyboard-table")
    }

    func testTheTableHasTheShareDialogsKeysAndSpace() throws {
        let table = try Self.keys()
        for row in ["| Alt+S | Save the picture", "| Ctrl+C, Alt+C | Copy to the clipboard |",
                    "| Alt+O | Open the picture in another application |", "| Escape | Close |",
                    "| Enter, Space | Choose a photo for the focused slot |", "| Tab, Shift+Tab |"] {
            XCTAssertTrue(table.contains(row), "\(row) in\n\(table)")
        }
    }

    func testKeysIsHiddenFromTheHelp() throws {
        let help = try InstagridProcess.run(["--help"])
        XCTAssertFalse(help.stdout.contains("keys"), help.stdout)
    }
}
