import InstagridModel
import XCTest

/// Layouts as slicing trees, and the one written form that names them.
final class LayoutFormTests: XCTestCase {
    /// The catalogue's cells and photo places as they were when each layout was two levels
    /// of weighted bands (before it became a tree): id, name, then slot:x,y,width,height.
    private static let catalogueBeforeTrees = """
        1	One on top, two below	0:0.0,0.0,1.0,0.5 2:0.0,0.5,0.5,0.5 3:0.5,0.5,0.5,0.5
        2	Two on top, one below	0:0.0,0.0,0.5,0.5 1:0.5,0.0,0.5,0.5 2:0.0,0.5,1.0,0.5
        3	Four squares	0:0.0,0.0,0.5,0.5 1:0.5,0.0,0.5,0.5 2:0.0,0.5,0.5,0.5 3:0.5,0.5,0.5,0.5
        4	Two side by side	0:0.0,0.0,0.5,1.0 1:0.5,0.0,0.5,1.0
        5	Two stacked	0:0.0,0.0,1.0,0.5 1:0.0,0.5,1.0,0.5
        6	Two side by side, the first wider	0:0.0,0.0,0.6666666666666666,1.0 1:0.6666666666666666,0.0,0.3333333333333333,1.0
        7	Two stacked, the first taller	0:0.0,0.0,1.0,0.6666666666666666 1:0.0,0.6666666666666666,1.0,0.3333333333333333
        8	Three columns	0:0.0,0.0,0.3333333333333333,1.0 1:0.3333333333333333,0.0,0.3333333333333333,1.0 2:0.6666666666666666,0.0,0.3333333333333333,1.0
        9	Three rows	0:0.0,0.0,1.0,0.3333333333333333 1:0.0,0.3333333333333333,1.0,0.3333333333333333 2:0.0,0.6666666666666666,1.0,0.3333333333333333
        10	One on the left, two on the right	0:0.0,0.0,0.5,1.0 1:0.5,0.0,0.5,0.5 2:0.5,0.5,0.5,0.5
        11	Two on the left, one on the right	0:0.0,0.0,0.5,0.5 1:0.5,0.0,0.5,1.0 2:0.0,0.5,0.5,0.5
        12	One large on top, two below	0:0.0,0.0,1.0,0.6666666666666666 1:0.0,0.6666666666666666,0.5,0.3333333333333333 2:0.5,0.6666666666666666,0.5,0.3333333333333333
        13	One on the left, three on the right	0:0.0,0.0,0.6666666666666666,1.0 1:0.6666666666666666,0.0,0.3333333333333333,0.3333333333333333 2:0.6666666666666666,0.3333333333333333,0.3333333333333333,0.3333333333333333 3:0.6666666666666666,0.6666666666666666,0.3333333333333333,0.3333333333333333
        14	Three on the left, one on the right	0:0.0,0.0,0.3333333333333333,0.3333333333333333 1:0.3333333333333333,0.0,0.6666666666666666,1.0 2:0.0,0.3333333333333333,0.3333333333333333,0.3333333333333333 3:0.0,0.6666666666666666,0.3333333333333333,0.3333333333333333
        15	One on top, three below	0:0.0,0.0,1.0,0.6666666666666666 1:0.0,0.6666666666666666,0.3333333333333333,0.3333333333333333 2:0.3333333333333333,0.6666666666666666,0.3333333333333333,0.3333333333333333 3:0.6666666666666666,0.6666666666666666,0.3333333333333333,0.3333333333333333
        16	Three on top, one below	0:0.0,0.0,0.3333333333333333,0.3333333333333333 1:0.3333333333333333,0.0,0.3333333333333333,0.3333333333333333 2:0.6666666666666666,0.0,0.3333333333333333,0.3333333333333333 3:0.0,0.3333333333333333,1.0,0.6666666666666666
        17	Four columns	0:0.0,0.0,0.25,1.0 1:0.25,0.0,0.25,1.0 2:0.5,0.0,0.25,1.0 3:0.75,0.0,0.25,1.0
        18	Two on top, three below	0:0.0,0.0,0.5,0.5 1:0.5,0.0,0.5,0.5 2:0.0,0.5,0.3333333333333333,0.5 3:0.3333333333333333,0.5,0.3333333333333333,0.5 4:0.6666666666666666,0.5,0.3333333333333333,0.5
        19	Three on top, two below	0:0.0,0.0,0.3333333333333333,0.5 1:0.3333333333333333,0.0,0.3333333333333333,0.5 2:0.6666666666666666,0.0,0.3333333333333333,0.5 3:0.0,0.5,0.5,0.5 4:0.5,0.5,0.5,0.5
        20	Two columns of three	0:0.0,0.0,0.5,0.3333333333333333 1:0.5,0.0,0.5,0.3333333333333333 2:0.0,0.3333333333333333,0.5,0.3333333333333333 3:0.5,0.3333333333333333,0.5,0.3333333333333333 4:0.0,0.6666666666666666,0.5,0.3333333333333333 5:0.5,0.6666666666666666,0.5,0.3333333333333333
        21	Two rows of three	0:0.0,0.0,0.3333333333333333,0.5 1:0.3333333333333333,0.0,0.3333333333333333,0.5 2:0.6666666666666666,0.0,0.3333333333333333,0.5 3:0.0,0.5,0.3333333333333333,0.5 4:0.3333333333333333,0.5,0.3333333333333333,0.5 5:0.6666666666666666,0.5,0.3333333333333333,0.5
        22	One large and four small	0:0.0,0.0,0.6666666666666666,0.6666666666666666 1:0.6666666666666666,0.0,0.3333333333333333,0.6666666666666666 2:0.0,0.6666666666666666,0.3333333333333333,0.3333333333333333 3:0.3333333333333333,0.6666666666666666,0.3333333333333333,0.3333333333333333 4:0.6666666666666666,0.6666666666666666,0.3333333333333333,0.3333333333333333
        23	Two rows of four	0:0.0,0.0,0.25,0.5 1:0.25,0.0,0.25,0.5 2:0.5,0.0,0.25,0.5 3:0.75,0.0,0.25,0.5 4:0.0,0.5,0.25,0.5 5:0.25,0.5,0.25,0.5 6:0.5,0.5,0.25,0.5 7:0.75,0.5,0.25,0.5
        24	Three by three	0:0.0,0.0,0.3333333333333333,0.3333333333333333 1:0.3333333333333333,0.0,0.3333333333333333,0.3333333333333333 2:0.6666666666666666,0.0,0.3333333333333333,0.3333333333333333 3:0.0,0.3333333333333333,0.3333333333333333,0.3333333333333333 4:0.3333333333333333,0.3333333333333333,0.3333333333333333,0.3333333333333333 5:0.6666666666666666,0.3333333333333333,0.3333333333333333,0.3333333333333333 6:0.0,0.6666666666666666,0.3333333333333333,0.3333333333333333 7:0.3333333333333333,0.6666666666666666,0.3333333333333333,0.3333333333333333 8:0.6666666666666666,0.6666666666666666,0.3333333333333333,0.3333333333333333
        """

    func testTheCatalogueAsTreesKeepsEveryIdNameCellAndPhotoPlace() throws {
        let lines = Self.catalogueBeforeTrees.split(separator: "\n")
        XCTAssertEqual(lines.count, Layout.all.count)
        for (line, layout) in zip(lines, Layout.all) {
            let fields = line.split(separator: "\t")
            XCTAssertEqual(layout.id, String(fields[0]))
            XCTAssertEqual(layout.name, String(fields[1]))
            let cells = fields[2].split(separator: " ").map { cell in
                let halves = cell.split(separator: ":")
                let numbers = halves[1].split(separator: ",").map { Double($0)! }
                return (Int(halves[0])!, numbers)
            }
            XCTAssertEqual(layout.cells.map(\.slot.rawValue), cells.map(\.0), layout.id)
            for (cell, (_, rect)) in zip(layout.cells, cells) {
                for (got, want) in zip([cell.rect.x, cell.rect.y, cell.rect.width, cell.rect.height], rect) {
                    XCTAssertEqual(got, want, accuracy: 1e-12, "layout \(layout.id), \(cell.slot)")
                }
            }
        }
    }

    func testEveryCatalogueFormReadsBackAsItsLayout() throws {
        for layout in Layout.all {
            XCTAssertEqual(try Layout(form: layout.form), layout, layout.form)
            XCTAssertEqual(try Layout(form: layout.id), layout)
            XCTAssertEqual(LayoutForm.text(of: try LayoutForm.tree(from: layout.form)), layout.form)
        }
        XCTAssertEqual(Layout.numbered(1)!.form, "a/c|d", "the seed's wide top cell shows the first photo")
        XCTAssertEqual(Layout.numbered(22)!.form, "2(2a|b)/c|d|e")
    }

    func testAFormWrittenAnotherWayIsTheSameLayout() throws {
        XCTAssertEqual(try Layout(form: " ( a | b ) / ( c|d ) "), Layout.numbered(3))
        XCTAssertEqual(try Layout(form: "4a|2b"), Layout.numbered(6), "weights count against each other")
        XCTAssertEqual(try Layout(form: "A|B"), Layout.numbered(4))
    }

    func testAShapedLayoutHasNoNumberAndIsNamedByItsForm() throws {
        let hero = try Layout(form: "2a|(b/c/d)/e")
        XCTAssertNil(hero.number)
        XCTAssertEqual(hero.id, "2a|(b/c/d)/e")
        XCTAssertEqual(hero.visibleSlots.count, 5)
        XCTAssertNotEqual(hero, Layout.numbered(13))
        let cells = Dictionary(uniqueKeysWithValues: hero.cells.map { ($0.slot.rawValue, $0.rect) })
        XCTAssertEqual(cells[0]!.width, 2.0 / 3, accuracy: 1e-12)
        XCTAssertEqual(cells[0]!.height, 0.5, accuracy: 1e-12)
        XCTAssertEqual(cells[4]!.y, 0.5, accuracy: 1e-12)
        XCTAssertEqual(cells[4]!.width, 1, accuracy: 1e-12)
    }

    func testWeightsAreKeptToFourDecimalsWithTheLightestAtOne() throws {
        let tree = LayoutTree.split(.row, weighted: [.init(0.3, .cell(SlotID.all[0])), .init(0.7, .cell(SlotID.all[1]))])
        XCTAssertEqual(LayoutForm.text(of: tree), "a|2.3333b")
        XCTAssertEqual(try LayoutForm.tree(from: "a|2.3333b"), tree, "what is written is exactly the tree")
        XCTAssertEqual(LayoutForm.text(of: try LayoutForm.tree(from: "2(a|b)/c")), "2(a|b)/c", "a weighted row keeps its parentheses")
        XCTAssertEqual(LayoutForm.text(of: try LayoutForm.tree(from: "((a/b)/c)|d")), "((a/b)/c)|d")
    }

    func testAWrongFormSaysWhereItWentWrong() {
        let cases: [(String, Int, String)] = [
            ("a|b/(c|d", 8, "“)” is missing"),
            ("a|b)", 3, "“)” closes nothing"),
            ("a|j", 2, "“j” is not a photo’s letter (a to i) or “(”"),
            ("a|b|a", 4, "“a” is already at character 1"),
            ("a|", 2, "a photo’s letter (a to i) or “(” is missing at the end"),
            ("0a|b", 0, "a weight is a number above 0, up to 1000"),
            ("1.2.3a", 0, "a weight is a number above 0, up to 1000"),
            ("ab", 1, "“b” was not expected here"),
            ("", 0, "a photo’s letter (a to i) or “(” is missing at the end"),
            ("b|.2a|337c", 0, "a part here weighs more than 1000 times another"),
            ("25", 0, "no layout 25: the catalogue's are numbered 1 to 24"),
            (String(repeating: "(", count: 100_000) + "a", 32, "parentheses nest more than 32 deep"),
        ]
        for (text, position, reason) in cases {
            XCTAssertThrowsError(try Layout(form: text), text) { error in
                XCTAssertEqual((error as? LayoutForm.ReadError)?.position, position, text)
                XCTAssertEqual((error as? LayoutForm.ReadError)?.reason, reason, text)
            }
        }
    }
}
