import Foundation
import InstagridTrace
import InstagridModel
import InstagridTestSupport
import XCTest

/// The window frames a photo nobody framed around its subject, framing by hand starts from
/// what it shows, and Reset Framing goes back to the subject.
final class SubjectWindowTests: ArrangeTestCase {
    private static let skin = Color(0xE0AC8A)

    /// The leftmost column inside `slot` where the screen shows the face's skin.
    private func skinLeft(_ shot: Screenshot, in slot: Rect) -> Int? {
        stride(from: Int(slot.x) + 2, to: Int(slot.maxX) - 2, by: 1).first { x in
            stride(from: Int(slot.y) + 2, to: Int(slot.maxY) - 2, by: 2).contains { y in shot.color(x, y).distance(to: Self.skin) < 20 }
        }
    }

    func testAPanoramasPersonShowsAndFramingByHandStartsThere() throws {
        // 10:1, a person at the left end; layout 1's wide top slot shows about a fifth of it.
        let panorama = TestPhotos.write(photos.file("panorama.png"), width: 2000, height: 200) { x, y in
            let dx = x - 120, dy = y - 70
            if dx * dx + dy * dy < 40 * 40 { return dy < -20 ? Color(0x2A1A10) : Self.skin }
            if abs(dx) < 60, dy >= 40 { return Color(0xC02020) }
            return Color(0x8A9AA8)
        }
        let app = try RunningApp(display: display, arguments: [panorama])
        let frame = try XCTUnwrap(app.waitForScreen { $0.bounds(of: .gridFrame) != nil }?.bounds(of: .gridFrame))
        let top = GridGeometry(side: Double(frame.x.count), layout: Layout.numbered(1)!).frames.first { $0.slot == .topLeft }!.frame
        let slot = Rect(x: Double(frame.x.lowerBound) + top.x, y: Double(frame.y.lowerBound) + top.y, width: top.width, height: top.height)
        let shown = try XCTUnwrap(app.waitForScreen { self.skinLeft($0, in: slot) != nil }.flatMap { skinLeft($0, in: slot) },
                                  "the person at the panorama's end is in the slot")
        // A nudge moves the photo a tenth of the slot from where it shows it, not from its centre.
        let nudge = Int(min(slot.width, slot.height) / 10)
        _ = try tabToASlot(app, wanted: 0)
        app.key("ctrl+Return")
        XCTAssertTrue(app.waitForTrace(.adjustStart, "0"))
        app.key("Left")
        XCTAssertNotNil(app.waitForScreen { self.skinLeft($0, in: slot).map { abs($0 - (shown - nudge)) <= 2 } ?? false },
                        "nudged \(nudge) px left from the person's framing (the face's edge was at \(shown))")
        XCTAssertTrue(Shell.waitUntil { self.session(app).contains("\nframing 0 ") }, "the nudge is a framing by hand")
        app.key("0")
        XCTAssertNotNil(app.waitForScreen { self.skinLeft($0, in: slot).map { abs($0 - shown) <= 1 } ?? false },
                        "Reset Framing goes back to the person")
        XCTAssertTrue(Shell.waitUntil { !self.session(app).contains("\nframing 0 ") }, "reset: no framing by hand")
        app.key("Escape")
        XCTAssertTrue(app.waitForTrace(.adjustEnd))
    }

    /// A face at one end of a panorama whose rest is a busy wallpaper: the square slot shows
    /// the face (the wallpaper alone would win its attention), framed where the export frames it.
    /// (Compared by where the face lies, not pixel for pixel: the stripes' thousand edges
    /// are resampled a little differently at each size.)
    func testAFaceAtAPanoramasEndShowsInItsSquareSlotAsInTheExport() throws {
        let face = DrawnFaces.write(photos.file("face.jpg"), width: 2048, height: 512, faces: [DrawnFaces.Face(x: 1536, y: 0, side: 512)],
                                    ground: .busy)
        let others = [Color.red, .green, .blue].enumerated().map { TestPhotos.solid(photos.file("\($0.offset).jpg"), width: 400, height: 400, color: $0.element) }
        let app = try RunningApp(display: display, arguments: [face] + others)
        app.key("3")
        XCTAssertTrue(app.waitForTrace(.actionActivated, "layout(3)"))
        let skin = Color(0xF5CDAA)
        /// The face's skin columns in the top-left cell of a grid `side` pixels wide at (x, y).
        func skinColumns(_ color: (Int, Int) -> Color, x: Int, y: Int, side: Int) -> ClosedRange<Int>? {
            let cell = GridGeometry(side: Double(side), layout: Layout.numbered(3)!).frames.first { $0.slot == .topLeft }!.frame
            let columns = stride(from: Int(cell.x) + 2, to: Int(cell.maxX) - 2, by: 1).filter { column in
                stride(from: Int(cell.y) + 2, to: Int(cell.maxY) - 2, by: 2).count { color(x + column, y + $0).distance(to: skin) < 24 } > 4
            }
            return columns.first.map { $0...columns.last! }
        }
        let settled = try XCTUnwrap(app.waitForScreen(seconds: 30) { shot in
            guard let frame = shot.bounds(of: .gridFrame) else { return false }
            return skinColumns(shot.color, x: frame.x.lowerBound, y: frame.y.lowerBound, side: frame.x.count) != nil
        }, "the face's skin in the top-left slot")
        let frame = try XCTUnwrap(settled.bounds(of: .gridFrame))
        let exported = photos.file("export.png")
        let result = try InstagridProcess.run(["export", "--session", app.home.file("state/instagrid/session"), "-o", exported,
                                               "--size", "\(frame.x.count)", "--force"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let picture = try XCTUnwrap(DecodedFile(path: exported))
        let inExport = try XCTUnwrap(skinColumns(picture.color, x: 0, y: 0, side: picture.width), "the export shows the face too")
        XCTAssertNotNil(app.waitForScreen(seconds: 30) { shot in
            guard let frame = shot.bounds(of: .gridFrame),
                  let shown = skinColumns(shot.color, x: frame.x.lowerBound, y: frame.y.lowerBound, side: frame.x.count) else { return false }
            return abs(shown.lowerBound - inExport.lowerBound) <= 2 && abs(shown.upperBound - inExport.upperBound) <= 2
        }, "the window frames the face where the export does (\(inExport))")
    }
}
