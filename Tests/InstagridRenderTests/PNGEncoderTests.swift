import CGtk
import Foundation
@testable import InstagridRender
import InstagridTestSupport
import XCTest

final class PNGEncoderTests: XCTestCase {
    let folder = TemporaryFolder()

    /// Every pixel survives a round trip through libpng, at sizes that split into
    /// bands unevenly or not at all.
    func testRoundTripIsLossless() throws {
        for (width, height) in [(1, 1), (3, 2), (17, 15), (1, 300), (257, 129)] {
            let image = CairoImage(width: width, height: height, hasAlpha: false)!
            var generator = SeededGenerator(announcing: UInt64(width * 1000 + height), in: #function)
            var expected: [[Color]] = []
            image.draw { cr in
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
            let path = folder.file("\(width)x\(height).png")
            _ = FileManager.default.createFile(atPath: path, contents: Data(try PNGEncoder.encode(image)))
            let decoded = try XCTUnwrap(DecodedFile(path: path), "\(width)x\(height)")
            XCTAssertEqual(decoded.width, width)
            XCTAssertEqual(decoded.height, height)
            for y in 0..<height {
                for x in 0..<width where decoded.color(x: x, y: y) != expected[y][x] {
                    return XCTFail("\(width)x\(height): pixel \(x),\(y) is \(decoded.color(x: x, y: y)), not \(expected[y][x])")
                }
            }
        }
    }
}
