import InstagridTestSupport
import XCTest
@testable import InstagridModel

/// Faces first (`AttentionMap.faces`, `Framing.following`): the default crop keeps every face
/// whole where the cell can hold them, the largest first where it cannot, whatever else
/// draws the eye; a photo with no face frames as before.
final class FaceFramingTests: XCTestCase {
    /// A map hot in `hot` columns (fractions of the width), cold elsewhere, with `faces`.
    private func map(hot: ClosedRange<Double>, faces: [Rect], columns: Int = 64, rows: Int = 8) -> AttentionMap {
        let weights = (0..<columns * rows).map { index -> Float in
            hot.contains((Double(index % columns) + 0.5) / Double(columns)) ? 1 : 0.01
        }
        return AttentionMap(columns: columns, rows: rows, weights: weights, faces: faces)!
    }

    private func crop(_ attention: AttentionMap, photo: Size, slot: Size, turns: Int = 0) -> Rect {
        Framing(zoom: 1, offsetX: 0, offsetY: 0, quarterTurns: turns).following(attention, photo: photo, slot: slot)
            .crop(photo: photo, slot: slot)
    }

    /// `face` (fractions of `photo`) whole inside `crop` (pixels), to a hair.
    private func holds(_ crop: Rect, _ face: Rect, of photo: Size) -> Bool {
        crop.x <= face.x * photo.width + 1e-6 && crop.maxX >= face.maxX * photo.width - 1e-6
            && crop.y <= face.y * photo.height + 1e-6 && crop.maxY >= face.maxY * photo.height - 1e-6
    }

    /// The scene the attention map alone lost (0 % of the face kept): a head and shoulders at
    /// a panorama's left end, a busy wallpaper over the rest.
    func testAHeadAtAPanoramasEndStaysWholeOverABusyWallpaper() {
        let panorama = Size(width: 4000, height: 1000), square = Size(width: 500, height: 500)
        let head = Rect(x: 0.03, y: 0.1, width: 0.15, height: 0.6)
        let busy = map(hot: 0.4...1, faces: [])
        XCTAssertFalse(holds(crop(busy, photo: panorama, slot: square), head, of: panorama), "the attention alone goes to the wallpaper")
        XCTAssertTrue(holds(crop(busy.with(faces: [head]), photo: panorama, slot: square), head, of: panorama))
        let tall = Size(width: 1000, height: 4000)
        let turnedHead = Rect(x: 0.1, y: 0.8, width: 0.6, height: 0.15)
        let wallpaper = AttentionMap(columns: 8, rows: 64, weights: (0..<512).map { $0 / 8 < 40 ? 1 : 0.01 }, faces: [turnedHead])!
        XCTAssertTrue(holds(crop(wallpaper, photo: tall, slot: square), turnedHead, of: tall), "a head at a tall photo's foot")
    }

    func testEveryFaceTheCellHoldsIsWholeAndTheLargestFirstWhereItCannot() {
        let photo = Size(width: 3000, height: 1000), square = Size(width: 1, height: 1)
        let left = Rect(x: 0.05, y: 0.2, width: 0.1, height: 0.3), right = Rect(x: 0.22, y: 0.2, width: 0.08, height: 0.2)
        let both = crop(map(hot: 0.8...1, faces: [left, right]), photo: photo, slot: square)
        XCTAssertTrue(holds(both, left, of: photo) && holds(both, right, of: photo), "a third of the width holds both: \(both)")
        let far = Rect(x: 0.85, y: 0.2, width: 0.06, height: 0.2)
        let apart = crop(map(hot: 0.4...0.6, faces: [far, left]), photo: photo, slot: square)
        XCTAssertTrue(holds(apart, left, of: photo), "the larger face of two a cell cannot hold together: \(apart)")
    }

    /// Where the cell has the room, a face is not pushed against its edge by what else draws
    /// the eye: half its width stays free on either side, or a quarter, or as much as the
    /// photo has at its own edge; never at the cost of another face.
    func testAFaceKeepsRoomOnEitherSideWhereTheCellHasIt() {
        let photo = Size(width: 4000, height: 1000), square = Size(width: 1, height: 1)
        let head = Rect(x: 0.1, y: 0.2, width: 0.1, height: 0.4)
        let roomy = crop(map(hot: 0.6...1, faces: [head]), photo: photo, slot: square)
        XCTAssertEqual(roomy.x, 200, accuracy: 1e-6, "half the face's 400 pixels left of it, the rest of the cell to the wallpaper's side")
        let edge = Rect(x: 0.01, y: 0.2, width: 0.1, height: 0.4)
        XCTAssertEqual(crop(map(hot: 0.6...1, faces: [edge]), photo: photo, slot: square).x, 0, accuracy: 1e-6, "the photo's edge is the room it has")
        // Two faces the cell holds only edge to edge: both whole, no room for either.
        let left = Rect(x: 0.1, y: 0.2, width: 0.1, height: 0.4), right = Rect(x: 0.25, y: 0.2, width: 0.1, height: 0.4)
        let both = crop(map(hot: 0.6...1, faces: [left, right]), photo: photo, slot: square)
        XCTAssertTrue(holds(both, left, of: photo) && holds(both, right, of: photo), "\(both)")
    }

    /// A face closer than the cell is wide: the crop lies within it, not half on the wall.
    func testAFaceLargerThanTheCellFillsIt() {
        let photo = Size(width: 3000, height: 1000), square = Size(width: 1, height: 1)
        let close = Rect(x: 0.5, y: 0, width: 0.45, height: 1)
        let cropped = crop(map(hot: 0...0.2, faces: [close]), photo: photo, slot: square)
        XCTAssertGreaterThanOrEqual(cropped.x, close.x * photo.width - 1e-6)
        XCTAssertLessThanOrEqual(cropped.maxX, close.maxX * photo.width + 1e-6)
    }

    func testNoFaceFramesAsBeforeAndFacesAreKeptToThePhoto() {
        let photo = Size(width: 4000, height: 1000), slot = Size(width: 1, height: 1)
        let plain = map(hot: 0.7...0.8, faces: [])
        // As before faces: the crop's centre where the subject's best window puts it.
        let subject = Framing.bestWindow(share: 0.25, in: plain.profile(alongWidth: true)) - 0.5
        XCTAssertEqual(Framing.fill.following(plain, photo: photo, slot: slot), Framing(zoom: 1, offsetX: subject, offsetY: 0, quarterTurns: 0))
        XCTAssertGreaterThan(subject, 0.2, "the subject is well right of the centre")
        let kept = plain.with(faces: [Rect(x: -0.5, y: 0.9, width: 0.7, height: 0.5), Rect(x: 2, y: 0, width: 1, height: 1),
                                      Rect(x: .nan, y: 0, width: 1, height: 1), Rect(x: 0.3, y: 0.3, width: 0, height: 0.1)])
        XCTAssertEqual(kept.faces.count, 1, "out of the photo, not a number or no area: left out")
        let face = kept.faces[0]
        for (value, expected) in zip([face.x, face.y, face.width, face.height], [0, 0.9, 0.2, 0.1]) {
            XCTAssertEqual(value, expected, accuracy: 1e-12, "kept to the photo: \(face)")
        }
    }

    /// Random photos and cells from 1:20 to 20:1, one to five faces anywhere, any quarter
    /// turn and attention anywhere, 4,000 cases: every face is whole where the cell holds all
    /// of them, the largest is whole wherever it fits, and a face longer than the cell fills it.
    func testRandomPhotosKeepTheirFacesWhole() {
        var random = SeededGenerator(announcing: 0x6661_6365, in: "FaceFramingTests.random")
        for run in 0..<4_000 {
            func ratio() -> Double { pow(20, Double.random(in: -1...1, using: &random)) }
            let photo = Size(width: 1000 * ratio(), height: 1000), slot = Size(width: 300 * ratio(), height: 300)
            let faces = (0..<Int.random(in: 1...5, using: &random)).map { _ -> Rect in
                let width = Double.random(in: 0.01...0.5, using: &random), height = Double.random(in: 0.01...0.5, using: &random)
                return Rect(x: Double.random(in: 0...(1 - width), using: &random), y: Double.random(in: 0...(1 - height), using: &random),
                            width: width, height: height)
            }
            let from = Double.random(in: 0...0.9, using: &random)
            let attention = map(hot: from...(from + 0.1), faces: faces, columns: 16, rows: 16)
            let turns = Int.random(in: 0...3, using: &random)
            let framing = Framing(zoom: 1, offsetX: 0, offsetY: 0, quarterTurns: turns)
            let cropped = framing.following(attention, photo: photo, slot: slot).crop(photo: photo, slot: slot)
            // Everything as the photo stands: the crop's corners taken back upright as the
            // picture draws them, the faces as the detector gave them.
            let corners = [framing.uprightPoint(cropped.x, cropped.y, photo: photo), framing.uprightPoint(cropped.maxX, cropped.maxY, photo: photo)]
            let upright = Rect(x: min(corners[0].x, corners[1].x), y: min(corners[0].y, corners[1].y),
                               width: abs(corners[0].x - corners[1].x), height: abs(corners[0].y - corners[1].y))
            let alongWidth = upright.width < photo.width - 1e-9
            func span(_ face: Rect) -> (Double, Double) { alongWidth ? (face.x, face.maxX) : (face.y, face.maxY) }
            let share = alongWidth ? upright.width / photo.width : upright.height / photo.height
            let largest = faces.max { $0.width * $0.height < $1.width * $1.height }!
            if faces.map({ span($0).1 }).max()! - faces.map({ span($0).0 }).min()! <= share {
                XCTAssertTrue(faces.allSatisfy { holds(upright, $0, of: photo) }, "run \(run): every face whole, \(upright) of \(photo), turned \(turns)")
            }
            if span(largest).1 - span(largest).0 <= share {
                XCTAssertTrue(holds(upright, largest, of: photo), "run \(run): the largest face whole")
            } else {
                let (low, high) = span(largest), extent = alongWidth ? photo.width : photo.height
                let (start, end) = alongWidth ? (upright.x, upright.maxX) : (upright.y, upright.maxY)
                XCTAssertTrue(start >= low * extent - 1e-6 && end <= high * extent + 1e-6, "run \(run): the crop lies within the face")
            }
        }
    }

    /// Arrange to Fit: two faces far apart in a square photo, a standing figure's attention
    /// between them. Without the faces, a tall cell (the figure whole); with them, a wide one
    /// (both faces whole), the figure cut: a face cut is worse than any other attention.
    func testArrangeToFitCountsAFaceCutWorseThanAnyOtherAttention() throws {
        let square = Size(width: 2048, height: 2048), photos: [SlotID: Double] = [SlotID.all[0]: 1, SlotID.all[1]: 1]
        let standing = (0..<64 * 64).map { index -> Float in (24..<40).contains(index % 64) ? 1 : 0.01 }
        let figure = AttentionMap(columns: 64, rows: 64, weights: standing)!
        let faces = [Rect(x: 0.04, y: 0.42, width: 0.12, height: 0.16), Rect(x: 0.84, y: 0.42, width: 0.12, height: 0.16)]
        let busy = AttentionMap(columns: 1, rows: 1, weights: [1])!
        func cell(_ map: AttentionMap) throws -> Rect {
            let arranged = try XCTUnwrap(LayoutFitting.arrange(photos, attention: [SlotID.all[0]: map, SlotID.all[1]: busy], size: square, looks: .seed))
            return GridGeometry(size: square, looks: .seed, layout: arranged).frames.first { $0.slot == SlotID.all[0] }!.frame
        }
        let alone = try cell(figure), withFaces = try cell(figure.with(faces: faces))
        let tall = GridGeometry(size: square, looks: .seed, layout: try Layout(form: "a|b"))
        let cuts = CropShare.cuts(tall, aspects: photos, attention: [SlotID.all[0]: figure.with(faces: faces), SlotID.all[1]: busy])
        XCTAssertEqual(cuts.faces, 1, "side by side, the first photo's cell cuts a face")
        XCTAssertLessThanOrEqual(cuts.attention, 1, "what draws the eye is still a share")
        XCTAssertLessThan(alone.width, alone.height, "the figure alone: a tall cell")
        XCTAssertGreaterThan(withFaces.width, withFaces.height, "both faces whole: a wide cell")
    }
}
