import InstagridModel

/// Press and hold a photo to lift it, then drop it on another slot: the hold is told from
/// a click or a share drag by time and stillness, and the lifted photo is drawn from these.
public enum PhotoHold {
    /// Held this long (seconds) without moving, a press lifts the photo.
    public static let holdTime = 0.4
    /// A lifted photo grows this much about its centre.
    public static let liftScale = 1.06

    /// Whether a press that has moved by (`dx`, `dy`) is still held still: within the slop
    /// that tells a click from a drag.
    public static func isStill(dx: Double, dy: Double) -> Bool {
        (dx * dx + dy * dy).squareRoot() < ShareGesture.clickSlop
    }

    /// Where a photo lifted from `slot` is drawn while the pointer has moved by (`dx`, `dy`).
    public static func liftedFrame(_ slot: Rect, dx: Double, dy: Double) -> Rect {
        let width = slot.width * liftScale, height = slot.height * liftScale
        return Rect(x: slot.midX + dx - width / 2, y: slot.midY + dy - height / 2, width: width, height: height)
    }
}
