import Foundation
import InstagridActions
import InstagridTestSupport
import XCTest

/// `make install` into a staging folder: the freedesktop files validate, the
/// installed binary runs from outside the source tree with its installed
/// resources and translations, and `make uninstall` takes it all away.
final class InstallTests: GUITestCase {
    let stage = TemporaryFolder()
    let sourceTree = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path


    private func make(_ target: String) -> Int32 {
        // The test's own build stands in for the release build `make install` would make first.
        Shell.run(["make", "-s", "-C", sourceTree, target, "BIN=\(InstagridProcess.executable)",
                   "PREFIX=/usr", "DESTDIR=\(stage.path)"]).status
    }

    private func installedFiles() -> [String] {
        let found = Shell.run(["find", stage.path, "-type", "f"]).output
        return found.split(separator: "\n").map { String($0.dropFirst(stage.path.count)) }.sorted()
    }

    func testInstallValidatesRunsFromThePrefixAndUninstalls() throws {
        XCTAssertEqual(make("install-files"), 0)
        let files = installedFiles()
        for expected in ["/usr/bin/instagrid", "/usr/share/applications/io.github.instagrid.Instagrid.desktop",
                         "/usr/share/metainfo/io.github.instagrid.Instagrid.metainfo.xml",
                         "/usr/share/mime/packages/io.github.instagrid.Instagrid.xml", "/usr/share/thumbnailers/instagrid.thumbnailer",
                         "/usr/share/icons/hicolor/scalable/apps/io.github.instagrid.Instagrid.svg",
                         "/usr/share/icons/hicolor/symbolic/apps/io.github.instagrid.Instagrid-symbolic.svg",
                         "/usr/share/instagrid/style.css", "/usr/share/instagrid/instagrid.gresource",
                         "/usr/share/instagrid/fonts/DancingScript-Bold.otf", "/usr/share/instagrid/fonts/Cantarell-OFL.txt",
                         "/usr/share/locale/fr/LC_MESSAGES/instagrid.mo", "/usr/share/man/man1/instagrid.1",
                         "/usr/share/bash-completion/completions/instagrid", "/usr/share/zsh/site-functions/_instagrid",
                         "/usr/share/fish/vendor_completions.d/instagrid.fish"] {
            XCTAssertTrue(files.contains(expected), "\(expected) is installed")
        }
        let desktop = Shell.run(["desktop-file-validate", stage.file("usr/share/applications/io.github.instagrid.Instagrid.desktop")])
        XCTAssertEqual(desktop.status, 0, desktop.output)
        let metainfo = Shell.run(["appstreamcli", "validate", "--no-net",
                                  stage.file("usr/share/metainfo/io.github.instagrid.Instagrid.metainfo.xml")])
        XCTAssertEqual(metainfo.status, 0, metainfo.output)

        // The man page, made from the command line's definitions, documents every subcommand and option.
        let manual = try String(contentsOfFile: stage.file("usr/share/man/man1/instagrid.1"), encoding: .utf8)
        for expected in [".Nm instagrid", "export", "Fl -frame-colour", "Fl -session", "layouts"] {
            XCTAssertTrue(manual.contains(expected), "the man page mentions \(expected)")
        }
        // Tab after `instagrid export --la`, as bash calls the installed completion.
        let completion = Shell.run(["bash", "-c", """
            source '\(stage.file("usr/share/bash-completion/completions/instagrid"))'
            COMP_LINE='instagrid export --la'; COMP_POINT=${#COMP_LINE}; COMP_WORDS=(instagrid export --la); COMP_CWORD=2
            _instagrid instagrid --la export; printf '%s\\n' "${COMPREPLY[@]}"
            """])
        XCTAssertEqual(completion.output.split(separator: "\n").map(String.init), ["--layout"], completion.output)

        // Run from "/", far from the source tree: resources and catalogues come from the prefix.
        let display = try display
        let app = try RunningApp(display: display, environment: ["LANG": "fr_FR.UTF-8", "INSTAGRID_RESOURCES": ""],
                                 executable: stage.file("usr/bin/instagrid"), workingDirectory: "/")
        let shot = try XCTUnwrap(app.screenshot())
        XCTAssertNotNil(shot.bounds(of: .gridFrame), "the grid is drawn")
        XCTAssertNotNil(shot.bounds(of: Color(0xD8D8D8), tolerance: 2), "the layout icons were found")
        XCTAssertFalse(app.output.contains("cannot load the font"), "the installed fonts are found: \(app.output)")
        app.key("ctrl+s")
        XCTAssertTrue(Shell.waitUntil { app.findWindow("compléter la grille") != nil }, "the installed French catalogue is used")
        // The app icon, from the installed bundle: this prefix's share/icons is no theme's.
        XCTAssertEqual(app.action(.about), 0)
        XCTAssertTrue(Shell.waitUntil { app.findWindow("propos") != nil }, "the About window opens")
        let about = try XCTUnwrap(app.findWindow("propos"))
        XCTAssertNotNil(Screenshot.wait(seconds: 10, taking: { app.screenshot(window: about) }, until: AboutTests.showsTheAppIcon),
                        "the installed app's About window shows its icon")

        XCTAssertEqual(make("uninstall"), 0)
        XCTAssertEqual(installedFiles(), [], "uninstall removes every installed file")
    }
}
