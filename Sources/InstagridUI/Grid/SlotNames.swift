import InstagridModel
import InstagridResources

/// How slots are called to the user and to screen readers: by where they lie in the
/// layout shown, so a wide top slot is "Top photo"; a cell with neighbours on both
/// sides of an axis (a 3x3 grid's centre) is called by its number instead.
extension SlotID {
    func spokenName(in layout: Layout) -> String {
        guard let rect = layout.cell(showing: self)?.rect else {
            // TRANSLATORS: a slot's name when its place has no simpler one; {number} counts from 1.
            return tr("Photo {number}", ["number": "\(rawValue + 1)"])
        }
        let others = layout.cells.filter { $0.slot != self }.map(\.rect)
        func sharesColumns(_ other: Rect) -> Bool { min(other.maxX, rect.maxX) - max(other.x, rect.x) > 1e-9 }
        func sharesRows(_ other: Rect) -> Bool { min(other.maxY, rect.maxY) - max(other.y, rect.y) > 1e-9 }
        let above = others.contains { sharesColumns($0) && $0.maxY <= rect.y + 1e-9 }
        let below = others.contains { sharesColumns($0) && $0.y >= rect.maxY - 1e-9 }
        let left = others.contains { sharesRows($0) && $0.maxX <= rect.x + 1e-9 }
        let right = others.contains { sharesRows($0) && $0.x >= rect.maxX - 1e-9 }
        switch (above, below, left, right) {
        case (false, true, false, true): return tr("Top left photo")
        case (false, true, true, false): return tr("Top right photo")
        case (true, false, false, true): return tr("Bottom left photo")
        case (true, false, true, false): return tr("Bottom right photo")
        case (false, true, false, false): return tr("Top photo")
        case (true, false, false, false): return tr("Bottom photo")
        case (false, false, false, true): return tr("Left photo")
        case (false, false, true, false): return tr("Right photo")
        default:
            return tr("Photo {number}", ["number": "\((layout.visibleSlots.firstIndex(of: self) ?? rawValue) + 1)"])
        }
    }
}

extension Collage {
    /// What an alert says of an incomplete grid: the empty slots by name.
    var stillEmpty: String {
        let empty = emptyVisibleSlots.map { $0.spokenName(in: layout).lowercased() }
        // TRANSLATORS: {slots} lists the empty slots' names, "top left photo, bottom right photo".
        return tr("Still empty: {slots}.", ["slots": empty.joined(separator: ", ")])
    }
}
