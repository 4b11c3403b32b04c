import InstagridModel

/// Framing by hand: what a drag, a zoom about the pointer and a quarter turn do to a
/// photo's framing. Every result is clamped, so the photo keeps covering its slot (a photo
/// shown whole moves only along a side the zoom took past the slot's).
extension Framing {
    /// Moves the photo by (`dx`, `dy`) slot pixels, as a drag does: the crop moves the other way.
    public func panned(dx: Double, dy: Double, photo: Size, slot: Size) -> Framing {
        let (crop, shown) = placement(photo: photo, slot: slot), turned = turned(photo)
        guard shown.width > 0, shown.height > 0, turned.width > 0, turned.height > 0 else { return self }
        let moved = Framing(zoom: zoom, offsetX: (crop.midX - dx * crop.width / shown.width - turned.width / 2) / turned.width,
                            offsetY: (crop.midY - dy * crop.height / shown.height - turned.height / 2) / turned.height,
                            quarterTurns: quarterTurns, whole: whole)
        return moved.clamped(photo: photo, slot: slot)
    }

    /// Zooms by `factor` (within `zoomRange`) keeping the photo's point under (`x`, `y`) of the
    /// slot where it is, as image viewers zoom about the pointer.
    public func zoomed(by factor: Double, aboutX x: Double, y: Double, photo: Size, slot: Size) -> Framing {
        let crop = crop(photo: photo, slot: slot), turned = turned(photo)
        guard factor.isFinite, factor > 0, slot.width > 0, slot.height > 0, turned.width > 0, turned.height > 0 else { return self }
        let target = Framing(zoom: zoom * factor, offsetX: offsetX, offsetY: offsetY, quarterTurns: quarterTurns, whole: whole)
        // Shown whole, the photo grows about its own centre: the pointer may be beside it.
        if whole != nil { return target.clamped(photo: photo, slot: slot) }
        let scale = zoom / target.zoom
        // The photo point under the pointer, and the crop that keeps it there at the new size.
        let pointX = crop.x + x / slot.width * crop.width, pointY = crop.y + y / slot.height * crop.height
        let width = crop.width * scale, height = crop.height * scale
        let centreX = pointX - x / slot.width * width + width / 2, centreY = pointY - y / slot.height * height + height / 2
        return Framing(zoom: target.zoom, offsetX: (centreX - turned.width / 2) / turned.width,
                       offsetY: (centreY - turned.height / 2) / turned.height, quarterTurns: quarterTurns)
            .clamped(photo: photo, slot: slot)
    }

    /// A quarter turn clockwise: the same part of the photo stays in view where it can.
    public func turnedClockwise(photo: Size, slot: Size) -> Framing {
        // A point (x, y) of a W×H photo lands on (H − y, x): offsets, as fractions, go (−y, x).
        Framing(zoom: zoom, offsetX: -offsetY, offsetY: offsetX, quarterTurns: quarterTurns + 1, whole: whole)
            .clamped(photo: photo, slot: slot)
    }
}
