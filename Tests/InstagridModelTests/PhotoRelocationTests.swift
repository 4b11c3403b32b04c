import InstagridModel
import XCTest

final class PhotoRelocationTests: XCTestCase {
    func testPhotosThatMovedWithTheFoundOneAreFoundToo() {
        let there: Set<LocalPath> = ["/media/stick/Trip/beach.jpg", "/media/stick/Trip/day 2/dunes.jpg", "/media/stick/Trip/sea.jpg"]
        let moves = PhotoRelocation.relocated(
            ["/home/ana/Pictures/Trip/beach.jpg", "/home/ana/Pictures/Trip/day 2/dunes.jpg", "/home/ana/Pictures/Trip/lost.jpg",
             "/home/ana/Elsewhere/cat.jpg"],
            lost: "/home/ana/Pictures/Trip/sea.jpg", found: "/media/stick/Trip/sea.jpg", exists: there.contains)
        XCTAssertEqual(moves, ["/home/ana/Pictures/Trip/beach.jpg": "/media/stick/Trip/beach.jpg",
                               "/home/ana/Pictures/Trip/day 2/dunes.jpg": "/media/stick/Trip/day 2/dunes.jpg"],
                       "a photo not there, and one from another folder, stay missing")
    }

    func testARenamedPhotoMovesNoOther() {
        XCTAssertEqual(PhotoRelocation.relocated(["/a/b/one.jpg"], lost: "/a/b/two.jpg", found: "/c/d/three.jpg") { _ in true }, [:])
    }

    func testAFolderRenamedInPlace() {
        let moves = PhotoRelocation.relocated(["/home/ana/Trip 2025/a.jpg"], lost: "/home/ana/Trip 2025/b.jpg",
                                              found: "/home/ana/Trip/b.jpg") { $0 == "/home/ana/Trip/a.jpg" }
        XCTAssertEqual(moves, ["/home/ana/Trip 2025/a.jpg": "/home/ana/Trip/a.jpg"])
    }

    func testASiblingFolderStartingWithTheOldRootsNameStaysWhereItIs() {
        // `Pictures` moved to the stick as `Photos`; `Pictures 2` beside it did not, and must not follow.
        let moves = PhotoRelocation.relocated(["/home/ana/Pictures 2/x.jpg", "/home/ana/Pictures/y.jpg"],
                                              lost: "/home/ana/Pictures/z.jpg", found: "/media/stick/Photos/z.jpg") { _ in true }
        XCTAssertEqual(moves, ["/home/ana/Pictures/y.jpg": "/media/stick/Photos/y.jpg"])
    }
}
