/// Numbers what the window starts and hears back from later (a timer, work off the main
/// loop, a dialog's answer), so that the answer can tell whether it still counts: only the
/// newest ticket does, and none once voided. A late answer for something since replaced
/// or ended is dropped: a render for a collage since changed, a save finishing after its
/// dialog closed, a pause timed from an older event.
nonisolated public struct Tickets: Sendable {
    public struct Ticket: Hashable, Sendable {
        fileprivate let number: Int
    }

    private var issued = 0
    /// The one ticket that counts, if any.
    public private(set) var current: Ticket?

    public init() {}

    /// A new ticket, the current one: every earlier one stops counting.
    @discardableResult
    public mutating func issue() -> Ticket {
        issued += 1
        current = Ticket(number: issued)
        return current!
    }

    /// No ticket counts any more (what they were for ended).
    public mutating func void() { current = nil }

    public func isCurrent(_ ticket: Ticket) -> Bool { current == ticket }
}
