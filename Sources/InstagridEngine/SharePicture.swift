import InstagridModel

/// The picture a share passes on, from the moment the share is certain to its dialog: it
/// renders off the main loop while the grid flies out, and the dialog comes when both are
/// done, whichever is later (the flight answers the gesture, the dialog follows it). A
/// render for a collage since changed, or for a share that sprang back, is dropped when it
/// ends. `Made` is what a render gives back (the picture and its preview, or an error).
nonisolated public struct SharePicture<Made> {
    public enum Event {
        /// The share is certain: past the drag's threshold, or let go to share.
        case wanted(Collage)
        /// The grid starts its flight out.
        case leaving
        /// Its flight out ended.
        case flownOut
        /// The render under `ticket` has `ready` of its `total` photos.
        case photosReady(ready: Int, total: Int, Tickets.Ticket)
        /// The render under `ticket` ended.
        case made(Made, Tickets.Ticket)
        /// No picture is wanted any more: the grid sprang back (`unseen`) or landed.
        case done(unseen: Bool)
        /// The window closes: nothing is presented any more.
        case windowClosed
    }

    public enum Action {
        /// Render `collage` off the main loop, its answers under `ticket`.
        case render(Collage, Tickets.Ticket)
        /// Say, where the grid was, how many photos the picture has.
        case showProgress(ready: Int, total: Int)
        /// The grid is out and the picture made: progress away, the dialog (or the error) up.
        case present(Made, of: Collage)
        /// A render ended (or was made) for nothing: traced, for the tests that count them.
        case dropped
    }

    private var tickets = Tickets()
    /// The picture under way or made, and the collage it is of.
    private var picture: (collage: Collage, made: Made?)?
    /// The grid has left to share and waits for the picture.
    private var awaiting = false
    private var flownOut = false
    private var windowClosed = false

    public init() {}

    /// Whether the picture wanted is made already (the flight then shows no progress).
    public var isMade: Bool { picture?.made != nil }

    public mutating func handle(_ event: Event) -> [Action] {
        switch event {
        case let .wanted(collage):
            guard picture?.collage != collage else { return [] }
            picture = (collage, nil)
            return [.render(collage, tickets.issue())]
        case .leaving:
            awaiting = true
            flownOut = false
            return []
        case .flownOut:
            flownOut = true
            return presentIfReady()
        case let .photosReady(ready, total, ticket):
            guard tickets.isCurrent(ticket), !isMade, awaiting else { return [] }
            return [.showProgress(ready: ready, total: total)]
        case let .made(made, ticket):
            guard tickets.isCurrent(ticket), picture != nil else { return [.dropped] }
            picture?.made = made
            return presentIfReady()
        case let .done(unseen):
            guard let dropped = picture else { return [] }
            picture = nil
            tickets.void()
            awaiting = false
            return unseen && dropped.made != nil ? [.dropped] : []
        case .windowClosed:
            windowClosed = true
            return []
        }
    }

    private mutating func presentIfReady() -> [Action] {
        guard awaiting, flownOut, let picture, let made = picture.made else { return [] }
        awaiting = false
        return windowClosed ? [] : [.present(made, of: picture.collage)]
    }
}
