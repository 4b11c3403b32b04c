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
    /// `looks`' spacing, for photos of `aspects` by place (a place with none counts as kept).
    public static func of(_ layout: Layout, aspects: [SlotID: Double], size: Size, looks: Looks) -> Double {
        let frames = GridGeometry(size: size, looks: looks).frames(of: layout)
        let area = frames.reduce(0) { $0 + $1.frame.width * $1.frame.height }
        guard area > 0 else { return 0 }
        return frames.reduce(0) { total, cell in
            guard let photo = aspects[cell.slot], cell.frame.height > 0 else { return total }
            return total + cell.frame.width * cell.frame.height * lost(photo: photo, cell: cell.frame.width / cell.frame.height)
        } / area
    }
}
