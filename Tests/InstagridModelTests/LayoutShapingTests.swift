import InstagridModel
import XCTest

/// Shaping a layout by hand: its dividers, moving one, splitting and removing cells.
final class LayoutShapingTests: XCTestCase {
    private func tree(_ form: String) throws -> LayoutTree { try LayoutForm.tree(from: form) }
    private func form(_ tree: LayoutTree) -> String { LayoutForm.text(of: tree) }
    private let (a, b, c, d) = (SlotID.all[0], SlotID.all[1], SlotID.all[2], SlotID.all[3])

    func testFourSquaresHaveOneDividerAcrossAndOneInEachRow() throws {
        let dividers = try tree("a|b/c|d").dividers()
        XCTAssertEqual(dividers.count, 3)
        XCTAssertEqual(dividers[0].axis, .column)
        XCTAssertEqual(dividers[0].position, 0.5, accuracy: 1e-12)
        XCTAssertEqual(dividers[0].span, 0...1)
        XCTAssertEqual([dividers[0].before, dividers[0].after], [a, c])
        XCTAssertEqual(dividers[1].axis, .row)
        XCTAssertEqual(dividers[1].span.upperBound, 0.5, accuracy: 1e-12)
        XCTAssertEqual([dividers[1].before, dividers[1].after], [a, b])
        XCTAssertEqual([dividers[2].before, dividers[2].after], [c, d])
        XCTAssertEqual(dividers[2].share, 0.5, accuracy: 1e-12)
    }

    func testMovingADividerTradesSizeBetweenItsTwoNeighboursOnly() throws {
        let four = try tree("a|b/c|d")
        let top = four.dividers()[1]
        let moved = four.moving(top, to: 0.7, minimum: 0.05)
        let cells = Dictionary(uniqueKeysWithValues: moved.cells().map { ($0.slot, $0.rect) })
        XCTAssertEqual(cells[a]!.width, 0.7, accuracy: 1e-4)
        XCTAssertEqual(cells[b]!.width, 0.3, accuracy: 1e-4)
        XCTAssertEqual(cells[c]!.width, 0.5, accuracy: 1e-12, "the other row keeps its divider")
        let across = moved.moving(moved.dividers()[0], to: 0.25, minimum: 0.05)
        XCTAssertEqual(Dictionary(uniqueKeysWithValues: across.cells().map { ($0.slot, $0.rect) })[a]!.height, 0.25, accuracy: 1e-4)
        XCTAssertEqual(form(moved.moving(moved.dividers()[1], to: 0.5, minimum: 0.05)), "a|b/c|d", "and back to the catalogue's")
    }

    func testADividerStopsWhereACellWouldBeTooSmall() throws {
        let hero = try tree("a|(b|c)")
        let first = hero.dividers()[0]
        let squeezed = hero.moving(first, to: 0.99, minimum: 0.1)
        let cells = Dictionary(uniqueKeysWithValues: squeezed.cells().map { ($0.slot, $0.rect) })
        XCTAssertEqual(cells[b]!.width, 0.1, accuracy: 1e-4, "two cells behind it keep a minimum each")
        XCTAssertEqual(cells[c]!.width, 0.1, accuracy: 1e-4)
        XCTAssertEqual(cells[a]!.width, 0.8, accuracy: 1e-4)
    }

    func testSplittingACellAddsAnEmptyOneBesideIt() throws {
        XCTAssertEqual(form(try tree("a|b").splitting(b, along: .column, into: c)), "a|(b/c)")
        XCTAssertEqual(form(try tree("a|b").splitting(a, along: .row, into: c)), "a|c|2b", "a sibling in a split of its axis, halving it")
        XCTAssertEqual(form(try tree("2a|b").splitting(a, along: .row, into: c)), "a|c|b", "the two halves share its weight")
        XCTAssertEqual(form(try tree("a").splitting(a, along: .column, into: d)), "a/d")
    }

    func testRemovingACellGivesItsSpaceToItsNeighbours() throws {
        XCTAssertEqual(try tree("a|(b/c)").removing(c).map(form), "a|b")
        XCTAssertEqual(try tree("a|b|c").removing(b).map(form), "a|c")
        XCTAssertEqual(try tree("a/c|d").removing(a).map(form), "c|d")
        XCTAssertNil(LayoutTree.cell(a).removing(a))
    }
}

/// The rules the layout's written form and its dividers hold at their edges.
final class LayoutEdgeRuleTests: XCTestCase {
    func testTheWeightRatioStopsAtAThousand() throws {
        XCTAssertNoThrow(try LayoutForm.tree(from: "1000a|b"))
        XCTAssertNoThrow(try LayoutForm.tree(from: "a|0.001b"))
        XCTAssertThrowsError(try LayoutForm.tree(from: "1000.0001a|b"), "a weight past 1000")
        XCTAssertThrowsError(try LayoutForm.tree(from: "1000a|0.999b"), "one part past 1000 times another")
    }

    func testADividerMovedPastItsMinimumStopsThere() throws {
        let pair = try LayoutForm.tree(from: "a|b")
        let moved = pair.moving(pair.dividers()[0], to: 0.02, minimum: 0.1)
        XCTAssertEqual(moved.cells()[0].rect.width, 0.1, accuracy: 1e-4)
        let other = pair.moving(pair.dividers()[0], to: 0.98, minimum: 0.1)
        XCTAssertEqual(other.cells()[1].rect.width, 0.1, accuracy: 1e-4)
    }
}
