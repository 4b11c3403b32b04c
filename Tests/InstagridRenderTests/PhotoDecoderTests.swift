import Foundation
import InstagridModel
import InstagridPhotoFormats
@testable import InstagridRender
import InstagridTestSupport
import Synchronization
import XCTest

final class PhotoDecoderTests: XCTestCase {
    let folder = TemporaryFolder()

    private func color(_ photo: DecodedPhoto, _ u: Double, _ v: Double) -> Color {
        let pixel = photo.image.rgb(x: Int(u * Double(photo.image.width)), y: Int(v * Double(photo.image.height)))
        return Color(r: pixel.r, g: pixel.g, b: pixel.b)
    }

    func testDecodesAtTheSizeTheSlotNeedsNotTheFullSize() throws {
        for name in ["big.jpg", "big.png"] {
            let path = TestPhotos.quadrants(folder.file(name), width: 1600, height: 800)
            let photo = try PhotoDecoder.decode(path: LocalPath(path), covering: Size(width: 100, height: 100))
            XCTAssertEqual(photo.image.height, 100, name)
            XCTAssertEqual(photo.image.width, 200, name)
            XCTAssertEqual(photo.fullSize, Size(width: 1600, height: 800))
            for (index, expected) in TestPhotos.quadrantColors.enumerated() {
                assertColor(color(photo, index % 2 == 0 ? 0.25 : 0.75, index < 2 ? 0.25 : 0.75), near: expected, name)
            }
        }
    }

    func testNeverUpscales() throws {
        let path = TestPhotos.quadrants(folder.file("small.png"), width: 40, height: 30)
        let photo = try PhotoDecoder.decode(path: LocalPath(path), covering: Size(width: 400, height: 400))
        XCTAssertEqual(photo.image.width, 40)
        XCTAssertEqual(photo.image.height, 30)
        XCTAssertTrue(photo.covers(Size(width: 400, height: 400)), "the file has no more detail to give")
        let big = try PhotoDecoder.decode(path: LocalPath(TestPhotos.quadrants(folder.file("big.png"), width: 1600, height: 800)),
                                          covering: Size(width: 100, height: 100))
        XCTAssertTrue(big.covers(Size(width: 90, height: 100)))
        XCTAssertFalse(big.covers(Size(width: 400, height: 400)))
    }

    func testEveryExifOrientationComesOutUpright() throws {
        for orientation in ExifOrientation.allCases {
            let path = TestPhotos.quadrants(folder.file("exif\(orientation.rawValue).jpg"),
                                            width: 64, height: 48, exifOrientation: orientation.rawValue)
            let photo = try PhotoDecoder.decode(path: LocalPath(path), covering: Size(width: 500, height: 500))
            let upright = orientation.upright(Size(width: 64, height: 48))
            XCTAssertEqual(photo.image.size, upright, "\(orientation)")
            XCTAssertEqual(photo.fullSize, upright, "\(orientation)")
            for (u, v) in [(0.25, 0.25), (0.75, 0.25), (0.25, 0.75), (0.75, 0.75)] {
                let stored = orientation.storedPoint(forUpright: u, v)
                let expected = TestPhotos.quadrantColors[(stored.y < 0.5 ? 0 : 2) + (stored.x < 0.5 ? 0 : 1)]
                assertColor(color(photo, u, v), near: expected, "\(orientation) at \(u),\(v)")
            }
        }
    }

    func testRotatedPhotoIsDecodedAtItsUprightCoverSize() throws {
        // Stored 1600x800 and turned a quarter: upright 800x1600; a 100x100 slot needs 100x200.
        let path = TestPhotos.quadrants(folder.file("turned.jpg"), width: 1600, height: 800, exifOrientation: 6)
        let photo = try PhotoDecoder.decode(path: LocalPath(path), covering: Size(width: 100, height: 100))
        XCTAssertEqual(photo.image.size, Size(width: 100, height: 200))
    }

    private func assertFails(_ path: String, _ cause: PhotoError.Cause, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertThrowsError(try PhotoDecoder.decode(path: LocalPath(path), covering: Size(width: 50, height: 50)),
                             file: file, line: line) { error in
            XCTAssertEqual(error as? PhotoError, PhotoError(path: LocalPath(path), cause: cause), file: file, line: line)
        }
    }

    func testBadFilesGiveTheirCause() throws {
        assertFails(folder.file("missing.jpg"), .missing)
        assertFails(folder.path, .notAFile)
        _ = FileManager.default.createFile(atPath: folder.file("empty.jpg"), contents: Data())
        assertFails(folder.file("empty.jpg"), .empty)
        _ = FileManager.default.createFile(atPath: folder.file("text.jpg"), contents: Data("hello, not a photo\n".utf8))
        assertFails(folder.file("text.jpg"), .notAnImage)
        _ = FileManager.default.createFile(atPath: folder.file("bomb.png"), contents: Data(PNGHeader.file(width: 40000, height: 40000)))
        assertFails(folder.file("bomb.png"), .tooLarge(width: 40000, height: 40000))
        // libjpeg scales a progressive file while decoding, but keeps every coefficient
        // of its full size until the last scan: 30000x30000 took 1.8 GB.
        let progressive = try XCTUnwrap(TestPhotos.progressiveBomb(folder.file("bomb.jpg"), width: 30000, height: 30000))
        assertFails(progressive, .tooLarge(width: 30000, height: 30000))
    }

    func testTruncatedJPEGIsRefusedNotShownHalfGrey() throws {
        let whole = try Data(contentsOf: URL(fileURLWithPath: TestPhotos.noise(folder.file("whole.jpg"), width: 200, height: 200)))
        let path = folder.file("cut.jpg")
        _ = FileManager.default.createFile(atPath: path, contents: whole.prefix(whole.count * 6 / 10))
        XCTAssertThrowsError(try PhotoDecoder.decode(path: LocalPath(path), covering: Size(width: 50, height: 50))) { error in
            XCTAssertEqual(error as? PhotoError, PhotoError(path: LocalPath(path), cause: .corrupt("the file is cut short")))
        }
        // With a little trailing data after the end marker, it is still whole.
        let padded = folder.file("padded.jpg")
        _ = FileManager.default.createFile(atPath: padded, contents: whole + Data(repeating: 0, count: 300))
        XCTAssertNoThrow(try PhotoDecoder.decode(path: LocalPath(padded), covering: Size(width: 50, height: 50)))
    }

    private func jpegBytes(_ name: String, width: Int, height: Int) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: TestPhotos.noise(folder.file(name), width: width, height: height))))
    }

    /// A camera JPEG cut inside its first 64 KiB still holds its thumbnail's end marker:
    /// only the image's own end counts.
    func testACameraJPEGCutJustAfterItsThumbnailIsRefused() throws {
        let thumbnail = try jpegBytes("thumbnail.jpg", width: 160, height: 120)
        let camera = ExifFixture.withThumbnail(jpeg: try jpegBytes("photo.jpg", width: 1200, height: 900), thumbnail: thumbnail)
        let whole = folder.file("camera.jpg")
        _ = FileManager.default.createFile(atPath: whole, contents: Data(camera))
        XCTAssertNoThrow(try PhotoDecoder.decode(path: LocalPath(whole), covering: Size(width: 100, height: 100)), "the whole file is fine")

        let thumbnailEnd = 4 + 6 + 56 + thumbnail.count + 2
        for cut in [thumbnailEnd, thumbnailEnd + 4096] {
            XCTAssertLessThan(cut, 64 * 1024, "the cut lies in the first 64 KiB")
            let path = folder.file("cut at \(cut).jpg")
            _ = FileManager.default.createFile(atPath: path, contents: Data(camera.prefix(cut)))
            XCTAssertThrowsError(try PhotoDecoder.decode(path: LocalPath(path), covering: Size(width: 100, height: 100))) { error in
                XCTAssertEqual(error as? PhotoError, PhotoError(path: LocalPath(path), cause: .corrupt("the file is cut short")))
            }
        }
    }

    /// Motion photos append their video after the image's end marker: the photo is whole.
    func testAJPEGFollowedByAVideoIsWhole() throws {
        var video = Array("\0\0\0\u{18}ftypmp42\0\0\0\0mp42isom".utf8)
        var generator = SeededGenerator(announcing: 0x0A07_1011, in: #function)
        // 200 KiB of stand-in video data; any end-marker pair in it would make the old check pass by chance.
        while video.count < 200 * 1024 {
            let byte = UInt8.random(in: 0...255, using: &generator)
            if !(video.last == 0xFF && byte == 0xD9) { video.append(byte) }
        }
        let path = folder.file("motion.jpg")
        _ = FileManager.default.createFile(atPath: path, contents: Data(try jpegBytes("still.jpg", width: 600, height: 400) + video))
        let photo = try PhotoDecoder.decode(path: LocalPath(path), covering: Size(width: 100, height: 100))
        XCTAssertEqual(photo.fullSize, Size(width: 600, height: 400))
    }

    func testCorruptJPEGNamesTheDecoderError() throws {
        let good = try Data(contentsOf: URL(fileURLWithPath: TestPhotos.quadrants(folder.file("good.jpg"), width: 64, height: 64)))
        var damaged = [UInt8](good.prefix(200))
        damaged += [UInt8](repeating: 0x5A, count: 4000)
        let path = folder.file("damaged.jpg")
        _ = FileManager.default.createFile(atPath: path, contents: Data(damaged))
        XCTAssertThrowsError(try PhotoDecoder.decode(path: LocalPath(path), covering: Size(width: 50, height: 50))) { error in
            guard case .corrupt(let detail)? = (error as? PhotoError)?.cause else {
                return XCTFail("\(error) is not a corrupt-image error")
            }
            XCTAssertFalse(detail.isEmpty)
            XCTAssertTrue("\(error)".hasPrefix(path + ": damaged image"), "\(error)")
        }
    }

    /// A photo-like picture: smooth gradients with fine detail, which any error in
    /// scaling, upsampling or colour conversion would show.
    private func detailed(_ name: String, width: Int, height: Int) -> String {
        TestPhotos.write(folder.file(name), width: width, height: height) { x, y in
            Color(r: UInt8(x * 255 / width), g: UInt8(y * 255 / height), b: UInt8((x * 7 + y * 13) % 64 + (x / 9 % 2) * 128))
        }
    }

    /// A lossless progressive copy of a baseline JPEG: the same coefficients, in scans.
    private func progressiveCopy(of baseline: String) throws -> String {
        let progressive = baseline.replacingOccurrences(of: ".jpg", with: "-progressive.jpg")
        let made = Shell.run(["jpegtran", "-progressive", "-copy", "all", "-outfile", progressive, baseline])
        try requireCapability(made.status == 0, "jpegtran (Debian's libjpeg-turbo-progs) makes the progressive copy")
        return progressive
    }

    func testProgressiveAndBaselineCopiesDecodeToTheSamePixels() throws {
        let baseline = detailed("baseline.jpg", width: 1203, height: 803)
        let progressive = try progressiveCopy(of: baseline)
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: progressive)))
        XCTAssertTrue(zip(bytes, bytes.dropFirst()).contains { $0 == (0xFF, 0xC2) }, "the copy really is progressive")
        for target in [Size(width: 120, height: 120), Size(width: 500, height: 300), Size(width: 3000, height: 3000)] {
            let a = try PhotoDecoder.decode(path: LocalPath(baseline), covering: target)
            let b = try PhotoDecoder.decode(path: LocalPath(progressive), covering: target)
            XCTAssertEqual(a.image.size, b.image.size, "\(target)")
            XCTAssertTrue(a.image.packedRGB().bytes == b.image.packedRGB().bytes, "same coefficients, same pixels at \(target)")
        }
    }

    func testJPEGDecodesMatchGdkPixbufsFullDecode() throws {
        // At full size no scaling is involved: libjpeg-turbo here and gdk-pixbuf's loader
        // must agree to within rounding, pixel for pixel.
        let path = detailed("detail.jpg", width: 640, height: 480)
        let ours = try PhotoDecoder.decode(path: LocalPath(path), covering: Size(width: 640, height: 480)).image
        let reference = try XCTUnwrap(DecodedFile(path: path))
        XCTAssertEqual(ours.size, Size(width: 640, height: 480))
        var worst = 0
        for y in stride(from: 0, to: 480, by: 3) {
            for x in stride(from: 0, to: 640, by: 3) {
                let pixel = ours.rgb(x: x, y: y)
                worst = max(worst, Color(r: pixel.r, g: pixel.g, b: pixel.b).distance(to: reference.color(x: x, y: y)))
            }
        }
        XCTAssertLessThanOrEqual(worst, 3)
    }

    func testCMYKJPEGIsLeftToGdkPixbufAndComesOutInColour() throws {
        let rgb = TestPhotos.quadrants(folder.file("rgb.png"), width: 96, height: 64)
        let cmyk = folder.file("cmyk.jpg")
        XCTAssertEqual(Shell.run(["convert", rgb, "-colorspace", "CMYK", "-quality", "95", cmyk]).status, 0)
        XCTAssertTrue(Shell.run(["identify", "-format", "%[colorspace]", cmyk]).output.contains("CMYK"))
        let photo = try PhotoDecoder.decode(path: LocalPath(cmyk), covering: Size(width: 96, height: 64))
        for (index, expected) in TestPhotos.quadrantColors.enumerated() {
            assertColor(color(photo, index % 2 == 0 ? 0.25 : 0.75, index < 2 ? 0.25 : 0.75), near: expected, "CMYK quadrant \(index)")
        }
    }

    func testDamagedProgressiveJPEGIsRefusedWithLibjpegsWords() throws {
        let baseline = detailed("whole.jpg", width: 400, height: 300)
        let progressive = try progressiveCopy(of: baseline)
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: progressive)))
        // A frame header claiming zero rows: libjpeg refuses it outright.
        let frame = try XCTUnwrap(zip(bytes.indices, bytes.dropFirst()).first { bytes[$0.0] == 0xFF && $0.1 == 0xC2 }?.0)
        bytes[frame + 5] = 0
        bytes[frame + 6] = 0
        let path = folder.file("no rows.jpg")
        _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
        XCTAssertThrowsError(try PhotoDecoder.decode(path: LocalPath(path), covering: Size(width: 50, height: 50))) { error in
            XCTAssertEqual(error as? PhotoError, PhotoError(path: LocalPath(path), cause: .corrupt(
                "Error interpreting JPEG image file (Empty JPEG image (DNL not supported))")))
        }
    }

    func testAnExportDecodeOfAPNGIsTheSlotsCropAtTheSlotsSize() throws {
        // 1600x800 in a 100x100 slot shows columns 400..1200: red and blue on the left, green and yellow on the right.
        let path = TestPhotos.quadrants(folder.file("wide.png"), width: 1600, height: 800)
        let photo = try PhotoDecoder.decode(path: LocalPath(path), covering: Size(width: 100, height: 100), cropped: true)
        XCTAssertEqual(photo.image.size, Size(width: 100, height: 100))
        XCTAssertEqual(photo.fullSize, Size(width: 1600, height: 800))
        XCTAssertEqual(photo.content, Rect(x: -50, y: 0, width: 200, height: 100))
        for (index, expected) in TestPhotos.quadrantColors.enumerated() {
            assertColor(color(photo, index % 2 == 0 ? 0.25 : 0.75, index < 2 ? 0.25 : 0.75), near: expected, "quadrant \(index)")
        }
    }

    func testAProgressiveJPEGShowsItsFirstScanBeforeTheRest() throws {
        let baseline = detailed("sharp.jpg", width: 1600, height: 1000)
        let progressive = try progressiveCopy(of: baseline)
        let target = Size(width: 400, height: 400)
        let previews = Mutex<[DecodedPhoto]>([])
        let photo = try PhotoDecoder.decode(path: LocalPath(progressive), covering: target) { preview in
            previews.withLock { $0.append(preview) }
        }
        let preview = try XCTUnwrap(previews.withLock { $0.first })
        XCTAssertEqual(previews.withLock { $0.count }, 1)
        XCTAssertEqual(preview.image.size, photo.image.size)
        XCTAssertEqual(preview.content, photo.content)
        let plain = try PhotoDecoder.decode(path: LocalPath(progressive), covering: target)
        XCTAssertTrue(photo.image.packedRGB().bytes == plain.image.packedRGB().bytes, "the last pass shows every scan")
        // The same picture, softer: close on average, but not yet every detail.
        let (soft, sharp) = (preview.image.packedRGB().bytes, photo.image.packedRGB().bytes)
        let meanDifference = Double(zip(soft, sharp).reduce(0) { $0 + abs(Int($1.0) - Int($1.1)) }) / Double(sharp.count)
        XCTAssertGreaterThan(meanDifference, 0.5)
        XCTAssertLessThan(meanDifference, 25)

        let baselinePreviews = Mutex(0)
        _ = try PhotoDecoder.decode(path: LocalPath(baseline), covering: target) { _ in baselinePreviews.withLock { $0 += 1 } }
        XCTAssertEqual(baselinePreviews.withLock { $0 }, 0, "a baseline file arrives top to bottom in one pass")
    }
}
