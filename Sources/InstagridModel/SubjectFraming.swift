/// How a photo nobody framed by hand fills its cell: around its centre, or slid to keep its subject.
public enum DefaultFraming: String, CaseIterable, Sendable {
    /// The crop that holds the most of the photo's attention (`AttentionMap`).
    case subject
    /// The crop around the photo's centre, as before subjects were looked for.
    case centre
}

extension Framing {
    /// Filling its slot as it came: neither zoomed, moved nor shown whole by hand (a turn
    /// is no framing: the turned photo's subject is still looked for).
    public var isUnframed: Bool { whole == nil && zoom == 1 && offsetX == 0 && offsetY == 0 }

    /// How much more attention a crop off centre must hold than the centre's to be taken:
    /// a photo with no clear subject (a texture, a symmetric scene) stays centred rather
    /// than sliding for a few more edges. (bench/subjects: at 1.15, a tall photo's cup and
    /// flower stayed cut; at 1.02 and 1.05 every subject a cell can hold kept 92 % or more.)
    static let subjectMargin = 1.05
    /// Windows within this share of the most attention hold the same subject.
    static let sameShare = 0.02

    /// This framing where it was set by hand; unframed, the crop of the turned photo (`photo`
    /// pixels upright) that fills a slot of `slot`'s proportions and holds the most of
    /// `attention`, as an offset `crop` keeps. Nil attention, or a photo the slot's shape
    /// shows all of, keeps it centred.
    public func following(_ attention: AttentionMap?, photo: Size, slot: Size) -> Framing {
        guard let attention, isUnframed else { return self }
        let turned = turned(photo)
        guard turned.width > 0, turned.height > 0 else { return self }
        let fill = AspectFill.sourceRect(photo: turned, slot: slot)
        let alongWidth = fill.width < turned.width
        let share = alongWidth ? fill.width / turned.width : fill.height / turned.height
        guard share < 1 else { return self }
        let centre = Self.bestWindow(share: share, in: attention.turned(quarterTurns).profile(alongWidth: alongWidth)) - 0.5
        return Framing(zoom: 1, offsetX: alongWidth ? centre : 0, offsetY: alongWidth ? 0 : centre, quarterTurns: quarterTurns)
    }

    /// Where along `profile` (fractions of its length) the centre of a window `share` of
    /// it long lies when it holds the most attention; the middle unless another holds
    /// `subjectMargin` times as much.
    static func bestWindow(share: Double, in profile: [Double]) -> Double {
        let count = Double(profile.count), length = share * count
        var running = [0.0]
        for weight in profile { running.append(running.last! + weight) }
        // The attention before `position` cells, each cell's spread evenly over it.
        func before(_ position: Double) -> Double {
            let cell = min(max(0, Int(position.rounded(.down))), profile.count - 1)
            return running[cell] + (min(max(position, 0), count) - Double(cell)) * profile[cell]
        }
        func held(from start: Double) -> Double { before(start + length) - before(start) }
        let middle = (count - length) / 2
        // What a window holds changes slope only where one of its ends crosses a cell's
        // edge, so its most lies at one of those starts.
        let edges = (0...profile.count).map(Double.init)
        let starts = (edges + edges.map { $0 - length }).filter { $0 >= 0 && $0 <= count - length }
        let centred = held(from: middle)
        let tolerance = 1e-9 * max(1, running.last!)
        let most = starts.map(held).max() ?? centred
        guard most > centred * subjectMargin + tolerance else { return 0.5 }
        // Of the windows holding about the most (a small subject fits in many; a stray
        // speck beside it should not decide), the one with the subject in its middle; where
        // they lie apart, the nearest the middle.
        let enough = most * (1 - sameShare) - tolerance
        let holding = starts.filter { held(from: $0) >= enough }
        let between = (holding.min()! + holding.max()!) / 2
        let chosen = held(from: between) >= enough ? between
            : holding.min { abs($0 - middle) < abs($1 - middle) }!
        return (chosen + length / 2) / count
    }
}
