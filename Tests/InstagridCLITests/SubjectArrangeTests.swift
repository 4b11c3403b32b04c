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
        // Keyed by each line's first word, the first line of each: "cuts" is the attention's share.
        return Dictionary(result.stdout.split(separator: "\n").map { line in
            let parts = line.split(separator: " ", maxSplits: 1)
            return (String(parts[0]), String(parts.last ?? ""))
        }, uniquingKeysWith: { first, _ in first })
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

    /// arrange names the faces it found in each photo, and says whether its layout cuts one.
    func testArrangeNamesTheFacesInEachPhoto() throws {
        let face = DrawnFaces.write(folder.file("face.jpg"), width: 2048, height: 512, faces: [DrawnFaces.Face(x: 1536, y: 0, side: 512)],
                                    ground: .busy)
        let none = TestPhotos.noise(folder.file("none.png"), width: 600, height: 400)
        let cache = ["XDG_CACHE_HOME": folder.file("cache")]
        let result = try InstagridProcess.run(["arrange", face, none], environment: cache)
        XCTAssertEqual(result.status, 0, result.stderr)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        XCTAssertTrue(lines.contains("cuts no face"), result.stdout)
        let first = try XCTUnwrap(lines.first { $0.hasPrefix("photo 1 \(face): 1 face: ") }, result.stdout)
        // The face drawn from 81 % to 94 % of the photo's width: its box starts at about 80 %.
        let left = try XCTUnwrap(Double(first.split(separator: " at ").last?.split(separator: " ").first ?? ""), first)
        XCTAssertEqual(left, 80, accuracy: 3, first)
        XCTAssertTrue(lines.contains("photo 2 \(none): no face"), result.stdout)
        // The centre's framing measures nothing, so arrange's framing is not asked of it: export skips the search.
        let trace = folder.file("centre.trace")
        let exported = try InstagridProcess.run(["export", "--framing", "centre", "--layout", "a|b", "-o", folder.file("centre.png"), face, none],
                                                environment: cache.merging(["INSTAGRID_TRACE": trace]) { $1 })
        XCTAssertEqual(exported.status, 0, exported.stderr)
        let events = (try? String(contentsOfFile: trace, encoding: .utf8)) ?? ""
        XCTAssertFalse(events.contains(" faces-found ") || events.contains(" faces-recalled "), "no face sought with --framing centre")
        let subjectTrace = folder.file("subject.trace")
        let subject = try InstagridProcess.run(["export", "--layout", "a|b", "-o", folder.file("subject.png"), face, none],
                                               environment: cache.merging(["INSTAGRID_TRACE": subjectTrace]) { $1 })
        XCTAssertEqual(subject.status, 0, subject.stderr)
        // arrange searched the same file a moment ago: the export reads its faces back.
        let subjectEvents = (try? String(contentsOfFile: subjectTrace, encoding: .utf8)) ?? ""
        XCTAssertTrue(subjectEvents.contains(" faces-recalled 1 faces \(face)"), "sought by default: \(subjectEvents)")
    }

    /// Faces found once are kept in the user's cache: the next run reads them back instead of
    /// searching, until the file changes; an entry that does not read back whole is searched
    /// again and written over; past 4,096 entries the oldest go.
    func testFacesFoundOnceAreRecalledUntilTheFileChanges() throws {
        let face = folder.file("kept.jpg")
        DrawnFaces.write(face, width: 2048, height: 512, faces: [DrawnFaces.Face(x: 0, y: 0, side: 512)], ground: .busy)
        let cache = folder.file("cache"), trace = folder.file("kept.trace")
        func arrange() throws -> (faces: String, events: String) {
            try? FileManager.default.removeItem(atPath: trace)
            let result = try InstagridProcess.run(["arrange", face], environment: ["XDG_CACHE_HOME": cache, "INSTAGRID_TRACE": trace])
            XCTAssertEqual(result.status, 0, result.stderr)
            let line = result.stdout.split(separator: "\n").first { $0.hasPrefix("photo 1 ") }.map(String.init) ?? ""
            return (line, (try? String(contentsOfFile: trace, encoding: .utf8)) ?? "")
        }
        let first = try arrange()
        XCTAssertTrue(first.faces.contains(": 1 face: "), first.faces)
        XCTAssertTrue(first.events.contains(" faces-found "), "searched the first time")
        let second = try arrange()
        XCTAssertEqual(second.faces, first.faces)
        XCTAssertTrue(second.events.contains(" faces-recalled 1 faces "), "read back: \(second.events)")
        XCTAssertFalse(second.events.contains(" faces-found "))
        let entries = try FileManager.default.contentsOfDirectory(atPath: cache + "/instagrid/faces")
        XCTAssertEqual(entries.count, 1)
        let entry = cache + "/instagrid/faces/" + entries[0]
        // Cut short, foreign, empty: each searched again and written over.
        let whole = try XCTUnwrap(FileManager.default.contents(atPath: entry))
        for broken in [whole.dropLast(), Data("instagrid faces 1 0.0\n0.5 0.5 x 1\n".utf8), Data()] {
            XCTAssertTrue(FileManager.default.createFile(atPath: entry, contents: broken))
            let again = try arrange()
            XCTAssertEqual(again.faces, first.faces, "\(broken.count) bytes")
            XCTAssertTrue(again.events.contains(" faces-found "), "\(broken.count) bytes: searched again")
            XCTAssertEqual(FileManager.default.contents(atPath: entry), whole)
        }
        // The file rewritten with its face at the other end: another version, searched again.
        DrawnFaces.write(face, width: 2048, height: 512, faces: [DrawnFaces.Face(x: 1536, y: 0, side: 512)], ground: .busy)
        let moved = try arrange()
        XCTAssertTrue(moved.events.contains(" faces-found "), moved.events)
        XCTAssertNotEqual(moved.faces, first.faces)
        // Past the most entries, the oldest go on a run's first write.
        let folderPath = cache + "/instagrid/faces"
        for index in 0..<4100 {
            let old = folderPath + "/old\(index)"
            XCTAssertTrue(FileManager.default.createFile(atPath: old, contents: Data()))
            try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1_000_000 + Double(index))], ofItemAtPath: old)
        }
        DrawnFaces.write(face, width: 2048, height: 512, faces: [DrawnFaces.Face(x: 700, y: 0, side: 512)], ground: .busy)
        _ = try arrange()
        let left = try FileManager.default.contentsOfDirectory(atPath: folderPath)
        XCTAssertLessThanOrEqual(left.count, 4097, "the oldest went")
        XCTAssertFalse(left.contains("old0"), "the oldest first")
        XCTAssertTrue(left.contains("old4099"), "the newest stay")
    }

    /// The detector dlib unpacks in a third of a second is kept in the user's cache and read
    /// back from it; a cache file that is not one (cut short, foreign) is replaced, and a cache
    /// that cannot be written costs only the time.
    func testTheDetectorKeptInTheCacheIsReadBackOrReplaced() throws {
        let face = DrawnFaces.write(folder.file("face.png"), width: 400, height: 400, faces: [DrawnFaces.Face(x: 0, y: 0, side: 400)],
                                    ground: .plain)
        let cache = folder.file("cache")
        func arrange(cache: String) throws -> String {
            // The faces kept from the run before would spare this one the detector.
            try? FileManager.default.removeItem(atPath: cache + "/instagrid/faces")
            let result = try InstagridProcess.run(["arrange", face], environment: ["XDG_CACHE_HOME": cache])
            XCTAssertEqual(result.status, 0, result.stderr)
            return result.stdout
        }
        XCTAssertTrue(try arrange(cache: cache).contains("photo 1 \(face): 1 face: "))
        let saved = try XCTUnwrap(try FileManager.default.contentsOfDirectory(atPath: cache + "/instagrid").first { $0.hasPrefix("face-detector-") })
        let savedPath = cache + "/instagrid/" + saved
        let whole = try XCTUnwrap(FileManager.default.contents(atPath: savedPath))
        XCTAssertGreaterThan(whole.count, 100_000)
        for broken in [whole.prefix(whole.count / 2), Data("not a detector".utf8), Data()] {
            XCTAssertTrue(FileManager.default.createFile(atPath: savedPath, contents: broken))
            XCTAssertTrue(try arrange(cache: cache).contains("photo 1 \(face): 1 face: "), "\(broken.count) bytes")
            XCTAssertEqual(FileManager.default.contents(atPath: savedPath), whole, "replaced by the detector as dlib unpacks it")
        }
        let notAFolder = folder.file("file")
        XCTAssertTrue(FileManager.default.createFile(atPath: notAFolder, contents: Data("a file".utf8)))
        XCTAssertTrue(try arrange(cache: notAFolder).contains("photo 1 \(face): 1 face: "), "a cache that cannot be written")
    }
}
