import InstagridModel
@testable import InstagridRender
import InstagridTestSupport
import XCTest

/// A photo decoded to follow its subject carries its attention with it, and draws the same
/// crop whichever way it was decoded.
final class SubjectRenderTests: XCTestCase {
    let folder = TemporaryFolder()

    /// A 1600x400 street of grey with a face (skin under dark hair) near its right end.
    private func panorama(_ name: String) -> LocalPath {
        LocalPath(TestPhotos.write(folder.file(name), width: 1600, height: 400) { x, y in
            let dx = x - 1420, dy = y - 180
            guard dx * dx + dy * dy < 60 * 60 else { return Color(0x909090) }
            return dy < -30 ? Color(0x302010) : Color(0xE0AC8A)
        })
    }

    private func drawn(_ photo: DecodedPhoto, side: Int) -> CairoImage {
        let image = CairoImage(width: side, height: side, hasAlpha: false)!
        image.draw { CollageRenderer.drawFramed($0, photo, .fill, in: Rect(x: 0, y: 0, width: Double(side), height: Double(side)),
                                                frameColour: RGBColour(hex: "#000000")!) }
        return image
    }

    private func skinShown(_ photo: DecodedPhoto, side: Int) -> Int {
        let image = drawn(photo, side: side)
        return stride(from: 2, to: side, by: 4).flatMap { y in stride(from: 2, to: side, by: 4).map { (x: $0, y: y) } }.count {
            let p = image.rgb(x: $0.x, y: $0.y)
            return Color(r: p.r, g: p.g, b: p.b).distance(to: Color(0xE0AC8A)) < 16
        }
    }

    func testTheSubjectsCropIsAboutTheSameDecodedForItOrWhole() throws {
        let path = panorama("street.png"), square = Size(width: 200, height: 200)
        let cropped = try PhotoDecoder.decode(path: path, covering: square, cropped: true, framing: .subject)
        let whole = try PhotoDecoder.decode(path: path, covering: square, framing: .subject)
        XCTAssertLessThan(cropped.image.width, whole.image.width, "the cropped decode holds just the slot")
        // Measured on copies scaled apart (gdk-pixbuf's of the whole file, Cairo's of the
        // decoded one), the maps differ a little; the crops by less than a cell's 25 pixels.
        let crops = [cropped, whole].map { Framing.fill.following($0.attention, photo: $0.fullSize, slot: square).crop(photo: $0.fullSize, slot: square) }
        XCTAssertEqual(crops[0].x, crops[1].x, accuracy: 25)
        XCTAssertGreaterThan(crops[0].x, 1000, "off centre, towards the face")
        // The face's disc, 120 of the 400 rows across, covers about a tenth of the square.
        for photo in [cropped, whole] {
            XCTAssertGreaterThan(skinShown(photo, side: 200), 50 * 50 / 20, "the face is in the square")
        }
    }

    /// The same photograph as sRGB and converted to wide-gamut spaces, decoded by different
    /// paths (a PNG for its crop, a JPEG whole): its pixels differ by a rounding, its subject's
    /// crop by a little, never by a jump to another part of it.
    func testAPhotoConvertedFromItsProfileFramesTheSameSubject() throws {
        for photograph in ProfiledPhotos.photographs {
            let original = try ProfiledPhotos.sRGB(photograph, width: 700, in: folder)
            // Half of a square picture's two cells: about 1:2.
            let cell = Size(width: 180, height: 360)
            func crop(_ path: String) throws -> Rect {
                let photo = try PhotoDecoder.decode(path: LocalPath(path), covering: cell, cropped: true, framing: .subject)
                return Framing.fill.following(photo.attention, photo: photo.fullSize, slot: cell).crop(photo: photo.fullSize, slot: cell)
            }
            let reference = try crop(original)
            for profile in ProfiledPhotos.profiles {
                for type in ["jpg", "png"] {
                    let converted = try crop(try ProfiledPhotos.converted(original, to: profile, as: type, in: folder))
                    XCTAssertEqual(converted.x, reference.x, accuracy: 700 / 64, "\(photograph) \(profile) \(type): within a map's cell")
                }
            }
        }
    }

    func testTheCentresFramingMeasuresNothing() throws {
        let path = panorama("centre.jpg")
        let photo = try PhotoDecoder.decode(path: path, covering: Size(width: 200, height: 200), cropped: true)
        XCTAssertNil(photo.attention)
        let image = drawn(photo, side: 200)
        for (x, y) in [(5, 5), (100, 100), (195, 195)] {
            assertColor(Color(r: image.rgb(x: x, y: y).r, g: image.rgb(x: x, y: y).g, b: image.rgb(x: x, y: y).b), near: Color(0x909090), tolerance: 6)
        }
    }

    func testTheAttentionStaysWithTheHalvesDrawnFrom() throws {
        let photo = try PhotoDecoder.decode(path: panorama("halves.jpg"), covering: Size(width: 1600, height: 400), framing: .subject)
        let attention = try XCTUnwrap(photo.attention)
        XCTAssertEqual([attention.columns, attention.rows], [64, 16])
        let halved = photo.addingHalves(downTo: 100)
        XCTAssertEqual(halved.attention, attention)
        XCTAssertEqual(halved.level(forScale: 5).attention, attention)
    }
}
