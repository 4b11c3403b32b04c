/// Numbers the shares one dialog shows, so that work begun for a share (a save,
/// a file for another application) can tell, when it finishes, whether its share
/// is still the one on screen. A late answer for an earlier share is dropped:
/// it must not close a newer dialog or open an older picture.
public struct ShareTickets: Sendable {
    private var last = 0
    /// The share on screen, if any.
    public private(set) var current: Int?

    public init() {}

    public mutating func begin() {
        last += 1
        current = last
    }

    /// The share is over (the dialog closed); nothing begun for it counts any more.
    public mutating func end() { current = nil }

    public func isCurrent(_ ticket: Int) -> Bool { current == ticket }
}
