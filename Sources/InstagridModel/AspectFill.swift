/// "Aspect fill": a photo covers its slot completely, centred, undistorted;
/// whatever sticks out is cropped.
public enum AspectFill {
    /// The scale that makes `photo` just cover `slot`.
    public static func coverScale(photo: Size, slot: Size) -> Double {
        guard photo.width > 0, photo.height > 0 else { return 0 }
        return max(slot.width / photo.width, slot.height / photo.height)
    }

    /// The part of the photo (in its own, already upright, coordinates) that
    /// fills the slot. Degenerate sizes yield the whole photo rather than NaNs.
    public static func sourceRect(photo: Size, slot: Size) -> Rect {
        let whole = Rect(x: 0, y: 0, width: photo.width, height: photo.height)
        guard photo.width > 0, photo.height > 0, slot.width > 0, slot.height > 0 else { return whole }
        let slotAspect = slot.width / slot.height
        if photo.width / photo.height > slotAspect {
            let width = photo.height * slotAspect
            return Rect(x: (photo.width - width) / 2, y: 0, width: width, height: photo.height)
        } else {
            let height = photo.width / slotAspect
            return Rect(x: 0, y: (photo.height - height) / 2, width: photo.width, height: height)
        }
    }
}
