/// Where a dragged text item settles: its middle on the picture's centre lines, or its edges
/// on a cell's edges, when it comes within `reach` of them; free elsewhere.
public struct TextSnap: Sendable {
    public let picture: Size
    public let cells: [Rect]
    /// How close, in the picture's pixels, a line must come to take the text.
    public let reach: Double

    public init(picture: Size, cells: [Rect], reach: Double) {
        self.picture = picture
        self.cells = cells
        self.reach = reach
    }

    /// A box of `size` whose middle the pointer puts at (`x`, `y`): the middle it is given.
    public func snapped(x: Double, y: Double, size: Size) -> (x: Double, y: Double) {
        let xs = cells.flatMap { [$0.x, $0.maxX] }, ys = cells.flatMap { [$0.y, $0.maxY] }
        return (snap(x, half: size.width / 2, centre: picture.width / 2, edges: xs),
                snap(y, half: size.height / 2, centre: picture.height / 2, edges: ys))
    }

    /// The nearest of: the middle on the centre line, the box's start or end on an edge.
    private func snap(_ middle: Double, half: Double, centre: Double, edges: [Double]) -> Double {
        var candidates = [(distance: abs(middle - centre), to: centre)]
        for edge in edges {
            candidates.append((abs(middle - half - edge), edge + half))
            candidates.append((abs(middle + half - edge), edge - half))
        }
        guard let nearest = candidates.min(by: { $0.distance < $1.distance }), nearest.distance <= reach else { return middle }
        return nearest.to
    }
}
