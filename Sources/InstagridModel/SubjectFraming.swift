/// How a photo nobody framed by hand fills its cell: around its centre, or slid to keep its subject.
public enum DefaultFraming: String, CaseIterable, Sendable {
    /// The crop around what draws the eye most (`AttentionMap`).
    case subject
    /// The crop around the photo's centre, as before subjects were looked for.
    case centre
}

extension Framing {
    /// Filling its slot as it came: neither zoomed, moved nor shown whole by hand (a turn
    /// is no framing: the turned photo's subject is still looked for).
    public var isUnframed: Bool { whole == nil && zoom == 1 && offsetX == 0 && offsetY == 0 }

    /// How much more attention a crop off centre must hold than the centre's before it
    /// leaves it: a photo with no clear subject (a texture, a symmetric scene) stays centred
    /// rather than sliding for a few more edges. From there the crop eases toward the
    /// subject, reaching it at twice the margin, so a photo a little changed (re-encoded,
    /// converted from its colour profile) is framed a little differently, never across.
    /// (bench/subjects: at 15 %, a tall photo's cup and flower stayed cut.)
    static let subjectMargin = 1.05
    /// The windows holding within this share of the most, next to the one that holds it, hold
    /// the same subject: the crop lies at their middle, weighted by how much each holds above that.
    static let sameShare = 0.1

    /// This framing where it was set by hand; unframed, the aspect fill of the turned photo
    /// (`photo` pixels upright) for a slot of `slot`'s proportions slid to hold its subject
    /// (`bestWindow`) within where it keeps its faces whole (`keepingFaces`), as an offset
    /// `crop` keeps. Nil attention, or a photo the slot's shape shows all of, keeps it centred.
    public func following(_ attention: AttentionMap?, photo: Size, slot: Size) -> Framing {
        guard let attention, isUnframed else { return self }
        let turned = turned(photo)
        guard turned.width > 0, turned.height > 0 else { return self }
        let fill = AspectFill.sourceRect(photo: turned, slot: slot)
        let alongWidth = fill.width < turned.width
        let share = alongWidth ? fill.width / turned.width : fill.height / turned.height
        guard share < 1 else { return self }
        let map = attention.turned(quarterTurns)
        var centre = Self.bestWindow(share: share, in: map.profile(alongWidth: alongWidth))
        if !map.faces.isEmpty {
            let faces = map.faces.map { (from: alongWidth ? $0.x : $0.y, to: alongWidth ? $0.maxX : $0.maxY, size: $0.width * $0.height) }
            centre = Self.keepingFaces(faces, share: share, subjectAt: centre - share / 2) + share / 2
        }
        centre -= 0.5
        return Framing(zoom: 1, offsetX: alongWidth ? centre : 0, offsetY: alongWidth ? 0 : centre, quarterTurns: quarterTurns)
    }

    /// Where a window `share` long starts (fractions of the axis) to keep `faces` (their
    /// spans along it, and their sizes) whole: every one the window can hold together, the
    /// largest first where it cannot, and a face longer than the window filling it; within
    /// that, as near as it can be to where the subject puts it (`subjectAt`). A face cut is
    /// the worst crop a collage makes: no other attention outweighs it. Where the window has
    /// the room, a face keeps some on either side (`faceRoom`): one pushed against the
    /// cell's edge looks cut even when it is not.
    static func keepingFaces(_ faces: [(from: Double, to: Double, size: Double)], share: Double, subjectAt start: Double) -> Double {
        let largestFirst = faces.sorted { $0.size > $1.size }
        var window = (low: 0.0, high: 1 - share)
        // Every face whole first; then, within that, what room each can have.
        for face in largestFirst {
            if let kept = keeping(face, room: 0, share: share, within: window) { window = kept }
        }
        for face in largestFirst {
            if let kept = faceRoom.lazy.compactMap({ keeping(face, room: $0, share: share, within: window) }).first { window = kept }
        }
        return min(max(start, window.low), window.high)
    }

    /// The starts within `window` that keep `face` whole with `room` on either side (shares
    /// of its length); a face longer than the window fills it, with no room. Nil if none do.
    private static func keeping(_ face: (from: Double, to: Double, size: Double), room: Double, share: Double,
                                within window: (low: Double, high: Double)) -> (low: Double, high: Double)? {
        // No more room than the photo has: a face at its edge keeps its room on the other side.
        let margin = room * (face.to - face.from), from = max(0, face.from - margin), to = min(1, face.to + margin)
        let fits = to - from <= share
        guard fits || room == 0 else { return nil }
        let low = max(window.low, fits ? to - share : from), high = min(window.high, fits ? from : to - share)
        return low <= high ? (low, high) : nil
    }

    /// The room kept on either side of a face where every face is whole, as shares of its
    /// length along the axis: the most the window holds.
    static let faceRoom = [0.5, 0.25]

    /// Where along `profile` (fractions of its length) the centre of a window `share` of
    /// it long lies to hold its subject: the middle of the windows around the one holding the
    /// most, eased from the profile's middle as `subjectMargin` says.
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
        let middle = (count - length) / 2, centred = held(from: middle)
        // Every quarter cell: finer than any feature the map holds.
        let steps = max(1, Int(((count - length) * 4).rounded(.up)))
        let starts = (0...steps).map { Double($0) / Double(steps) * (count - length) }, holds = starts.map(held)
        let top = holds.indices.max { holds[$0] < holds[$1] }!, most = holds[top]
        guard most > 1e-9 * max(1, running.last!), centred < most else { return 0.5 }
        let floor = most * (1 - sameShare)
        var first = top, last = top
        while first > 0, holds[first - 1] > floor { first -= 1 }
        while last < steps, holds[last + 1] > floor { last += 1 }
        let pulls = (first...last).map { holds[$0] - floor }
        let subject = zip(starts[first...last], pulls).reduce(0) { $0 + $1.0 * $1.1 } / pulls.reduce(0, +)
        let gain = centred > 0 ? most / centred - 1 : .infinity
        let eased = min(1, max(0, (gain - (subjectMargin - 1)) / (subjectMargin - 1)))
        let chosen = middle + eased * (subject - middle)
        return (held(from: chosen) >= centred ? chosen + length / 2 : middle + length / 2) / count
    }
}
