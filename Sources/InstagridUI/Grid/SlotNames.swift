import InstagridModel

/// How slots are called to the user and to screen readers.
extension SlotID {
    var spokenName: String {
        switch self {
        case .topLeft: tr("Top left photo")
        case .topRight: tr("Top right photo")
        case .bottomLeft: tr("Bottom left photo")
        case .bottomRight: tr("Bottom right photo")
        }
    }

    /// In a layout where this slot spans both columns, it is the top or bottom one.
    func spokenName(in layout: Layout) -> String {
        let wide = layout.placements.first { $0.slot == self }?.columnSpan == 2
        guard wide else { return spokenName }
        return self == .topLeft ? tr("Top photo") : tr("Bottom photo")
    }
}
