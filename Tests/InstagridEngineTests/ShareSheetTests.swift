import InstagridEngine
import InstagridModel
import XCTest

/// The share dialog's state without the dialog: files waited for, answers that come late,
/// the close heard once.
final class ShareSheetTests: XCTestCase {
    private struct WriteFailed: Error {}

    private static let collage = Collage(layout: Layout.numbered(1)!)
    private static let name = SharedPictureName(of: collage, documentName: nil, fallback: "Picture")
    private static let phone = PhoneRecipient(service: .kdeConnect, id: "a1", name: "Pixel")

    private static func show(_ picture: Int, on sheet: inout ShareSheet<Int>, closed: @escaping () -> Void = {}) -> Tickets.Ticket {
        sheet.show(picture, of: collage, named: name, saveSides: [2048, 1080], closed: closed)
    }

    func testAPhoneClickedAsTheFilesAreWrittenGetsThemOnceWritten() throws {
        var sheet = ShareSheet<Int>()
        let ticket = Self.show(1, on: &sheet)
        var sent: [[LocalPath]] = []
        guard case .waiting = sheet.withFiles({ sent.append($0) }) else { return XCTFail("the files are being written") }
        let paths = [LocalPath("/tmp/a.png")]
        let waiting = try XCTUnwrap(sheet.filesWritten(.written(paths), ticket: ticket))
        waiting.forEach { $0(paths) }
        XCTAssertEqual(sent, [paths])
        guard case let .ready(now) = sheet.withFiles({ _ in XCTFail("not kept once the files are there") }) else {
            return XCTFail("the files are written")
        }
        XCTAssertEqual(now, paths)
        XCTAssertEqual(try XCTUnwrap(sheet.filesWritten(.written(paths), ticket: ticket)).count, 0, "each waits once")
    }

    func testFilesThatCouldNotBeWrittenAreSaidToWhatAsksForThem() {
        var sheet = ShareSheet<Int>()
        let ticket = Self.show(1, on: &sheet)
        XCTAssertNotNil(sheet.filesWritten(.failed(WriteFailed()), ticket: ticket))
        guard case .failed = sheet.withFiles({ _ in XCTFail("never run") }) else { return XCTFail("the failure is told") }
        XCTAssertEqual(sheet.shown?.files.paths, [], "a copy offers the pixels alone")
    }

    func testAnswersForAShareOverOrReplacedCountForNothing() {
        var sheet = ShareSheet<Int>()
        var closes = 0
        let first = Self.show(1, on: &sheet) { closes += 1 }
        sheet.close()?()
        XCTAssertNil(sheet.close(), "a close after the close is heard by no one")
        XCTAssertEqual(closes, 1)
        XCTAssertNil(sheet.filesWritten(.written([LocalPath("/tmp/a.png")]), ticket: first), "files for a share closed")
        XCTAssertFalse(sheet.offer(phones: [Self.phone], ticket: first))
        guard case .none = sheet.withFiles({ _ in XCTFail("no share, no files") }) else { return XCTFail("no share is shown") }
        let second = Self.show(2, on: &sheet)
        XCTAssertFalse(sheet.isCurrent(first))
        XCTAssertFalse(sheet.offer(mailRoutes: [.portal], ticket: first), "routes asked for the share before")
        XCTAssertEqual(sheet.shown?.mailRoutes, [])
        XCTAssertTrue(sheet.offer(mailRoutes: [.portal], ticket: second))
        XCTAssertTrue(sheet.offer(phones: [Self.phone], ticket: second))
        XCTAssertEqual(sheet.shown?.mailRoutes, [.portal])
        XCTAssertEqual(sheet.shown?.phones, [Self.phone])
        XCTAssertEqual(sheet.shown?.picture, 2)
        XCTAssertEqual(sheet.shown?.saveSides, [2048, 1080])
    }

    /// Random shares, closes, uses and late answers: every use asked for while a share's files
    /// are written gets them exactly once if they are written before it closes, and never
    /// otherwise; each share's close is heard once.
    func testRandomSequencesGiveEachUseItsFilesOnceAndEachCloseOnce() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2000 {
            var sheet = ShareSheet<Int>()
            var tickets: [Tickets.Ticket] = []
            var got: [Int: Int] = [:]
            var expected: [Int: Int] = [:]
            var pending: [Int] = []
            var closes = 0, shows = 0, uses = 0
            for _ in 0..<Int.random(in: 1...25, using: &generator) {
                switch Int.random(in: 0...4, using: &generator) {
                case 0:
                    // The dialog shows a share only once the one before closed.
                    if let closed = sheet.close() { closed(); pending = [] }
                    tickets.append(Self.show(shows, on: &sheet) { closes += 1 })
                    shows += 1
                case 1:
                    if let closed = sheet.close() { closed(); pending = [] }
                case 2:
                    let use = uses
                    uses += 1
                    let wasWriting = if case .writing? = sheet.shown?.files { true } else { false }
                    let now = sheet.withFiles { _ in got[use, default: 0] += 1 }
                    if case .ready = now { got[use, default: 0] += 1; expected[use] = 1 }
                    if wasWriting { pending.append(use) }
                case 3:
                    guard let ticket = tickets.randomElement(using: &generator) else { continue }
                    let current = sheet.isCurrent(ticket)
                    let paths = [LocalPath("/tmp/\(tickets.count).png")]
                    let waiting = sheet.filesWritten(.written(paths), ticket: ticket)
                    XCTAssertEqual(waiting != nil, current, "only the shown share's files count")
                    waiting?.forEach { $0(paths) }
                    if current { pending.forEach { expected[$0] = 1 }; pending = [] }
                default:
                    guard let ticket = tickets.randomElement(using: &generator) else { continue }
                    XCTAssertEqual(sheet.offer(phones: [Self.phone], ticket: ticket), sheet.isCurrent(ticket))
                }
            }
            if let closed = sheet.close() { closed() }
            XCTAssertEqual(got, expected)
            XCTAssertEqual(closes, shows, "each share's close heard once")
        }
    }
}
