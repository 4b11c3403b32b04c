import Foundation
import InstagridTestSupport
import InstagridTrace
import XCTest

/// Photographs saved in wide-gamut colour spaces export as the sRGB photographs they were
/// made from, and every picture written says it is sRGB.
final class ColourProfileExportTests: XCTestCase {
    let folder = TemporaryFolder()
    /// The bound: ImageMagick's own round trip through these profiles costs 0.006-0.009.
    let tolerance = 0.015

    private func export(_ photos: [String], to name: String, size: Int = 800) throws -> (picture: DecodedFile, trace: [TraceLine]) {
        let out = folder.file(name), trace = folder.file(name + ".trace")
        // Centred: the subject's crop, measured on pixels a conversion rounds, may move by a few
        // of them (SubjectRenderTests bounds it), which is no part of what these compare.
        let result = try InstagridProcess.run(["export", "--layout", "a|b", "--size", "\(size)", "--framing", "centre", "--force",
                                               "-o", out] + photos,
                                              environment: ["INSTAGRID_TRACE": trace])
        XCTAssertEqual(result.status, 0, result.stderr)
        let lines = ((try? String(contentsOfFile: trace, encoding: .utf8)) ?? "").split(separator: "\n").map {
            TraceLine(text: String($0.drop { $0 != " " }.dropFirst()))
        }
        return (try XCTUnwrap(DecodedFile(path: out), "\(name) was written"), lines)
    }

    private func sRGBPhotographs(width: Int = 700) throws -> [String] {
        try ProfiledPhotos.photographs.map { try ProfiledPhotos.sRGB($0, width: width, in: folder) }
    }

    func testPhotographsInWideGamutProfilesExportAsTheirSRGBOriginals() throws {
        let originals = try sRGBPhotographs()
        let reference = try export(originals, to: "srgb.png").picture
        for profile in ProfiledPhotos.profiles {
            for type in ["jpg", "png"] {
                let converted = try originals.map { try ProfiledPhotos.converted($0, to: profile, as: type, in: folder) }
                let (picture, trace) = try export(converted, to: "\(profile)-\(type).png")
                let difference = picture.rootMeanSquareDifference(from: reference)
                XCTAssertLessThanOrEqual(difference, tolerance, "\(profile) \(type)")
                print("RMSE against the sRGB photographs, \(profile) \(type): \(difference)")
                XCTAssertEqual(trace.filter { $0.is(.colourConverted) }.count, 2, "\(profile) \(type): both photos converted")
            }
        }
        // The measure tells: the same numbers read as sRGB are the washed-out picture the issue saw.
        let stripped = try originals.enumerated().map { index, path in
            let out = folder.file("prophoto-stripped-\(index).jpg")
            try ProfiledPhotos.convert([try ProfiledPhotos.converted(path, to: "ProPhotoRGB", as: "jpg", in: folder), "-strip", out])
            return out
        }
        let unmanaged = try export(stripped, to: "unmanaged.png").picture
        XCTAssertGreaterThan(unmanaged.rootMeanSquareDifference(from: reference), 3 * tolerance)
        print("RMSE against the sRGB photographs, ProPhoto JPEG read as sRGB: \(unmanaged.rootMeanSquareDifference(from: reference))")
    }

    func testSRGBPhotosAreLeftAloneWhateverTheirProfilesBytes() throws {
        let originals = try sRGBPhotographs(width: 300)
        let reference = try export(originals, to: "plain.png", size: 400).picture
        // ImageMagick's own sRGB profile (colord's), embedded: not a conversion, and not a pixel changed.
        let tagged = try originals.enumerated().map { index, path in
            let out = folder.file("tagged-\(index).jpg")
            try ProfiledPhotos.convert([path, "-quality", "95", "-profile", ProfiledPhotos.profile("sRGB"), out])
            return out
        }
        let untagged = try originals.enumerated().map { index, path in
            let out = folder.file("untagged-\(index).jpg")
            try ProfiledPhotos.convert([path, "-quality", "95", out])
            return out
        }
        let (picture, trace) = try export(tagged, to: "tagged.png", size: 400)
        XCTAssertEqual(picture.differingPixels(from: try export(untagged, to: "untagged.png", size: 400).picture), 0)
        XCTAssertFalse(trace.contains { $0.is(.colourConverted) || $0.is(.colourProfileIgnored) }, "\(trace)")
        XCTAssertLessThan(picture.rootMeanSquareDifference(from: reference), 0.01)
    }

    func testEveryPictureWrittenSaysItIsSRGB() throws {
        let photos = try sRGBPhotographs(width: 300)
        func written(_ name: String) throws -> [UInt8] {
            let out = folder.file(name)
            let result = try InstagridProcess.run(["export", "--layout", "a|b", "--size", "300", "-o", out] + photos)
            XCTAssertEqual(result.status, 0, result.stderr)
            return [UInt8](try Data(contentsOf: URL(fileURLWithPath: out)))
        }
        let png = try written("out.png")
        let sRGBChunk = try XCTUnwrap(png.firstRange(of: Array("sRGB".utf8)), "the PNG has an sRGB chunk")
        XCTAssertLessThan(sRGBChunk.lowerBound, try XCTUnwrap(png.firstRange(of: Array("IDAT".utf8))).lowerBound, "before its pixels")
        XCTAssertEqual(png[sRGBChunk.upperBound], 0, "perceptual")
        for type in ["jpg", "webp"] {
            let out = folder.file("described.\(type)")
            _ = FileManager.default.createFile(atPath: out, contents: Data(try written("out.\(type)")))
            let description = Shell.run(["identify", "-format", "%[icc:description]", out]).output
            XCTAssertTrue(description.contains("sRGB"), "\(type): its ICC profile is sRGB's, not \(description)")
        }
        // The PDF's pages paint DeviceRGB as sRGB (DefaultRGB), added as an update poppler reads without a complaint.
        let pdf = try written("out.pdf")
        let text = String(decoding: pdf, as: UTF8.self)
        XCTAssertTrue(text.contains("/ColorSpace << /DefaultRGB [/ICCBased "), "the page's resources name an ICC-based RGB")
        XCTAssertTrue(text.contains("/N 3 /Alternate /DeviceRGB"), "an RGB ICC stream")
        let info = Shell.run(["sh", "-c", "pdfinfo \"$0\" 2>&1 >/dev/null", folder.file("out.pdf")])
        XCTAssertEqual(info.status, 0)
        XCTAssertEqual(info.output, "", "pdfinfo finds nothing wrong")
        XCTAssertEqual(Shell.run(["pdftoppm", "-r", "72", "-png", "-singlefile", folder.file("out.pdf"), folder.file("page")]).status, 0)
        XCTAssertNotNil(DecodedFile(path: folder.file("page.png")), "the page renders")
    }

    /// Inserts an APP2 ICC_PROFILE segment carrying `profile` (as segment `sequence` of `count`) after a JPEG's start.
    private func tagging(_ jpeg: [UInt8], with profile: [UInt8], sequence: UInt8 = 1, count: UInt8 = 1) -> [UInt8] {
        let body = Array("ICC_PROFILE".utf8) + [0, sequence, count] + profile
        let length = body.count + 2
        return Array(jpeg[0..<2]) + [0xFF, 0xE2, UInt8(length >> 8), UInt8(length & 0xFF)] + body + jpeg[2...]
    }

    func testDamagedOrForeignProfilesAreIgnoredWithANote() throws {
        let originals = try sRGBPhotographs(width: 300)
        let plain = folder.file("plain.jpg")
        try ProfiledPhotos.convert([originals[0], "-quality", "95", plain])
        let jpeg = [UInt8](try Data(contentsOf: URL(fileURLWithPath: plain)))
        let adobe = [UInt8](try Data(contentsOf: URL(fileURLWithPath: ProfiledPhotos.profile("AdobeRGB1998"))))
        func patched(_ range: Range<Int>, _ bytes: [UInt8]) -> [UInt8] {
            var copy = adobe
            copy.replaceSubrange(range, with: bytes)
            return copy
        }
        let cases: [(String, [UInt8], String)] = [
            ("lies about its size", tagging(jpeg, with: patched(0..<4, [0x7F, 0, 0, 0])), "says it holds"),
            ("says CMYK", tagging(jpeg, with: patched(16..<20, Array("CMYK".utf8))), "CMYK"),
            ("says greyscale", tagging(jpeg, with: patched(16..<20, Array("GRAY".utf8))), "GRAY"),
            ("half of it", tagging(jpeg, with: Array(adobe.prefix(300)), sequence: 1, count: 2), "missing"),
            // A sound header whose tags lie past the bytes it now says it holds.
            ("tags past its end", tagging(jpeg, with: Array(patched(0..<4, [0, 0, 0, 200]).prefix(200))), "lcms2"),
        ]
        let reference = try export([plain, originals[1]], to: "reference.png", size: 400).picture
        for (name, bytes, reason) in cases {
            let path = folder.file("\(name).jpg")
            _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
            let (picture, trace) = try export([path, originals[1]], to: "\(name).png", size: 400)
            XCTAssertEqual(picture.differingPixels(from: reference), 0, "\(name): drawn as sRGB")
            XCTAssertTrue(trace.contains { $0.is(.colourProfileIgnored) && $0.details.contains(reason) }, "\(name): \(trace)")
        }
    }

    func testHEICAndAVIFPhotosExport() throws {
        let originals = try sRGBPhotographs(width: 400)
        let reference = try export(originals, to: "reference.png", size: 500).picture
        for type in ["heic", "avif"] {
            let converted = try originals.enumerated().map { index, path in
                let out = folder.file("\(index).\(type)")
                try ProfiledPhotos.convert([path, "-quality", "90", out])
                return out
            }
            let picture = try export(converted, to: "\(type).png", size: 500).picture
            // Lossy codecs, 4:2:0: close, not equal.
            XCTAssertLessThan(picture.rootMeanSquareDifference(from: reference), 0.03, type)
        }
    }

    func testAHEICWithoutItsLoaderNamesThePackageToInstall() throws {
        let heic = folder.file("phone.heic")
        try ProfiledPhotos.convert([try sRGBPhotographs(width: 200)[0], heic])
        // gdk-pixbuf's loaders as this system lists them, but for libheif's.
        let cache = Shell.run(["pkg-config", "--variable=gdk_pixbuf_cache_file", "gdk-pixbuf-2.0"]).output
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let loaders = try String(contentsOfFile: cache, encoding: .utf8).components(separatedBy: "\n\n")
        XCTAssertTrue(loaders.contains { $0.contains("pixbufloader-heif") }, "heif-gdk-pixbuf is installed")
        let withoutHEIF = folder.file("loaders.cache")
        try loaders.filter { !$0.contains("pixbufloader-heif") }.joined(separator: "\n\n").write(toFile: withoutHEIF, atomically: true, encoding: .utf8)
        let plain = TestPhotos.solid(folder.file("plain.jpg"), width: 100, height: 100, color: .red)
        let result = try InstagridProcess.run(["export", "-o", folder.file("out.png"), "--layout", "a|b", plain, heic],
                                              environment: ["GDK_PIXBUF_MODULE_FILE": withoutHEIF])
        XCTAssertNotEqual(result.status, 0)
        XCTAssertEqual(result.stderr, "instagrid: \(heic): a HEIC image, which this system reads once the heif-gdk-pixbuf package is installed\n")
    }
}
