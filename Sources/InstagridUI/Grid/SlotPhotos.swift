import Glibc
import InstagridModel
import InstagridRender

/// What each slot shows: the pixels of the photo the collage names for it, from the one
/// cache keyed by path; while a photo chosen for it decodes, a busy veil and that photo's
/// early picture. The collage alone says which photo is where: a choice is decoded first
/// (a prefetch), then enters the collage in one change.
final class SlotPhotos {
    private let cache = PhotoCache()
    private var choices = PendingChoices()
    private let collage: () -> Collage
    /// Photos a document names that are not where it says: their slots show them missing
    /// until they are found (Locate…) or come back.
    private var missing: Set<String> = []

    /// Called on the main loop whenever what a slot shows, or its busy state, changes.
    var changed: (() -> Void)? {
        get { cache.changed }
        set { cache.changed = newValue }
    }

    init(collage: @escaping () -> Collage) {
        self.collage = collage
    }

    func photo(in slot: SlotID) -> DecodedPhoto? {
        if let chosen = choices.path(in: slot), let preview = cache.preview(chosen) { return preview }
        guard let path = collage().photo(in: slot) else { return nil }
        return cache.preview(path) ?? cache.decoded(path)
    }

    /// The pixels of the photo the collage names for `slot`, once decoded: what framing it measures.
    func decoded(in slot: SlotID) -> DecodedPhoto? {
        collage().photo(in: slot).flatMap(cache.decoded)
    }

    func isMissing(_ slot: SlotID) -> Bool {
        collage().photo(in: slot).map(missing.contains) ?? false
    }

    /// Of the photos the collage names that nothing has read yet, those whose files are not
    /// there: marked missing before any decode is tried, and returned.
    func findMissing() -> [String] {
        let gone = Set(SlotID.all.compactMap(collage().photo(in:))).filter {
            !missing.contains($0) && cache.decoded($0) == nil && !cache.isDecoding($0) && access($0, F_OK) != 0
        }
        missing.formUnion(gone)
        return gone.sorted()
    }

    /// The photo's file is gone: its slot says so, and nothing decodes it until it changes.
    func markMissing(_ path: String) {
        missing.insert(path)
        changed?()
    }

    /// `path` changed on disk: decodes it again, quietly (its slots keep the old pixels
    /// meanwhile); `failed` hears if it can no longer be used.
    func reload(_ path: String, covering target: (SlotID) -> Size, failed: @escaping @MainActor (String, PhotoError) -> Void) {
        guard let slot = SlotID.all.first(where: { collage().photo(in: $0) == path }) else { return }
        missing.remove(path)
        cache.load(path, covering: target(slot), for: slot, shown: false, again: true) { [weak self] error in
            if let error { failed(path, error) }
            self?.changed?()
        }
    }

    func isBusy(_ slot: SlotID) -> Bool {
        choices.path(in: slot) != nil || collage().photo(in: slot).map(cache.isDecoding) ?? false
    }

    /// Decodes `path`, chosen for `slot`, at the slot's size. `ready` runs once its pixels are
    /// here, with nil (the caller puts it in the collage), or with why it cannot be used; it
    /// never runs when a later choice for the slot took its place.
    func choose(_ path: String, for slot: SlotID, covering target: Size, ready: @escaping @MainActor (PhotoError?) -> Void) {
        let ticket = choices.begin(path, in: slot)
        cache.load(path, covering: target, for: slot, shown: true) { [weak self] error in
            guard let self else { return }
            guard choices.finish(ticket, in: slot) else {
                // A later choice for the slot won: these pixels are no one's, unless the collage has the photo.
                Trace.event(.decodeDropped, "\(slot.rawValue)")
                return letGoOfUnused()
            }
            ready(error)
            changed?()
        }
    }

    /// Another collage takes this one's place (a document opened, a new one): photos chosen
    /// for its slots and still decoding are let go, and none of them lands in the new one.
    func dropChoices() {
        choices.cancelAll()
        letGoOfUnused()
        changed?()
    }

    /// The collage changed: pixels it no longer names are let go; photos it names and that
    /// are not here are decoded (an undo brings one back), and `failed` hears of any that
    /// cannot be, with every slot it was in.
    func follow(covering target: (SlotID) -> Size, failed: @escaping @MainActor (String, PhotoError) -> Void) {
        letGoOfUnused()
        let collage = collage()
        for slot in SlotID.all {
            guard let path = collage.photo(in: slot), cache.decoded(path) == nil, !cache.isDecoding(path),
                  !missing.contains(path) else { continue }
            cache.load(path, covering: target(slot), for: slot, shown: true) { error in
                if let error { failed(path, error) }
            }
        }
    }

    /// Decodes a slot's photo again, quietly, when the slot has grown past its pixels: the
    /// smaller decode stays meanwhile, and if this fails.
    func refine(_ slot: SlotID, covering target: Size) {
        guard choices.path(in: slot) == nil, let path = collage().photo(in: slot), cache.decoded(path) != nil else { return }
        cache.load(path, covering: target, for: slot, shown: false) { _ in }
    }

    private func letGoOfUnused() {
        let named = Set(SlotID.all.compactMap(collage().photo(in:)))
        missing.formIntersection(named)
        cache.keep(only: named.union(choices.paths))
    }
}
