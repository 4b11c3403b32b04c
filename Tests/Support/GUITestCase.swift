import InstagridTrace
import XCTest

/// A test class whose tests drive the real app: one private Xvfb per class.
open class GUITestCase: XCTestCase {
    // XCTest runs a class's setUp, tests and tearDown one after another on one thread.
    nonisolated(unsafe) private static var shared: VirtualDisplay?

    override open class func setUp() {
        super.setUp()
        shared = try? VirtualDisplay()
    }

    override open class func tearDown() {
        shared = nil
        super.tearDown()
    }

    /// A test that failed in the middle of a drag leaves the button down on the class's
    /// display, where the next test's press is then no press (FlightLeavesNothingTests' two
    /// tests failed together once, Debian 13 under load: the second likely so).
    override open func tearDown() {
        if let display = Self.shared {
            Shell.run(["xdotool", "mouseup", "1"], environment: ["DISPLAY": display.name])
        }
        super.tearDown()
    }

    /// The class's display, or a failure saying Xvfb could not start.
    public var display: VirtualDisplay {
        get throws { try XCTUnwrap(Self.shared, "Xvfb could not start") }
    }

    /// The app showing three photos, solid red, green and blue, 400 × 300 (layout 1: red wide on
    /// top), written to `files`, once they are drawn.
    public func launchWithThreePhotos(files: TemporaryFolder, home: TemporaryFolder,
                                      file: StaticString = #filePath, line: UInt = #line) throws -> RunningApp {
        let photos = [Color.red, .green, .blue].enumerated().map {
            TestPhotos.solid(files.file("p\($0.offset).png"), width: 400, height: 300, color: $0.element)
        }
        let app = try RunningApp(display: display, arguments: photos, home: home)
        assertShowsPhotos(app, [.red, .green, .blue], file: file, line: line)
        return app
    }

    /// Waits until the grid has drawn `colours`' photos and the screen shows each. The trace
    /// comes as the grid draws, before that frame reaches the screen: a screenshot taken at
    /// once may still show the slots white, as words are (a drag aimed at words so found
    /// pressed beside them: WordsWindowTests, Debian 12 in CI).
    public func assertShowsPhotos(_ app: RunningApp, _ colours: [Color], file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertTrue(app.waitForTrace(.photoDrawn, count: colours.count), "the photos are drawn", file: file, line: line)
        XCTAssertNotNil(app.waitForScreen { shot in colours.allSatisfy { shot.bounds(of: $0, tolerance: 30) != nil } },
                        "the screen shows them", file: file, line: line)
    }

    /// Checks that the grid in `shot` is the picture `instagrid export --session` makes of
    /// `session` at the grid's size: on average the same colours, different only along a
    /// few edges (the window's and the file's rounding). Returns the grid's place on screen.
    @discardableResult
    public func assertGridIsTheExport(of session: String, in shot: Screenshot, writingTo exported: String,
                                      file: StaticString = #filePath, line: UInt = #line) throws -> (x: ClosedRange<Int>, y: ClosedRange<Int>) {
        let grid = try XCTUnwrap(shot.bounds(of: .gridFrame), "the grid is on screen", file: file, line: line)
        let result = try InstagridProcess.run(["export", "--session", session, "-o", exported, "--size", "\(grid.x.count)"])
        XCTAssertEqual(result.status, 0, result.stderr, file: file, line: line)
        let picture = try XCTUnwrap(DecodedFile(path: exported), file: file, line: line)
        XCTAssertEqual(picture.width, grid.x.count, file: file, line: line)
        let difference = shot.difference(from: picture, at: grid.x.lowerBound, grid.y.lowerBound)
        XCTAssertLessThan(difference.mean, 4, "on average the same colours", file: file, line: line)
        XCTAssertLessThan(difference.far, 0.01, "different only along a few edges", file: file, line: line)
        return grid
    }

    /// The window once it paints what `session` holds, then compared as `assertGridIsTheExport`
    /// compares (a grid that never gets there fails it): the session is written as a change is
    /// made and the window paints it a frame later, and a photo decoded before the window had
    /// its size is decoded again at the size it shows at. `exported` is written, and a copy
    /// beside it polled meanwhile. The screenshot that showed it.
    @discardableResult
    public func assertSettlesOnTheExport(_ app: RunningApp, of session: String, writingTo exported: String, seconds: Double = 10,
                                         file: StaticString = #filePath, line: UInt = #line) throws -> Screenshot {
        let polled = exported + ".polled.png"
        let settled = app.waitForScreen(seconds: seconds) { shot in
            guard let grid = shot.bounds(of: .gridFrame),
                  (try? InstagridProcess.run(["export", "--session", session, "-o", polled, "--size", "\(grid.x.count)", "--force"]))?.status == 0,
                  let picture = DecodedFile(path: polled), picture.width == grid.x.count else { return false }
            let difference = shot.difference(from: picture, at: grid.x.lowerBound, grid.y.lowerBound)
            return difference.mean < 4 && difference.far < 0.01
        }
        let shot = try XCTUnwrap(settled ?? app.screenshot(), "a screenshot", file: file, line: line)
        _ = try assertGridIsTheExport(of: session, in: shot, writingTo: exported, file: file, line: line)
        return shot
    }
}
