import XCTest
@testable import InstagridPhotoFormats
import InstagridModel
import InstagridTestSupport

final class JPEGStructureTests: XCTestCase {
    func testBaselineFileIsCompleteAtItsEndMarker() {
        let file = JPEGBytes.baseline()
        XCTAssertEqual(JPEGStructure.verdict(file), .complete(endOfImage: file.count))
    }

    func testStuffedBytesAndRestartMarkersDoNotEndTheScan() {
        // Cut just before the end marker: had FF 00 or FF D3 ended the scan, the walker would
        // have gone looking for a segment there and called it malformed, not truncated.
        let file = JPEGBytes.baseline()
        XCTAssertEqual(JPEGStructure.verdict(Array(file.dropLast(2))), .truncated)
    }

    func testEveryCutOfACameraFileIsTruncated() {
        let file = JPEGBytes.baseline(withExifThumbnail: true)
        XCTAssertEqual(JPEGStructure.verdict(file), .complete(endOfImage: file.count))
        for length in 2..<file.count {
            XCTAssertEqual(JPEGStructure.verdict(Array(file[..<length])), .truncated, "cut at \(length)")
        }
    }

    func testCutJustPastTheThumbnailsEndMarkerIsTruncated() {
        // The case the old tail search got wrong: the file's last bytes are the thumbnail's FF D9.
        let file = JPEGBytes.baseline(withExifThumbnail: true)
        let thumbnailEnd = JPEGBytes.thumbnailEnd(in: file)
        XCTAssertEqual(Array(file[thumbnailEnd - 2..<thumbnailEnd]), [0xFF, 0xD9])
        XCTAssertEqual(JPEGStructure.verdict(Array(file[..<thumbnailEnd])), .truncated)
    }

    func testTrailingVideoDoesNotHideTheImagesEnd() {
        for withExif in [false, true] {
            let image = JPEGBytes.baseline(withExifThumbnail: withExif)
            let file = image + JPEGBytes.motionPhotoVideo()
            XCTAssertEqual(JPEGStructure.verdict(file), .complete(endOfImage: image.count), "exif: \(withExif)")
        }
    }

    func testProgressiveScansSeparatedByTablesAreComplete() {
        let file = JPEGBytes.progressive()
        XCTAssertEqual(JPEGStructure.verdict(file), .complete(endOfImage: file.count))
        for length in 2..<file.count {
            XCTAssertEqual(JPEGStructure.verdict(Array(file[..<length])), .truncated, "cut at \(length)")
        }
    }

    func testStandaloneMarkersAndFillBytesBetweenSegments() {
        let tem: [UInt8] = [0xFF, 0x01], fill: [UInt8] = [0xFF, 0xFF]
        let file = JPEGBytes.soi + tem + JPEGBytes.app0 + fill + JPEGBytes.dqt + [0xFF, 0xD5] + JPEGBytes.sof0
            + JPEGBytes.dht + JPEGBytes.sos + JPEGBytes.entropy + fill + JPEGBytes.eoi
        XCTAssertEqual(JPEGStructure.verdict(file), .complete(endOfImage: file.count))
    }

    func testEntropyDataRunningOffTheEndIsTruncated() {
        let head = JPEGBytes.soi + JPEGBytes.app0 + JPEGBytes.dqt + JPEGBytes.sof0 + JPEGBytes.dht + JPEGBytes.sos
        XCTAssertEqual(JPEGStructure.verdict(head + JPEGBytes.entropy), .truncated)
        XCTAssertEqual(JPEGStructure.verdict(head + JPEGBytes.entropy + [0xFF, 0xFF]), .truncated)
    }

    func testSegmentLengths() {
        let tooShort = JPEGBytes.soi + [0xFF, 0xE0, 0x00, 0x01] + JPEGBytes.dqt
        XCTAssertEqual(JPEGStructure.verdict(tooShort), .malformed("segment FF E0 has length 1"))
        let pastTheEnd = JPEGBytes.soi + [0xFF, 0xE1, 0x40, 0x00] + Array(repeating: 0, count: 100)
        XCTAssertEqual(JPEGStructure.verdict(pastTheEnd), .truncated)
    }

    func testDamagedStructureIsMalformed() {
        let file = JPEGBytes.baseline()
        XCTAssertEqual(JPEGStructure.verdict(JPEGBytes.soi + JPEGBytes.app0 + JPEGBytes.eoi),
                       .malformed("no image data before the end marker"))
        XCTAssertEqual(JPEGStructure.verdict(JPEGBytes.soi + [0x00] + Array(file.dropFirst(2))),
                       .malformed("no marker at offset 2"))
        XCTAssertEqual(JPEGStructure.verdict(JPEGBytes.soi + JPEGBytes.soi + Array(file.dropFirst(2))),
                       .malformed("unexpected FF D8 at offset 2"))
    }

    func testGarbageAndTinyInputs() {
        XCTAssertEqual(JPEGStructure.verdict([]), .malformed("not a JPEG"))
        XCTAssertEqual(JPEGStructure.verdict([0xFF]), .malformed("not a JPEG"))
        XCTAssertEqual(JPEGStructure.verdict([0xD8, 0xFF]), .malformed("not a JPEG"))
        XCTAssertEqual(JPEGStructure.verdict(Array("GIF89a, not a JPEG".utf8)), .malformed("not a JPEG"))
        XCTAssertEqual(JPEGStructure.verdict([0xFF, 0xD8]), .truncated)
        XCTAssertEqual(JPEGStructure.verdict([0xFF, 0xD8, 0xFF]), .truncated)
        XCTAssertEqual(JPEGStructure.verdict([0xFF, 0xD8, 0xFF, 0xE0]), .truncated)
        XCTAssertEqual(JPEGStructure.verdict([0xFF, 0xD8] + Array(repeating: 0xFF, count: 1000)), .truncated)
    }

    func testRandomDamageNeverTraps() {
        var random = SeededGenerator(announcing: 0x1A6E_57A6_0000_2024, in: #function)
        let originals = [JPEGBytes.baseline(withExifThumbnail: true), JPEGBytes.progressive()]
        for round in 0..<2000 {
            var file = originals[round % originals.count]
            for _ in 0...random.below(4) {
                let position = random.below(file.count)
                // Marker bytes are the interesting ones to plant; otherwise any byte.
                file[position] = random.below(3) == 0 ? [0xFF, 0xD9, 0xDA, 0x00, 0xD0][random.below(5)] : UInt8(random.below(256))
            }
            if random.below(4) == 0 { file.removeLast(random.below(file.count)) }
            if case .complete(let end) = JPEGStructure.verdict(file) {
                // Whatever the damage, a claimed end must be a real end marker inside the file.
                XCTAssert(end >= 4 && end <= file.count, "round \(round)")
                XCTAssertEqual(Array(file[(end - 2)..<end]), [0xFF, 0xD9], "round \(round)")
            }
        }
    }
}

/// Hand-built JPEG shapes: the right markers and lengths, meaningless table and image data.
private enum JPEGBytes {
    static let soi: [UInt8] = [0xFF, 0xD8]
    static let eoi: [UInt8] = [0xFF, 0xD9]
    static let app0 = segment(0xE0, Array("JFIF\0".utf8) + [1, 1, 0, 0, 1, 0, 1, 0, 0])
    static let dqt = segment(0xDB, [0] + Array(repeating: 1, count: 64))
    // 16 × 16, one component.
    static let sof0 = segment(0xC0, [8, 0, 16, 0, 16, 1, 1, 0x11, 0])
    static let sof2 = segment(0xC2, [8, 0, 16, 0, 16, 1, 1, 0x11, 0])
    static let dht = segment(0xC4, [0x00, 1] + Array(repeating: 0, count: 15) + [0])
    static let sos = segment(0xDA, [1, 1, 0x00, 0, 63, 0])
    // A stuffed FF, an RST3 restart marker and another stuffed FF, all inside one scan.
    static let entropy: [UInt8] = [0x12, 0x34, 0xFF, 0x00, 0x56, 0xFF, 0xD3, 0x78, 0xFF, 0x00, 0x9A]

    static func segment(_ code: UInt8, _ body: [UInt8]) -> [UInt8] {
        let length = body.count + 2
        return [0xFF, code, UInt8(length >> 8), UInt8(length & 0xFF)] + body
    }

    static func baseline(withExifThumbnail: Bool = false) -> [UInt8] {
        let exif = withExifThumbnail ? exifWithThumbnail() : []
        return soi + exif + app0 + dqt + sof0 + dht + sos + entropy + eoi
    }

    static func progressive() -> [UInt8] {
        let scan = sos + entropy
        return soi + exifWithThumbnail() + app0 + dqt + sof2 + dht + scan + dht + scan + dht + scan + eoi
    }

    /// An APP1 segment whose body holds a whole small JPEG, end marker included, as a camera's does.
    static func exifWithThumbnail() -> [UInt8] {
        let tiffHeader: [UInt8] = [0x4D, 0x4D, 0x00, 0x2A, 0x00, 0x00, 0x00, 0x08, 0x00, 0x00]
        let thumbnail = soi + dqt + sof0 + dht + sos + entropy + eoi
        return segment(0xE1, Array("Exif\0\0".utf8) + tiffHeader + thumbnail)
    }

    /// The offset just past the thumbnail's end marker in a file made by `baseline(withExifThumbnail: true)`.
    static func thumbnailEnd(in file: [UInt8]) -> Int {
        let app1Length = Int(file[4]) << 8 | Int(file[5])
        return 4 + app1Length
    }

    /// What a motion photo appends: an MP4 file, here its first box and 100 KiB that include
    /// end markers and stray FF bytes.
    static func motionPhotoVideo() -> [UInt8] {
        let ftyp: [UInt8] = [0x00, 0x00, 0x00, 0x18] + Array("ftypmp42".utf8) + [0, 0, 0, 0] + Array("isommp42".utf8)
        var filler = (0..<100 * 1024).map { UInt8(truncatingIfNeeded: $0) }
        for index in stride(from: 0, to: filler.count - 1, by: 97) {
            filler[index] = 0xFF
            filler[index + 1] = 0xD9
        }
        return ftyp + filler
    }
}

private extension SeededGenerator {
    /// A value in 0..<bound; the slight modulo bias does not matter here.
    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(max(bound, 1))) }
}

final class NextFFTests: XCTestCase {
    func testFindsEveryFFWhereverItLiesInAWord() {
        for length in [0, 1, 7, 8, 9, 31] {
            for position in 0...length {
                var bytes = [UInt8](repeating: 0xFE, count: length)
                if position < length { bytes[position] = 0xFF }
                for start in [0, 1, 3] where start <= length {
                    let expected = position < length && position >= start ? position : length
                    let found = bytes.withUnsafeBytes { JPEGStructure.nextFF($0, from: start) }
                    XCTAssertEqual(found, expected, "FF at \(position) of \(length), from \(start)")
                }
            }
        }
    }
}
