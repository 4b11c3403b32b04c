/// Changes to the collage's layout that keep every photo: a cell split or taken out, a layout
/// arranged for the photos. Each keeps every cell at the floor (`GridGeometry`) with the
/// spacing the picture is drawn with, or is refused with the reason.
public enum ShapingRefusal: Error, Equatable, Sendable {
    /// A new cell needs a place in the list, and nine photos hold them all.
    case nineHeld
    /// The new cells would be smaller than the floor at this spacing.
    case noRoom
}

extension Collage {
    /// The widest spacing this picture is drawn with: every cell at the floor, and the
    /// layout's weights as given where some spacing lets them hold (`GridGeometry.drawnSpacing`).
    public var largestSpacing: Double {
        GridGeometry.drawnSpacing(for: layout.tree, in: pictureSize(longSide: 1000), upTo: Looks.spacingRange.upperBound)
    }

    /// Whether the layout's weights are drawn as given; false where the floor holds a cell
    /// that no spacing would let them keep (1000a|b).
    public var weightsHold: Bool {
        GridGeometry.weightsHold(layout.tree, in: pictureSize(longSide: 1000), spacing: min(looks.spacing, largestSpacing))
    }

    /// Whether `tree` keeps every cell at the floor with the spacing this collage is drawn with:
    /// a split that would narrow the picture's spacing has no room.
    public func hasRoom(for tree: LayoutTree) -> Bool {
        let drawn = min(looks.spacing, largestSpacing)
        return GridGeometry.largestSpacing(for: tree, in: pictureSize(longSide: 1000), upTo: drawn) >= drawn
    }

    /// Split Across (`.row`) or Split Down (`.column`): `slot`'s cell in two, the new half
    /// empty, showing the first free place in the list.
    public func splitting(_ slot: SlotID, along axis: LayoutTree.Axis) throws(ShapingRefusal) -> Collage {
        guard let place = freePlace else { throw .nineHeld }
        let split = layout.tree.splitting(slot, along: axis, into: place)
        guard hasRoom(for: split) else { throw .noRoom }
        var changed = self
        changed.layout = Layout(tree: split)
        return changed
    }

    /// Remove Cell: its neighbours take its room and its photo waits in the list. Nil for the
    /// last cell, or a slot the layout does not show.
    public func removingCell(_ slot: SlotID) -> Collage? {
        guard layout.visibleSlots.contains(slot), let tree = layout.tree.removing(slot) else { return nil }
        var changed = self
        changed.layout = Layout(tree: tree)
        changed.removeCaptions(of: slot)
        return changed
    }

    /// Arrange to Fit: the layout in which photos of `aspects` (by place) lose least to
    /// cropping, and least of their `attention` where it is known (in a story, none under
    /// the bands its app covers), in a picture `longSide` pixels long; nil for no photos.
    public func arranged(_ aspects: [SlotID: Double], attention: [SlotID: AttentionMap] = [:], longSide: Int) -> Collage? {
        guard let fitted = LayoutFitting.arrange(aspects, attention: attention, bands: StoryBands.of(self),
                                                   size: pictureSize(longSide: longSide), looks: looks)
        else { return nil }
        var changed = self
        changed.layout = fitted
        return changed
    }
}
