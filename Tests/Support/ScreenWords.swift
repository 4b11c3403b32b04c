import Foundation
import XCTest

/// One word tesseract read on the screen, with the middle of its box in the window it was read in.
public struct ScreenWord: Sendable {
    public let text: String
    public let x: Int, y: Int
}

extension RunningApp {
    /// The words tesseract reads in `window` (a popover's or a dialog's window, the main one by
    /// default). Under X11 AT-SPI gives a popover's items their names but not their places, so a
    /// person's click on an entry is found where it is drawn.
    public func words(in window: String? = nil) -> [ScreenWord] {
        let shot = home.file("read-\(UUID().uuidString).ppm")
        defer { try? FileManager.default.removeItem(atPath: shot) }
        guard capture(window ?? windowID, to: shot) else { return [] }
        return words(read: shot)
    }

    /// The words of `window` once it stands still: two captures in a row alike, where a popover
    /// opening, growing to its page or scrolling would move its entries between the reading
    /// and the click.
    private func stillWords(in window: String) -> [ScreenWord]? {
        let first = home.file("still-\(UUID().uuidString).ppm"), second = first + ".next.ppm"
        defer { for shot in [first, second] { try? FileManager.default.removeItem(atPath: shot) } }
        return isStill(window, capturedTo: first, second) ? words(read: second) : nil
    }

    /// Whether two captures of `window` in a row, to `first` then `second`, are alike.
    private func isStill(_ window: String, capturedTo first: String, _ second: String) -> Bool {
        guard capture(window, to: first), capture(window, to: second), let before = FileManager.default.contents(atPath: first) else {
            return false
        }
        return before == FileManager.default.contents(atPath: second)
    }

    /// Waits until `window` stands still (two captures in a row alike): a dialog just mapped
    /// is still being drawn, and a key sent to it then may be lost.
    public func waitUntilStill(_ window: String, seconds: Double = 10) -> Bool {
        let first = home.file("still-\(UUID().uuidString).ppm"), second = first + ".next.ppm"
        defer { for shot in [first, second] { try? FileManager.default.removeItem(atPath: shot) } }
        return Shell.waitUntil(seconds: seconds) { isStill(window, capturedTo: first, second) }
    }

    /// A copy of `window` as shown, as PPM: no date in it, so two of the same pixels are alike.
    private func capture(_ window: String, to path: String) -> Bool {
        Shell.run(["import", "-window", window, path], environment: ["DISPLAY": display.name]).status == 0 || onScreen(window, to: path)
    }

    private func words(read shot: String) -> [ScreenWord] {
        // The same pixels read the same: a menu opened again (24 times for the Layout submenu's
        // entries) is read once, not each time it is clicked in.
        guard let pixels = FileManager.default.contents(atPath: shot) else { return [] }
        return ScreenReadings.shared.words(of: pixels) { ocr(shot) }
    }

    private func ocr(_ shot: String) -> [ScreenWord] {
        // Three times as large in grey: a menu's small letters read reliably so.
        let large = shot + ".large.png"
        defer { try? FileManager.default.removeItem(atPath: large) }
        guard Shell.run(["/usr/bin/convert", shot, "-colorspace", "Gray", "-resize", "300%", large]).status == 0 else { return [] }
        // One thread: tesseract's own would take the cores the app draws with.
        let read = Shell.run(["tesseract", large, "-", "--psm", "11", "tsv"], environment: ["OMP_THREAD_LIMIT": "1"])
        return read.output.split(separator: "\n").dropFirst().compactMap { row in
            let fields = row.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 12, let left = Int(fields[6]), let top = Int(fields[7]), let width = Int(fields[8]),
                  let height = Int(fields[9]) else { return nil }
            let text = fields[11].trimmingCharacters(in: .whitespaces)
            return text.isEmpty ? nil : ScreenWord(text: text, x: (left + width / 2) / 3, y: (top + height / 2) / 3)
        }
    }

    /// Writes the part of `window` that lies on the screen to `path`: X refuses to copy a
    /// window that reaches past it (a long submenu below the middle of the screen).
    private func onScreen(_ window: String, to path: String) -> Bool {
        guard let (x, y, width, height) = screenFrame(of: window), x >= 0, y >= 0, x < display.width, y < display.height else { return false }
        let crop = "\(min(width, display.width - x))x\(min(height, display.height - y))+\(x)+\(y)"
        return Shell.run(["import", "-window", "root", "-crop", crop, "+repage", path], environment: ["DISPLAY": display.name]).status == 0
    }

    /// Waits until `window` shows the words `entry` as a row of their own (an entry of a menu,
    /// "Add Text"; beside them only marks, numbers and keys, no other word: "Layout" is not
    /// "Undo Layout") and clicks on the first of them; false if they were never read there.
    /// Not `wholeRow`: the words may share their row (a list's button beside another button).
    /// `occurrence`: where the words show more than once (a heading and a button), which, from the top.
    @discardableResult
    public func clickEntry(_ entry: String, in window: String, wholeRow: Bool = true, occurrence: Int = 1,
                           seconds: Double = 10) -> Bool {
        // An entry's "…" and a comma read as "...", ",": words are compared without them.
        func bare(_ word: some StringProtocol) -> String { word.trimmingCharacters(in: .punctuationCharacters) }
        let wanted = entry.split(separator: " ").map(bare)
        func isWord(_ text: String) -> Bool { text.count > 1 && text.contains(where: \.isLetter) }
        // A size's "×" reads as an x; "As" as "AS" (Debian 13's tesseract).
        func reads(_ text: String, as word: String) -> Bool {
            bare(text).lowercased() == word.lowercased() || (word == "×" && ["x", "X"].contains(bare(text)))
        }
        /// Where the words are read, once the window stands still.
        func locate(seconds: Double) -> ScreenWord? {
            var found: ScreenWord?
            _ = Shell.waitUntil(seconds: seconds) {
                guard let read = stillWords(in: window) else { return false }
                let matches = read.indices.filter { start in
                    guard start + wanted.count <= read.count, zip(read[start...], wanted).allSatisfy({ reads($0.text, as: $1) }) else { return false }
                    let row = read.filter { abs($0.y - read[start].y) < 8 }
                    return !wholeRow || row.filter { isWord(bare($0.text)) }.count == wanted.filter(isWord).count
                }
                let topFirst = matches.map { read[$0] }.sorted { ($0.y, $0.x) < ($1.y, $1.x) }
                found = topFirst.count >= occurrence ? topFirst[occurrence - 1] : nil
                return found != nil
            }
            return found
        }
        guard var target = locate(seconds: seconds) else { return false }
        // A window that stood still for two copies may still be between two frames on a busy
        // machine (a submenu sliding in: its entries read 40 px above where GTK lays them),
        // so, as an eye does, the words are read again once pointed at, and followed where
        // they moved before the press.
        for _ in 0..<3 {
            point(target.x, target.y, in: window)
            guard let seen = locate(seconds: 2) else { break }
            if abs(seen.x - target.x) <= 4 && abs(seen.y - target.y) <= 4 { break }
            target = seen
        }
        press(target.x, target.y, in: window)
        return true
    }

    /// Points at (`x`, `y`) of `window` and waits until what lies there shows it is pointed at
    /// (an entry or a button lights up), as a person's eye waits for.
    private func point(_ x: Int, _ y: Int, in window: String) {
        let unlit = home.file("unlit-\(UUID().uuidString).ppm"), lit = unlit + ".lit.ppm"
        defer { for shot in [unlit, lit] { try? FileManager.default.removeItem(atPath: shot) } }
        let before = capture(window, to: unlit) ? FileManager.default.contents(atPath: unlit) : nil
        // A click focuses a dialog (no window manager does it here), never a menu's popup.
        if !Shell.run(["xwininfo", "-id", window], environment: ["DISPLAY": display.name]).output.contains("Override Redirect State: yes") {
            focus(window)
        }
        xdotool(["mousemove", "--window", window, "\(x)", "\(y)"])
        // Where nothing lights up (the pointer was there already), a moment's look is enough.
        _ = Shell.waitUntil(seconds: 2) { capture(window, to: lit) && FileManager.default.contents(atPath: lit) != before }
    }

    /// Clicks at (`x`, `y`) of `window`, pointed at already. GTK gives a press to the widget
    /// its last pointer motion found, and a copy of the screen taken in between may leave it
    /// none: a step aside and back comes right before the press.
    private func press(_ x: Int, _ y: Int, in window: String) {
        xdotool(["mousemove", "--window", window, "\(x + 1)", "\(y)", "mousemove", "--window", window, "\(x)", "\(y)", "click", "1"])
        // Parked in the corner, so no hover effect or tooltip sits in the next screenshot.
        xdotool(["mousemove", "--window", window, "1", "1"])
    }
}

extension RunningApp {
    /// Clicks the header bar's `fromRight`th symbol from the right where it is drawn (the
    /// window's close, maximise and minimise come first: 4 is the main menu, 5 the looks) and
    /// returns the window it opens.
    public func clickHeaderButton(fromRight: Int, _ what: String, file: StaticString = #filePath, line: UInt = #line) throws -> String {
        let shot = try XCTUnwrap(screenshot(), "the window shows", file: file, line: line)
        let symbolRows = 8..<44
        let dark = (0..<shot.width).filter { x in
            symbolRows.contains { y in let c = shot.color(x, y); return Int(c.r) + Int(c.g) + Int(c.b) < 300 }
        }
        // Columns of symbols, a gap of more than 6 pixels between two.
        var symbols: [ClosedRange<Int>] = []
        for x in dark {
            if let last = symbols.last, x - last.upperBound <= 6 { symbols[symbols.count - 1] = last.lowerBound...x } else { symbols.append(x...x) }
        }
        let button = try XCTUnwrap(symbols.dropLast(fromRight - 1).last, "the header bar draws \(what)'s button: \(symbols)", file: file, line: line)
        let before = windows
        click((button.lowerBound + button.upperBound) / 2, 26)
        return try XCTUnwrap(waitForWindow(besides: before), "a click on its button opens \(what)", file: file, line: line)
    }
}

/// What tesseract read of each capture this run, by its pixels.
private final class ScreenReadings: @unchecked Sendable {
    static let shared = ScreenReadings()
    private let lock = NSLock()
    private var read: [Data: [ScreenWord]] = [:]

    func words(of pixels: Data, reading: () -> [ScreenWord]) -> [ScreenWord] {
        if let known = lock.withLock({ read[pixels] }) { return known }
        let words = reading()
        lock.withLock {
            // A few dozen captures of menus and dialogs; a long run starts afresh past that.
            if read.count >= 64 { read.removeAll() }
            read[pixels] = words
        }
        return words
    }
}
