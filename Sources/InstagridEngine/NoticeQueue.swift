/// Notices that ask nothing, one at a time: each shows until it is dismissed or its time is
/// up, and one posted meanwhile waits its turn. Its timer comes back as an event under the
/// ticket it was set with, so a timer set for an earlier notice never hides a later one.
/// A notice about a condition that stands (words cut, weights the floor holds) is said once
/// while it stands (`newlyStanding`).
nonisolated public struct NoticeQueue<Notice> {
    public enum Event {
        case posted(Notice)
        /// The person closed the notice, or did what it offered.
        case dismissed
        /// The time set for the notice under this ticket is up.
        case timeUp(Tickets.Ticket)
    }

    public enum Action {
        /// Show `notice`, and send `.timeUp(ticket)` once it has had its time.
        case show(Notice, timeUp: Tickets.Ticket)
        case hide
    }

    private var waiting: [Notice] = []
    /// The current ticket is the notice showing.
    private var tickets = Tickets()
    /// The conditions that stood when last told, by kind.
    private var standing: [String: Set<String>] = [:]

    public init() {}

    public var isShowing: Bool { tickets.current != nil }

    /// The conditions of `kind` that stand now: those that did not stand when last told, for
    /// a notice to say. One that ends may be said again when it comes back.
    public mutating func newlyStanding(_ conditions: Set<String>, of kind: String) -> Set<String> {
        defer { standing[kind] = conditions }
        return conditions.subtracting(standing[kind] ?? [])
    }

    public mutating func handle(_ event: Event) -> [Action] {
        switch event {
        case let .posted(notice):
            waiting.append(notice)
            return isShowing ? [] : showNext()
        case .dismissed:
            return hide()
        case let .timeUp(ticket):
            return tickets.isCurrent(ticket) ? hide() : []
        }
    }

    private mutating func hide() -> [Action] {
        guard isShowing else { return [] }
        tickets.void()
        return [.hide] + showNext()
    }

    private mutating func showNext() -> [Action] {
        guard !waiting.isEmpty else { return [] }
        return [.show(waiting.removeFirst(), timeUp: tickets.issue())]
    }
}
