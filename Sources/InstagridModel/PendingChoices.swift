/// Photos chosen for slots whose pixels are still on their way: each waits for its decode
/// before it enters the collage, and only the newest choice for a slot may.
public struct PendingChoices: Sendable {
    private var bySlot: [SlotID: (ticket: Int, path: String)] = [:]
    private var issued = 0

    public init() {}

    /// `path` is chosen for `slot`, over any earlier choice still on its way there.
    public mutating func begin(_ path: String, in slot: SlotID) -> Int {
        issued += 1
        bySlot[slot] = (issued, path)
        return issued
    }

    /// The choice of `ticket` has its pixels (or failed): true when it is still the newest
    /// for `slot`, which it then leaves; false when a later choice took its place.
    public mutating func finish(_ ticket: Int, in slot: SlotID) -> Bool {
        guard bySlot[slot]?.ticket == ticket else { return false }
        bySlot[slot] = nil
        return true
    }

    /// Every choice on its way is let go (another collage took this one's place): none of
    /// them may land, and later tickets never match theirs.
    public mutating func cancelAll() {
        bySlot = [:]
    }

    /// The photo on its way to `slot`, if any.
    public func path(in slot: SlotID) -> String? { bySlot[slot]?.path }

    /// Every photo on its way somewhere.
    public var paths: Set<String> { Set(bySlot.values.map(\.path)) }
}
