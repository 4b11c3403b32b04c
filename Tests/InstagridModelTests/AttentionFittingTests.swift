@testable import InstagridModel
import XCTest

/// Arrange to Fit counting what it cuts: a crop through a photo's subject costs more than
/// one through its sky.
final class AttentionFittingTests: XCTestCase {
    private let square = Size(width: 2048, height: 2048)
    private let twoSquares: [SlotID: Double] = [SlotID.all[0]: 1, SlotID.all[1]: 1]

    /// A square photo's map: a standing person (the middle columns, top to bottom) or a lying
    /// one (the middle rows, side to side), over a faint background.
    private func person(standing: Bool) -> AttentionMap {
        let weights = (0..<64 * 64).map { index -> Float in
            let along = standing ? index % 64 : index / 64
            return (24..<40).contains(along) ? 1 : 0.01
        }
        return AttentionMap(columns: 64, rows: 64, weights: weights)!
    }

    private func crops(_ layout: Layout, _ attention: [SlotID: AttentionMap]) -> (area: Double, attention: Double) {
        let geometry = GridGeometry(size: square, looks: .seed, layout: layout)
        return (CropShare.of(geometry, aspects: twoSquares), CropShare.attentionCut(geometry, aspects: twoSquares, attention: attention))
    }

    func testAStandingPersonGetsATallCellAndALyingOneAWideOne() throws {
        // Two square photos in a square: side by side or stacked, each loses half its area either way.
        let busy = AttentionMap(columns: 1, rows: 1, weights: [1])!
        for standing in [true, false] {
            let attention = [SlotID.all[0]: person(standing: standing), SlotID.all[1]: busy]
            let arranged = try XCTUnwrap(LayoutFitting.arrange(twoSquares, attention: attention, size: square, looks: .seed))
            let frame = GridGeometry(size: square, looks: .seed, layout: arranged).frames.first { $0.slot == SlotID.all[0] }!.frame
            XCTAssertEqual(frame.width < frame.height, standing, "\(standing ? "standing" : "lying"): \(arranged.form)")
            let cut = crops(arranged, attention)
            XCTAssertLessThan(cut.attention, cut.area, "the person kept whole, the cut through the background and the other photo")
        }
        // Without attention both are as good: the least-crop layout is one of them, whatever the person does,
        // so for one of the two people it is not the layout that cuts least of them.
        let plain = try XCTUnwrap(LayoutFitting.arrange(twoSquares, size: square, looks: .seed))
        let cuts = [true, false].map { crops(plain, [SlotID.all[0]: person(standing: $0), SlotID.all[1]: busy]).attention }
        XCTAssertGreaterThan(cuts.max()!, 0.4, "\(plain.form) cuts through one of the people: \(cuts)")
    }

    func testTheAttentionCutOfACropAroundTheSubject() throws {
        let edgeToEdge = Looks(frameColour: Looks.seed.frameColour, spacing: 0, cornerRadius: 0)
        let geometry = GridGeometry(size: square, looks: edgeToEdge, layout: try Layout(form: "a|b"))
        // A 2:1 photo with its subject in its left quarter, in a 1:2 cell: a quarter of its width shows, the subject whole.
        var weights = [Float](repeating: 0, count: 64 * 32)
        for row in 0..<32 { for column in 4..<12 { weights[row * 64 + column] = 1 } }
        let aspects = [SlotID.all[0]: 2.0, SlotID.all[1]: 0.5]
        let attention = [SlotID.all[0]: AttentionMap(columns: 64, rows: 32, weights: weights)!]
        XCTAssertEqual(CropShare.of(geometry, aspects: aspects), 0.75 / 2, accuracy: 1e-9, "the panorama loses three quarters, the portrait nothing")
        XCTAssertEqual(CropShare.attentionCut(geometry, aspects: aspects, attention: attention), 0, accuracy: 1e-9,
                       "the crop around the subject cuts none of it, and the portrait none of its area")
        let empty = [SlotID.all[0]: AttentionMap(columns: 64, rows: 32, weights: Array(repeating: 0, count: 64 * 32))!]
        XCTAssertEqual(CropShare.attentionCut(geometry, aspects: aspects, attention: empty), 0.75 / 2, accuracy: 1e-9,
                       "a map holding nothing counts the area")
    }
}
