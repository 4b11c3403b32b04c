/// The share picture's photos decoded ahead (`Job`: a photo at the size the picture draws
/// it; `Photo`: what its decode gives): which, and when. Once the collage has stayed as it
/// is for a pause, the jobs its picture needs and nothing holds yet are prepared, one batch
/// at a time, off the main loop; what the picture no longer needs is let go at once.
nonisolated public struct PreparedPhotos<Job: Hashable, Photo> {
    public enum Event {
        /// The collage changed: its picture needs `jobs`.
        case collageChanged(needs: [Job])
        /// The pause set under `ticket` ended; `sharing`: a share renders what it needs itself.
        case pauseEnded(Tickets.Ticket, sharing: Bool)
        /// The batch under `ticket` ended: each job's photo, or nil where it could not be read
        /// (the share then says why, as it always did).
        case batchDone([(Job, Photo?)], Tickets.Ticket)
        /// A share's render drew these: they serve the next share as they are.
        case rendered([Job: Photo])
        /// The grid is back from a share (or sprang back before one).
        case shareEnded
    }

    public enum Action {
        /// Send `.pauseEnded(ticket, …)` after the pause.
        case pause(Tickets.Ticket)
        /// Decode `jobs` off the main loop, the answer under `ticket`.
        case prepare([Job], Tickets.Ticket)
        /// A batch ended: `ready` of the picture's `of` jobs are held, `decoded` of them by it.
        case batchEnded(ready: Int, of: Int, decoded: Int)
    }

    public private(set) var prepared: [Job: Photo] = [:]
    private var needed: [Job] = []
    /// One a change: a pause that ends under an older one does nothing.
    private var changes = Tickets()
    private var running = false
    /// A pause ended while sharing: what it would have prepared waits for the share's end.
    private var waitingForShare = false

    public init() {}

    public mutating func handle(_ event: Event) -> [Action] {
        switch event {
        case let .collageChanged(jobs):
            needed = jobs
            prepared = prepared.filter { needed.contains($0.key) }
            let ticket = changes.issue()
            return needed.isEmpty ? [] : [.pause(ticket)]
        case let .pauseEnded(ticket, sharing):
            guard changes.isCurrent(ticket), !running else { return [] }
            guard !sharing else {
                waitingForShare = true
                return []
            }
            let jobs = needed.filter { prepared[$0] == nil }
            guard !jobs.isEmpty else { return [] }
            running = true
            return [.prepare(jobs, ticket)]
        case let .batchDone(results, ticket):
            running = false
            for case let (job, photo?) in results where needed.contains(job) { prepared[job] = photo }
            var actions: [Action] = [.batchEnded(ready: needed.filter { prepared[$0] != nil }.count, of: needed.count, decoded: results.count)]
            // The collage changed while these decoded (its own pause ended meanwhile): what it needs now, after a pause.
            if !changes.isCurrent(ticket), !needed.isEmpty, let current = changes.current { actions.append(.pause(current)) }
            return actions
        case let .rendered(photos):
            prepared.merge(photos.filter { needed.contains($0.key) }) { _, made in made }
            return []
        case .shareEnded:
            // A drag that sprang back rendered nothing: what the pause skipped is prepared now.
            guard waitingForShare, let current = changes.current else { return [] }
            waitingForShare = false
            return [.pause(current)]
        }
    }
}
