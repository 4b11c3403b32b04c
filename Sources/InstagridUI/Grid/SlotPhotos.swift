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

    /// The collage changed: pixels it no longer names are let go; photos it names and that
    /// are not here are decoded (an undo brings one back), and `failed` hears of any that
    /// cannot be, with every slot it was in.
    func follow(covering target: (SlotID) -> Size, failed: @escaping @MainActor (String, PhotoError) -> Void) {
        letGoOfUnused()
        let collage = collage()
        for slot in SlotID.all {
            guard let path = collage.photo(in: slot), cache.decoded(path) == nil, !cache.isDecoding(path) else { continue }
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
        cache.keep(only: Set(SlotID.all.compactMap(collage().photo(in:))).union(choices.paths))
    }
}
