import InstagridModel
import XCTest

/// "Your Layouts": the shaped layouts kept, and their file.
final class KeptLayoutsTests: XCTestCase {
    func testShapedLayoutsAreKeptOnceAndTheirFileReadsBack() throws {
        var kept = KeptLayouts()
        XCTAssertTrue(kept.keep(try Layout(form: "2a|(b/c)")))
        XCTAssertFalse(kept.keep(try Layout(form: "2a|(b/c)")), "once")
        XCTAssertFalse(kept.keep(Layout.numbered(3)!), "the catalogue's are in the gallery already")
        kept.keep(try Layout(form: "a/b|c|d"))
        XCTAssertEqual(kept.encoded(), "instagrid-layouts 1\n2a|(b/c)\na/b|c|d\n")
        XCTAssertEqual(KeptLayouts.decode(kept.encoded()), kept)
        kept.forget(try Layout(form: "2a|(b/c)"))
        XCTAssertEqual(kept.layouts.map(\.form), ["a/b|c|d"])
    }

    func testALineThatDoesNotReadIsPassedOverAndAForeignFileIsNotRead() {
        XCTAssertEqual(KeptLayouts.decode("instagrid-layouts 1\na|(b\n3a|b\n")?.layouts.map(\.form), ["3a|b"])
        XCTAssertNil(KeptLayouts.decode("layouts\na|b\n"))
    }

    func testTheOldestGoesPastTheMost() throws {
        var kept = KeptLayouts()
        for weight in 2...(KeptLayouts.most + 2) { kept.keep(try Layout(form: "\(weight)a|b")) }
        XCTAssertEqual(kept.layouts.count, KeptLayouts.most)
        XCTAssertEqual(kept.layouts.first?.form, "3a|b", "the first of 25 is gone")
    }
}
