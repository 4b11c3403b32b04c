import InstagridModel
import XCTest

/// The aid `.automatic` becomes, from what lies under the words.
final class LegibilityChoiceTests: XCTestCase {
    private let white = RGBColour(red: 0xFF, green: 0xFF, blue: 0xFF)
    private let black = RGBColour(red: 0, green: 0, blue: 0)

    /// `width` × `height` pixels, each of the luminance `at` gives.
    private func underlay(_ width: Int, _ height: Int, _ at: (Int, Int) -> Double) -> Underlay {
        Underlay(width: width, height: height, luminances: (0..<height).flatMap { y in (0..<width).map { x in at(x, y) } })
    }

    func testWhiteWordsGetTheShadowOverACalmDarkPhotoAndTheBandOverABrightOne() {
        XCTAssertEqual(LegibilityChoice.aid(for: white, over: underlay(64, 12) { _, _ in 0.05 }), .shadow)
        XCTAssertEqual(LegibilityChoice.aid(for: white, over: underlay(64, 12) { _, _ in 0.6 }), .band)
        // Dark words: the other way round.
        XCTAssertEqual(LegibilityChoice.aid(for: black, over: underlay(64, 12) { _, _ in 0.8 }), .shadow)
        XCTAssertEqual(LegibilityChoice.aid(for: black, over: underlay(64, 12) { _, _ in 0.05 }), .band)
    }

    /// One bright stretch a letter wide is enough for the band, though the rest is dark: a
    /// blade of grass hides the letter over it.
    func testABrightStretchUnderOneLetterIsEnoughForTheBand() {
        let blade = underlay(64, 12) { x, _ in (20..<22).contains(x) ? 0.7 : 0.03 }
        XCTAssertLessThan(Double(2 * 12) / Double(64 * 12), LegibilityChoice.toleratedShortfall, "the whole holds few bright pixels")
        XCTAssertEqual(LegibilityChoice.aid(for: white, over: blade), .band)
        let speck = underlay(64, 12) { x, y in x == 20 && y == 5 ? 0.7 : 0.03 }
        XCTAssertEqual(LegibilityChoice.aid(for: white, over: speck), .shadow, "one bright pixel is no stretch")
    }

    /// Dark enough everywhere, but every pixel unlike the next: fine edges hide strokes.
    func testABusyDarkPhotoGetsTheBand() {
        let stripes = underlay(64, 12) { x, y in (x + y) % 2 == 0 ? 0.0 : 0.25 }
        XCTAssertLessThan(LegibilityChoice.leastContrast, RGBColour.contrast(1, 0.25), "each stripe stands apart from white")
        XCTAssertGreaterThan(stripes.busyness, LegibilityChoice.toleratedBusyness)
        XCTAssertEqual(LegibilityChoice.aid(for: white, over: stripes), .band)
        let calm = underlay(64, 12) { x, _ in Double(x) / 64 * 0.25 }
        XCTAssertEqual(LegibilityChoice.aid(for: white, over: calm), .shadow, "a gradient is calm")
    }

    func testNothingUnderTheWordsGetsTheShadow() {
        XCTAssertEqual(LegibilityChoice.aid(for: white, over: Underlay(width: 0, height: 0, luminances: [])), .shadow)
        XCTAssertEqual(LegibilityChoice.aid(for: white, over: underlay(3, 40) { _, _ in 0.02 }), .shadow, "narrower than high")
    }

    /// A band the words stand apart from: the frame's colour, or black or white where they
    /// would vanish into it.
    func testABandIsTheFramesColourUnlessTheWordsWouldVanishIntoIt() {
        let seed = Looks.seed.frameColour
        XCTAssertEqual(LegibilityChoice.bandColour(for: white, frame: seed), seed)
        XCTAssertEqual(LegibilityChoice.bandColour(for: white, frame: white), black)
        XCTAssertEqual(LegibilityChoice.bandColour(for: black, frame: RGBColour(hex: "#202020")!), white)
        XCTAssertEqual(LegibilityChoice.bandColour(for: RGBColour(hex: "#FFE000")!, frame: RGBColour(hex: "#FFFFFF")!), black)
    }
}
