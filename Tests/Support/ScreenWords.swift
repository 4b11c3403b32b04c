import Foundation

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
        let shot = home.file("read-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(atPath: shot) }
        guard Shell.run(["import", "-window", window ?? windowID, shot], environment: ["DISPLAY": display.name]).status == 0 else {
            return []
        }
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

    /// Waits until `window` shows the words `entry` as a row of their own (an entry of a menu,
    /// "Add Text"; beside them only marks and keys, no other word: "Layout" is not "Undo
    /// Layout") and clicks on the first of them; false if they were never read there.
    @discardableResult
    public func clickEntry(_ entry: String, in window: String, seconds: Double = 10) -> Bool {
        // An entry's "…" and a comma read as "...", ",": words are compared without them.
        func bare(_ word: some StringProtocol) -> String { word.trimmingCharacters(in: .punctuationCharacters) }
        let wanted = entry.split(separator: " ").map(bare)
        var found: ScreenWord?
        let shown = Shell.waitUntil(seconds: seconds) {
            let read = words(in: window)
            found = read.indices.first { start in
                guard start + wanted.count <= read.count, zip(read[start...], wanted).allSatisfy({ bare($0.text) == $1 }) else { return false }
                let row = read.filter { abs($0.y - read[start].y) < 8 }
                let words = row.filter { bare($0.text).count > 1 && bare($0.text).contains(where: \.isLetter) }
                return words.count == wanted.count
            }.map { read[$0] }
            return found != nil
        }
        guard shown, let found else { return false }
        click(found.x, found.y, window: window)
        return true
    }
}
