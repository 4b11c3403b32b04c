/// Which cell lies next to which: Alt+arrow keys move a photo to the neighbouring slot.
public enum Direction: Sendable, CaseIterable {
    case left, right, up, down
}

extension Layout {
    /// The slot whose cell lies next to `slot`'s toward `direction`: of the nearest cells
    /// beyond that edge that share some of its length, the one sharing most (the first in
    /// reading order on a tie).
    public func neighbour(of slot: SlotID, toward direction: Direction) -> SlotID? {
        guard let from = cell(showing: slot)?.rect else { return nil }
        let epsilon = 1e-9
        let candidates = cells.compactMap { cell -> (slot: SlotID, gap: Double, shared: Double)? in
            let to = cell.rect
            let gap: Double, shared: Double
            switch direction {
            case .left: (gap, shared) = (from.x - to.maxX, min(from.maxY, to.maxY) - max(from.y, to.y))
            case .right: (gap, shared) = (to.x - from.maxX, min(from.maxY, to.maxY) - max(from.y, to.y))
            case .up: (gap, shared) = (from.y - to.maxY, min(from.maxX, to.maxX) - max(from.x, to.x))
            case .down: (gap, shared) = (to.y - from.maxY, min(from.maxX, to.maxX) - max(from.x, to.x))
            }
            return gap > -epsilon && shared > epsilon ? (cell.slot, gap, shared) : nil
        }
        guard let nearest = candidates.map(\.gap).min() else { return nil }
        var best: (slot: SlotID, shared: Double)?
        for candidate in candidates where candidate.gap - nearest < epsilon && candidate.shared > (best?.shared ?? 0) + epsilon {
            best = (candidate.slot, candidate.shared)
        }
        return best?.slot
    }
}
