import Foundation
import InstagridTestSupport
import XCTest

/// The Debian package `make deb` made (scripts/test makes it before the tests run):
/// lintian finds nothing to warn about, apt installs it, the installed app runs,
/// exports and opens its window in French, and a purge leaves no file of ours.
final class PackageTests: GUITestCase {
    let files = TemporaryFolder()
    let sourceTree = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    private var version: String {
        Shell.run(["dpkg-parsechangelog", "-l", sourceTree + "/debian/changelog", "-S", "Version"]).output
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    private func package() throws -> String {
        let architecture = Shell.run(["dpkg", "--print-architecture"]).output.trimmingCharacters(in: .whitespacesAndNewlines)
        let path = "\(sourceTree)/.build/deb/instagrid_\(version)_\(architecture).deb"
        guard FileManager.default.fileExists(atPath: path) else {
            throw TestEnvironmentError("no \(path): scripts/test runs `make deb` before the tests")
        }
        return path
    }

    private func isInstalled() -> Bool {
        Shell.run(["dpkg-query", "-W", "-f=${Status}", "instagrid"]).output.hasPrefix("install ok installed")
    }

    func testLintianFindsNoErrorOrWarning() throws {
        let lintian = Shell.run(["lintian", "--fail-on", "error,warning", "--display-info", try package()])
        XCTAssertEqual(lintian.status, 0, lintian.output)
        // What stays is informational only, and docs/packaging.md says which and why.
        let complaints = lintian.output.split(separator: "\n").filter { $0.hasPrefix("E: ") || $0.hasPrefix("W: ") }
        XCTAssertEqual(complaints, [], lintian.output)
    }

    func testTheSwiftRuntimeIsInsideAndTheDependenciesAreDebians() throws {
        let fields = Shell.run(["dpkg-deb", "--field", try package(), "Depends"]).output
        for library in ["libgtk-4-1", "libcairo2", "libgdk-pixbuf-2.0-0", "libjpeg62-turbo", "librsvg2-common",
                        "fonts-dancingscript", "fonts-cantarell"] {
            XCTAssertTrue(fields.contains(library), "Depends names \(library): \(fields)")
        }
        XCTAssertFalse(fields.lowercased().contains("swift"), fields)
        // dlib is linked statically, without LAPACK or BLAS: none of their packages (nor dlib's 95 MiB of models).
        for absent in ["libdlib", "liblapack", "libblas", "libopenblas"] {
            XCTAssertFalse(fields.contains(absent), "\(absent): \(fields)")
        }
        let contents = Shell.run(["dpkg-deb", "--contents", try package()]).output
        for expected in ["./usr/bin/instagrid", "./usr/share/man/man1/instagrid.1.gz",
                         "./usr/share/bash-completion/completions/instagrid", "./usr/share/zsh/vendor-completions/_instagrid",
                         "./usr/share/fish/vendor_completions.d/instagrid.fish",
                         "./usr/share/applications/io.github.instagrid.Instagrid.desktop",
                         "./usr/share/metainfo/io.github.instagrid.Instagrid.metainfo.xml",
                         "./usr/share/mime/packages/io.github.instagrid.Instagrid.xml",
                         "./usr/share/thumbnailers/instagrid.thumbnailer",
                         "./usr/share/icons/hicolor/scalable/apps/io.github.instagrid.Instagrid.svg",
                         "./usr/share/locale/fr/LC_MESSAGES/instagrid.mo",
                         "./usr/share/doc/instagrid/copyright"] {
            XCTAssertTrue(contents.contains(expected), "the package holds \(expected)")
        }
    }

    /// The face search built for AVX2 runs only where the processor has it (faces_avx2.cpp),
    /// so nothing else in the program may hold an AVX instruction: not a function of the
    /// standard library's or dlib's that the linker took from that build for one of the same
    /// name, nor anything else built past the baseline x86-64.
    func testOnlyTheFaceSearchBuiltForAVX2HoldsAVXInstructions() throws {
        #if arch(x86_64)
        Shell.run(["dpkg-deb", "-x", try package(), files.path])
        // Each function whose body holds a VEX-encoded instruction (AVX's "v" mnemonics), once.
        let listed = Shell.run(["bash", "-c", "objdump -d --no-show-raw-insn -C \"$0\" | awk '/^[0-9a-f]+ <.*>:$/ { name = $0; next } "
                                    + "/\\tv[a-z0-9]+/ && name != \"\" { print name; name = \"\" }'", files.file("usr/bin/instagrid")])
        XCTAssertEqual(listed.status, 0, listed.output)
        let functions = listed.output.split(separator: "\n").map(String.init)
        XCTAssertFalse(functions.isEmpty, "the AVX2 search is in the program")
        XCTAssertEqual(functions.filter { !$0.contains("instagrid_dlib_avx2::") && !$0.contains("instagrid_faces_avx2::") }, [],
                       "only the AVX2 search's own functions")
        #endif
    }

    func testInstallsRunsInFrenchAndPurgesWithoutTrace() throws {
        guard geteuid() == 0 else {
            // CI runs as root; a developer's machine is not installed into behind their back.
            if ProcessInfo.processInfo.environment["CI"] == "true" { XCTFail("CI runs this as root") }
            throw XCTSkip("installing a package needs root")
        }
        let deb = try package()
        if isInstalled() { Shell.run(["apt-get", "purge", "-y", "instagrid"]) }
        let install = Shell.run(["apt-get", "install", "-y", "--no-install-recommends", deb],
                                environment: ["DEBIAN_FRONTEND": "noninteractive"])
        XCTAssertEqual(install.status, 0, install.output)
        XCTAssertTrue(isInstalled(), install.output)
        let owned = Shell.run(["dpkg-query", "-L", "instagrid"]).output.split(separator: "\n").map(String.init)
        defer {
            Shell.run(["apt-get", "purge", "-y", "instagrid"])
        }

        // No Swift toolchain in sight: only the system's libraries.
        let libraries = Shell.run(["ldd", "/usr/bin/instagrid"]).output
        XCTAssertFalse(libraries.contains("libswiftCore"), libraries)
        XCTAssertFalse(libraries.contains("not found"), libraries)
        let versionRun = try InstagridProcess.run(["--version"], via: ["/usr/bin/instagrid"])
        XCTAssertEqual(versionRun.stdout.trimmingCharacters(in: .whitespacesAndNewlines), version)

        let photos = (0..<3).map { TestPhotos.solid(files.file("p\($0).jpg"), width: 400, height: 300,
                                                    color: [Color.red, .green, .blue][$0]) }
        let picture = files.file("collage.png")
        let export = try InstagridProcess.run(["export", "--layout", "1", "--size", "600", "-o", picture] + photos,
                                              via: ["/usr/bin/instagrid"])
        XCTAssertEqual(export.status, 0, export.stderr)
        let exported = try XCTUnwrap(DecodedFile(path: picture), "the installed app wrote a picture")
        XCTAssertEqual(exported.width, 600)
        assertColor(exported.color(x: 300, y: 150), near: .red, tolerance: 30)

        // The desktop knows a collage document by its name, and by its first line where the name
        // says nothing (no extension), once the package's trigger has updated shared-mime-info's database.
        try "instagrid-collage 1\nlayout 1\n".write(toFile: files.file("x.instagrid"), atomically: true, encoding: .utf8)
        try "instagrid-collage 1\nlayout 1\n".write(toFile: files.file("renamed"), atomically: true, encoding: .utf8)
        for (file, expected) in [("x.instagrid", "application/x-instagrid"), ("renamed", "application/x-instagrid")] {
            let query = Shell.run(["xdg-mime", "query", "filetype", files.file(file)], environment: ["XDG_CURRENT_DESKTOP": "GNOME"])
            XCTAssertEqual(query.output.trimmingCharacters(in: .whitespacesAndNewlines), expected, "\(file): \(query.output)")
        }
        // The file managers' thumbnailer entry runs the installed command.
        let entry = try String(contentsOfFile: "/usr/share/thumbnailers/instagrid.thumbnailer", encoding: .utf8)
        let thumbnail = files.file("thumbnail.png")
        let command = entry.split(separator: "\n").first { $0.hasPrefix("Exec=") }!.dropFirst("Exec=".count)
            .replacing("%s", with: "64").replacing("%i", with: files.file("x.instagrid")).replacing("%o", with: thumbnail)
        XCTAssertEqual(Shell.run(["sh", "-c", String(command)]).status, 0, String(command))
        XCTAssertEqual(try XCTUnwrap(DecodedFile(path: thumbnail)).width, 64, "the thumbnail is the size asked")

        // The window, with the installed resources, fonts and French catalogue.
        let display = try display
        let app = try RunningApp(display: display, environment: ["LANG": "fr_FR.UTF-8", "INSTAGRID_RESOURCES": ""],
                                 executable: "/usr/bin/instagrid", workingDirectory: "/")
        XCTAssertNotNil(app.screenshot()?.bounds(of: Color(0xD8D8D8), tolerance: 2), "the layout icons were found")
        app.key("ctrl+s")
        XCTAssertTrue(Shell.waitUntil { app.findWindow("compléter la grille") != nil }, "the packaged French catalogue is used")
        XCTAssertFalse(app.output.contains("cannot load the font"), app.output)
        app.kill()

        let purge = Shell.run(["apt-get", "purge", "-y", "instagrid"])
        XCTAssertEqual(purge.status, 0, purge.output)
        XCTAssertFalse(isInstalled())
        var isFolder: ObjCBool = false
        let left = owned.filter { FileManager.default.fileExists(atPath: $0, isDirectory: &isFolder) && !isFolder.boolValue }
        XCTAssertEqual(left, [], "the purge removes every file the package brought")
        XCTAssertFalse(FileManager.default.fileExists(atPath: "/usr/share/instagrid"), "nor its own folder")
    }
}
