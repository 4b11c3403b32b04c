import XCTest
@testable import InstagridPhotoFormats

/// Where each format keeps what it says of its colours, read from bytes made here.
final class ColourSpaceReaderTests: XCTestCase {
    /// A stand-in profile: a header that passes `ICCProfileHeader`'s checks, then numbered bytes.
    private func profile(size: Int = 300, space: String = "RGB ", declaredSize: Int? = nil) -> [UInt8] {
        var bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 * 7) }
        let declared = declaredSize ?? size
        bytes.replaceSubrange(0..<4, with: [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: declared >> $0) })
        bytes.replaceSubrange(16..<20, with: Array(space.utf8))
        bytes.replaceSubrange(36..<40, with: Array("acsp".utf8))
        return bytes
    }

    private func jpeg(segments: [(UInt8, [UInt8])]) -> [UInt8] {
        var bytes: [UInt8] = [0xFF, 0xD8]
        for (code, body) in segments { bytes += [0xFF, code, UInt8((body.count + 2) >> 8), UInt8((body.count + 2) & 0xFF)] + body }
        return bytes + [0xFF, 0xDA, 0, 2, 0x12, 0x34, 0xFF, 0xD9]
    }

    private func iccSegment(_ sequence: Int, of count: Int, _ chunk: ArraySlice<UInt8>) -> (UInt8, [UInt8]) {
        (0xE2, Array("ICC_PROFILE".utf8) + [0, UInt8(sequence), UInt8(count)] + chunk)
    }

    func testAJPEGsProfileSplitOverSegmentsIsPutBackInTheirNumberedOrder() {
        let whole = profile(size: 1000)
        let parts = [whole[0..<400], whole[400..<800], whole[800...]]
        // Kept out of order, with an EXIF segment between them.
        let file = jpeg(segments: [iccSegment(2, of: 3, parts[1]), (0xE1, Array("Exif".utf8) + [0, 0]),
                                   iccSegment(3, of: 3, parts[2]), iccSegment(1, of: 3, parts[0])])
        XCTAssertEqual(ColourSpaceReader.declared(in: file), .iccProfile(whole))
    }

    func testAJPEGsMissingOrRepeatedProfileSegmentMakesItUnusable() {
        let whole = profile(size: 600)
        let missing = jpeg(segments: [iccSegment(1, of: 2, whole[0..<300])])
        let repeated = jpeg(segments: [iccSegment(1, of: 2, whole[0..<300]), iccSegment(1, of: 2, whole[0..<300])])
        let disagreeing = jpeg(segments: [iccSegment(1, of: 2, whole[0..<300]), iccSegment(2, of: 3, whole[300...])])
        for file in [missing, repeated, disagreeing] {
            guard case .unusable = ColourSpaceReader.declared(in: file) else { return XCTFail("\(String(describing: ColourSpaceReader.declared(in: file)))") }
        }
        XCTAssertNil(ColourSpaceReader.declared(in: jpeg(segments: [(0xE1, Array("Exif".utf8))])), "no profile: nothing declared")
    }

    private func png(chunks: [(String, [UInt8])]) -> [UInt8] {
        var bytes = PNGColourSpace.signature
        for (type, body) in chunks + [("IDAT", [1, 2, 3]), ("IEND", [])] {
            bytes += [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: body.count >> $0) } + Array(type.utf8) + body + [0, 0, 0, 0]
        }
        return bytes
    }

    private func be32(_ value: Int) -> [UInt8] { [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) } }

    func testAPNGsChunksInPNGsOrderOfPrecedence() {
        let ihdr = ("IHDR", [UInt8](repeating: 0, count: 13))
        let compressed: [UInt8] = [0x78, 0x9C, 1, 2, 3]
        XCTAssertEqual(ColourSpaceReader.declared(in: png(chunks: [ihdr, ("iCCP", Array("Adobe RGB".utf8) + [0, 0] + compressed), ("sRGB", [0])])),
                       .compressedICCProfile(compressed))
        XCTAssertEqual(ColourSpaceReader.declared(in: png(chunks: [ihdr, ("gAMA", be32(45455)), ("sRGB", [0])])), .sRGB)
        XCTAssertEqual(ColourSpaceReader.declared(in: png(chunks: [ihdr, ("gAMA", be32(45455))])), .sRGB, "1/2.2 alone is how PNGs say sRGB")
        XCTAssertEqual(ColourSpaceReader.declared(in: png(chunks: [ihdr, ("gAMA", be32(100_000))])), .primaries(.sRGB, .power(1)))
        let p3 = [31270, 32900, 68000, 32000, 26500, 69000, 15000, 6000].flatMap(be32)
        XCTAssertEqual(ColourSpaceReader.declared(in: png(chunks: [ihdr, ("gAMA", be32(45455)), ("cHRM", p3)])),
                       .primaries(.displayP3, .sRGB))
        XCTAssertNil(ColourSpaceReader.declared(in: png(chunks: [ihdr])))
        // After the image data, a chunk says nothing of it.
        XCTAssertNil(ColourSpaceReader.declared(in: png(chunks: [ihdr]) + png(chunks: [("sRGB", [0])]).dropFirst(8)))
        guard case .unusable = ColourSpaceReader.declared(in: png(chunks: [ihdr, ("gAMA", be32(1))])) else { return XCTFail("a gAMA of 0.00001") }
        guard case .unusable = ColourSpaceReader.declared(in: png(chunks: [("iCCP", [1, 2, 3])])) else { return XCTFail("an iCCP without a name") }
    }

    func testAWebPsICCPChunk() {
        let whole = profile(size: 301)
        func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
            Array(type.utf8) + [0, 8, 16, 24].map { UInt8(truncatingIfNeeded: body.count >> $0) } + body + (body.count % 2 == 1 ? [0] : [])
        }
        let body = Array("WEBP".utf8) + chunk("VP8X", [0x20] + [UInt8](repeating: 0, count: 9)) + chunk("ICCP", whole) + chunk("VP8 ", [1, 2, 3])
        let file = Array("RIFF".utf8) + [0, 0, 0, 0] + body
        XCTAssertEqual(ColourSpaceReader.declared(in: file), .iccProfile(whole))
        guard case .unusable = ColourSpaceReader.declared(in: Array(file.prefix(40))) else { return XCTFail("an ICCP chunk cut short") }
    }

    private func box(_ type: String, _ body: [UInt8]) -> [UInt8] { be32(body.count + 8) + Array(type.utf8) + body }

    private func heif(brand: String = "heic", colr: [UInt8]) -> [UInt8] {
        let ftyp = box("ftyp", Array(brand.utf8) + [0, 0, 0, 0] + Array("mif1".utf8) + Array(brand.utf8))
        let ipco = box("ipco", box("ispe", [UInt8](repeating: 0, count: 12)) + box("colr", colr))
        let meta = box("meta", [0, 0, 0, 0] + box("hdlr", [UInt8](repeating: 0, count: 20)) + box("iprp", ipco))
        return ftyp + meta + box("mdat", [1, 2, 3])
    }

    func testAHEIFsColourPropertyAsAProfileOrAsNumbers() {
        let whole = profile(size: 500)
        XCTAssertEqual(ColourSpaceReader.declared(in: heif(colr: Array("prof".utf8) + whole)), .iccProfile(whole))
        XCTAssertEqual(ColourSpaceReader.declared(in: heif(brand: "avif", colr: Array("nclx".utf8) + [0, 12, 0, 13, 0, 6, 0x80])),
                       .primaries(.displayP3, .sRGB), "Display P3, as phones shoot")
        XCTAssertEqual(ColourSpaceReader.declared(in: heif(colr: Array("nclx".utf8) + [0, 1, 0, 13, 0, 6, 0x80])), .sRGB)
        guard case .unusable = ColourSpaceReader.declared(in: heif(colr: Array("nclx".utf8) + [0, 9, 0, 16, 0, 9, 0x80])) else {
            return XCTFail("PQ (HDR) is not converted as a photo")
        }
        XCTAssertEqual(ColourSpaceReader.heifFormat(heif(colr: [])), "HEIC")
        XCTAssertEqual(ColourSpaceReader.heifFormat(heif(brand: "avif", colr: [])), "AVIF")
        XCTAssertNil(ColourSpaceReader.heifFormat(box("ftyp", Array("isom".utf8) + [0, 0, 0, 0] + Array("mp41".utf8))), "a video")
    }

    func testAProfilesHeaderIsCheckedBeforeAnyReaderTrustsIt() {
        XCTAssertEqual(try ICCProfileHeader.read(profile(size: 300)).get(), ICCProfileHeader(colourSpace: "RGB ", size: 300))
        XCTAssertEqual(try ICCProfileHeader.read(profile(size: 300, declaredSize: 200)).get().size, 200, "trailing bytes are left out")
        XCTAssertEqual(ICCProfileHeader.read(profile(size: 300, declaredSize: 70_000)),
                       .failure(.sizeMismatch(declared: 70_000, held: 300)), "a profile that lies about its size")
        XCTAssertEqual(ICCProfileHeader.read(profile(size: 300, declaredSize: 64)), .failure(.sizeMismatch(declared: 64, held: 300)))
        XCTAssertEqual(ICCProfileHeader.read(Array(profile().prefix(100))), .failure(.tooShort(100)))
        XCTAssertFalse(try ICCProfileHeader.read(profile(space: "CMYK")).get().isRGB)
        XCTAssertFalse(try ICCProfileHeader.read(profile(space: "GRAY")).get().isRGB)
        var unsigned = profile()
        unsigned[36] = 0
        XCTAssertEqual(ICCProfileHeader.read(unsigned), .failure(.notAProfile))
    }

    func testAMissingLoaderIsNamedByTheFilesSignature() {
        XCTAssertEqual(MissingLoader.forFile(head: heif(colr: [])), MissingLoader(format: "HEIC", package: "heif-gdk-pixbuf"))
        XCTAssertEqual(MissingLoader.forFile(head: heif(brand: "avif", colr: [])), MissingLoader(format: "AVIF", package: "heif-gdk-pixbuf"))
        XCTAssertEqual(MissingLoader.forFile(head: Array("RIFF".utf8) + [0, 0, 0, 0] + Array("WEBPVP8 ".utf8))?.package, "webp-pixbuf-loader")
        XCTAssertEqual(MissingLoader.forFile(head: [0xFF, 0x0A, 0xFA])?.package, "libjxl-gdk-pixbuf")
        XCTAssertNil(MissingLoader.forFile(head: Array("just text".utf8)))
    }

    func testEveryCutOfEachFormatIsReadWithoutTrapping() {
        let whole = profile(size: 700)
        let files = [jpeg(segments: [iccSegment(1, of: 2, whole[0..<350]), iccSegment(2, of: 2, whole[350...])]),
                     png(chunks: [("iCCP", Array("p".utf8) + [0, 0, 1, 2]), ("cHRM", [UInt8](repeating: 9, count: 32))]),
                     heif(colr: Array("prof".utf8) + whole)]
        for file in files {
            for length in 0...file.count { _ = ColourSpaceReader.declared(in: Array(file.prefix(length))) }
        }
    }
}
