import Foundation
import InstagridModel
import InstagridRender
import InstagridTestSupport
import XCTest

/// The file system's answers the window asks for: whether a photo is there, readable, a
/// session set aside, and the shared pictures cleaned up once old.
final class FileChecksTests: XCTestCase {
    let folder = TemporaryFolder()

    func testThereReadableAndALinkThatLeadsNowhere() throws {
        let photo = LocalPath(folder.file("photo.jpg"))
        XCTAssertFalse(photo.exists)
        XCTAssertFalse(photo.isPresent)
        try Data([1, 2, 3]).write(to: URL(fileURLWithPath: photo.description))
        XCTAssertTrue(photo.exists)
        XCTAssertTrue(photo.isReadable)
        let dangling = LocalPath(folder.file("gone.jpg"))
        XCTAssertEqual(symlink(folder.file("nowhere.jpg"), dangling.description), 0)
        XCTAssertFalse(dangling.exists, "a link that leads nowhere is no photo")
        XCTAssertTrue(dangling.isPresent, "but it is in the way of a file of that name")
    }

    func testAFileMovedAsideIsThereAndNotWhereItWas() throws {
        let session = LocalPath(folder.file("session"))
        try Data("damaged".utf8).write(to: URL(fileURLWithPath: session.description))
        let aside = LocalPath(folder.file("session.unreadable"))
        XCTAssertTrue(session.move(to: aside))
        XCTAssertFalse(session.exists)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: aside.description)), Data("damaged".utf8))
        XCTAssertFalse(LocalPath(folder.file("never")).move(to: aside), "nothing to move is said")
    }

    /// Only our own plain files past their age go: a new one, another name, a folder and a
    /// link named like ours stay.
    func testOldSharedPicturesGoAndEverythingElseStays() throws {
        let old = folder.file("Instagrid 2026-01-01 10.00.00.png"), new = folder.file("Instagrid now.png")
        let other = folder.file("holiday.png"), subfolder = folder.file("Instagrid folder"), link = folder.file("Instagrid link.png")
        for path in [old, new, other] { try Data([0]).write(to: URL(fileURLWithPath: path)) }
        try FileManager.default.createDirectory(atPath: subfolder, withIntermediateDirectories: false)
        XCTAssertEqual(symlink(other, link), 0)
        let dayAgo = Date(timeIntervalSinceNow: -2 * 24 * 60 * 60)
        for path in [old, other, subfolder] { try FileManager.default.setAttributes([.modificationDate: dayAgo], ofItemAtPath: path) }
        OldFiles.remove(in: folder.path, named: "Instagrid ", olderThan: 24 * 60 * 60)
        XCTAssertFalse(FileManager.default.fileExists(atPath: old), "the old shared picture went")
        for kept in [new, other, subfolder, link] {
            XCTAssertTrue((try? FileManager.default.attributesOfItem(atPath: kept)) != nil, "\(kept) stays")
        }
    }
}
