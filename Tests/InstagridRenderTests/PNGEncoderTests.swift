import CGtk
import Foundation
import InstagridModel
import InstagridPhotoFormats
@testable import InstagridRender
import InstagridTestSupport
import XCTest

final class PNGEncoderTests: XCTestCase {
    let folder = TemporaryFolder()

    /// Every pixel survives a round trip through libpng, at sizes that split into
    /// bands unevenly or not at all, whichever zlib settings a band gets.
    func testRoundTripIsLossless() throws {
        let everySetting: [(String, @Sendable (Range<Int>) -> PNGEncoder.Deflate)] = [
            ("runs", { _ in .runs }), ("lazy", { _ in .lazy }), ("smallest", { _ in .smallest }),
            ("mixed", { $0.lowerBound % 2 == 0 ? .runs : .lazy }),
        ]
        for (width, height) in [(1, 1), (3, 2), (17, 15), (1, 300), (257, 129)] {
            let image = CairoImage(width: width, height: height, hasAlpha: false)!
            var generator = SeededGenerator(announcing: UInt64(width * 1000 + height), in: #function)
            var expected: [[Color]] = []
            image.draw { canvas in
                let cr = canvas.cr
                for y in 0..<height {
                    var row: [Color] = []
                    for x in 0..<width {
                        let color = Color(r: .random(in: 0...255, using: &generator), g: .random(in: 0...255, using: &generator),
                                          b: .random(in: 0...255, using: &generator))
                        row.append(color)
                        cairo_set_source_rgb(cr, Double(color.r) / 255, Double(color.g) / 255, Double(color.b) / 255)
                        cairo_rectangle(cr, Double(x), Double(y), 1, 1)
                        cairo_fill(cr)
                    }
                    expected.append(row)
                }
            }
            for (name, settings) in everySetting {
                let path = folder.file("\(width)x\(height) \(name).png")
                _ = FileManager.default.createFile(atPath: path, contents: Data(try PNGEncoder.encode(image, settings: settings)))
                try assertPixels(path, equal: expected, "\(width)x\(height) \(name)")
            }
        }
    }

    private func assertPixels(_ path: String, equal expected: [[Color]], _ name: String) throws {
        let decoded = try XCTUnwrap(DecodedFile(path: path), name)
        XCTAssertEqual(decoded.height, expected.count, name)
        XCTAssertEqual(decoded.width, expected[0].count, name)
        for y in expected.indices {
            for x in expected[y].indices where decoded.color(x: x, y: y) != expected[y][x] {
                return XCTFail("\(name): pixel \(x),\(y) is \(decoded.color(x: x, y: y)), not \(expected[y][x])")
            }
        }
    }

    /// On a photograph's smooth sky and sharp detail alike, the chosen settings keep every pixel,
    /// and asking for the smallest file never gives a larger one.
    func testBothEffortsKeepAPhotoExactlyAndSmallestIsNoLarger() throws {
        let photo = try PhotoDecoder.decode(path: LocalPath(TestPhotos.write(folder.file("photo.jpg"), width: 640, height: 480) { x, y in
            y < 240 ? Color(r: UInt8(100 + y / 8), g: UInt8(150 + y / 8), b: 230)
                    : Color(r: UInt8((x * 37 + y * 11) % 256), g: UInt8((x ^ y) % 256), b: UInt8(x % 7 * 30))
        }), covering: Size(width: 640, height: 480)).image
        let expected = (0..<480).map { y in (0..<640).map { x in photo.rgb(x: x, y: y) }.map { Color(r: $0.r, g: $0.g, b: $0.b) } }
        var sizes: [PNGEffort: Int] = [:]
        for effort in PNGEffort.allCases {
            let bytes = try PNGEncoder.encode(photo, effort: effort)
            sizes[effort] = bytes.count
            let path = folder.file("photo \(effort).png")
            _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
            try assertPixels(path, equal: expected, "\(effort)")
        }
        XCTAssertLessThanOrEqual(sizes[.smallest]!, sizes[.balanced]!)
    }
}
