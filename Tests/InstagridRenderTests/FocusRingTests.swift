import InstagridModel
import InstagridRender
import XCTest

/// The focus ring's tones against frame colours: WCAG's contrast, and a light frame's dark ring.
final class FocusRingTests: XCTestCase {
    func testContrastIsWCAGs() {
        let white = RGBColour(red: 255, green: 255, blue: 255), black = RGBColour(red: 0, green: 0, blue: 0)
        XCTAssertEqual(white.contrast(with: black), 21, accuracy: 0.01)
        XCTAssertEqual(black.contrast(with: white), 21, accuracy: 0.01)
        XCTAssertEqual(white.contrast(with: white), 1, accuracy: 1e-9)
        // The numbers: the old ring on the design's frame, white on the design's frame.
        XCTAssertEqual(RGBColour(hex: "#386A86")!.contrast(with: Looks.seed.frameColour), 1.06, accuracy: 0.01)
        XCTAssertEqual(white.contrast(with: Looks.seed.frameColour), 6.22, accuracy: 0.01)
    }

    func testTheRingStandsOutFromEveryFrameColour() {
        let design = FocusRing(frame: Looks.seed.frameColour)
        XCTAssertEqual(design.outer, FocusRing.light, "a light ring on the design's blue")
        XCTAssertEqual(design.inner, FocusRing.dark)
        XCTAssertEqual(FocusRing(frame: RGBColour(hex: "#FFFFFF")!).outer, FocusRing.dark, "a dark ring on a white frame")
        // Every grey, and every corner and midpoint of the colour cube.
        var frames = (0...255).map { RGBColour(red: UInt8($0), green: UInt8($0), blue: UInt8($0)) }
        for r in [0, 128, 255] { for g in [0, 128, 255] { for b in [0, 128, 255] {
            frames.append(RGBColour(red: UInt8(r), green: UInt8(g), blue: UInt8(b)))
        } } }
        for frame in frames {
            let ring = FocusRing(frame: frame)
            XCTAssertGreaterThanOrEqual(ring.outer.contrast(with: frame), FocusRing.leastContrast, "\(frame)")
            XCTAssertGreaterThanOrEqual(ring.outer.contrast(with: ring.inner), FocusRing.leastContrast)
        }
        XCTAssertGreaterThanOrEqual(FocusRing.outerWidth, 2, "WCAG 2.2: at least 2 px")
        XCTAssertGreaterThanOrEqual(FocusRing.innerWidth, 2)
    }
}
