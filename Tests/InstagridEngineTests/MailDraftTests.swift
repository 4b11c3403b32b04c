import InstagridEngine
import InstagridModel
import InstagridTestSupport
import XCTest

final class MailDraftTests: XCTestCase {
    func testThunderbirdIsAskedItselfBeforeThePortalAndXdgEmailOnlyWithAMailClient() {
        let thunderbird: LocalPath = "/usr/lib/thunderbird/thunderbird"
        XCTAssertEqual(MailDraft.routes(handler: thunderbird, portal: true, xdgEmail: true), [.thunderbird(thunderbird), .portal, .xdgEmail])
        XCTAssertEqual(MailDraft.routes(handler: "/usr/bin/betterbird", portal: false, xdgEmail: false), [.thunderbird("/usr/bin/betterbird")])
        XCTAssertEqual(MailDraft.routes(handler: "/usr/bin/evolution", portal: true, xdgEmail: true), [.portal, .xdgEmail])
        XCTAssertEqual(MailDraft.routes(handler: "/usr/bin/evolution", portal: false, xdgEmail: true), [.xdgEmail])
        XCTAssertEqual(MailDraft.routes(handler: nil, portal: true, xdgEmail: true), [.portal], "xdg-email has no client to ask")
        XCTAssertEqual(MailDraft.routes(handler: nil, portal: false, xdgEmail: true), [])
        XCTAssertEqual(MailDraft.routes(handler: "/usr/bin/evolution", portal: false, xdgEmail: false), [])
    }

    func testThunderbirdsComposeQuotesItsFieldsAndEscapesWhatWouldSplitTheAttachments() {
        let draft = MailDraft(subject: "Anne's 30th, Grenoble", attachments: ["/home/a/Anne's 30th, Grenoble-1.jpg", "/home/a/x-2.jpg"])
        XCTAssertEqual(draft.thunderbirdCompose,
                       "subject='Anne’s 30th, Grenoble',attachment='file:///home/a/Anne%27s%2030th%2C%20Grenoble-1.jpg,file:///home/a/x-2.jpg'")
        XCTAssertEqual(draft.xdgEmailArguments.map { String(decoding: $0, as: UTF8.self) },
                       ["--subject", "Anne's 30th, Grenoble", "--attach", "/home/a/Anne's 30th, Grenoble-1.jpg", "--attach", "/home/a/x-2.jpg"])
    }

    func testASubjectIsOneLineAPortalTakes() {
        XCTAssertEqual(MailDraft(subject: "one\ntwo\r\nthree", attachments: []).subject, "one two three")
        XCTAssertEqual(MailDraft(subject: String(repeating: "é", count: 300), attachments: []).subject.count, 200)
    }

    /// Any bytes a path may hold come back from its URI, and none of them can end a quoted
    /// field or split the list.
    func testRandomPathsMakeURIsThatReadBackAndNeverBreakTheCompose() throws {
        var random = SeededGenerator(announcing: 0x3A11, in: #function)
        for _ in 0..<2_000 {
            let bytes = (0..<Int.random(in: 1...60, using: &random)).map { _ in UInt8.random(in: 1...255, using: &random) }
            let path = try XCTUnwrap(LocalPath(bytes: [UInt8(ascii: "/")] + bytes))
            let uri = path.fileURI
            XCTAssertTrue(uri.hasPrefix("file:///"))
            XCTAssertFalse(uri.contains { ",' \"\n".contains($0) }, uri)
            XCTAssertTrue(uri.unicodeScalars.allSatisfy(\.isASCII), uri)
            var decoded: [UInt8] = []
            var rest = Array(uri.utf8.dropFirst("file://".count))[...]
            while let byte = rest.popFirst() {
                guard byte == UInt8(ascii: "%") else { decoded.append(byte); continue }
                decoded.append(try XCTUnwrap(UInt8(String(decoding: rest.prefix(2), as: UTF8.self), radix: 16)))
                rest = rest.dropFirst(2)
            }
            XCTAssertEqual(decoded, path.bytes)
        }
    }
}
