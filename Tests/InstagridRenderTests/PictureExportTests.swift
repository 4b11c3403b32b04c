import Foundation
import InstagridModel
@testable import InstagridRender
import InstagridTestSupport
import XCTest

final class PictureExportTests: XCTestCase {
    let folder = TemporaryFolder()

    private func fourPhotoCollage() -> Collage {
        let paths = [Color.red, .green, .blue, .yellow].enumerated().map { index, color in
            TestPhotos.solid(folder.file("p\(index).jpg"), width: 320, height: 240, color: color)
        }
        return try! Collage(layout: Layout.numbered(3)!, filling: paths.map { LocalPath($0) })
    }

    func testWritesPNGAndJPEGAtTheAskedSize() throws {
        for (name, side) in [("out.png", 512), ("out.jpg", 300), ("out.JPEG", 257)] {
            let path = folder.file(name)
            try PictureExport.export(fourPhotoCollage(), to: LocalPath(path), options: .init(side: side))
            let written = try XCTUnwrap(DecodedFile(path: path), name)
            XCTAssertEqual(written.width, side)
            XCTAssertEqual(written.height, side)
            assertColor(written.color(x: 1, y: 1), near: .gridFrame, tolerance: 8, name)
            assertColor(written.color(x: side / 4, y: side / 4), near: .red, name)
            assertColor(written.color(x: side * 3 / 4, y: side * 3 / 4), near: .yellow, name)
        }
        let png = try Data(contentsOf: URL(fileURLWithPath: folder.file("out.png")))
        XCTAssertEqual(Array(png.prefix(4)), [0x89, 0x50, 0x4E, 0x47])
        let jpeg = try Data(contentsOf: URL(fileURLWithPath: folder.file("out.jpg")))
        XCTAssertEqual(Array(jpeg.prefix(2)), [0xFF, 0xD8])
        XCTAssertEqual(folder.contents.filter { $0.hasPrefix(".") }, [], "no staging file left behind")
    }

    /// The share's picture is written as it is only where it is the picture asked for: one of
    /// another size (the window's, a slide set's) is drawn again at the size chosen.
    func testAPictureRenderedAtAnotherSizeIsDrawnAgain() throws {
        let magenta = try XCTUnwrap(CairoImage(width: 300, height: 256, hasAlpha: false))
        magenta.draw { $0.fill(Rect(x: 0, y: 0, width: 300, height: 256), RGBA(hex: 0xFF00FF)) }
        let path = folder.file("again.png")
        try PictureExport.export(fourPhotoCollage(), to: LocalPath(path), options: .init(side: 256), rendered: magenta)
        let written = try XCTUnwrap(DecodedFile(path: path))
        XCTAssertEqual([written.width, written.height], [256, 256])
        assertColor(written.color(x: 64, y: 64), near: .red, "drawn from the photos, not the picture given")
        let right = try XCTUnwrap(CairoImage(width: 256, height: 256, hasAlpha: false))
        right.draw { $0.fill(Rect(x: 0, y: 0, width: 256, height: 256), RGBA(hex: 0xFF00FF)) }
        try PictureExport.export(fourPhotoCollage(), to: LocalPath(folder.file("as given.png")), options: .init(side: 256), rendered: right)
        assertColor(try XCTUnwrap(DecodedFile(path: folder.file("as given.png"))).color(x: 64, y: 64), near: Color(0xFF00FF),
                    "one of the size asked for is written as it is")
    }

    func testJPEGQualityChangesTheFile() throws {
        try PictureExport.export(fourPhotoCollage(), to: LocalPath(folder.file("low.jpg")), options: .init(side: 400, jpegQuality: 10))
        try PictureExport.export(fourPhotoCollage(), to: LocalPath(folder.file("high.jpg")), options: .init(side: 400, jpegQuality: 100))
        let low = try FileManager.default.attributesOfItem(atPath: folder.file("low.jpg"))[.size] as! Int
        let high = try FileManager.default.attributesOfItem(atPath: folder.file("high.jpg"))[.size] as! Int
        XCTAssertLessThan(low, high)
    }

    func testExistingFileIsKeptUnlessReplacing() throws {
        let path = folder.file("kept.png")
        _ = FileManager.default.createFile(atPath: path, contents: Data("precious".utf8))
        XCTAssertThrowsError(try PictureExport.export(fourPhotoCollage(), to: LocalPath(path), options: .init(side: 64))) {
            XCTAssertEqual($0 as? ExportError, .exists(path: LocalPath(path)))
        }
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "precious")
        try PictureExport.export(fourPhotoCollage(), to: LocalPath(path), options: .init(side: 64, replaceExisting: true))
        XCTAssertEqual(DecodedFile(path: path)?.width, 64)
    }

    func testRefusesDestinationsThatAreNotRegularFiles() throws {
        let directory = folder.file("dir.png")
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: false)
        XCTAssertThrowsError(try PictureExport.export(fourPhotoCollage(), to: LocalPath(directory), options: .init(side: 64, replaceExisting: true))) {
            XCTAssertEqual($0 as? ExportError, .isAFolder(path: LocalPath(directory)))
        }
        let fifo = folder.file("pipe.png")
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        XCTAssertThrowsError(try PictureExport.export(fourPhotoCollage(), to: LocalPath(fifo), options: .init(side: 64, replaceExisting: true))) {
            XCTAssertEqual($0 as? ExportError, .notARegularFile(path: LocalPath(fifo)))
        }
        let link = folder.file("link.png")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: folder.file("elsewhere.png"))
        XCTAssertThrowsError(try PictureExport.export(fourPhotoCollage(), to: LocalPath(link), options: .init(side: 64, replaceExisting: true))) {
            XCTAssertEqual($0 as? ExportError, .notARegularFile(path: LocalPath(link)))
        }
        XCTAssertEqual(folder.contents, ["dir.png", "link.png", "p0.jpg", "p1.jpg", "p2.jpg", "p3.jpg", "pipe.png"])
    }

    func testMissingFolderAndUnknownExtension() {
        let missing = folder.file("nope/out.png")
        XCTAssertThrowsError(try PictureExport.export(fourPhotoCollage(), to: LocalPath(missing), options: .init(side: 64))) {
            XCTAssertEqual($0 as? ExportError, .folderMissing(folder: LocalPath(folder.file("nope"))))
            XCTAssertEqual("\($0)", folder.file("nope") + ": the output folder does not exist")
        }
        XCTAssertThrowsError(try PictureExport.export(fourPhotoCollage(), to: LocalPath(folder.file("out.gif")), options: .init(side: 64))) {
            XCTAssertEqual($0 as? ExportError, .unknownFormat(path: LocalPath(folder.file("out.gif"))))
        }
    }

    func testABadPhotoStopsTheExportAndWritesNothing() {
        var collage = fourPhotoCollage()
        let bad = folder.file("bad.jpg")
        _ = FileManager.default.createFile(atPath: bad, contents: Data("text".utf8))
        collage.setPhoto(LocalPath(bad), in: .bottomLeft)
        XCTAssertThrowsError(try PictureExport.export(collage, to: LocalPath(folder.file("out.png")), options: .init(side: 64))) {
            XCTAssertEqual($0 as? ExportError, .photo(PhotoError(path: LocalPath(bad), cause: .notAnImage)))
        }
        XCTAssertFalse(folder.contents.contains { $0.contains("out.png") })
    }

    func testDiskFullLeavesNothingBehind() throws {
        let mountPoint = try tinyDisk(size: "16k")
        defer { unmount(mountPoint) }
        let path = mountPoint + "/out.png"
        let noisy = try Collage(layout: Layout.numbered(1)!, filling: (0..<3).map {
            LocalPath(TestPhotos.noise(folder.file("noise\($0).png"), width: 300, height: 300))
        })
        XCTAssertThrowsError(try PictureExport.export(noisy, to: LocalPath(path), options: .init(side: 600))) { error in
            guard case .writeFailed(_, let detail)? = error as? ExportError else { return XCTFail("\(error)") }
            XCTAssertEqual(detail, "No space left on device")
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: mountPoint), [])
    }

    /// Slides are one set: a disk that holds two of three keeps none of them, and a set they
    /// would replace stays whole, byte for byte.
    func testSlidesAreWrittenAsOneSetOrNotAtAll() throws {
        let mountPoint = try tinyDisk(size: "1m")
        defer { unmount(mountPoint) }
        var noisy = try Collage(layout: Layout.numbered(1)!, filling: (0..<3).map {
            LocalPath(TestPhotos.noise(folder.file("noise\($0).png"), width: 600, height: 600))
        })
        noisy.slides = 3
        let path = LocalPath(mountPoint + "/set.png")
        func export(side: Int, replacing: Bool) throws {
            try PictureExport.export(noisy, to: path, options: .init(side: side, replaceExisting: replacing))
        }
        XCTAssertThrowsError(try export(side: 700, replacing: false)) { error in
            guard case .writeFailed? = error as? ExportError else { return XCTFail("\(error)") }
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: mountPoint), [], "no slide of a set that did not fit")

        try export(side: 120, replacing: false)
        let names = ["set-1.png", "set-2.png", "set-3.png"]
        let older = try names.map { try Data(contentsOf: URL(fileURLWithPath: mountPoint + "/" + $0)) }
        XCTAssertThrowsError(try export(side: 700, replacing: true))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: mountPoint).sorted(), names, "nothing beside the set")
        for (name, bytes) in zip(names, older) {
            XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: mountPoint + "/" + name)), bytes, "\(name) as it was")
        }
        try export(side: 200, replacing: true)
        for (name, bytes) in zip(names, older) {
            XCTAssertNotEqual(try Data(contentsOf: URL(fileURLWithPath: mountPoint + "/" + name)), bytes, "\(name) replaced")
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: mountPoint).sorted(), names)
    }

    /// A tmpfs of `size` in the test's folder, where a disk fills up.
    private func tinyDisk(size: String) throws -> String {
        let mountPoint = folder.file("tiny")
        try FileManager.default.createDirectory(atPath: mountPoint, withIntermediateDirectories: false)
        let mount = Process()
        mount.executableURL = URL(fileURLWithPath: "/bin/mount")
        mount.arguments = ["-t", "tmpfs", "-o", "size=\(size)", "tmpfs", mountPoint]
        try mount.run()
        mount.waitUntilExit()
        try requireCapability(mount.terminationStatus == 0, "mounting a tmpfs needs root (CI runs as root)")
        return mountPoint
    }

    private func unmount(_ mountPoint: String) {
        let unmount = Process()
        unmount.executableURL = URL(fileURLWithPath: "/bin/umount")
        unmount.arguments = [mountPoint]
        try? unmount.run()
        unmount.waitUntilExit()
    }
}

/// A render reuses photos decoded ahead for it, only while their files are unchanged.
final class PreparedPhotoTests: XCTestCase {
    let folder = TemporaryFolder()

    func testARenderTakesPreparedPhotosWhoseFilesAreUnchangedAndReadsTheOthersAgain() throws {
        let paths = [Color.red, .green, .blue, .yellow].enumerated().map { index, color in
            TestPhotos.solid(folder.file("p\(index).jpg"), width: 320, height: 240, color: color)
        }
        let collage = try Collage(layout: Layout.numbered(3)!, filling: paths.map { LocalPath($0) })
        let jobs = CollagePicture.photoJobs(of: collage, longSide: 256)
        XCTAssertEqual(jobs.map(\.path), paths.map { LocalPath($0) })
        let prepared = Dictionary(uniqueKeysWithValues: zip(jobs, try CollagePicture.prepare(jobs, yielding: false).map { try $0.get() }))
        // The blue photo becomes black after it was prepared (saved as editors do, a new file
        // renamed over the old): its pixels are no longer its file's.
        TestPhotos.solid(folder.file("new.jpg"), width: 320, height: 240, color: .black)
        XCTAssertEqual(rename(folder.file("new.jpg"), paths[2]), 0)
        let (picture, photos) = try CollagePicture.render(collage, longSide: 256, yielding: false, reusing: prepared)
        for (index, job) in jobs.enumerated() {
            XCTAssertEqual(photos[job]?.photo.image === prepared[job]?.photo.image, index != 2, "photo \(index)")
        }
        let fresh = try CollagePicture.render(collage, longSide: 256)
        for (x, y) in [(64, 64), (192, 64), (64, 192), (192, 192)] {
            XCTAssertTrue(picture.rgb(x: x, y: y) == fresh.rgb(x: x, y: y), "(\(x), \(y)) as a render from the files draws it")
        }
        assertColor(Color(r: picture.rgb(x: 64, y: 192).0, g: picture.rgb(x: 64, y: 192).1, b: picture.rgb(x: 64, y: 192).2),
                    near: .black)
    }

    /// What a picture holds that the window did not show: a photo rewritten after the window
    /// read it, or one the window never read; not one read from the same version.
    func testAPictureNamesThePhotosItReadFromAnotherVersionThanTheWindowShowed() throws {
        let paths = [Color.red, .green, .blue, .yellow].enumerated().map { index, color in
            LocalPath(TestPhotos.solid(folder.file("p\(index).jpg"), width: 320, height: 240, color: color))
        }
        let collage = try Collage(layout: Layout.numbered(3)!, filling: paths)
        var shown: [LocalPath: FileStamp] = [:]
        for path in paths { shown[path] = try XCTUnwrap(FileStamp(path: path)) }
        XCTAssertEqual(CollagePicture.changed(since: shown, in: try CollagePicture.render(collage, longSide: 64, yielding: false, reusing: [:]).photos),
                       [], "every photo as shown")
        TestPhotos.solid(folder.file("new.jpg"), width: 320, height: 240, color: .black)
        XCTAssertEqual(rename(folder.file("new.jpg"), paths[2].description), 0)
        // Written in place (the same file), a byte longer: a decoder reads past the end of a JPEG.
        let inPlace = try FileHandle(forWritingTo: URL(fileURLWithPath: paths[0].description))
        try inPlace.seekToEnd()
        try inPlace.write(contentsOf: Data([0]))
        try inPlace.close()
        shown[paths[3]] = nil
        let drawn = try CollagePicture.render(collage, longSide: 64, yielding: false, reusing: [:]).photos
        XCTAssertEqual(CollagePicture.changed(since: shown, in: drawn), [paths[0], paths[2], paths[3]])
    }

    func testAnIncompleteCollageNeedsNoPhotos() throws {
        let photo = TestPhotos.solid(folder.file("p.jpg"), width: 32, height: 24, color: .red)
        let collage = Collage(layout: Layout.numbered(3)!, photos: [Layout.numbered(3)!.visibleSlots[0]: LocalPath(photo)])
        XCTAssertEqual(CollagePicture.photoJobs(of: collage, longSide: 256), [])
    }
}
