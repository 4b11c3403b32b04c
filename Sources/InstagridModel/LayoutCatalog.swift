/// Every layout, as data: a layout is a list of bands (rows or columns) with weights,
/// each split into weighted cells. Adding a layout is one entry; its icon is drawn
/// from these rectangles.
enum LayoutCatalog {
    /// A band of the canvas and how it splits: `weight` against the other bands, then
    /// the weights of its cells across it.
    struct Band {
        let weight: Double
        let cells: [Double]

        init(_ weight: Double = 1, _ cells: [Double]) {
            self.weight = weight
            self.cells = cells
        }

        static func equal(_ count: Int, weight: Double = 1) -> Band { Band(weight, Array(repeating: 1, count: count)) }
    }

    enum Direction { case rows, columns }

    static let layouts: [Layout] = [
        // The seed's three keep their ids and their photos' places: the wide top slot is
        // the top-left photo; the wide bottom slot the bottom-left one.
        Layout(number: 1, name: "One on top, two below",
               cells: cells(.rows, [.equal(1), .equal(2)], slots: [0, 2, 3])),
        Layout(number: 2, name: "Two on top, one below",
               cells: cells(.rows, [.equal(2), .equal(1)], slots: [0, 1, 2])),
        Layout(number: 3, name: "Four squares", cells: cells(.rows, [.equal(2), .equal(2)])),

        Layout(number: 4, name: "Two side by side", cells: cells(.columns, [.equal(1), .equal(1)])),
        Layout(number: 5, name: "Two stacked", cells: cells(.rows, [.equal(1), .equal(1)])),
        Layout(number: 6, name: "Two side by side, the first wider", cells: cells(.columns, [.equal(1, weight: 2), .equal(1)])),
        Layout(number: 7, name: "Two stacked, the first taller", cells: cells(.rows, [.equal(1, weight: 2), .equal(1)])),
        Layout(number: 8, name: "Three columns", cells: cells(.columns, [.equal(1), .equal(1), .equal(1)])),
        Layout(number: 9, name: "Three rows", cells: cells(.rows, [.equal(1), .equal(1), .equal(1)])),
        Layout(number: 10, name: "One on the left, two on the right", cells: cells(.columns, [.equal(1), .equal(2)])),
        Layout(number: 11, name: "Two on the left, one on the right", cells: cells(.columns, [.equal(2), .equal(1)])),
        Layout(number: 12, name: "One large on top, two below", cells: cells(.rows, [.equal(1, weight: 2), .equal(2)])),
        Layout(number: 13, name: "One on the left, three on the right", cells: cells(.columns, [.equal(1, weight: 2), .equal(3)])),
        Layout(number: 14, name: "Three on the left, one on the right", cells: cells(.columns, [.equal(3), .equal(1, weight: 2)])),
        Layout(number: 15, name: "One on top, three below", cells: cells(.rows, [.equal(1, weight: 2), .equal(3)])),
        Layout(number: 16, name: "Three on top, one below", cells: cells(.rows, [.equal(3), .equal(1, weight: 2)])),
        Layout(number: 17, name: "Four columns", cells: cells(.columns, Array(repeating: .equal(1), count: 4))),
        Layout(number: 18, name: "Two on top, three below", cells: cells(.rows, [.equal(2), .equal(3)])),
        Layout(number: 19, name: "Three on top, two below", cells: cells(.rows, [.equal(3), .equal(2)])),
        Layout(number: 20, name: "Two columns of three", cells: cells(.columns, [.equal(3), .equal(3)])),
        Layout(number: 21, name: "Two rows of three", cells: cells(.rows, [.equal(3), .equal(3)])),
        Layout(number: 22, name: "One large and four small", cells: cells(.rows, [Band(2, [2, 1]), .equal(3)])),
        Layout(number: 23, name: "Two rows of four", cells: cells(.rows, [.equal(4), .equal(4)])),
        Layout(number: 24, name: "Three by three", cells: cells(.rows, [.equal(3), .equal(3), .equal(3)])),
    ]

    /// Cells of `bands` laid out along `direction`, in reading order; `slots` names the photo
    /// each shows (by default the first ones of the list, in order).
    static func cells(_ direction: Direction, _ bands: [Band], slots: [Int]? = nil) -> [LayoutCell] {
        let total = bands.reduce(0) { $0 + $1.weight }
        var rects: [Rect] = []
        var start = 0.0
        for band in bands {
            let length = band.weight / total
            let across = band.cells.reduce(0, +)
            var offset = 0.0
            for weight in band.cells {
                let size = weight / across
                rects.append(direction == .rows
                    ? Rect(x: offset, y: start, width: size, height: length)
                    : Rect(x: start, y: offset, width: length, height: size))
                offset += size
            }
            start += length
        }
        // Rows first; edges computed along different sums may differ in the last bit.
        rects.sort { abs($0.y - $1.y) > 1e-9 ? $0.y < $1.y : $0.x < $1.x }
        let indices = slots ?? Array(rects.indices)
        return zip(indices, rects).map { LayoutCell(SlotID(rawValue: $0)!, $1) }
    }
}
