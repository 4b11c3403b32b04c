import Foundation
import InstagridActions
import InstagridTrace
import InstagridTestSupport
import XCTest

/// The window as a screen reader reads it: over AT-SPI (Tests/atspi-tree.py, pyatspi),
/// on the test's own session bus.
final class AccessibilityTests: GUITestCase {
    struct Node: Decodable, CustomStringConvertible {
        let depth: Int
        let role: String
        let name: String
        let states: [String]
        /// What labels it (its labelled-by relation), and its text, where it has any.
        let labels: [String]
        let text: String
        var description: String {
            "\(role) “\(name)”\(labels.isEmpty ? "" : " labelled \(labels)")\(text.isEmpty ? "" : " text “\(text)”") \(states.joined(separator: ","))"
        }
        /// What a screen reader says it is: its name, or else what labels it.
        var spokenName: String { name.isEmpty ? labels.joined(separator: " ") : name }
    }

    /// Roles a person acts on: each needs a name that says what it does.
    /// (AT-SPI 2.46 says "push button" where 2.56 says "button".)
    static let controls: Set = ["push button", "button", "toggle button", "check box", "radio button", "slider",
                                "menu item", "combo box", "spin button", "text"]

    private func tree(of app: RunningApp) throws -> [Node] {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("atspi-tree.py").path
        let read = Shell.run(["/usr/bin/python3", script, "instagrid", "20"], environment: app.environment)
        guard read.status == 0, let json = read.output.split(separator: "\n").last else {
            throw TestEnvironmentError("the accessibility tree could not be read: \(read.output)")
        }
        return try JSONDecoder().decode([Node].self, from: Data(json.utf8))
    }

    private func isPressed(_ node: Node) -> Bool { node.states.contains("pressed") || node.states.contains("checked") }

    func testEveryControlHasARoleAndANameAndDecorationIsHidden() throws {
        let display = try display
        let app = try RunningApp(display: display, environment: ["GTK_A11Y": "atspi"])
        let nodes = try tree(of: app)
        let outline = nodes.map { String(repeating: "  ", count: $0.depth) + $0.description }.joined(separator: "\n")

        XCTAssertTrue(nodes.contains { $0.role == "frame" && $0.name == "Instagrid" }, outline)
        XCTAssertTrue(nodes.contains { $0.role == "label" && $0.name == "Swipe up to share" }, outline)
        for slot in ["Top photo: empty", "Bottom left photo: empty", "Bottom right photo: empty"] {
            XCTAssertTrue(nodes.contains { ["push button", "button"].contains($0.role) && $0.name == slot }, "\(slot)\n\(outline)")
        }
        for control in nodes where Self.controls.contains(control.role) {
            XCTAssertFalse(control.name.trimmingCharacters(in: .whitespaces).isEmpty, "a \(control.role) without a name\n\(outline)")
        }
        // Decoration (the arrow, the pictograms, drawing areas, overlays) is not read out at all,
        // least of all by its class name; nor is the notice banner while it shows nothing.
        XCTAssertFalse(nodes.contains { $0.name.hasPrefix("Gtk") }, outline)
        XCTAssertFalse(nodes.contains { $0.role == "image" }, outline)
        XCTAssertFalse(nodes.contains { $0.role == "alert" }, outline)

        let layoutButtons = nodes.filter { $0.name.hasPrefix("Layout ") }
        XCTAssertEqual(layoutButtons.map(\.name), ["Layout 1: One on top, two below", "Layout 2: Two on top, one below",
                                                   "Layout 3: Four squares"], outline)
        XCTAssertEqual(layoutButtons.map(isPressed), [true, false, false], "the Selected layout reads as pressed\n\(outline)")

        // The Selected marker moves, and so does what the screen reader says.
        app.key("2")
        var after: [Node] = []
        XCTAssertTrue(Shell.waitUntil {
            after = ((try? tree(of: app)) ?? []).filter { $0.name.hasPrefix("Layout ") }
            return after.map(isPressed) == [false, true, false]
        }, "layout 2 reads as pressed: \(after)")
    }

    /// The lines between photos are separators a screen reader names by the photos on their
    /// two sides and where they stand; F8 gives one the keyboard (as GTK's panes do; Tab
    /// passes them by), and the arrows along it move it (one undo step for the run of
    /// presses), which the name follows.
    func testDividersAreNamedAndMoveWithTheArrowKeys() throws {
        let display = try display
        let app = try RunningApp(display: display, environment: ["GTK_A11Y": "atspi"])
        let between = "Divider between Top photo and Bottom left photo, 50 %"
        let nodes = try tree(of: app)
        let outline = nodes.map { String(repeating: "  ", count: $0.depth) + $0.description }.joined(separator: "\n")
        let dividers = nodes.filter { $0.role == "separator" && $0.name.hasPrefix("Divider between") }.map(\.name)
        XCTAssertEqual(Set(dividers), [between, "Divider between Bottom left photo and Bottom right photo, 50 %"], outline)

        // Tab goes from photo to photo, never to a divider.
        for _ in 0..<4 {
            let before = app.traceEvents.filter { $0.is(.keyboardOn) }.count
            app.key("Tab")
            _ = Shell.waitUntil(seconds: 2) { app.traceEvents.filter { $0.is(.keyboardOn) }.count > before }
        }
        XCTAssertFalse(app.traceEvents.contains { $0.is(.keyboardOn, "divider") }, "\(app.traceEvents.filter { $0.is(.keyboardOn) })")
        // F8: the first divider, the one under the top photo; again, the next; and round.
        app.key("F8")
        XCTAssertTrue(app.waitForTrace(.keyboardOn, "divider 0 2"), "F8 gives the first divider the keyboard")
        app.key("F8")
        XCTAssertTrue(app.waitForTrace(.keyboardOn, "divider 2 3"), "and the next")
        app.key("F8")
        XCTAssertTrue(app.waitForTrace(.keyboardOn, "divider 0 2", count: 2), "and round to the first")
        app.key("Down", "Down", "Down", "Down", "Down")
        XCTAssertTrue(app.waitForTrace(.dividerMoved, "0 2 60 %"), "five presses move it 10 %: \(app.traceEvents.filter { $0.is(.dividerMoved) })")
        XCTAssertTrue(Shell.waitUntil {
            ((try? self.tree(of: app)) ?? []).contains { $0.name == "Divider between Top photo and Bottom left photo, 60 %" }
        }, "the screen reader hears where it is now")
        app.key("ctrl+z")
        XCTAssertTrue(Shell.waitUntil { ((try? self.tree(of: app)) ?? []).contains { $0.name == between } },
                      "one undo takes the run of presses back")
    }

    /// The main menu (F10) names the change its Undo would take back and its Redo make again.
    func testUndoAndRedoSayWhichChangeInTheMainMenu() throws {
        let display = try display
        let photos = TemporaryFolder()
        let paths = [Color.red, .green].enumerated().map { index, colour in
            TestPhotos.solid(photos.file("\(index).jpg"), width: 200, height: 200, color: colour)
        }
        let app = try RunningApp(display: display, arguments: paths, environment: ["GTK_A11Y": "atspi"])
        XCTAssertTrue(app.waitForTrace(.photoDecoded, count: 2))
        let swap = AppAction.swapPhotos.activate("(0, 2)", environment: app.environment)
        XCTAssertEqual(swap.status, 0, swap.output)
        XCTAssertTrue(app.waitForTrace(.announced, "Photos swapped"))
        func menuItems() -> [Node] { ((try? tree(of: app)) ?? []).filter { $0.role == "menu item" } }
        func entry(_ name: String, in items: [Node]) -> Node? { items.first { $0.spokenName == name } }
        app.key("F10")
        var items: [Node] = []
        XCTAssertTrue(Shell.waitUntil {
            items = menuItems()
            return entry("Undo Swap Photos", in: items).map { $0.states.contains("sensitive") } ?? false
        }, "Undo names the swap: \(items)")
        XCTAssertEqual(entry("Redo", in: items)?.states.contains("sensitive"), false, "nothing to redo: \(items)")
        app.key("Escape")
        app.key("ctrl+z")
        XCTAssertTrue(app.waitForTrace(.undo, "swap-photos"))
        app.key("F10")
        XCTAssertTrue(Shell.waitUntil {
            items = menuItems()
            return entry("Redo Swap Photos", in: items).map { $0.states.contains("sensitive") } ?? false
        }, "Redo names it once undone: \(items)")
        XCTAssertEqual(entry("Undo Choose Photo", in: items)?.states.contains("sensitive"), true,
                       "Undo names the step before, the photos opened: \(items)")
    }
}
