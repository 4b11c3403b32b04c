import Foundation
import InstagridModel
@testable import InstagridRender
import InstagridTestSupport
import XCTest

final class InputFilesTests: XCTestCase {
    let folder = TemporaryFolder()

    func testAnyNameForAnInputIsThatInput() throws {
        let photo = folder.file("photo.jpg"), other = folder.file("other.jpg")
        for path in [photo, other] { XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data(path.utf8))) }
        XCTAssertEqual(link(photo, folder.file("hard")), 0)
        XCTAssertEqual(symlink(photo, folder.file("soft")), 0)
        let inputs = InputFiles([LocalPath(photo)])
        for name in [photo, folder.file("hard"), folder.file("soft"), folder.path + "/./photo.jpg"] {
            XCTAssertEqual(inputs.input(sameAs: LocalPath(name)), LocalPath(photo), name)
        }
        XCTAssertNil(inputs.input(sameAs: LocalPath(other)), "another file")
        XCTAssertNil(inputs.input(sameAs: LocalPath(folder.file("new.png"))), "a file still to be made")
        XCTAssertNil(InputFiles([LocalPath(folder.file("gone.jpg"))]).input(sameAs: LocalPath(folder.file("gone.jpg"))), "an input that is not there")
    }

    func testACollagesInputsAreAllItsPhotosHiddenOnesToo() throws {
        let collage = Collage(photos: [SlotID.all[0]: "/a.jpg", SlotID.all[8]: "/i.jpg"])
        XCTAssertEqual(InputFiles(photosOf: collage).paths, ["/a.jpg", "/i.jpg"])
        XCTAssertEqual(InputFiles(photosOf: collage).adding(InputFiles(["/i.jpg", "/doc"])).paths, ["/a.jpg", "/i.jpg", "/doc"])
    }

    func testWritingOverAnInputIsRefusedEvenWhenReplacing() throws {
        let photo = folder.file("photo.png")
        let bytes = Data("a photo".utf8)
        XCTAssertTrue(FileManager.default.createFile(atPath: photo, contents: bytes))
        XCTAssertEqual(link(photo, folder.file("link.png")), 0)
        XCTAssertThrowsError(try AtomicFile.write([1, 2, 3], to: LocalPath(folder.file("link.png")), replacing: true, inputs: InputFiles([LocalPath(photo)]))) {
            XCTAssertEqual($0 as? ExportError, .isAnInput(path: LocalPath(self.folder.file("link.png")), input: LocalPath(photo)))
        }
        XCTAssertEqual(FileManager.default.contents(atPath: photo), bytes)
        XCTAssertEqual(FileManager.default.contents(atPath: folder.file("link.png")), bytes)
    }
}

extension InputFilesTests {
    /// The window's Save Collage As… onto one of the collage's photos.
    func testADocumentIsNeverSavedOverOneOfItsPhotos() throws {
        let photo = folder.file("photo.instagrid")
        let bytes = Data("a photo with an odd name".utf8)
        XCTAssertTrue(FileManager.default.createFile(atPath: photo, contents: bytes))
        let collage = Collage(photos: [SlotID.all[0]: LocalPath(photo)])
        XCTAssertThrowsError(try DocumentFile.write(collage, to: LocalPath(photo))) {
            XCTAssertEqual(($0 as? DocumentFile.Failure)?.reason, "is a photo of the collage; it is left alone")
        }
        XCTAssertEqual(FileManager.default.contents(atPath: photo), bytes)
    }
}
