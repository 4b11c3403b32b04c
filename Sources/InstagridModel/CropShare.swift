/// How much of the photos a layout crops away. A photo of aspect `a` filling a cell of
/// aspect `c` keeps `min(a/c, c/a)` of its area; a collage's crop share is each cell's lost
/// share weighted by the cell's area in the picture.
public enum CropShare {
    /// The share of a photo of aspect `photo` (width / height) lost filling a cell of aspect `cell`.
    public static func lost(photo: Double, cell: Double) -> Double {
        guard photo > 0, cell > 0 else { return 1 }
        return 1 - min(photo / cell, cell / photo)
    }

    /// The share of the photos' area `layout` crops away in a picture `size` large with
    /// `looks`' spacing, for photos of `aspects` by place (a place with none counts as kept),
    /// measured on the cells as they are drawn.
    public static func of(_ layout: Layout, aspects: [SlotID: Double], size: Size, looks: Looks) -> Double {
        of(GridGeometry(size: size, looks: looks, layout: layout), aspects: aspects)
    }

    /// The same on cells already laid out. A photo whose cell has no room is lost whole, and
    /// nothing can be worse: the share is 1.
    public static func of(_ geometry: GridGeometry, aspects: [SlotID: Double]) -> Double {
        let frames = geometry.frames
        guard frames.allSatisfy({ aspects[$0.slot] == nil || ($0.frame.width > 0 && $0.frame.height > 0) }) else { return 1 }
        let area = frames.reduce(0) { $0 + $1.frame.width * $1.frame.height }
        return frames.reduce(0) { total, cell in
            guard let photo = aspects[cell.slot] else { return total }
            return total + cell.frame.width * cell.frame.height * lost(photo: photo, cell: cell.frame.width / cell.frame.height)
        } / area
    }

    /// A face whose box the crop keeps less of than this is cut: a detector's box is loose
    /// (hair to chin), so a sliver of it off the edge is not.
    static let faceKept = 0.9

    /// What cropping cuts of what draws the eye: the share of each photo's attention its
    /// cell's crop (around its subject) leaves out, weighted by the cell's area as `of`
    /// weighs the area lost; a photo without a map counts the area it loses. A cell with no
    /// room loses everything: 1. `attention` is each photo's map as shown (turned with it).
    /// In a story, what lies under the `bands` its app covers is cut as well.
    public static func attentionCut(_ geometry: GridGeometry, aspects: [SlotID: Double], attention: [SlotID: AttentionMap],
                                    bands: StoryBands? = nil) -> Double {
        cuts(geometry, aspects: aspects, attention: attention, bands: bands).attention
    }

    /// `attentionCut`, and how many cells cut a face of their photo (keep less than
    /// `faceKept` of its box): a face cut is the worst crop a collage makes. Every cell
    /// when one has no room.
    public static func cuts(_ geometry: GridGeometry, aspects: [SlotID: Double], attention: [SlotID: AttentionMap],
                            bands: StoryBands? = nil) -> (attention: Double, faces: Int) {
        guard let cells = crops(geometry, aspects: aspects, attention: attention, bands: bands) else { return (1, geometry.frames.count) }
        let area = geometry.frames.reduce(0) { $0 + $1.frame.width * $1.frame.height }
        var cut = 0.0, faces = 0
        for cell in cells {
            guard let (map, crop) = cell.crop else {
                cut += cell.area * lost(photo: cell.aspect, cell: cell.cellAspect)
                continue
            }
            cut += cell.area * (1 - map.share(in: crop, of: Size(width: cell.aspect, height: 1)))
            let cutsAFace = map.faces.contains { face in
                let box = Rect(x: face.x * cell.aspect, y: face.y, width: face.width * cell.aspect, height: face.height)
                let kept = max(0, min(box.maxX, crop.maxX) - max(box.x, crop.x)) * max(0, min(box.maxY, crop.maxY) - max(box.y, crop.y))
                return kept < faceKept * box.width * box.height
            }
            if cutsAFace { faces += 1 }
        }
        return (cut / area, faces)
    }

    /// Each cell holding a photo: its area, the photo's and the cell's aspects, and the part
    /// of the photo (`aspect` by 1) its crop around the subject shows, with the map, where
    /// the photo has one; nil when a cell has no room.
    private static func crops(_ geometry: GridGeometry, aspects: [SlotID: Double], attention: [SlotID: AttentionMap],
                              bands: StoryBands?) -> [(area: Double, aspect: Double, cellAspect: Double, crop: (AttentionMap, Rect)?)]? {
        let frames = geometry.frames
        guard frames.allSatisfy({ aspects[$0.slot] == nil || ($0.frame.width > 0 && $0.frame.height > 0) }) else { return nil }
        return frames.compactMap { cell in
            guard let aspect = aspects[cell.slot] else { return nil }
            let area = cell.frame.width * cell.frame.height, cellAspect = cell.frame.width / cell.frame.height
            guard let map = attention[cell.slot], aspect > 0 else { return (area, aspect, cellAspect, nil) }
            let photo = Size(width: aspect, height: 1), slot = cell.frame.size
            var crop = Framing.fill.following(map, photo: photo, slot: slot).crop(photo: photo, slot: slot)
            if let bands {
                let (start, end) = bands.uncovered(cell.frame, in: geometry.size)
                crop = Rect(x: crop.x, y: crop.y + crop.height * start, width: crop.width, height: crop.height * (end - start))
            }
            return (area, aspect, cellAspect, (map, crop))
        }
    }
}
