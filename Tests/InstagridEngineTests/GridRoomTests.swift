import InstagridEngine
import InstagridModel
import InstagridTestSupport
import XCTest

/// The room the grid asks of the window (`GridRoom`), without a window: every layout, shape,
/// slide count and spacing, with and without a screen, beside chrome of any size.
final class GridRoomTests: XCTestCase {
    /// Given what it asks, the smallest cell is the smallest a cell may be (whole pixels apart),
    /// in the picture's shape; where the screen cannot hold that, the request is what the
    /// screen holds beside the chrome, still in the picture's shape down to the grid's least.
    func testTheGridAsksForRoomForItsSmallestCellAndNoMoreThanTheScreenHolds() throws {
        var random = SeededGenerator(announcing: 0x726F_6F6D, in: "GridRoomTests.request")
        for run in 0..<600 {
            let collage = Collage.random(slides: 2...12, using: &random)
            let screen = Bool.random(using: &random)
                ? Size(width: Double(Int.random(in: 800...3840, using: &random)), height: Double(Int.random(in: 600...2160, using: &random))) : nil
            let chrome = Size(width: Double(Int.random(in: 0...300, using: &random)), height: Double(Int.random(in: 0...500, using: &random)))
            let request = GridRoom.request(for: collage, screen: screen, chrome: chrome)
            let label = "run \(run): \(collage.layout.form) \(collage.shape) ×\(collage.slides), screen \(String(describing: screen)), chrome \(chrome): \(request)"
            XCTAssertEqual(request.width, request.width.rounded(), label)
            XCTAssertEqual(request.height, request.height.rounded(), label)
            XCTAssertGreaterThanOrEqual(min(request.width, request.height), GridPlaces.smallestGrid, label)
            let room = screen.map { Size(width: $0.width * GridRoom.screenShare - chrome.width, height: $0.height * GridRoom.screenShare - chrome.height) }
            if let room {
                XCTAssertLessThanOrEqual(request.width, max(room.width, GridPlaces.smallestGrid).rounded(.up), label)
                XCTAssertLessThanOrEqual(request.height, max(room.height, GridPlaces.smallestGrid).rounded(.up), label)
            }
            if request.width > GridPlaces.smallestGrid, request.height > GridPlaces.smallestGrid {
                XCTAssertEqual(request.width / request.height, collage.aspect, accuracy: 2 / min(request.width, request.height) * collage.aspect,
                               "\(label): in the picture's shape")
            }
            let heldByTheScreen = room.map { request.width >= $0.width - 1 || request.height >= $0.height - 1 } ?? false
            let places = GridPlaces(collage: collage, area: request, scale: 1)
            let smallest = collage.layout.visibleSlots.compactMap { places.frame(of: $0) }.map { min($0.width, $0.height) }.min() ?? 0
            if !heldByTheScreen {
                XCTAssertGreaterThanOrEqual(smallest, GridPlaces.smallestCell - 1.5, "\(label): room for the smallest cell")
                if min(request.width, request.height) > GridPlaces.smallestGrid {
                    XCTAssertLessThanOrEqual(smallest, GridPlaces.smallestCell + 1.5, "\(label): and no more")
                }
            }
        }
    }

    /// Twelve square slides on a 1920×1080 screen: as wide as the screen holds beside the
    /// chrome, and the grid's least in height (a slide would be 139 points).
    func testTwelveSlidesAreHeldByTheScreenAndTheGridsLeast() throws {
        var collage = Collage(layout: try XCTUnwrap(Layout.numbered(1)))
        collage.slides = 12
        let request = GridRoom.request(for: collage, screen: Size(width: 1920, height: 1080), chrome: Size(width: 60, height: 360))
        XCTAssertEqual(request.width, 1668, "0.9 × 1920 − 60")
        XCTAssertEqual(request.height, GridPlaces.smallestGrid)
        let unheld = GridRoom.request(for: collage, screen: nil)
        XCTAssertGreaterThan(unheld.width, 1668, "without a screen nothing holds it")
        XCTAssertEqual(unheld.width / unheld.height, 12, accuracy: 0.1)
    }
}
