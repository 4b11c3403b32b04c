import Foundation
import InstagridTestSupport
import XCTest

/// The title and label faces come with the app, not from the distribution's font packages.
final class FontTests: GUITestCase {
    let files = TemporaryFolder()

    /// Fontconfig as the user has it, minus the system's copies of the two faces, as on a
    /// distribution that packages neither. Each file is rejected by its own path, as
    /// fontconfig lists it: a pattern such as */dancingscript/* matches on fontconfig 2.14
    /// (Debian 12) but not on 2.15 (Debian 13).
    private func fontSetupWithoutSystemCopies() throws -> String {
        let systemCopies = ["Dancing Script", "Cantarell"].flatMap { family in
            Shell.run(["fc-list", "-f", "%{file}\n", family]).output.split(separator: "\n").map(String.init)
        }
        let config = files.file("fonts.conf")
        try """
        <?xml version="1.0"?>
        <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
        <fontconfig>
          <include ignore_missing="yes">/etc/fonts/fonts.conf</include>
          <cachedir>\(files.file("font-cache"))</cachedir>
          <selectfont><rejectfont>
            \(systemCopies.map { "<glob>\($0)</glob>" }.joined(separator: "\n    "))
          </rejectfont></selectfont>
        </fontconfig>
        """.write(toFile: config, atomically: true, encoding: .utf8)
        return config
    }

    /// Where the window shows white text above the grid: the title and the share label.
    private func textMask(_ app: RunningApp) throws -> Set<Int> {
        let screen = try XCTUnwrap(app.screenshot())
        let grid = try XCTUnwrap(screen.bounds(of: .gridFrame))
        var mask = Set<Int>()
        for y in 0..<grid.y.lowerBound {
            for x in 0..<screen.width where screen.color(x, y).distance(to: .white) <= 60 { mask.insert(y * screen.width + x) }
        }
        return mask
    }

    func testTheTitleIsDrawnInTheBundledFaceWhereTheSystemHasNone() throws {
        let display = try display
        let fonts = ["FONTCONFIG_FILE": try fontSetupWithoutSystemCopies()]

        let bundled = try RunningApp(display: display, environment: fonts)
        let withFaces = try textMask(bundled)
        XCTAssertFalse(bundled.output.contains("cannot load the font"), bundled.output)
        bundled.kill()

        // The same app with its fonts folder gone falls back to the default face, and says so.
        let copy = try InstagridProcess.copy(into: files.file("copy"))
        try FileManager.default.removeItem(atPath: files.file("copy/Resources/fonts"))
        let bare = try RunningApp(display: display, environment: fonts, executable: copy)
        let withoutFaces = try textMask(bare)
        XCTAssertTrue(bare.output.contains("cannot load the font \(files.file("copy/Resources/fonts"))/DancingScript-Bold.otf"),
                      bare.output)

        XCTAssertGreaterThan(withFaces.count, 500, "the title and label show")
        XCTAssertGreaterThan(withoutFaces.count, 500, "the title and label show in the fallback face too")
        let differing = withFaces.symmetricDifference(withoutFaces).count
        XCTAssertGreaterThan(Double(differing) / Double(withFaces.count), 0.5,
                             "the text looks different without the bundled faces: they are what draws it")
    }
}
