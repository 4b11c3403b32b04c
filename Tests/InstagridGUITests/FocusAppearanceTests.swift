import Foundation
import InstagridActions
import InstagridModel
import InstagridTestSupport
import InstagridTrace
import XCTest

/// Focus rings a keyboard user can see (WCAG 2.2 focus appearance: at least 2 px, 3:1 against
/// the colours beside them), read from the window's pixels, on the design's frame and on a
/// white one; and they stay while the keyboard is in use (GTK hides them after 3 s).
final class FocusAppearanceTests: GUITestCase {
    let photos = TemporaryFolder()
    /// A photo's grey: 4.5:1 against white, 3.7:1 against the ring's near-black.
    static let grey = Color(0x777777)
    static let layout = Layout.numbered(1)!

    /// A slot's left edge on screen: its photo's first pixel, half-way down.
    struct Edge {
        let slot: SlotID, x: Int, y: Int
    }

    /// The app with grey photos in the design's first layout, and its slots' left edges.
    private func launch() throws -> (RunningApp, [Edge], grid: (x: ClosedRange<Int>, y: ClosedRange<Int>)) {
        let paths = (0..<3).map { TestPhotos.solid(photos.file("grey\($0).jpg"), width: 400, height: 300, color: Self.grey) }
        let app = try RunningApp(display: try display, arguments: paths)
        let shot = try XCTUnwrap(app.waitForScreen { shot in
            guard let grid = shot.bounds(of: .gridFrame) else { return false }
            return self.edges(in: shot, grid: grid).count == 3
        }, "the three grey photos are on screen")
        let grid = try XCTUnwrap(shot.bounds(of: .gridFrame))
        return (app, edges(in: shot, grid: grid), grid)
    }

    private func edges(in shot: Screenshot, grid: (x: ClosedRange<Int>, y: ClosedRange<Int>)) -> [Edge] {
        GridGeometry(side: Double(grid.x.count), layout: Self.layout).frames.compactMap { slot, rect in
            let y = grid.y.lowerBound + Int(rect.midY)
            let start = grid.x.lowerBound + Int(rect.x)
            return (start - 4...start + 4).first { shot.color($0, y).distance(to: Self.grey) <= 16 }
                .map { Edge(slot: slot, x: $0, y: y) }
        }
    }

    /// What is wrong with the focus ring across `edge` in `shot`, against `before` (no focus)
    /// and the frame colour `frame`; nothing if it meets WCAG 2.2's focus appearance there.
    private func ringFaults(_ shot: Screenshot, before: Screenshot, at edge: Edge, frame: Color) -> [String] {
        let y = edge.y
        // The ring starts where the pixels changed, on the photo's edge or a pixel off it.
        guard let start = (edge.x - 2...edge.x + 2).first(where: { shot.color($0, y).distance(to: before.color($0, y)) > 24 }) else {
            return ["no ring at slot \(edge.slot.rawValue)"]
        }
        var faults: [String] = []
        let beside = shot.color(start - 1, y)
        if beside.distance(to: frame) > 12 { faults.append("\(beside) beside the ring, not the frame \(frame)") }
        // Beside the frame: 2 px that stand out from it.
        for x in start..<start + 2 where shot.color(x, y).contrast(with: frame) < 3 {
            faults.append("ring pixel \(x - start) \(shot.color(x, y)) is \(shot.color(x, y).contrast(with: frame)):1 against the frame")
        }
        // At least 2 px whose colour changed 3:1 when the ring came.
        let changed = (start..<start + 6).filter { shot.color($0, y).contrast(with: before.color($0, y)) >= 3 }
        if changed.count < 2 { faults.append("only \(changed.count) px changed 3:1") }
        // Beside the photo: the ring's last pixel stands out from the photo's first.
        let ringEnd = changed.max() ?? start
        let photo = shot.color(ringEnd + 1, y), last = shot.color(ringEnd, y)
        if last.contrast(with: photo) < 3 { faults.append("the ring's inner edge \(last) is \(last.contrast(with: photo)):1 against the photo \(photo)") }
        return faults
    }

    /// Tab to a slot: its ring meets the rule, and stays for `seconds` (past GTK's 3 s).
    private func assertRingMeetsTheRule(frame: Color, frameArgument: String?) throws {
        let (app, edges, _) = try launch()
        if let frameArgument {
            XCTAssertEqual(app.action(.frameColour, frameArgument), 0)
            _ = try XCTUnwrap(app.waitForScreen { shot in
                edges.allSatisfy { shot.color($0.x - 1, $0.y).distance(to: frame) <= 12 }
            }, "the frame is \(frame)")
        }
        let before = try XCTUnwrap(app.screenshot())
        app.key("Tab")
        // The theme eases the ring in, its width and its offset too, so a shot part way may
        // meet the rule where the next, the ring a pixel further in, does not (a soak at
        // 14f426c, Debian 13): the ring is judged once two shots in a row show it alike.
        var focused: Edge?
        var last: Screenshot?
        let settled = app.waitForScreen { shot in
            defer { last = shot }
            focused = edges.first { shot.color($0.x, $0.y).distance(to: before.color($0.x, $0.y)) > 24 }
            guard let edge = focused, let last, (edge.x - 8...edge.x + 8).allSatisfy({ shot.color($0, edge.y) == last.color($0, edge.y) }) else {
                return false
            }
            return ringFaults(shot, before: before, at: edge, frame: frame).isEmpty
        }
        let edge = try XCTUnwrap(focused, "Tab shows a focus ring on a slot")
        if settled == nil, let shot = app.screenshot() {
            XCTFail("the ring breaks the rule: \(ringFaults(shot, before: before, at: edge, frame: frame))")
        }

        // Polled on the monotonic clock past GTK's 3 s (a timeout of whole seconds: up to 4):
        // every screenshot must still show it.
        let start = ProcessInfo.processInfo.systemUptime
        var shots = 0
        while ProcessInfo.processInfo.systemUptime - start < 5 {
            let shot = try XCTUnwrap(app.screenshot())
            shots += 1
            let faults = ringFaults(shot, before: before, at: edge, frame: frame)
            guard faults.isEmpty else {
                return XCTFail("after \(ProcessInfo.processInfo.systemUptime - start) s: \(faults)")
            }
        }
        XCTAssertGreaterThan(shots, 3)
    }

    func testASlotsRingStandsOutFromTheDesignsFrameAndStays() throws {
        try assertRingMeetsTheRule(frame: .gridFrame, frameArgument: nil)
    }

    func testASlotsRingStandsOutFromAWhiteFrameAndStays() throws {
        try assertRingMeetsTheRule(frame: .white, frameArgument: "'#FFFFFF'")
    }

    /// The outline the grid draws itself around a photo framed by hand (entered with the
    /// pointer, so no focus ring is shown with it), on both frames.
    func testTheFramingOutlineStandsOutFromTheFrame() throws {
        let (app, edges, grid) = try launch()
        for (frame, argument) in [(Color.gridFrame, "'#106698'"), (.white, "'#FFFFFF'")] {
            XCTAssertEqual(app.action(.frameColour, argument), 0)
            let before = try XCTUnwrap(app.waitForScreen { shot in
                edges.allSatisfy { shot.color($0.x - 1, $0.y).distance(to: frame) <= 12 }
            }, "the frame is \(frame)")
            let edge = edges[0]
            let geometry = GridGeometry(side: Double(grid.x.count), layout: Self.layout)
            let slot = try XCTUnwrap(geometry.frame(of: edge.slot))
            let centre = (grid.x.lowerBound + Int(slot.midX), grid.y.lowerBound + Int(slot.midY))
            let started = app.traceEvents.filter { $0.is(.adjustStart) }.count
            app.xdotool(["windowfocus", app.windowID])
            app.xdotool(["mousemove", "--window", app.windowID, "\(centre.0)", "\(centre.1)", "click", "--repeat", "2", "--delay", "80", "1"])
            app.xdotool(["mousemove", "--window", app.windowID, "1", "1"])
            XCTAssertTrue(app.waitForTrace(.adjustStart, count: started + 1), "a double-click starts framing the photo")
            if app.waitForScreen(seconds: 5, { self.ringFaults($0, before: before, at: edge, frame: frame).isEmpty }) == nil,
               let shot = app.screenshot() {
                XCTFail("on \(frame): \(ringFaults(shot, before: before, at: edge, frame: frame))")
            }
            // A click beside the grid ends it: no key, so no focus ring comes to stand in for it.
            app.click(grid.x.lowerBound - 8, grid.y.lowerBound + 20)
            XCTAssertTrue(app.waitForTrace(.adjustEnd, count: started + 1))
        }
    }

    /// Tab on to the layout buttons: their ring, on the window's light blue, is 2 px or more
    /// of a colour 3:1 against it.
    func testALayoutButtonsRingStandsOutFromTheBackground() throws {
        let (app, _, grid) = try launch()
        let before = try XCTUnwrap(app.screenshot())
        // Below the grid, where the buttons stand in portrait: pixels that changed 3:1 from the background.
        let below = (grid.y.upperBound + 2)..<before.height
        func ringPixels(_ shot: Screenshot) -> [(x: Int, y: Int)] {
            below.flatMap { y in (0..<shot.width).compactMap { x in
                before.color(x, y).distance(to: .background) <= 3 && shot.color(x, y).contrast(with: .background) >= 3 ? (x, y) : nil
            } }
        }
        var ring: [(x: Int, y: Int)] = []
        var shot: Screenshot?
        for _ in 0..<8 where ring.isEmpty {
            app.key("Tab")
            shot = app.waitForScreen(seconds: 2) { !ringPixels($0).isEmpty }
            ring = shot.map(ringPixels) ?? []
        }
        let ringed = try XCTUnwrap(shot, "Tab reaches a layout button and rings it")
        // Across the ring's left side, half-way down: its thickness in pixels that stand out.
        let ys = ring.map(\.y), middle = (ys.min()! + ys.max()!) / 2
        let left = try XCTUnwrap(ring.filter { $0.y == middle }.map(\.x).min())
        let thickness = (left..<left + 8).prefix { ringed.color($0, middle).contrast(with: .background) >= 3 }.count
        XCTAssertGreaterThanOrEqual(thickness, 2, "the ring is at least 2 px thick")
    }

    /// F8 to a divider, then arrows for 5 s, then 5 s of rest: its highlight is in every screenshot.
    func testADividersHighlightStaysWhileTheArrowsMoveIt() throws {
        let (app, _, grid) = try launch()
        let side = Double(grid.x.count)
        let geometry = GridGeometry(side: side, layout: Self.layout)
        let top = try XCTUnwrap(geometry.frame(of: Self.layout.cells[0].slot))
        let below = try XCTUnwrap(geometry.frame(of: Self.layout.cells[1].slot))
        // The line under the wide top photo (the layout's outermost divider, F8's first), a
        // quarter of the way across.
        let x = grid.x.lowerBound + grid.x.count / 4
        let gap = (grid.y.lowerBound + Int(top.maxY))...(grid.y.lowerBound + Int(below.y))
        let before = try XCTUnwrap(app.screenshot())
        XCTAssertEqual(Self.layout.tree.dividers().first?.axis, .column, "F8's first divider lies across")
        // Pixels across the gap in the ring's light tone (on the design's blue), 3:1 against the frame they cover.
        let ring = Color.white
        func highlighted(_ shot: Screenshot) -> Int {
            (gap.lowerBound - 12...gap.upperBound + 12).filter { y in
                shot.color(x, y).distance(to: ring) <= 16 && shot.color(x, y).contrast(with: .gridFrame) >= 3
                    && before.color(x, y).distance(to: .gridFrame) <= 12
            }.count
        }
        app.key("F8")
        XCTAssertNotNil(app.waitForScreen { highlighted($0) >= 2 }, "F8 highlights the divider")
        let start = ProcessInfo.processInfo.systemUptime
        var presses = 0
        while ProcessInfo.processInfo.systemUptime - start < 5 {
            let moved = app.traceEvents.filter { $0.is(.dividerMoved) }.count
            app.key(presses % 2 == 0 ? "Down" : "Up")
            presses += 1
            XCTAssertTrue(app.waitForTrace(.dividerMoved, count: moved + 1), "the arrow moved the divider")
            let shot = try XCTUnwrap(app.screenshot())
            guard highlighted(shot) >= 2 else {
                return XCTFail("after \(ProcessInfo.processInfo.systemUptime - start) s of arrows the divider's highlight is gone")
            }
        }
        XCTAssertGreaterThan(presses, 3)
        // And once the keys rest, past GTK's 3 s: the keyboard is still what the person uses.
        let rest = ProcessInfo.processInfo.systemUptime
        while ProcessInfo.processInfo.systemUptime - rest < 5 {
            let shot = try XCTUnwrap(app.screenshot())
            guard highlighted(shot) >= 2 else {
                return XCTFail("\(ProcessInfo.processInfo.systemUptime - rest) s after the last arrow the divider's highlight is gone")
            }
        }
    }
}
