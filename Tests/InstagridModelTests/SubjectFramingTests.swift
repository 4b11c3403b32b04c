import InstagridTestSupport
import XCTest
@testable import InstagridModel

final class SubjectFramingTests: XCTestCase {
    /// A map of `columns` x `rows` cells, cold but for `hot` (column, row) cells.
    private func map(_ columns: Int, _ rows: Int, hot: [(Int, Int)], background: Float = 0.01) -> AttentionMap {
        var weights = [Float](repeating: background, count: columns * rows)
        for (column, row) in hot { weights[row * columns + column] = 1 }
        return AttentionMap(columns: columns, rows: rows, weights: weights)!
    }

    /// The attention `crop` (of the turned photo) holds, each cell's spread evenly over it.
    private func held(_ attention: AttentionMap, _ crop: Rect, photo turned: Size) -> Double {
        let cellWidth = turned.width / Double(attention.columns), cellHeight = turned.height / Double(attention.rows)
        var sum = 0.0
        for row in 0..<attention.rows {
            for column in 0..<attention.columns {
                let across = min(crop.maxX, Double(column + 1) * cellWidth) - max(crop.x, Double(column) * cellWidth)
                let down = min(crop.maxY, Double(row + 1) * cellHeight) - max(crop.y, Double(row) * cellHeight)
                guard across > 0, down > 0 else { continue }
                sum += Double(attention.weights[row * attention.columns + column]) * across * down / (cellWidth * cellHeight)
            }
        }
        return sum
    }

    func testASubjectAtAPanoramasLeftEndStaysInASquareCell() {
        let panorama = Size(width: 2000, height: 100), square = Size(width: 300, height: 300)
        let attention = map(64, 3, hot: [(1, 1), (2, 1)])
        let crop = Framing.fill.following(attention, photo: panorama, slot: square).crop(photo: panorama, slot: square)
        XCTAssertEqual(crop.width, 100, accuracy: 1e-9)
        // Cells 1 and 2 span x 31.25 to 93.75: all inside, where the centre crop starts at 950.
        XCTAssertLessThanOrEqual(crop.x, 31.25)
        XCTAssertGreaterThanOrEqual(crop.maxX, 93.75)
    }

    func testACupAtATallPhotosTopStaysInAWideCell() {
        let tall = Size(width: 100, height: 2000), cell = Size(width: 500, height: 400)
        let attention = map(3, 64, hot: [(1, 60), (1, 61)].map { ($0.0, 63 - $0.1) })
        let crop = Framing.fill.following(attention, photo: tall, slot: cell).crop(photo: tall, slot: cell)
        XCTAssertEqual(crop.height, 80, accuracy: 1e-9)
        XCTAssertLessThanOrEqual(crop.y, 2 * 2000 / 64.0)
        XCTAssertGreaterThanOrEqual(crop.maxY, 4 * 2000 / 64.0)
    }

    func testNoSubjectKeepsTheCentre() {
        let photo = Size(width: 4000, height: 1000), slot = Size(width: 1, height: 1)
        let flat = AttentionMap(columns: 64, rows: 16, weights: Array(repeating: 0.3, count: 64 * 16))!
        XCTAssertEqual(Framing.fill.following(flat, photo: photo, slot: slot), .fill)
        let empty = AttentionMap(columns: 64, rows: 16, weights: Array(repeating: 0, count: 64 * 16))!
        XCTAssertEqual(Framing.fill.following(empty, photo: photo, slot: slot), .fill)
        // Two equal subjects at both ends, each a cell 62.5 pixels wide: nine tenths of one is
        // shown rather than neither.
        let apart = Framing.fill.following(map(64, 16, hot: [(0, 8), (63, 8)]), photo: photo, slot: slot).crop(photo: photo, slot: slot)
        XCTAssertTrue(apart.x <= 6.25 || apart.maxX >= 4000 - 6.25, "\(apart)")
        // A slightly busier side is not worth leaving the centre for.
        let lopsided = AttentionMap(columns: 4, rows: 1, weights: [1.08, 1, 1, 1])!
        XCTAssertEqual(Framing.fill.following(lopsided, photo: photo, slot: Size(width: 2, height: 1)), .fill)
        XCTAssertEqual(Framing.fill.following(nil, photo: photo, slot: slot), .fill)
    }

    func testFramingByHandWins() {
        let attention = map(64, 3, hot: [(1, 1)])
        let photo = Size(width: 2000, height: 100), slot = Size(width: 1, height: 1)
        for framing in [Framing(zoom: 1.5, offsetX: 0, offsetY: 0, quarterTurns: 0), Framing(zoom: 1, offsetX: 0.2, offsetY: 0, quarterTurns: 0),
                        Framing(zoom: 1, offsetX: 0, offsetY: 0, quarterTurns: 0, whole: .blurred)] {
            XCTAssertEqual(framing.following(attention, photo: photo, slot: slot), framing)
        }
        XCTAssertFalse(Framing.fill.following(attention, photo: photo, slot: slot).isUnframed, "the subject's framing is an offset")
        XCTAssertEqual(Framing.fill.following(attention, photo: photo, slot: slot).reset, .fill, "Reset Framing goes back to the subject")
    }

    func testATurnedPhotosSubjectTurnsWithIt() {
        // The subject at the upright photo's left end lies at its top once turned clockwise.
        let photo = Size(width: 2000, height: 100), wide = Size(width: 4, height: 1)
        let turned = Framing(zoom: 1, offsetX: 0, offsetY: 0, quarterTurns: 1)
        let crop = turned.following(map(64, 3, hot: [(1, 1)]), photo: photo, slot: wide).crop(photo: photo, slot: wide)
        XCTAssertEqual(crop.height, 25, accuracy: 1e-9)
        // The subject's cell, 31.25 to 62.5 across upright, is taller than the crop: all it shows is the subject.
        XCTAssertGreaterThanOrEqual(crop.y, 31.25 - 1e-9)
        XCTAssertLessThanOrEqual(crop.maxY, 62.5 + 1e-9)
        let half = Framing(zoom: 1, offsetX: 0, offsetY: 0, quarterTurns: 2)
        XCTAssertGreaterThanOrEqual(half.following(map(64, 3, hot: [(1, 1)]), photo: photo, slot: Size(width: 1, height: 1))
            .crop(photo: photo, slot: Size(width: 1, height: 1)).maxX, 2000 - 31.25)
    }

    func testTurningTheMapMovesEachCellAsFramingMovesAPoint() {
        var random = SeededGenerator(announcing: 33, in: #function)
        let attention = AttentionMap(columns: 5, rows: 3, weights: (0..<15).map { _ in Float.random(in: 0...1, using: &random) })!
        let upright = Size(width: 5, height: 3)
        for turns in 0...3 {
            let framing = Framing(zoom: 1, offsetX: 0, offsetY: 0, quarterTurns: turns), turned = attention.turned(turns)
            XCTAssertEqual(Double(turned.columns), framing.turned(upright).width)
            for row in 0..<turned.rows {
                for column in 0..<turned.columns {
                    let point = framing.uprightPoint(Double(column) + 0.5, Double(row) + 0.5, photo: upright)
                    XCTAssertEqual(turned.weights[row * turned.columns + column], attention.weights[Int(point.y) * 5 + Int(point.x)])
                }
            }
        }
        XCTAssertEqual(attention.turned(1).turned(3), attention)
    }

    /// Random maps and photos from 1:20 to 20:1 in random cells: the crop stays inside the
    /// photo at the cell's shape, holds at least the centre's attention, and no other crop
    /// holds more than the margin a subject needs over the centre, or the little a subject centred in its window gives up.
    func testTheCropIsInsideAndHoldsTheMost() {
        var random = SeededGenerator(announcing: 3_300, in: #function)
        func aspect() -> Double {
            let exponent = [-1.0, 1.0, Double.random(in: -1...1, using: &random)].randomElement(using: &random)!
            return pow(20, exponent)
        }
        for _ in 0..<500 {
            let photo = Size(width: 1000 * aspect(), height: 1000), slot = Size(width: aspect(), height: 1)
            let columns = Int.random(in: 1...64, using: &random), rows = Int.random(in: 1...64, using: &random)
            let sparse = Bool.random(using: &random)
            let weights = (0..<columns * rows).map { _ in
                sparse && Int.random(in: 0..<20, using: &random) > 0 ? 0 : Float.random(in: 0...1, using: &random)
            }
            let attention = AttentionMap(columns: columns, rows: rows, weights: weights)!
            let turns = Int.random(in: 0...3, using: &random)
            let start = Framing(zoom: 1, offsetX: 0, offsetY: 0, quarterTurns: turns)
            let framing = start.following(attention, photo: photo, slot: slot)
            let crop = framing.crop(photo: photo, slot: slot), turned = framing.turned(photo)
            XCTAssertEqual(framing.clamped(photo: photo, slot: slot).offsetX, framing.offsetX, accuracy: 1e-9, "an offset crop keeps")
            XCTAssertEqual(framing.clamped(photo: photo, slot: slot).offsetY, framing.offsetY, accuracy: 1e-9)
            XCTAssertGreaterThanOrEqual(crop.x, -1e-6)
            XCTAssertGreaterThanOrEqual(crop.y, -1e-6)
            XCTAssertLessThanOrEqual(crop.maxX, turned.width * (1 + 1e-9))
            XCTAssertLessThanOrEqual(crop.maxY, turned.height * (1 + 1e-9))
            XCTAssertEqual(crop.width / crop.height, slot.width / slot.height, accuracy: 1e-6 * slot.width / slot.height)
            let map = attention.turned(turns), total = Double(weights.reduce(0, +))
            let kept = held(map, crop, photo: turned), centred = held(map, start.crop(photo: photo, slot: slot), photo: turned)
            XCTAssertGreaterThanOrEqual(kept, centred - 1e-6 * total)
            for step in 0...20 {
                let other = Framing(zoom: 1, offsetX: Double(step) / 20 - 0.5, offsetY: Double(step) / 20 - 0.5, quarterTurns: turns)
                let holds = held(map, other.crop(photo: photo, slot: slot), photo: turned)
                XCTAssertLessThanOrEqual(holds, max(kept / (1 - Framing.sameShare), centred * Framing.subjectMargin) + 1e-6 * total)
            }
        }
    }

    func testMeasuringFindsSkinAndEdgesAndNothingInAFlatPicture() {
        let width = 256, height = 32, stride = width * 3
        var grey = [UInt8](repeating: 128, count: stride * height)
        let flat = AttentionMap(measuring: grey, width: width, height: height, stride: stride)!
        XCTAssertEqual(flat.columns, 64)
        XCTAssertEqual(flat.rows, 8)
        XCTAssertTrue(flat.weights.allSatisfy { $0 == 0 }, "a flat grey holds no attention")
        // A skin-toned disc near the left end.
        for y in 0..<height {
            for x in 0..<width where (x - 20) * (x - 20) + (y - 16) * (y - 16) < 100 {
                grey.replaceSubrange(y * stride + x * 3..<y * stride + x * 3 + 3, with: [224, 172, 138])
            }
        }
        let face = AttentionMap(measuring: grey, width: width, height: height, stride: stride)!
        let profile = face.profile(alongWidth: true)
        XCTAssertEqual(profile.indices.max { profile[$0] < profile[$1] }.map { $0 / 2 }, 2, "the disc's columns hold the most")
        XCTAssertEqual(profile[40...].reduce(0, +), 0)
        XCTAssertNil(AttentionMap(measuring: [], width: 0, height: 0, stride: 0))
        XCTAssertNil(AttentionMap(measuring: grey, width: width, height: height + 1, stride: stride), "rows too short")
        XCTAssertNil(AttentionMap(columns: 2, rows: 1, weights: [1, -1]))
        XCTAssertNil(AttentionMap(columns: 2, rows: 1, weights: [1, .nan]))
    }

    func testAMapOfAnyShapeCountsEveryPixelAlike() {
        // Sides that do not divide into cells evenly: a uniformly busy picture is flat still.
        for (width, height) in [(1, 1), (3, 700), (255, 37), (256, 256), (1000, 7)] {
            let stride = width * 3
            let stripes = (0..<height).flatMap { _ in (0..<width).flatMap { x -> [UInt8] in x % 2 == 0 ? [0, 0, 0] : [255, 255, 255] } }
            let attention = AttentionMap(measuring: stripes, width: width, height: height, stride: stride)!
            XCTAssertLessThanOrEqual(max(attention.columns, attention.rows), AttentionMap.cellsOnLongSide)
            // Every pixel is an edge as strong as can be: every cell holds the same.
            let first = attention.weights[0]
            XCTAssertEqual(first, width > 1 ? 1 : 0)
            XCTAssertTrue(attention.weights.allSatisfy { abs($0 - first) <= 1e-4 * first }, "\(width)x\(height)")
        }
    }
}
