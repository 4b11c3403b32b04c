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
    static let aspectStep = 0.3
    /// How many grown trees are measured exactly with the spacing.
    static let measured = 24

    /// The layout for photos of `aspects` (width / height, by place) in a picture `size`
    /// large with `looks`' spacing; its cells show exactly those places. Nil for no photos.
    public static func arrange(_ aspects: [SlotID: Double], size: Size, looks: Looks) -> Layout? {
        let photos = aspects.keys.sorted()
        guard !photos.isEmpty, photos.count <= SlotID.count else { return nil }
        let ratios = photos.map { max(aspects[$0]!, 1e-3) }
        let picture = size.width / max(size.height, 1e-9)
        let candidates = Grower(ratios: ratios, picture: picture).best.map { Grower.tree($0, places: photos) }
            + catalogue(ratios, places: photos, size: size, looks: looks)
        let scored = candidates.map { tree -> (layout: Layout, score: Double) in
            let layout = Layout(tree: tree)
            return (layout, CropShare.of(layout, aspects: aspects, size: size, looks: looks)
                + unevenness * Self.unevenness(of: layout, size: size, looks: looks))
        }
        return scored.min { $0.score < $1.score }?.layout
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

    /// A grown tree's score before measuring: its aspect's crop against the picture's, and
    /// its unevenness, as if there were no spacing.
    fileprivate static func estimate(_ candidate: Grower.Candidate, picture: Double) -> Double {
        CropShare.lost(photo: candidate.aspect, cell: picture) + unevenness * (1 - candidate.evenness)
    }

    private static func unevenness(of layout: Layout, size: Size, looks: Looks) -> Double {
        let areas = GridGeometry(size: size, looks: looks).frames(of: layout).map { $0.frame.width * $0.frame.height }
        let total = areas.reduce(0, +)
        guard total > 0 else { return 1 }
        return 1 - areas.min()! / total * Double(areas.count)
    }

    /// Each catalogue layout of `ratios.count` cells, its cells given to the photos' places
    /// where they lose least.
    private static func catalogue(_ ratios: [Double], places: [SlotID], size: Size, looks: Looks) -> [LayoutTree] {
        let grid = GridGeometry(size: size, looks: looks)
        return Layout.all.filter { $0.cells.count == ratios.count }.map { layout in
            let frames = grid.frames(of: layout)
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
/// still differs, and there it counts).
private struct Grower {
    struct Candidate {
        /// Width / height of the tree with every cell at its photo's shape.
        let aspect: Double
        /// The smallest cell's share of the tree's area, against an equal share (1: all equal).
        let evenness: Double
        let make: Make
    }

    indirect enum Make {
        case photo(Int)
        case join(LayoutTree.Axis, Candidate, Candidate)
    }

    private(set) var best: [Candidate] = []

    init(ratios: [Double], picture: Double) {
        let count = ratios.count, all = (1 << count) - 1
        var kept = [[Candidate]](repeating: [], count: all + 1)
        for (index, ratio) in ratios.enumerated() {
            kept[1 << index] = [Candidate(aspect: ratio, evenness: 1, make: .photo(index))]
        }
        // Subsets in order of size: their parts are always kept before them.
        for subset in (1...all).sorted(by: { $0.nonzeroBitCount < $1.nonzeroBitCount }) where subset.nonzeroBitCount > 1 {
            let lowest = subset & -subset, size = Double(subset.nonzeroBitCount)
            var buckets: [Int: Candidate] = [:]
            var scored: [(score: Double, candidate: Candidate)] = []
            // Each split once: the first part holds the subset's lowest photo.
            var first = (subset - 1) & subset
            while first > 0 {
                if first & lowest != 0 {
                    let second = subset & ~first
                    let shares = (Double(first.nonzeroBitCount) / size, Double(second.nonzeroBitCount) / size)
                    for one in kept[first] {
                        for two in kept[second] {
                            for axis in [LayoutTree.Axis.row, .column] {
                                let joined = Self.join(axis, one, two, shares: shares)
                                if subset == all {
                                    scored.append((LayoutFitting.estimate(joined, picture: picture), joined))
                                    if scored.count >= 8 * LayoutFitting.measured { Self.trim(&scored) }
                                    continue
                                }
                                let bucket = Int((Self.log2(joined.aspect) / LayoutFitting.aspectStep).rounded(.down))
                                if buckets[bucket].map({ $0.evenness < joined.evenness }) ?? true { buckets[bucket] = joined }
                            }
                        }
                    }
                }
                first = (first - 1) & subset
            }
            kept[subset] = Array(buckets.values)
            if subset == all {
                Self.trim(&scored)
                best = scored.map(\.candidate)
            }
        }
        if count == 1 { best = kept[all] }
    }

    /// Keeps the best `measured` by score.
    private static func trim(_ scored: inout [(score: Double, candidate: Candidate)]) {
        scored.sort { $0.score < $1.score }
        scored.removeLast(max(0, scored.count - LayoutFitting.measured))
    }

    /// Close enough to log2 for sorting aspects into steps (exact at powers of two,
    /// straight between them), without a maths library.
    private static func log2(_ value: Double) -> Double {
        Double(value.exponent) + value.significand - 1
    }

    /// Two trees side by side (the same height) or stacked (the same width). `shares`: each
    /// part's share of the photos, against which its cells' evenness is measured.
    private static func join(_ axis: LayoutTree.Axis, _ one: Candidate, _ two: Candidate,
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
        return Candidate(aspect: aspect, evenness: evenness, make: .join(axis, one, two))
    }

    /// The tree a candidate makes, its cells showing `places`; runs of one axis are one split,
    /// each part weighted by its shape along that axis.
    static func tree(_ candidate: Candidate, places: [SlotID]) -> LayoutTree {
        switch candidate.make {
        case let .photo(index):
            return .cell(places[index])
        case let .join(axis, _, _):
            let parts = run(of: axis, candidate).map { part in
                LayoutTree.Part(axis == .row ? part.aspect : 1 / part.aspect, tree(part, places: places))
            }
            return .split(axis, weighted: parts)
        }
    }

    private static func run(of axis: LayoutTree.Axis, _ candidate: Candidate) -> [Candidate] {
        guard case let .join(joined, one, two) = candidate.make, joined == axis else { return [candidate] }
        return run(of: axis, one) + run(of: axis, two)
    }
}
