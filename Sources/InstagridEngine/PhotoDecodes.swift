import InstagridModel

/// Pixels decoded from a photo, as far as deciding whether to decode again needs them.
nonisolated public protocol CoveringPixels {
    /// True when decoding the file again could not give more detail for `target`.
    func covers(_ target: Size) -> Bool
}

/// Which photo is decoded at which size, which version of its file the window holds, and
/// which files are missing: one copy of a photo's pixels by path, wherever the collage puts
/// it (a swap or an undo moves no pixels). The decodes themselves run off the main loop;
/// their answers come back as events under the ticket they were asked with, and only the
/// newest for a path counts.
/// `Waiter` is whoever asked for a photo and is told once its newest decode lands.
nonisolated public struct PhotoDecodes<Pixels: CoveringPixels, Version: Equatable, Failure: Error, Waiter> {
    public enum Event {
        /// `path` is wanted to cover `target` at `place`; `shown`: the grid shows it busy
        /// until it lands, with the decode's early picture meanwhile. `again`: the file
        /// changed, so what is here is out of date; it shows until the new pixels land
        /// (the decode is then quiet), and a failure lets go of it.
        case asked(LocalPath, covering: Size, at: PhotoPlace, shown: Bool, again: Bool, Waiter)
        /// The collage names `path` at `place`: decoded unless its pixels are here, on their
        /// way or its file is missing. A slot's shows busy meanwhile; the background's decodes
        /// quietly, and if it cannot be read it is marked missing: tried, and told, once.
        case named(LocalPath, covering: Size, at: PhotoPlace, Waiter)
        /// The files of `paths` are not where the collage says (found so, or a decode said
        /// so): their slots show them missing, and nothing decodes them until they are asked
        /// for again (`asked` with `again`: the file came back).
        case gone(Set<LocalPath>)
        /// The decode under `ticket` has an early picture (a progressive JPEG's first scan).
        case previewed(LocalPath, Pixels, Tickets.Ticket)
        /// The decode under `ticket` ended; `Version` is the file's as the decode began.
        case decoded(LocalPath, Result<(Pixels, Version?), Failure>, Tickets.Ticket)
        /// The collage names only `paths` (slots and background): the others are let go,
        /// with the decodes on their way, whoever waited for them and whether they were missing.
        case keptOnly(Set<LocalPath>)
    }

    public enum Action {
        /// Decode `path` off the main loop to cover `target`, its answers under `ticket`;
        /// `shown` decodes send their early picture.
        case decode(LocalPath, covering: Size, at: PhotoPlace, shown: Bool, Tickets.Ticket)
        /// Tell `waiters` that their photo is here (nil) or could not be read.
        case tell([Waiter], Failure?)
        /// What a slot shows, or whether it is busy, changed.
        case redraw
        /// An early picture now shows at `place` (traced).
        case previewShown(PhotoPlace)
        /// An answer came for a decode since replaced or let go: nothing changed (traced).
        case dropped
    }

    private struct Entry {
        var decoded: Pixels?
        /// The version of the file `decoded` was read from: a share compares it with the one it renders.
        var version: Version?
        /// The newest decode asked for: its ticket, what it covers, whether it shows, where it goes.
        var pending: (ticket: Tickets.Ticket, target: Size, shown: Bool, place: PhotoPlace)?
        var preview: Pixels?
        /// Everyone who asked for the photo since its last decode landed: told when the newest does.
        var waiting: [Waiter] = []
        /// The file changed since `decoded` was read: a failure now is the photo's, not a passing one.
        var stale = false
        /// The most a quiet request asked to cover while a decode was on its way (a slot that
        /// grew while its photo's first decode ran for the size it had): decoded once that lands.
        var wanted: Size?
        /// A waiter for the photo as the background is among `waiting`.
        var backgroundWaits = false
    }

    private var entries: [LocalPath: Entry] = [:]
    private var missing: Set<LocalPath> = []
    /// Every photo whose file this window has read, kept when its pixels are let go: one
    /// found gone later (an undo brings back a photo deleted since) is missing, to be
    /// located, not a photo that never could be used.
    private var read: Set<LocalPath> = []
    /// The background photo last named: a failure of its decode marks it missing.
    private var background: LocalPath?
    /// One issuer for every path, so that a path let go and asked again never takes a
    /// ticket an old decode of it still holds.
    private var tickets = Tickets()

    public init() {}

    /// The photo's pixels, once decoded.
    public func decoded(_ path: LocalPath) -> Pixels? { entries[path]?.decoded }

    /// The version of the file the photo's pixels were read from.
    public func version(_ path: LocalPath) -> Version? { entries[path]?.version }

    /// The early picture of a decode on its way.
    public func preview(_ path: LocalPath) -> Pixels? { entries[path]?.preview }

    /// Whether a decode that shows (not a quiet sharpening) is on its way.
    public func isDecoding(_ path: LocalPath) -> Bool { entries[path]?.pending?.shown ?? false }

    public func isMissing(_ path: LocalPath) -> Bool { missing.contains(path) }

    /// Whether the photo's file has been read here before, whatever shows now.
    public func wasRead(_ path: LocalPath) -> Bool { read.contains(path) }

    /// Of `paths`, those nothing has read or is reading, and not known missing: whose files
    /// are worth looking for before any decode is tried.
    public func unread(_ paths: Set<LocalPath>) -> Set<LocalPath> {
        paths.filter { decoded($0) == nil && entries[$0]?.pending == nil && !missing.contains($0) }
    }

    public mutating func handle(_ event: Event) -> [Action] {
        switch event {
        case let .asked(path, target, place, shown, again, waiter):
            if again { missing.remove(path) }
            return ask(path, covering: target, at: place, shown: shown, again: again, waiter: waiter)
        case let .named(path, target, place, waiter):
            if place == .background { background = path }
            guard !missing.contains(path) else { return [] }
            guard case .slot = place else {
                // One background waiter at a time, so that a failure is told once.
                if entries[path]?.backgroundWaits == true { return [] }
                let waiting = entries[path]?.waiting.count ?? 0
                let actions = ask(path, covering: target, at: place, shown: false, again: false, waiter: waiter)
                if let entry = entries[path], entry.waiting.count > waiting { entries[path]?.backgroundWaits = true }
                return actions
            }
            guard decoded(path) == nil, !isDecoding(path) else { return [] }
            return ask(path, covering: target, at: place, shown: true, again: false, waiter: waiter)
        case let .gone(paths):
            let new = paths.subtracting(missing)
            missing.formUnion(new)
            return new.isEmpty ? [] : [.redraw]
        case let .previewed(path, pixels, ticket):
            guard let pending = entries[path]?.pending, pending.ticket == ticket else { return [] }
            entries[path]?.preview = pixels
            return [.previewShown(pending.place), .redraw]
        case let .decoded(path, outcome, ticket):
            return land(path, outcome, ticket)
        case let .keptOnly(paths):
            entries = entries.filter { paths.contains($0.key) }
            missing.formIntersection(paths)
            if let path = background, !paths.contains(path) { background = nil }
            return []
        }
    }

    /// A quiet request while another decode of the photo is on its way waits for that one,
    /// and what it asked to cover is decoded after it if that one does not; so is what a
    /// decode replaced by a newer one was for.
    private mutating func ask(_ path: LocalPath, covering target: Size, at place: PhotoPlace, shown: Bool, again: Bool,
                              waiter: Waiter?) -> [Action] {
        var entry = entries[path] ?? Entry()
        defer { entries[path] = entry }
        if !again, let decoded = entry.decoded, decoded.covers(target) {
            // Out of date and read again: the new pixels must cover it too.
            if entry.stale, entry.pending != nil { entry.wanted = Self.larger(target, entry.wanted) }
            return waiter.map { [.tell([$0], nil)] } ?? []
        }
        if again { entry.stale = true }
        if let waiter { entry.waiting.append(waiter) }
        if let pending = entry.pending {
            entry.wanted = Self.larger(shown || again ? pending.target : target, entry.wanted)
            if !shown, !again { return [] }
        }
        let ticket = tickets.issue()
        entry.pending = (ticket, target, shown, place)
        entry.preview = nil
        let decode = Action.decode(path, covering: target, at: place, shown: shown, ticket)
        return shown ? [.redraw, decode] : [decode]
    }

    private static func larger(_ size: Size, _ other: Size?) -> Size {
        Size(width: max(size.width, other?.width ?? 0), height: max(size.height, other?.height ?? 0))
    }

    /// The newest decode of `path` landed: its pixels replace the old ones; a failure keeps
    /// them unless the file changed since they were read.
    private mutating func land(_ path: LocalPath, _ outcome: Result<(Pixels, Version?), Failure>, _ ticket: Tickets.Ticket) -> [Action] {
        guard let entry = entries[path], let pending = entry.pending, pending.ticket == ticket else { return [.dropped] }
        var landed = entry
        landed.pending = nil
        landed.preview = nil
        landed.waiting = []
        landed.wanted = nil
        landed.backgroundWaits = false
        let failure: Failure?
        switch outcome {
        case let .success((pixels, version)):
            landed.decoded = pixels
            landed.version = version
            landed.stale = false
            read.insert(path)
            failure = nil
        case let .failure(error):
            failure = error
            if path == background { missing.insert(path) }
        }
        entries[path] = failure != nil && (entry.decoded == nil || entry.stale) ? nil : landed
        var actions: [Action] = [.tell(entry.waiting, failure), .redraw]
        if case let .success((pixels, _)) = outcome, let wanted = entry.wanted, !pixels.covers(wanted) {
            actions += ask(path, covering: wanted, at: pending.place, shown: false, again: false, waiter: nil)
        }
        return actions
    }
}

/// Where a decoded photo shows, as the trace names it: a slot by its number, or the background.
nonisolated public enum PhotoPlace: CustomStringConvertible, Sendable, Equatable {
    case slot(SlotID)
    case background

    public var description: String {
        switch self {
        case let .slot(slot): "\(slot.rawValue)"
        case .background: "background"
        }
    }
}
