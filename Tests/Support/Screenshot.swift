import Foundation

/// A picture of a window, and the questions a person looking at it would answer.
public struct Screenshot {
    public let image: DecodedFile

    public var width: Int { image.width }
    public var height: Int { image.height }

    public func color(_ x: Int, _ y: Int) -> Color { image.color(x: x, y: y) }

    /// How `picture` differs from the screen with its top-left corner at (x, y): the mean
    /// colour distance over its pixels, and the share of them farther apart than 60.
    public func difference(from picture: DecodedFile, at x: Int, _ y: Int) -> (mean: Double, far: Double) {
        var total = 0, far = 0
        for row in 0..<picture.height {
            for column in 0..<picture.width {
                let difference = picture.color(x: column, y: row).distance(to: color(x + column, y + row))
                total += difference
                if difference > 60 { far += 1 }
            }
        }
        let pixels = Double(picture.width * picture.height)
        return (Double(total) / pixels, Double(far) / pixels)
    }

    /// The bounding box of pixels near `target` inside `area` (default: everything).
    public func bounds(of target: Color, tolerance: Int = 6, in area: (x: Range<Int>, y: Range<Int>)? = nil)
        -> (x: ClosedRange<Int>, y: ClosedRange<Int>)? {
        let xs = area?.x ?? 0..<width, ys = area?.y ?? 0..<height
        var minX = Int.max, maxX = Int.min, minY = Int.max, maxY = Int.min
        for y in ys where y % 2 == 0 {
            for x in xs where color(x, y).distance(to: target) <= tolerance {
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        return minX <= maxX ? (minX...maxX, minY...maxY) : nil
    }

    /// Runs of pixels that differ from `background` along a line, as ranges:
    /// the things a person sees side by side on that line.
    public func runs(alongRow y: Int, differingFrom background: Color, tolerance: Int = 10) -> [ClosedRange<Int>] {
        runs(count: width) { color($0, y).distance(to: background) > tolerance }
    }

    public func runs(alongColumn x: Int, differingFrom background: Color, tolerance: Int = 10) -> [ClosedRange<Int>] {
        runs(count: height) { color(x, $0).distance(to: background) > tolerance }
    }

    private func runs(count: Int, _ differs: (Int) -> Bool) -> [ClosedRange<Int>] {
        var result: [ClosedRange<Int>] = []
        var start: Int?
        for index in 0..<count {
            if differs(index) {
                if start == nil { start = index }
            } else if let begun = start {
                result.append(begun...(index - 1))
                start = nil
            }
        }
        if let begun = start { result.append(begun...(count - 1)) }
        return result
    }
}

extension Screenshot {
    /// Takes screenshots until one satisfies `condition`; nil if none did in time.
    /// When none did, the last screen taken is told in the log, and kept as a picture in
    /// `INSTAGRID_FAILED_SCREENS` if set (a soak's folder): a failure seen once can be looked at.
    public static func wait(seconds: Double, taking take: () -> Screenshot?, until condition: (Screenshot) -> Bool) -> Screenshot? {
        var found: Screenshot?, last: Screenshot?
        _ = Shell.waitUntil(seconds: seconds) {
            guard let shot = take() else { return false }
            last = shot
            found = condition(shot) ? shot : nil
            return found != nil
        }
        if found == nil { print(last?.report() ?? "the screen: no screenshot could be taken") }
        return found
    }

    /// Its size and commonest colours, and where it was kept.
    private func report() -> String {
        var counts: [UInt32: Int] = [:]
        for y in stride(from: 0, to: height, by: 2) {
            for x in stride(from: 0, to: width, by: 2) {
                let c = color(x, y)
                counts[UInt32(c.r) << 16 | UInt32(c.g) << 8 | UInt32(c.b), default: 0] += 1
            }
        }
        let total = Double(counts.values.reduce(0, +))
        let commonest = counts.sorted { $0.value > $1.value }.prefix(8)
            .map { "\(Color($0.key)) \(String(format: "%.1f", 100 * Double($0.value) / total))%" }
        var said = "the screen when the wait ended: \(width)x\(height), \(commonest.joined(separator: ", "))"
        if let folder = ProcessInfo.processInfo.environment["INSTAGRID_FAILED_SCREENS"] {
            try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            let path = folder + "/screen-\(getpid())-\(Int(Date().timeIntervalSince1970 * 1000)).png"
            TestPhotos.write(path, width: width, height: height) { color($0, $1) }
            said += "; kept in \(path)"
        }
        return said
    }
}
