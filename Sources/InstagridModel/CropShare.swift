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
    /// What each cell that cuts a face adds: more than any crop that cuts none can cost.
    static let faceCut = 2.0

    /// What cropping cuts of what draws the eye: the share of each photo's attention its
    /// cell's crop (around its subject) leaves out, weighted by the cell's area as `of`
    /// weighs the area lost; a photo without a map counts the area it loses. A cell with no
    /// room loses everything: 1. `attention` is each photo's map as shown (turned with it).
    /// In a story, what lies under the `bands` its app covers is cut as well. A face cut is
    /// worse than any other attention: each cell that cuts one adds `faceCut`.
    public static func attentionCut(_ geometry: GridGeometry, aspects: [SlotID: Double], attention: [SlotID: AttentionMap],
                                    bands: StoryBands? = nil) -> Double {
        let frames = geometry.frames
        guard frames.allSatisfy({ aspects[$0.slot] == nil || ($0.frame.width > 0 && $0.frame.height > 0) }) else { return 1 }
        let area = frames.reduce(0) { $0 + $1.frame.width * $1.frame.height }
        return frames.reduce(0) { total, cell in
            guard let aspect = aspects[cell.slot] else { return total }
            let cellArea = cell.frame.width * cell.frame.height
            guard let map = attention[cell.slot], aspect > 0 else {
                return total + cellArea * lost(photo: aspect, cell: cell.frame.width / cell.frame.height)
            }
            let photo = Size(width: aspect, height: 1), slot = cell.frame.size
            var crop = Framing.fill.following(map, photo: photo, slot: slot).crop(photo: photo, slot: slot)
            if let bands {
                let (start, end) = bands.uncovered(cell.frame, in: geometry.size)
                crop = Rect(x: crop.x, y: crop.y + crop.height * start, width: crop.width, height: crop.height * (end - start))
            }
            let cutsAFace = map.faces.contains { face in
                let box = Rect(x: face.x * aspect, y: face.y, width: face.width * aspect, height: face.height)
                let kept = max(0, min(box.maxX, crop.maxX) - max(box.x, crop.x)) * max(0, min(box.maxY, crop.maxY) - max(box.y, crop.y))
                return kept < faceKept * box.width * box.height
            }
            return total + cellArea * (1 - map.share(in: crop, of: photo)) + (cutsAFace ? area * faceCut : 0)
        } / area
    }
}
