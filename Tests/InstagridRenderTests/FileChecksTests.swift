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

    /// Only our own plain files and share folders past their age go: a new one, another
    /// name, a link named like ours and what is not ours in an old folder stay.
    func testOldSharedPicturesGoAndEverythingElseStays() throws {
        let old = folder.file("Instagrid 2026-01-01 10.00.00.png"), new = folder.file("Instagrid now.png")
        let other = folder.file("holiday.png"), link = folder.file("Instagrid link.png")
        let oldShare = folder.file("Instagrid a1B2c3"), newShare = folder.file("Instagrid d4E5f6"), heldShare = folder.file("Instagrid g7H8i9")
        for share in [oldShare, newShare, heldShare] { try FileManager.default.createDirectory(atPath: share, withIntermediateDirectories: false) }
        let slides = [oldShare + "/Alps-1.png", oldShare + "/Alps-2.png"], newPicture = newShare + "/Alps.png"
        let heldPicture = heldShare + "/Alps.png", heldFolder = heldShare + "/inside", heldLink = heldShare + "/link.png"
        for path in [old, new, other, newPicture, heldPicture] + slides { try Data([0]).write(to: URL(fileURLWithPath: path)) }
        try FileManager.default.createDirectory(atPath: heldFolder, withIntermediateDirectories: false)
        XCTAssertEqual(symlink(other, link), 0)
        XCTAssertEqual(symlink(other, heldLink), 0)
        let dayAgo = Date(timeIntervalSinceNow: -2 * 24 * 60 * 60)
        for path in [old, other, oldShare, heldShare] { try FileManager.default.setAttributes([.modificationDate: dayAgo], ofItemAtPath: path) }
        OldFiles.remove(in: folder.path, named: "Instagrid ", olderThan: 24 * 60 * 60)
        for gone in [old, oldShare, heldPicture] + slides {
            XCTAssertFalse(FileManager.default.fileExists(atPath: gone), "\(gone) went")
        }
        for kept in [new, other, link, newShare, newPicture, heldShare, heldFolder, heldLink] {
            XCTAssertTrue((try? FileManager.default.attributesOfItem(atPath: kept)) != nil, "\(kept) stays")
        }
        XCTAssertTrue(FileManager.default.fileExists(atPath: other), "the link's target stays")
    }
}
