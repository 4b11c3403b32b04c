import Foundation
import InstagridTestSupport
import XCTest

/// `instagrid arrange` and `export --layout auto` count what a crop cuts: a person standing
/// in a square photo keeps a tall cell, one lying a wide cell, where cropping either way
/// loses as much of the photos' area.
final class SubjectArrangeTests: CommandTestCase {
    /// A flat grey square with a figure across its middle third: upright, or lying.
    private func person(standing: Bool) -> String {
        TestPhotos.write(folder.file(standing ? "standing.png" : "lying.png"), width: 600, height: 600) { x, y in
            let across = standing ? x : y, along = standing ? y : x
            guard (250..<350).contains(across), (40..<560).contains(along) else { return Color(0x808080) }
            return along < 140 ? Color(0x2A1A10) : along < 300 ? Color(0xE0AC8A) : Color(0xC02020)
        }
    }

    private func arrange(_ photos: [String], _ extra: [String] = []) throws -> [String: String] {
        let result = try InstagridProcess.run(["arrange"] + extra + photos)
        XCTAssertEqual(result.status, 0, result.stderr)
        return Dictionary(uniqueKeysWithValues: result.stdout.split(separator: "\n").map { line in
            let parts = line.split(separator: " ", maxSplits: 1)
            return (String(parts[0]), String(parts.last ?? ""))
        })
    }

    func testAStandingPersonGetsATallCellAndALyingOneAWideOne() throws {
        let busy = TestPhotos.noise(folder.file("busy.png"), width: 600, height: 600)
        let standing = try arrange([person(standing: true), busy]), lying = try arrange([person(standing: false), busy])
        // The person's photo gets the larger cell too: cutting its grey costs half what cutting the noise does.
        XCTAssertEqual(standing["layout"], "2a|b", "side by side: the standing person loses only grey at the sides")
        XCTAssertEqual(lying["layout"], "2a/b", "stacked: the lying person loses only grey above and below")
        for report in [standing, lying] {
            let share = { (key: String) in try XCTUnwrap(report[key].flatMap { Double($0.split(separator: " ")[0]) }, key) }
            XCTAssertLessThan(try share("cuts"), try share("cropped") - 10, "the person kept, the grey and the noise cut: \(report)")
        }
        // export --layout auto draws what arrange says; with the centre's framing the subject decides nothing.
        let out = folder.file("auto.png")
        let exported = try InstagridProcess.run(["export", "--layout", "auto", "--size", "400", "--spacing", "0", "--corner-radius", "0",
                                                 "-o", out, person(standing: false), busy])
        XCTAssertEqual(exported.status, 0, exported.stderr)
        let picture = try XCTUnwrap(DecodedFile(path: out))
        // The top cell, two thirds of the picture, shows the photo's middle 400 rows: the person's
        // skin (photo x 140 to 300, y 250 to 350) at about x 93 to 200, y 100 to 167.
        assertColor(picture.color(x: 150, y: 133), near: Color(0xE0AC8A), tolerance: 20, "the lying person across the top cell")
    }
}
