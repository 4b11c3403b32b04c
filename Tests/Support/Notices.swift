import Foundation
import InstagridTrace
import XCTest

/// The window's notice banner (a dark bubble sliding in at the top), as a person meets it.
extension RunningApp {
    /// The bubble's dark background over the window's light blue.
    public static let noticeColour = Color(r: 42, g: 45, b: 46)

    /// Waits for the notice `title` (the trace records what its title says) and its bubble on
    /// screen; returns the bubble's bounds.
    @discardableResult
    public func waitForNotice(_ title: String, file: StaticString = #filePath, line: UInt = #line)
        -> (x: ClosedRange<Int>, y: ClosedRange<Int>)? {
        guard waitForTrace(.noticeShown, "\(title)") else {
            XCTFail("no notice “\(title)”; the trace has \(traceEvents.filter { $0.is(.noticeShown) || $0.is(.noticeHidden) })", file: file, line: line)
            return nil
        }
        // The bubble of the screenshot that showed it, never of the last one looked at; once it
        // has slid in (two shots in a row find it in one place): a click on a bubble still
        // moving lands where it no longer is.
        var last: (x: ClosedRange<Int>, y: ClosedRange<Int>)?
        let shown = waitForScreen { shot in
            guard let bubble = Self.bubble(in: shot), bubble.x.count > 100, bubble.y.count > 30 else { return false }
            defer { last = bubble }
            return last.map { $0.x == bubble.x && $0.y == bubble.y } ?? false
        }
        XCTAssertNotNil(shown, "the notice shows at the top of the window, still", file: file, line: line)
        return shown.flatMap(Self.bubble(in:))
    }

    /// The longest run of the bubble's colour across the window's top, and how far down it
    /// reaches there (icons of the same dark grey are far shorter).
    private static func bubble(in shot: Screenshot) -> (x: ClosedRange<Int>, y: ClosedRange<Int>)? {
        func isBubble(_ x: Int, _ y: Int) -> Bool { shot.color(x, y).distance(to: noticeColour) <= 6 }
        var widest: (y: Int, x: ClosedRange<Int>)?
        for y in 0..<min(shot.height, 200) {
            var start: Int?
            for x in 0...shot.width {
                if x < shot.width, isBubble(x, y) {
                    start = start ?? x
                } else if let first = start {
                    if x - first > (widest?.x.count ?? 0) { widest = (y, first...(x - 1)) }
                    start = nil
                }
            }
        }
        guard let widest else { return nil }
        // In the left padding, clear of the text.
        let column = widest.x.lowerBound + 8
        var top = widest.y, bottom = widest.y
        while top > 0, isBubble(column, top - 1) { top -= 1 }
        while bottom < shot.height - 1, isBubble(column, bottom + 1) { bottom += 1 }
        return (widest.x, top...bottom)
    }

    /// Closes the notice showing with its close button, in the bubble's top-right corner.
    public func dismissNotice(_ bubble: (x: ClosedRange<Int>, y: ClosedRange<Int>), file: StaticString = #filePath, line: UInt = #line) {
        let hidden = traceEvents.filter { $0.is(.noticeHidden) }.count
        click(bubble.x.upperBound - 22, bubble.y.lowerBound + 22)
        // Well before the notice would leave by itself (NoticeBanner.showSeconds).
        XCTAssertTrue(waitForTrace(.noticeHidden, count: hidden + 1, seconds: 3), "the close button dismisses it", file: file, line: line)
    }
}
