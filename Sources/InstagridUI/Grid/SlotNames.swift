import InstagridModel

/// How slots are called to the user and to screen readers: by where they lie in the
/// layout shown, so a wide top slot is "Top photo" and a 3x3 grid's centre "Middle photo".
extension SlotID {
    func spokenName(in layout: Layout) -> String {
        guard let cell = layout.cell(showing: self) else { return tr("Photo {number}").replacing("{number}", with: "\(rawValue + 1)") }
        let others = layout.cells.filter { $0.slot != self }
        func overlaps(_ a: (Double, Double), _ b: (Double, Double)) -> Bool { min(a.1, b.1) - max(a.0, b.0) > 1e-9 }
        let span = { (rect: Rect) in ((rect.x, rect.maxX), (rect.y, rect.maxY)) }
        let (across, down) = span(cell.rect)
        // Whether another cell lies above/below/left/right of this one.
        let above = others.contains { overlaps(span($0.rect).0, across) && $0.rect.maxY <= cell.rect.y + 1e-9 }
        let below = others.contains { overlaps(span($0.rect).0, across) && $0.rect.y >= cell.rect.maxY - 1e-9 }
        let left = others.contains { overlaps(span($0.rect).1, down) && $0.rect.maxX <= cell.rect.x + 1e-9 }
        let right = others.contains { overlaps(span($0.rect).1, down) && $0.rect.x >= cell.rect.maxX - 1e-9 }
        let vertical = above && below ? "middle" : above ? "bottom" : below ? "top" : ""
        let horizontal = left && right ? "centre" : left ? "right" : right ? "left" : ""
        switch (vertical, horizontal) {
        case ("top", "left"): return tr("Top left photo")
        case ("top", "right"): return tr("Top right photo")
        case ("bottom", "left"): return tr("Bottom left photo")
        case ("bottom", "right"): return tr("Bottom right photo")
        case ("top", ""): return tr("Top photo")
        case ("bottom", ""): return tr("Bottom photo")
        case ("", "left"): return tr("Left photo")
        case ("", "right"): return tr("Right photo")
        default: return tr("Photo {number}").replacing("{number}", with: "\((layout.visibleSlots.firstIndex(of: self) ?? rawValue) + 1)")
        }
    }
}
