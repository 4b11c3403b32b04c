import Foundation
import InstagridTestSupport
import InstagridTrace
import XCTest

/// Send by E-mail…, as a person does it, with the user's mail client stood for by a small
/// program set as the desktop's `mailto` handler (a desktop file and `mimeapps.list` in the
/// app's own home) that writes down how it was started.
final class ShareEmailTests: GUITestCase {
    let files = TemporaryFolder()

    /// The app with three photos; `client` names the program set as the mail client (on PATH,
    /// in a folder of its own), which writes its arguments, a line each, to `started`.
    private func launch(client: String?, started: String, environment: [String: String] = [:]) throws -> RunningApp {
        let home = TemporaryFolder()
        let bin = files.file("bin")
        try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
        if let client {
            let program = bin + "/" + client
            try "#!/bin/sh\nprintf '%s\\n' \"$@\" > '\(started).part' && mv '\(started).part' '\(started)'\n"
                .write(toFile: program, atomically: true, encoding: .utf8)
            chmod(program, 0o755)
            try FileManager.default.createDirectory(atPath: home.file("data/applications"), withIntermediateDirectories: true)
            try FileManager.default.createDirectory(atPath: home.file("config"), withIntermediateDirectories: true)
            try "[Desktop Entry]\nType=Application\nName=Mail\nExec=\(client) %u\nMimeType=x-scheme-handler/mailto;\n"
                .write(toFile: home.file("data/applications/\(client).desktop"), atomically: true, encoding: .utf8)
            try "[Default Applications]\nx-scheme-handler/mailto=\(client).desktop\n"
                .write(toFile: home.file("config/mimeapps.list"), atomically: true, encoding: .utf8)
        }
        let path = bin + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        return try RunningApp.showing([.red, .green, .blue], in: files, display: try display,
                                      environment: environment.merging(["PATH": path]) { $1 }, home: home)
    }

    private func share(_ app: RunningApp) throws -> String {
        app.key("ctrl+s")
        XCTAssertTrue(Shell.waitUntil { app.findWindow("^Share$") != nil }, "the share dialog opens")
        return try XCTUnwrap(app.findWindow("^Share$"))
    }

    /// The lines the mail client was started with, once it was.
    private func arguments(_ started: String) -> [String]? {
        guard Shell.waitUntil(seconds: 30, { FileManager.default.fileExists(atPath: started) }) else { return nil }
        return (try? String(contentsOfFile: started, encoding: .utf8))?.split(separator: "\n").map(String.init)
    }

    /// A `mailto:` link's fields, decoded: the portal's GTK backend leaves a path's spaces as they are.
    private func fields(of link: String) -> [(name: String, value: String?)] {
        guard let start = link.firstIndex(of: "?") else { return [] }
        return link[link.index(after: start)...].split(separator: "&").map { field in
            let parts = field.split(separator: "=", maxSplits: 1)
            return (String(parts[0]), parts.count == 2 ? String(parts[1]).removingPercentEncoding : nil)
        }
    }

    /// The attachment named by `named` (a path, or a `file://` URI, decoded), as a JPEG of
    /// the picture at most 2048 pixels.
    private func assertAttached(_ named: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let path = named.hasPrefix("file://") ? String(named.dropFirst("file://".count)) : named
        XCTAssertTrue(path.hasSuffix(".jpg") && (path as NSString).lastPathComponent.hasPrefix("Collage "),
                      "a JPEG named for the collage: \(path)", file: file, line: line)
        let picture = try XCTUnwrap(DecodedFile(path: path), "the attachment reads", file: file, line: line)
        XCTAssertEqual([picture.width, picture.height], [2048, 2048], file: file, line: line)
        assertColor(picture.color(x: 3, y: 3), near: .gridFrame, tolerance: 8, file: file, line: line)
    }

    /// Thunderbird ignores the attachment of a `mailto:` link: it is asked by its own
    /// `-compose`, the subject and the attachment quoted.
    func testThunderbirdAsTheMailClientIsAskedToComposeWithThePictureAttached() throws {
        let started = files.file("thunderbird-started")
        let app = try launch(client: "thunderbird", started: started)
        let share = try share(app)
        XCTAssertTrue(app.clickEntry("Send by E-mail", in: share, wholeRow: false), "the dialog offers e-mail")
        let given = try XCTUnwrap(arguments(started), "Thunderbird is started")
        XCTAssertEqual(given.first, "-compose")
        let compose = try XCTUnwrap(given.dropFirst().first)
        XCTAssertTrue(compose.hasPrefix("subject='Collage "), compose)
        let attachment = try XCTUnwrap(compose.range(of: "attachment='file://").map { compose[$0.lowerBound...] }, compose)
        try assertAttached(try XCTUnwrap(String(attachment.dropFirst("attachment='".count).dropLast()).removingPercentEncoding))
        XCTAssertTrue(Shell.waitUntil { app.findWindow("^Share$") == nil }, "the dialog closes, as after Save As")
        XCTAssertTrue(app.waitForTrace(.gridLanded), "the grid comes back")
    }

    /// A collage in slides goes as one attachment a slide, in their order.
    func testSlidesAreAttachedEachOne() throws {
        let started = files.file("thunderbird-started")
        let app = try launch(client: "thunderbird", started: started)
        XCTAssertEqual(app.action(.slides, "3"), 0)
        XCTAssertNotNil(app.waitForScreen { shot in
            guard let grid = shot.bounds(of: .gridFrame) else { return false }
            return abs(Double(grid.x.count) / Double(grid.y.count) - 3) < 0.05
        }, "the grid is three slides wide")
        let share = try share(app)
        app.focus(share)
        app.key("alt+e")
        let compose = try XCTUnwrap(arguments(started)?.dropFirst().first, "Thunderbird is started")
        let list = try XCTUnwrap(compose.range(of: "attachment='").map { compose[$0.upperBound...].dropLast() }, compose)
        let attachments = try list.split(separator: ",").map { try XCTUnwrap(String($0).removingPercentEncoding) }
        XCTAssertEqual(attachments.count, 3, compose)
        XCTAssertEqual(attachments, attachments.sorted(), "in the slides' order")
        for attachment in attachments { try assertAttached(attachment) }
    }

    /// Another mail client, with no desktop portal on the bus: xdg-email asks it, by its
    /// mnemonic here, with a `mailto:` link naming the subject and the attachment.
    func testAnotherMailClientIsAskedThroughXdgEmail() throws {
        let started = files.file("mail-started")
        let app = try launch(client: "fake-mail", started: started)
        let share = try share(app)
        app.focus(share)
        app.key("alt+e")
        let link = try XCTUnwrap(arguments(started)?.first, "the mail client is started")
        XCTAssertTrue(link.hasPrefix("mailto:"), link)
        let query = fields(of: link)
        XCTAssertTrue(query.contains { $0.name == "subject" && $0.value?.hasPrefix("Collage ") == true }, link)
        let attached = try XCTUnwrap(query.first { $0.name == "attach" || $0.name == "attachment" }?.value, link)
        try assertAttached(attached)
        XCTAssertTrue(Shell.waitUntil { app.findWindow("^Share$") == nil }, "the dialog closes")
    }

    /// Another mail client where the desktop portal answers (xdg-desktop-portal and its GTK
    /// backend, started on the app's bus): the portal asks the client, with the subject and
    /// the attachment in its own `mailto:` link.
    func testAnotherMailClientIsAskedThroughTheDesktopPortal() throws {
        let started = files.file("mail-started")
        let app = try launch(client: "fake-mail", started: started, environment: ["XDG_CURRENT_DESKTOP": "GNOME"])
        let portal = try startPortal(for: app)
        defer { portal.forEach { $0.terminate() } }
        let share = try share(app)
        XCTAssertTrue(app.waitForTrace(.shareEmailOffered, "yes"))
        app.focus(share)
        app.key("alt+e")
        let link = try XCTUnwrap(arguments(started)?.first, "the mail client is started")
        let query = fields(of: link)
        XCTAssertTrue(query.contains { $0.name == "subject" && $0.value?.hasPrefix("Collage ") == true }, link)
        // The portal's GTK backend names it "attachment", xdg-email "attach".
        let attached = try XCTUnwrap(query.first { $0.name == "attachment" }?.value, "through the portal: \(link)")
        try assertAttached(attached)
        XCTAssertTrue(Shell.waitUntil { app.findWindow("^Share$") == nil }, "the dialog closes")
    }

    /// xdg-desktop-portal and its GTK backend on the app's session bus, the backend first,
    /// so that the portal finds it.
    private func startPortal(for app: RunningApp) throws -> [Process] {
        let backend = try app.startService("/usr/libexec/xdg-desktop-portal-gtk", owning: "org.freedesktop.impl.portal.desktop.gtk")
        do {
            return [backend, try app.startService("/usr/libexec/xdg-desktop-portal", owning: "org.freedesktop.portal.Desktop")]
        } catch {
            backend.terminate()
            throw error
        }
    }

    /// No mail client and no portal: no e-mail entry to lead the user nowhere.
    func testWithoutAMailClientTheDialogOffersNoEmail() throws {
        let app = try launch(client: nil, started: files.file("never"))
        let share = try share(app)
        XCTAssertTrue(app.waitForTrace(.shareEmailOffered, "no"), "the dialog knows there is no mail client")
        var words: [String] = []
        XCTAssertTrue(Shell.waitUntil { words = app.words(in: share).map(\.text); return words.contains("Cancel") }, "the dialog is read: \(words)")
        XCTAssertFalse(words.contains { $0.lowercased().contains("e-mail") }, "no e-mail entry: \(words)")
        app.focus(share)
        app.key("alt+e")
        app.key("Escape")
        XCTAssertTrue(Shell.waitUntil { app.findWindow("^Share$") == nil }, "Escape closes the dialog, Alt+E did nothing")
    }
}
