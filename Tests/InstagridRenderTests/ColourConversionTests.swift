import CGtk
import Foundation
import InstagridModel
@testable import InstagridRender
import InstagridTestSupport
import XCTest

/// Decoded pixels come out in sRGB whatever colour space the file declared: alpha kept,
/// PNG's gamma honoured, HEIF turned once.
final class ColourConversionTests: XCTestCase {
    let folder = TemporaryFolder()

    /// The pixel's premultiplied (red, green, blue, alpha), as Cairo holds it.
    private func argb(_ image: CairoImage, _ x: Int, _ y: Int) -> [Int] {
        cairo_surface_flush(image.surface)
        let row = cairo_image_surface_get_data(image.surface)! + y * Int(cairo_image_surface_get_stride(image.surface))
        let pixel = UnsafeRawPointer(row + x * 4).loadUnaligned(as: UInt32.self)
        return [16, 8, 0, 24].map { Int(pixel >> UInt32($0) & 0xFF) }
    }

    func testATranslucentPNGKeepsItsAlphaAndItsColoursThroughTheConversion() throws {
        // A warm colour, opaque on the left and half transparent on the right, saved in Adobe RGB.
        let source = folder.file("source.png"), adobe = folder.file("adobe.png")
        try ProfiledPhotos.convert(["-size", "200x100", "xc:rgb(200,60,40)", "-alpha", "set", "-region", "100x100+100+0",
                                    "-channel", "A", "-evaluate", "set", "50%", "+region", source])
        try ProfiledPhotos.convert([source, "-profile", ProfiledPhotos.profile("sRGB"), "-profile", ProfiledPhotos.profile("AdobeRGB1998"), adobe])
        let photo = try PhotoDecoder.decode(path: LocalPath(adobe), covering: Size(width: 200, height: 100))
        XCTAssertEqual(cairo_image_surface_get_format(photo.image.surface), CAIRO_FORMAT_ARGB32)
        let opaque = argb(photo.image, 50, 50), translucent = argb(photo.image, 150, 50)
        for (value, expected) in zip(opaque, [200, 60, 40, 255]) { XCTAssertEqual(Double(value), Double(expected), accuracy: 3, "opaque: \(opaque)") }
        XCTAssertEqual(Double(translucent[3]), 128, accuracy: 1, "alpha kept: \(translucent)")
        for (value, expected) in zip(translucent.prefix(3), [100, 30, 20]) {
            XCTAssertEqual(Double(value), Double(expected), accuracy: 3, "premultiplied again: \(translucent)")
        }
    }

    func testALinearPNGsGammaIsHonoured() throws {
        let photograph = try ProfiledPhotos.sRGB(ProfiledPhotos.photographs[0], width: 300, in: folder)
        // Linear light from ImageMagick, with no colour chunk of its own (ImageMagick 7 labels
        // its linear PNGs sRGB), then a gAMA of 1.0 put in by hand.
        let linear = folder.file("linear.png")
        try ProfiledPhotos.convert([photograph, "-colorspace", "RGB", "-define", "png:exclude-chunks=all", linear])
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: linear)))
        let gamma = chunk("gAMA", [0, 1, 0x86, 0xA0])  // 100000: a gamma of 1.0
        // After the signature (8 bytes) and IHDR (4 + 4 + 13 + 4).
        try Data(bytes[..<33] + gamma + bytes[33...]).write(to: URL(fileURLWithPath: linear))
        let size = Size(width: 300, height: 188)
        let decoded = try PhotoDecoder.decode(path: LocalPath(linear), covering: size, cropped: true)
        let reference = try PhotoDecoder.decode(path: LocalPath(photograph), covering: size, cropped: true)
        let pictures = [decoded, reference].map { photo -> DecodedFile in
            let path = folder.file("\(photo.path.hashValue).png")
            _ = FileManager.default.createFile(atPath: path, contents: Data(try! PictureEncoder.encode(photo.image, as: .png, jpegQuality: 90)))
            return DecodedFile(path: path)!
        }
        // Eight bits of linear light have few steps left in the shadows: close, not equal.
        XCTAssertLessThan(pictures[0].rootMeanSquareDifference(from: pictures[1]), 0.015)
    }

    private func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
        let named = Array(type.utf8) + body
        let crc = UInt32(named.withUnsafeBufferPointer { crc32(0, $0.baseAddress, uInt($0.count)) })
        return [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: body.count >> $0) } + named
            + [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: crc >> UInt32($0)) }
    }

    func testAHEICIsTurnedOnceAsLibheifTurnsIt() throws {
        // EXIF says turn a quarter; HEIF's own transforms (irot) are what libheif applies, and it
        // alone: a viewer turning by the EXIF tag as well would turn the photo twice.
        let jpeg = TestPhotos.quadrants(folder.file("turned.jpg"), width: 96, height: 64, exifOrientation: 6)
        let heic = folder.file("turned.heic"), reference = folder.file("libheif.png")
        XCTAssertEqual(Shell.run(["heif-enc", "-q", "95", jpeg, "-o", heic]).status, 0, "heif-enc (libheif-examples)")
        // libheif 1.17 renamed its decoder heif-dec (Debian 13); Debian 12 has heif-convert.
        let decoder = Shell.run(["sh", "-c", "command -v heif-dec || command -v heif-convert"]).output
            .trimmingCharacters(in: .whitespacesAndNewlines)
        XCTAssertEqual(Shell.run([decoder, heic, reference]).status, 0, "heif-dec or heif-convert (libheif-examples)")
        let libheif = try XCTUnwrap(DecodedFile(path: reference))
        let photo = try PhotoDecoder.decode(path: LocalPath(heic), covering: Size(width: 96, height: 96))
        XCTAssertEqual(photo.image.size, Size(width: Double(libheif.width), height: Double(libheif.height)))
        for (u, v) in [(0.25, 0.25), (0.75, 0.25), (0.25, 0.75), (0.75, 0.75)] {
            let (x, y) = (Int(u * Double(libheif.width)), Int(v * Double(libheif.height)))
            let pixel = photo.image.rgb(x: x, y: y)
            assertColor(Color(r: pixel.r, g: pixel.g, b: pixel.b), near: libheif.color(x: x, y: y), tolerance: 12, "at \(u),\(v)")
        }
    }

    func testOneTransformServesEveryPhotoWithTheSameProfile() throws {
        let adobe = [UInt8](try Data(contentsOf: URL(fileURLWithPath: ProfiledPhotos.profile("AdobeRGB1998"))))
        guard case let .convert(first) = SRGBConversion.transform(for: .iccProfile(adobe), hasAlpha: false),
              case let .convert(second) = SRGBConversion.transform(for: .iccProfile(adobe), hasAlpha: false) else {
            return XCTFail("Adobe RGB converts")
        }
        XCTAssertTrue(first === second)
        // Working spaces are matrix-shapers: converted directly, having given lcms2's answers on a grid.
        for name in ProfiledPhotos.profiles {
            let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: ProfiledPhotos.profile(name))))
            guard case let .convert(transform) = SRGBConversion.transform(for: .iccProfile(bytes), hasAlpha: false) else {
                return XCTFail("\(name) converts")
            }
            XCTAssertTrue(transform.isDirect, name)
        }
        let sRGB = [UInt8](try Data(contentsOf: URL(fileURLWithPath: ProfiledPhotos.profile("sRGB"))))
        guard case .unchanged = SRGBConversion.transform(for: .iccProfile(sRGB), hasAlpha: false) else {
            return XCTFail("colord's sRGB profile is sRGB")
        }
    }
}
