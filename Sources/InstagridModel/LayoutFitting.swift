/// Arrange to fit: the layout, the photos' places in it and its weights, so that photos of
/// the given shapes lose as little as possible to cropping in the picture's shape.
///
/// Two kinds of candidate. Trees grown from the photos themselves: any two groups of
/// photos go side by side or stacked, each part weighted by its photos' own shape (side
/// by side a part is as wide as its aspect, stacked as tall as its inverse), so every cell
/// has its photo's shape and only the tree's aspect against the picture's costs a crop. For
/// every subset of the photos the search keeps a few such trees spread over aspects, the
/// most even first, and joins them pairwise. And the catalogue's layouts, with each photo
/// in the cell where the photos lose least (an exact assignment). The few best are then
/// measured with the picture's spacing, and the one that crops least, counting a very
/// uneven one against itself, wins.
public enum LayoutFitting {
    /// How much unevenness (1 less the smallest cell's area against an equal share) counts
    /// against cropping: without it a panorama would shrink the other photos to slivers.
    static let unevenness = 0.1
    /// Trees kept for a subset are one per step of this width in the (base 2) logarithm of
    /// their aspect: one for every 20 % of aspect or so.
    static let aspectStep = 0.25
    /// How many grown trees are measured exactly with the spacing.
    static let measured = 24

    /// The layout for photos of `aspects` (width / height, by place) in a picture `size`
    /// large with `looks`' spacing; its cells show exactly those places. Nil for no photos.
    /// With the photos' `attention` (as shown, turned with them), what a crop cuts counts as
    /// well as how much (`cost`), and in a story what the `bands` cover is cut too.
    public static func arrange(_ aspects: [SlotID: Double], attention: [SlotID: AttentionMap] = [:], bands: StoryBands? = nil,
                               size: Size, looks: Looks) -> Layout? {
        let photos = aspects.keys.sorted()
        guard !photos.isEmpty, photos.count <= SlotID.count else { return nil }
        let ratios = photos.map { max(aspects[$0]!, 1e-3) }
        let picture = size.width / max(size.height, 1e-9)
        let grower = Grower(ratios: ratios, picture: picture)
        let candidates = grower.best.map { grower.tree($0, places: photos) }
            + catalogue(ratios, places: photos, size: size, looks: looks)
        let scored = candidates.map { tree -> (geometry: GridGeometry, score: Double) in
            let geometry = GridGeometry(size: size, looks: looks, layout: Layout(tree: tree))
            return (geometry, cost(geometry, aspects: aspects, attention: attention, bands: bands)
                        + unevenness * Self.unevenness(of: geometry))
        }
        guard var best = scored.min(by: { $0.score < $1.score }) else { return nil }
        // Photos of one shape are interchangeable to the trees; in a story, which one goes
        // where decides what lies under its bands: exchanged while that costs less.
        if bands != nil, !attention.isEmpty {
            best = exchanged(best, aspects: aspects, attention: attention, bands: bands, size: size, looks: looks)
        }
        // Weighed as drawn: where the floor held a cell, the form says so.
        return Layout(tree: best.geometry.drawnTree)
    }

    /// `arranged` with two photos' places exchanged, again and again, while that lowers its cost.
    private static func exchanged(_ arranged: (geometry: GridGeometry, score: Double), aspects: [SlotID: Double],
                                  attention: [SlotID: AttentionMap], bands: StoryBands?, size: Size,
                                  looks: Looks) -> (geometry: GridGeometry, score: Double) {
        var best = arranged
        let places = aspects.keys.sorted()
        var improved = true
        while improved {
            improved = false
            for (index, one) in places.enumerated() {
                for other in places[(index + 1)...] {
                    let tree = best.geometry.layout.tree.relabeled([one: other, other: one])
                    let geometry = GridGeometry(size: size, looks: looks, layout: Layout(tree: tree))
                    let score = cost(geometry, aspects: aspects, attention: attention, bands: bands)
                        + unevenness * Self.unevenness(of: geometry)
                    if score < best.score - 1e-12 {
                        best = (geometry, score)
                        improved = true
                    }
                }
            }
        }
        return best
    }

    /// The catalogue layout of as many cells as there are photos that crops least, with
    /// the photos in their best cells, and its crop share (what `bench/` compares against).
    public static func bestCatalogue(_ aspects: [SlotID: Double], size: Size, looks: Looks) -> (layout: Layout, crop: Double)? {
        let photos = aspects.keys.sorted()
        return catalogue(photos.map { aspects[$0]! }, places: photos, size: size, looks: looks)
            .map { tree in
                let layout = Layout(tree: tree)
                return (layout, CropShare.of(layout, aspects: aspects, size: size, looks: looks))
            }
            .min { $0.crop < $1.crop }
    }

    /// What a layout's crops cost: the share of area they lose and, for photos whose attention
    /// is known, the share of it they cut, in equal parts: a crop through a photo's sky costs
    /// half what one through its subject does. Without attention, the share of area alone.
    /// Each cell that cuts a face adds `faceCut`: more than any layout cutting none can cost.
    public static func cost(_ geometry: GridGeometry, aspects: [SlotID: Double], attention: [SlotID: AttentionMap],
                            bands: StoryBands? = nil) -> Double {
        let area = CropShare.of(geometry, aspects: aspects)
        guard !attention.isEmpty else { return area }
        let cuts = CropShare.cuts(geometry, aspects: aspects, attention: attention, bands: bands)
        return (area + cuts.attention) / 2 + faceCut * Double(cuts.faces)
    }

    /// What each cell cutting a face adds to a layout's cost (which is at most 1 otherwise).
    static let faceCut = 2.0

    /// A grown tree's score before measuring: its aspect's crop against the picture's, and
    /// its unevenness, as if there were no spacing.
    fileprivate static func estimate(_ candidate: Grower.Candidate, picture: Double) -> Double {
        CropShare.lost(photo: candidate.aspect, cell: picture) + unevenness * (1 - candidate.evenness)
    }

    private static func unevenness(of geometry: GridGeometry) -> Double {
        let areas = geometry.frames.map { $0.frame.width * $0.frame.height }
        let total = areas.reduce(0, +)
        guard total > 0 else { return 1 }
        return 1 - areas.min()! / total * Double(areas.count)
    }

    /// Each catalogue layout of `ratios.count` cells, its cells given to the photos' places
    /// where they lose least.
    private static func catalogue(_ ratios: [Double], places: [SlotID], size: Size, looks: Looks) -> [LayoutTree] {
        Layout.all.filter { $0.cells.count == ratios.count }.map { layout in
            let frames = GridGeometry(size: size, looks: looks, layout: layout).frames
            let cells = frames.map { (aspect: $0.frame.width / max($0.frame.height, 1e-9), area: $0.frame.width * $0.frame.height) }
            let assignment = bestAssignment(ratios: ratios, cells: cells)
            var relabel: [SlotID: SlotID] = [:]
            for (cell, photo) in assignment.enumerated() { relabel[frames[cell].slot] = places[photo] }
            return layout.tree.relabeled(relabel)
        }
    }

    /// For each cell, the photo it shows: the assignment whose area-weighted loss is least,
    /// found exactly over subsets of photos (nine photos: 512 subsets).
    static func bestAssignment(ratios: [Double], cells: [(aspect: Double, area: Double)]) -> [Int] {
        let count = ratios.count, full = (1 << count) - 1
        var best = [Double](repeating: .infinity, count: full + 1)
        var choice = [Int](repeating: -1, count: full + 1)
        best[0] = 0
        for mask in 0..<full where best[mask] < .infinity {
            let cell = mask.nonzeroBitCount
            for photo in 0..<count where mask & (1 << photo) == 0 {
                let next = mask | (1 << photo)
                let cost = best[mask] + cells[cell].area * CropShare.lost(photo: ratios[photo], cell: cells[cell].aspect)
                if cost < best[next] {
                    best[next] = cost
                    choice[next] = photo
                }
            }
        }
        var photos: [Int] = []
        var mask = full
        while mask != 0 {
            photos.append(choice[mask])
            mask &= ~(1 << choice[mask])
        }
        return photos.reversed()
    }
}

/// The grown trees: for every subset of the photos, a few slicing trees of just those
/// photos, at most one for each step of aspect, the most even kept; for all the photos
/// together, the best few by their estimated score (within a step of aspect the crop
/// still differs, and there it counts). A tree is held as how it was joined (which kept
/// trees of which subsets), so growing one allocates nothing.
private struct Grower {
    struct Candidate {
        /// Width / height of the tree with every cell at its photo's shape.
        let aspect: Double
        /// The smallest cell's share of the tree's area, against an equal share (1: all equal).
        let evenness: Double
        /// Nil for a photo's cell, whose bit is `first.subset`.
        let axis: LayoutTree.Axis?
        let first: Ref, second: Ref
    }

    /// A kept tree: its subset of the photos and its place among that subset's trees.
    struct Ref {
        let subset: Int, index: Int
    }

    /// Steps of aspect kept for a subset: from 1/2^`widest` to 2^`widest`, the outermost
    /// taking all beyond (no picture is that far from square).
    private static let widest = 5.0
    private static var steps: Int { Int(2 * widest / LayoutFitting.aspectStep) + 1 }

    private var kept: [[Candidate]]
    private(set) var best: [Candidate] = []

    init(ratios: [Double], picture: Double) {
        let count = ratios.count, all = (1 << count) - 1
        kept = [[Candidate]](repeating: [], count: all + 1)
        for (index, ratio) in ratios.enumerated() {
            let photo = Ref(subset: 1 << index, index: 0)
            kept[1 << index] = [Candidate(aspect: ratio, evenness: 1, axis: nil, first: photo, second: photo)]
        }
        var buckets = [Candidate?](repeating: nil, count: Self.steps)
        var scored: [(score: Double, candidate: Candidate)] = []
        // Subsets in order of size: their parts are always kept before them.
        for subset in (1...all).sorted(by: { $0.nonzeroBitCount < $1.nonzeroBitCount }) where subset.nonzeroBitCount > 1 {
            let lowest = subset & -subset, size = Double(subset.nonzeroBitCount)
            for index in buckets.indices { buckets[index] = nil }
            // Each split once: the first part holds the subset's lowest photo.
            var first = (subset - 1) & subset
            while first > 0 {
                if first & lowest != 0 {
                    let second = subset & ~first
                    let shares = (Double(first.nonzeroBitCount) / size, Double(second.nonzeroBitCount) / size)
                    for (oneIndex, one) in kept[first].enumerated() {
                        for (twoIndex, two) in kept[second].enumerated() {
                            for axis in [LayoutTree.Axis.row, .column] {
                                let joined = Self.join(axis, one, Ref(subset: first, index: oneIndex), two,
                                                       Ref(subset: second, index: twoIndex), shares: shares)
                                if subset == all {
                                    scored.append((LayoutFitting.estimate(joined, picture: picture), joined))
                                    if scored.count >= 8 * LayoutFitting.measured { Self.trim(&scored) }
                                } else {
                                    let step = Self.step(of: joined.aspect)
                                    if buckets[step].map({ $0.evenness < joined.evenness }) ?? true { buckets[step] = joined }
                                }
                            }
                        }
                    }
                }
                first = (first - 1) & subset
            }
            kept[subset] = buckets.compactMap { $0 }
        }
        Self.trim(&scored)
        best = count == 1 ? kept[all] : scored.map(\.candidate)
    }

    /// Keeps the best `measured` by score.
    private static func trim(_ scored: inout [(score: Double, candidate: Candidate)]) {
        scored.sort { $0.score < $1.score }
        scored.removeLast(max(0, scored.count - LayoutFitting.measured))
    }

    /// Which step of aspect `aspect` falls in.
    private static func step(of aspect: Double) -> Int {
        let position = (min(max(log2(aspect), -widest), widest) + widest) / LayoutFitting.aspectStep
        return min(Int(position), steps - 1)
    }

    /// Close enough to log2 for sorting aspects into steps (exact at powers of two,
    /// straight between them), without a maths library.
    private static func log2(_ value: Double) -> Double {
        Double(value.exponent) + value.significand - 1
    }

    /// Two trees side by side (the same height) or stacked (the same width). `shares`: each
    /// part's share of the photos, against which its cells' evenness is measured.
    private static func join(_ axis: LayoutTree.Axis, _ one: Candidate, _ oneRef: Ref, _ two: Candidate, _ twoRef: Ref,
                             shares: (Double, Double)) -> Candidate {
        let aspect: Double, firstArea: Double
        switch axis {
        case .row:
            aspect = one.aspect + two.aspect
            firstArea = one.aspect / aspect
        case .column:
            aspect = 1 / (1 / one.aspect + 1 / two.aspect)
            firstArea = (1 / one.aspect) * aspect
        }
        let evenness = min(one.evenness * firstArea / shares.0, two.evenness * (1 - firstArea) / shares.1)
        return Candidate(aspect: aspect, evenness: evenness, axis: axis, first: oneRef, second: twoRef)
    }

    /// The tree a candidate makes, its cells showing `places`; runs of one axis are one split,
    /// each part weighted by its shape along that axis.
    func tree(_ candidate: Candidate, places: [SlotID]) -> LayoutTree {
        guard let axis = candidate.axis else { return .cell(places[candidate.first.subset.trailingZeroBitCount]) }
        let parts = run(of: axis, candidate).map { part in
            LayoutTree.Part(axis == .row ? part.aspect : 1 / part.aspect, tree(part, places: places))
        }
        return .split(axis, weighted: parts)
    }

    private func run(of axis: LayoutTree.Axis, _ candidate: Candidate) -> [Candidate] {
        guard candidate.axis == axis else { return [candidate] }
        return run(of: axis, kept[candidate.first.subset][candidate.first.index])
            + run(of: axis, kept[candidate.second.subset][candidate.second.index])
    }
}
