import Foundation
import InstagridTestSupport
import InstagridTrace
import XCTest

/// Send to PHONE, as a person does it, against KDE Connect's and GSConnect's published D-Bus
/// interfaces (Tests/fake-phone-services.py on the app's bus, with "Pixel Test" paired and
/// within reach and "Old Tablet" paired but away): no phone can be paired here.
final class ShareToPhoneTests: GUITestCase {
    let files = TemporaryFolder()

    private func launch() throws -> RunningApp {
        try RunningApp.showing([.red, .green, .blue], in: files, display: try display)
    }

    /// The stand-in service on the app's bus, once it owns its name; what it is sent goes to `sent`.
    private func phoneService(_ service: String, for app: RunningApp, writingTo sent: String) throws -> Process {
        try app.startStandIn("fake-phone-services.py", [sent, service], readyWhen: sent + ".ready")
    }

    private func share(_ app: RunningApp, phones: String, count: Int = 1) throws -> String {
        app.key("ctrl+s")
        XCTAssertTrue(Shell.waitUntil { app.findWindow("^Share$") != nil }, "the share dialog opens")
        XCTAssertTrue(app.waitForTrace(.sharePhonesListed, phones, count: count), "the dialog lists the phones: \(phones)")
        return try XCTUnwrap(app.findWindow("^Share$"))
    }

    /// The lines the service was sent: "SERVICE DEVICE URI".
    private func sent(_ path: String) -> [String] {
        ((try? String(contentsOfFile: path, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }

    private func assertSentThePicture(_ line: String?, service: String, file: StaticString = #filePath, line number: UInt = #line) throws {
        let line = try XCTUnwrap(line, "something was sent", file: file, line: number)
        let prefix = "\(service) Pixel Test file://"
        XCTAssertTrue(line.hasPrefix(prefix), line, file: file, line: number)
        let path = try XCTUnwrap(String(line.dropFirst(prefix.count)).removingPercentEncoding, file: file, line: number)
        XCTAssertTrue((path as NSString).lastPathComponent.hasPrefix("Collage ") && path.hasSuffix(".png"), path, file: file, line: number)
        XCTAssertEqual(DecodedFile(path: path)?.width, 2048, "the picture as rendered", file: file, line: number)
    }

    func testAPhoneKDEConnectKnowsGetsThePictureFromItsEntry() throws {
        let app = try launch()
        let sentTo = files.file("sent")
        let service = try phoneService("kdeconnect", for: app, writingTo: sentTo)
        defer { service.terminate() }
        let share = try share(app, phones: "Pixel Test")
        XCTAssertTrue(app.clickEntry("Send to Pixel Test", in: share, wholeRow: false), "the phone's entry, clicked where it is drawn")
        XCTAssertTrue(Shell.waitUntil { sent(sentTo).count == 1 }, "KDE Connect is given the picture")
        try assertSentThePicture(sent(sentTo).first, service: "kdeconnect")
        XCTAssertTrue(Shell.waitUntil { app.findWindow("^Share$") == nil }, "the dialog closes, as after Save As")
        XCTAssertTrue(app.waitForTrace(.gridLanded), "the grid comes back")
    }

    func testAPhoneGSConnectKnowsGetsThePictureAndOneAwayIsNotOffered() throws {
        let app = try launch()
        let sentTo = files.file("sent")
        let service = try phoneService("gsconnect", for: app, writingTo: sentTo)
        defer { service.terminate() }
        let share = try share(app, phones: "Pixel Test")
        XCTAssertEqual(app.traceEvents.filter { $0.is(.sharePhonesListed) }.map(\.details), ["Pixel Test"], "the tablet away is not offered")
        XCTAssertTrue(app.clickEntry("Send to Pixel Test", in: share, wholeRow: false))
        XCTAssertTrue(Shell.waitUntil { sent(sentTo).count == 1 }, "GSConnect's shareFile is given the picture")
        try assertSentThePicture(sent(sentTo).first, service: "gsconnect")
        XCTAssertTrue(Shell.waitUntil { app.findWindow("^Share$") == nil }, "the dialog closes")
    }

    /// The phone goes away between the list and the click: the user is told, the picture stays
    /// in the dialog, and the entry goes.
    func testAPhoneThatWentAwaySaysSoAndLeavesTheDialog() throws {
        let app = try launch()
        let sentTo = files.file("sent")
        let service = try phoneService("kdeconnect", for: app, writingTo: sentTo)
        defer { service.terminate() }
        let share = try share(app, phones: "Pixel Test")
        kill(service.processIdentifier, SIGUSR1)
        XCTAssertTrue(app.clickEntry("Send to Pixel Test", in: share, wholeRow: false))
        XCTAssertTrue(Shell.waitUntil { app.findWindow("could not be sent") != nil }, "a message says the picture was not sent")
        XCTAssertEqual(sent(sentTo), [], "nothing was sent")
        XCTAssertNotNil(app.findWindow("^Share$"), "the dialog stays, with its picture")
        XCTAssertTrue(Shell.waitUntil { app.traceEvents.filter { $0.is(.sharePhonesListed) }.map(\.details) == ["Pixel Test", ""] },
                      "the phones are asked again, and none is offered any more")
    }

    /// Debian's own KDE Connect daemon, running with nothing paired (a desktop before its
    /// owner pairs a phone): no phone's entry.
    func testKDEConnectRunningWithNothingPairedOffersNoPhone() throws {
        let app = try launch()
        // Where the daemon lies differs (Debian 12: libexec, 13: /usr/bin): its D-Bus service file says.
        let serviceFile = try String(contentsOfFile: "/usr/share/dbus-1/services/org.kde.kdeconnect.service", encoding: .utf8)
        let daemon = try XCTUnwrap(serviceFile.split(separator: "\n").first { $0.hasPrefix("Exec=") }?.dropFirst("Exec=".count),
                                   "Debian's kdeconnect is installed (scripts/deps --test)")
        let service = try app.startService(String(daemon), owning: "org.kde.kdeconnect", environment: ["QT_QPA_PLATFORM": "offscreen"])
        defer { service.terminate() }
        let share = try share(app, phones: "")
        XCTAssertEqual(app.traceEvents.filter { $0.is(.sharePhonesListed) }.map(\.details), [""], "no phone is offered")
        var words: [String] = []
        XCTAssertTrue(Shell.waitUntil { words = app.words(in: share).map(\.text); return words.contains("Cancel") }, "the dialog is read: \(words)")
        XCTAssertFalse(words.contains("Send"), "no phone's entry: \(words)")
    }

    func testWithNeitherServiceRunningNoPhoneIsOffered() throws {
        let app = try launch()
        let share = try share(app, phones: "")
        var words: [String] = []
        XCTAssertTrue(Shell.waitUntil { words = app.words(in: share).map(\.text); return words.contains("Cancel") }, "the dialog is read: \(words)")
        XCTAssertFalse(words.contains("Send"), "no phone's entry: \(words)")
    }
}
