/// The bands across the top and the bottom of a story that the story apps cover with their
/// own buttons (the account's name and the progress bars above; the reply field, the
/// reactions and the link below), as Meta's Stories guide publishes them for Instagram and
/// Facebook: keep 14 % of the height at the top and 20 % at the bottom free of what must be
/// seen. A 9:16 picture is a story's shape: its bands hold for each of its slides alike.
public struct StoryBands: Equatable, Sendable {
    /// The share of the picture's height each band covers.
    public static let top = 0.14, bottom = 0.20

    /// The bands of `collage`'s picture: nil unless it is a story's shape.
    public static func of(_ collage: Collage) -> StoryBands? {
        collage.shape == .story ? StoryBands() : nil
    }

    /// The bands in a picture of `size`: the top one, then the bottom one.
    public func rects(in size: Size) -> [Rect] {
        [Rect(x: 0, y: 0, width: size.width, height: size.height * Self.top),
         Rect(x: 0, y: size.height * (1 - Self.bottom), width: size.width, height: size.height * Self.bottom)]
    }

    /// The part of `cell` (in a picture of `size`) the bands leave in view, as fractions of
    /// the cell's height: from `start` to `end`. A cell wholly under one is (0, 0).
    public func uncovered(_ cell: Rect, in size: Size) -> (start: Double, end: Double) {
        guard cell.height > 0 else { return (0, 0) }
        let top = size.height * Self.top, bottom = size.height * (1 - Self.bottom)
        let start = min(max((top - cell.y) / cell.height, 0), 1), end = min(max((bottom - cell.y) / cell.height, 0), 1)
        return end > start ? (start, end) : (0, 0)
    }

    /// Where words of `role` go by default in `collage`'s picture: their role's own place
    /// (`TextItem.defaultCentre`) moved up or down just out of the bands, letters `size`
    /// (percent of the short side) and all; a caption's cell wholly under a band keeps it.
    public func defaultCentre(for role: TextItem.Role, size: Double, in collage: Collage) -> Point {
        let place = TextItem.defaultCentre(for: role)
        let picture = collage.pictureSize(longSide: 1000)
        // The letters' height and a half again, as a share of the picture's height: the
        // centre this far from a band keeps a line and its legibility aid out of it.
        let clearance = size / 100 * min(picture.width, picture.height) / picture.height * 1.5
        let (highest, lowest) = (Self.top + clearance, 1 - Self.bottom - clearance)
        guard case let .caption(slot) = role else {
            return Point(x: place.x, y: min(max(place.y, highest), lowest))
        }
        let grid = GridGeometry(size: picture, looks: collage.looks, layout: collage.layout)
        guard let cell = grid.frame(of: slot), cell.height > 0 else { return place }
        let (start, end) = uncovered(cell, in: picture)
        guard end > start else { return place }
        // In the cell's fractions: the picture's limits, within the part left in view.
        let inCell = { (share: Double) in (share * picture.height - cell.y) / cell.height }
        let (upper, lower) = (max(start, inCell(highest)), min(end, inCell(lowest)))
        guard lower > upper else { return Point(x: place.x, y: (start + end) / 2) }
        return Point(x: place.x, y: min(max(place.y, upper), lower))
    }
}
