import Foundation
import InstagridActions
import InstagridTestSupport
import XCTest

/// The About window shows the app's icon, not GTK's missing-image sign.
final class AboutTests: GUITestCase {
    /// The icon's colours (data/icons): its frame blue and the blue of its "+" cell.
    static func showsTheAppIcon(_ shot: Screenshot) -> Bool {
        // Painted: until GTK draws the new window, the screen below shows through (the main window).
        guard shot.color(6, shot.height - 6).distance(to: .white) <= 12 else { return false }
        guard let frame = shot.bounds(of: .gridFrame, tolerance: 4) else { return false }
        return frame.x.count >= 30 && frame.y.count >= 30
            && shot.bounds(of: Color(0x4E91B8), tolerance: 4, in: (x: frame.x.lowerBound..<frame.x.upperBound, y: frame.y.lowerBound..<frame.y.upperBound)) != nil
    }

    /// Run from the source tree (the test's build, with the icon bundle scripts/test and scripts/run make).
    func testAboutShowsTheAppIconFromTheSourceTree() throws {
        let app = try RunningApp(display: try display)
        XCTAssertEqual(app.action(.about), 0)
        XCTAssertTrue(Shell.waitUntil { app.findWindow("About") != nil }, "the About window opens")
        let about = try XCTUnwrap(app.findWindow("About"))
        XCTAssertNotNil(Screenshot.wait(seconds: 10, taking: { app.screenshot(window: about) }, until: Self.showsTheAppIcon),
                        "the About window shows the app icon")
    }

    /// Without the bundle (a build that skipped scripts/icon-bundle): the icon comes from data/icons.
    func testAboutShowsTheAppIconWithoutTheBundle() throws {
        try assertAboutShowsTheAppIcon(copying: ["Resources", "data"], bundle: false)
    }

    /// As installed: PREFIX/share/instagrid holds the bundle, and no icon theme reads PREFIX's
    /// share/icons (a staged install; /opt). InstallTests checks the real `make install`.
    func testAboutShowsTheAppIconFromTheBundleAlone() throws {
        try assertAboutShowsTheAppIcon(copying: ["Resources"], bundle: true)
    }

    private func assertAboutShowsTheAppIcon(copying folders: [String], bundle: Bool,
                                            file: StaticString = #filePath, line: UInt = #line) throws {
        let tree = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let copy = TemporaryFolder()
        for folder in folders {
            XCTAssertEqual(Shell.run(["cp", "-r", tree.appendingPathComponent(folder).path, copy.path]).status, 0, file: file, line: line)
        }
        let bundlePath = copy.file("Resources/instagrid.gresource")
        XCTAssertEqual(FileManager.default.fileExists(atPath: bundlePath), true,
                       "scripts/icon-bundle made the bundle first (scripts/test does)", file: file, line: line)
        if !bundle { try FileManager.default.removeItem(atPath: bundlePath) }
        let app = try RunningApp(display: try display, environment: ["INSTAGRID_RESOURCES": copy.file("Resources")])
        XCTAssertEqual(app.action(.about), 0, file: file, line: line)
        XCTAssertTrue(Shell.waitUntil { app.findWindow("About") != nil }, "the About window opens", file: file, line: line)
        let about = try XCTUnwrap(app.findWindow("About"), file: file, line: line)
        XCTAssertNotNil(Screenshot.wait(seconds: 10, taking: { app.screenshot(window: about) }, until: Self.showsTheAppIcon),
                        "the About window shows the app icon", file: file, line: line)
    }
}
