import InstagridModel

/// A photo painted centred because its subject was not known yet (a progressive JPEG's first
/// scan shows before the whole photo is read and measured) moves to its subject's framing
/// when the map lands, over `duration`, instead of jumping there in one frame. A photo whose
/// map came before its first paint starts in place; one framed by hand never moves.
public struct SubjectEase: Sendable {
    /// As long as the grid's own return from a share: a settling, not a show.
    public static let duration = ShareAnimation.returnDuration

    /// The photo each slot last showed centred for want of its map.
    private var paintedCentred: [SlotID: LocalPath] = [:]
    /// Slots on their way to their subject: the photo, and when its map was first painted (seconds).
    private var easing: [SlotID: (path: LocalPath, start: Double)] = [:]

    /// Frames are asked for: from the first slot on its way until the last arrives.
    private var ticking = false

    public init() {}

    /// Whether a slot is still on its way: the grid paints again next frame.
    public var isEasing: Bool { !easing.isEmpty }

    /// True once as a slot sets off while no frames are asked for: ask for them now.
    public mutating func startsTicking() -> Bool {
        guard isEasing, !ticking else { return false }
        ticking = true
        return true
    }

    /// At each frame asked for: false, and no more frames, once every slot has arrived.
    public mutating func keepsTicking() -> Bool {
        ticking = isEasing
        return ticking
    }

    /// How `slot`'s photo (`path`, `photo` pixels upright, its `attention` if measured) is
    /// painted at `time` (seconds, any monotonic clock) in a slot of `size`, framed as the
    /// collage says (`framing`): nil to paint it as it is; else this framing, drawn without
    /// the map (its offset is already the way to the subject). `animated`: the desktop's
    /// animations are on; off, the photo goes to its subject at once.
    public mutating func framing(of slot: SlotID, path: LocalPath, framing: Framing, attention: AttentionMap?, photo: Size,
                                 size: Size, at time: Double, animated: Bool) -> Framing? {
        guard framing.isUnframed else {
            forget(slot)
            return nil
        }
        guard let attention else {
            paintedCentred[slot] = path
            easing[slot] = nil
            return nil
        }
        if paintedCentred.removeValue(forKey: slot) == path, animated {
            easing[slot] = (path, time)
        }
        guard let eased = easing[slot], eased.path == path else {
            easing[slot] = nil
            return nil
        }
        let progress = (time - eased.start) / Self.duration
        guard progress < 1 else {
            easing[slot] = nil
            return nil
        }
        let subject = framing.following(attention, photo: photo, slot: size), share = Easing.inOutCubic(progress)
        return Framing(zoom: 1, offsetX: subject.offsetX * share, offsetY: subject.offsetY * share, quarterTurns: framing.quarterTurns)
    }

    /// `slot` shows nothing, or something framed by hand: what it showed is no longer eased from.
    public mutating func forget(_ slot: SlotID) {
        paintedCentred[slot] = nil
        easing[slot] = nil
    }
}
