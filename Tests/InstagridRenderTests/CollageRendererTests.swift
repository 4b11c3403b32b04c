import InstagridModel
@testable import InstagridRender
import InstagridTestSupport
import XCTest

final class CollageRendererTests: XCTestCase {
    let folder = TemporaryFolder()
    let slotColors: [SlotID: Color] = [.topLeft: .red, .topRight: .green, .bottomLeft: .blue, .bottomRight: .magenta]

    private func collage(_ layout: Layout) -> Collage {
        var collage = Collage(layout: layout)
        for slot in SlotID.all.prefix(4) {
            collage.setPhoto(LocalPath(TestPhotos.solid(folder.file("\(slot).jpg"), width: 300, height: 200, color: slotColors[slot]!)), in: slot)
        }
        return collage
    }

    private func color(_ image: CairoImage, _ x: Double, _ y: Double) -> Color {
        let p = image.rgb(x: Int(x), y: Int(y))
        return Color(r: p.r, g: p.g, b: p.b)
    }

    func testEachLayoutShowsFrameGapsAndEachSlotsOwnPhoto() throws {
        let side = 600.0
        for layout in Layout.seed {
            let picture = try CollagePicture.render(collage(layout), longSide: Int(side))
            XCTAssertEqual(picture.width, 600)
            // The frame at the border and in the gaps.
            for (x, y) in [(2.0, 2.0), (597, 597), (300, 300), (300, 10), (10, 300)] {
                assertColor(color(picture, x, y), near: .gridFrame, tolerance: 2, "\(layout) at \(x),\(y)")
            }
            for (slot, frame) in GridGeometry(side: side, layout: layout).frames {
                for (u, v) in [(0.5, 0.5), (0.05, 0.05), (0.95, 0.95)] {
                    let sample = color(picture, frame.x + u * frame.width, frame.y + v * frame.height)
                    assertColor(sample, near: slotColors[slot]!, "\(layout) \(slot)")
                }
            }
        }
    }

    func testWideSlotCoversBothColumnsAcrossTheMiddle() throws {
        let picture = try CollagePicture.render(collage(Layout.numbered(1)!), longSide: 600)
        assertColor(color(picture, 300, 150), near: .red, "the wide top slot spans the middle")
        let second = try CollagePicture.render(collage(Layout.numbered(2)!), longSide: 600)
        assertColor(color(second, 300, 450), near: .blue, "the wide bottom slot spans the middle")
    }

    func testPanoramaIsCroppedAroundItsCentre() throws {
        var collage = collage(Layout.numbered(3)!)
        // Middle third cyan, outer thirds black: a centred square crop of a 3:1 photo is all cyan.
        collage.setPhoto(LocalPath(TestPhotos.centreBand(folder.file("pano.png"), width: 900, height: 300, color: .cyan)), in: .topLeft)
        collage.setPhoto(LocalPath(TestPhotos.centreBand(folder.file("tall.png"), width: 200, height: 600, color: .yellow)), in: .bottomRight)
        let grid = GridGeometry(side: 600, layout: Layout.numbered(3)!)
        let picture = try CollagePicture.render(collage, longSide: 600)
        for (slot, expected) in [(SlotID.topLeft, Color.cyan), (.bottomRight, .yellow)] {
            let frame = grid.frame(of: slot)!
            for (u, v) in [(0.5, 0.5), (0.04, 0.5), (0.96, 0.5), (0.5, 0.04), (0.5, 0.96)] {
                assertColor(color(picture, frame.x + u * frame.width, frame.y + v * frame.height), near: expected, "\(slot) \(u),\(v)")
            }
        }
    }

    func testCornersAreRounded() throws {
        let picture = try CollagePicture.render(collage(Layout.numbered(3)!), longSide: 3000)
        let frame = GridGeometry(side: 3000, layout: Layout.numbered(3)!).frame(of: Layout.numbered(3)!.cells[0].slot)!
        // 20 px radius at this size: the very corner pixel is frame colour, a few pixels in is photo.
        assertColor(color(picture, frame.x + 0.5, frame.y + 0.5), near: .gridFrame, tolerance: 30)
        assertColor(color(picture, frame.x + 10, frame.y + 10), near: .red)
    }

    func testEmptySlotsAreWhiteWithWhatTheCallerDraws() {
        let image = CairoImage(width: 300, height: 300, hasAlpha: false)!
        var asked: [SlotID] = []
        image.draw { canvas in
            CollageRenderer.draw(canvas, size: Size(width: 300, height: 300), layout: Layout.numbered(1)!, photos: [:]) { _, slot, _ in asked.append(slot) }
        }
        XCTAssertEqual(asked, [.topLeft, .bottomLeft, .bottomRight])
        assertColor(color(image, 30, 30), near: .white, tolerance: 0)
        assertColor(color(image, 5, 5), near: .gridFrame, tolerance: 1)
    }

    /// Nine photos, each its own colour, so every cell can be checked to show its own.
    private func ninePhotos() -> [String] {
        (0..<9).map { (index: Int) -> String in
            let red = UInt8(40 + index * 25), green = UInt8(index % 3 * 100), blue = UInt8(250 - index * 25)
            return TestPhotos.solid(folder.file("photo\(index).jpg"), width: 320, height: 240,
                                    color: Color(r: red, g: green, b: blue))
        }
    }

    func testEveryLayoutInEveryShapeShowsEachPhotoInItsCell() throws {
        let photos = ninePhotos()
        let colours = photos.map { DecodedFile(path: $0)!.color(x: 160, y: 120) }
        for shape in PictureShape.allCases {
            let (width, height) = shape.pixelSize(longSide: 500)
            for layout in Layout.all {
                let grid = GridGeometry(size: Size(width: Double(width), height: Double(height)), layout: layout)
                let collage = try Collage(layout: layout, filling: photos.prefix(layout.cells.count).map { LocalPath($0) }, shape: shape)
                let picture = try CollagePicture.render(collage, longSide: 500)
                XCTAssertEqual(picture.size, Size(width: Double(width), height: Double(height)), "\(layout) \(shape)")
                assertColor(color(picture, 1, 1), near: .gridFrame, tolerance: 2, "\(layout) \(shape): padding")
                // Photos fill the cells in reading order.
                for (index, (_, frame)) in grid.pixelFrames.enumerated() {
                    assertColor(color(picture, frame.midX, frame.midY), near: colours[index], tolerance: 12, "\(layout) \(shape) cell \(index)")
                }
            }
        }
    }

    func testCustomColourNoSpacingAndSquareCorners() throws {
        let photos = ninePhotos()
        let looks = try Looks.validated(frameColour: RGBColour(hex: "#FFCC00")!, spacing: 0, cornerRadius: 0)
        let collage = try Collage(layout: Layout.numbered(24)!, filling: photos.map { LocalPath($0) }, shape: .widescreen, looks: looks)
        let picture = try CollagePicture.render(collage, longSide: 900)
        XCTAssertEqual(picture.size, Size(width: 900, height: 506))
        // Photos touch the edges and each other: the corner pixel is the first photo, and
        // no frame colour shows anywhere along the middle row.
        let first = DecodedFile(path: photos[0])!.color(x: 10, y: 10)
        assertColor(color(picture, 0, 0), near: first, tolerance: 12, "square corners, no padding")
        for x in stride(from: 0, to: 900, by: 7) {
            XCTAssertGreaterThan(color(picture, Double(x), 253).distance(to: Color(r: 255, g: 204, b: 0)), 40, "no frame at \(x)")
        }
        var framed = collage
        framed.looks = try Looks.validated(frameColour: RGBColour(hex: "#FFCC00")!, spacing: 10, cornerRadius: 5)
        let withFrame = try CollagePicture.render(framed, longSide: 900)
        assertColor(color(withFrame, 2, 2), near: Color(r: 255, g: 204, b: 0), tolerance: 2, "the custom frame colour")
    }

    /// A zoomed, moved and turned photo against ImageMagick's rendering of the same crop.
    func testAFramedPhotoShowsExactlyItsCrop() throws {
        let path = TestPhotos.write(folder.file("detail.png"), width: 640, height: 480) { x, y in
            Color(r: UInt8(x * 255 / 640), g: UInt8(y * 255 / 480), b: UInt8((x / 20 + y / 20) % 2 * 200))
        }
        let framing = Framing(zoom: 1.6, offsetX: 0.12, offsetY: -0.05, quarterTurns: 1)
        var collage = try Collage(layout: Layout.numbered(4)!, filling: [LocalPath(path), LocalPath(path)])
        collage.setFraming(framing, of: .topLeft)
        let picture = try CollagePicture.render(collage, longSide: 800, framing: .centre)
        let frame = GridGeometry(side: 800, layout: Layout.numbered(4)!).pixelFrames[0].frame
        let crop = framing.crop(photo: Size(width: 640, height: 480), slot: frame.size)
        let reference = folder.file("reference.png")
        XCTAssertEqual(Shell.run(["convert", path, "-rotate", "90", "-crop",
                                  "\(Int(crop.width.rounded()))x\(Int(crop.height.rounded()))+\(Int(crop.x.rounded()))+\(Int(crop.y.rounded()))",
                                  "+repage", "-resize", "\(Int(frame.width))x\(Int(frame.height))!", reference]).status, 0)
        let expected = try XCTUnwrap(DecodedFile(path: reference))
        var total = 0, count = 0
        // Clear of the rounded corners and the edges' half-pixel.
        for y in stride(from: 8, to: Int(frame.height) - 8, by: 3) {
            for x in stride(from: 8, to: Int(frame.width) - 8, by: 3) {
                total += color(picture, frame.x + Double(x), frame.y + Double(y)).distance(to: expected.color(x: x, y: y))
                count += 1
            }
        }
        XCTAssertLessThan(Double(total) / Double(count), 6, "the framed photo is ImageMagick's crop of the turned photo")
        // And the second slot, unframed and rendered with the centre's framing, fills as the seed does: centred on the photo's
        // centre, where the gradients are half way (the checks' blue is left out: an edge lies there).
        let second = GridGeometry(side: 800, layout: Layout.numbered(4)!).pixelFrames[1].frame
        let centre = color(picture, second.midX, second.midY)
        XCTAssertEqual(Double(centre.r), 127, accuracy: 8)
        XCTAssertEqual(Double(centre.g), 127, accuracy: 8)
    }

    /// A photo decoded far larger than it is drawn (a zoom out in the window) is drawn from
    /// a halved copy: the same picture, at a small part of the cost.
    func testAPhotoDrawnSmallComesFromItsHalvesAndLooksTheSame() throws {
        let path = TestPhotos.write(folder.file("gradient.png"), width: 1600, height: 1200) { x, y in
            Color(r: UInt8(x * 255 / 1600), g: UInt8(y * 255 / 1200), b: 90)
        }
        let photo = try PhotoDecoder.decode(path: LocalPath(path), covering: Size(width: 1600, height: 1200))
        let halved = photo.addingHalves(downTo: 100)
        XCTAssertEqual(halved.halves.map(\.width), [800, 400, 200, 100])
        XCTAssertTrue(halved.level(forScale: 1.9).image === halved.image, "under 2 pixels per pixel: the image itself")
        let level = halved.level(forScale: 5)
        XCTAssertEqual(level.image.width, 400, "two halvings for 5 pixels per pixel")
        XCTAssertEqual(level.content.width, 400, accuracy: 1e-9)
        func draw(_ photo: DecodedPhoto) -> CairoImage {
            let image = CairoImage(width: 160, height: 120, hasAlpha: false)!
            image.draw { canvas in
                CollageRenderer.drawFramed(canvas, photo, Framing(zoom: 1.2, offsetX: 0.1, offsetY: 0, quarterTurns: 1),
                                           in: Rect(x: 0, y: 0, width: 160, height: 120), frameColour: Looks.seed.frameColour)
            }
            return image
        }
        let direct = draw(photo), fromHalves = draw(halved)
        var total = 0
        for y in stride(from: 2, to: 118, by: 4) {
            for x in stride(from: 2, to: 158, by: 4) { total += color(direct, Double(x), Double(y)).distance(to: color(fromHalves, Double(x), Double(y))) }
        }
        XCTAssertLessThan(Double(total) / Double(29 * 39), 3, "the same picture")
    }
}
