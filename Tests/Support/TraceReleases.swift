import InstagridTrace

extension TraceLine {
    /// A `drag-end` line's outcome and the speed (px/s along the share direction) that decided
    /// it, "share 1400.0"; nil for any other line. A speed not written reads as NaN.
    public var release: (outcome: String, speed: Double)? {
        guard self.is(.dragEnd) else { return nil }
        let words = details.split(separator: " ")
        return (words.first.map(String.init) ?? "", words.dropFirst().first.flatMap { Double($0) } ?? .nan)
    }
}
