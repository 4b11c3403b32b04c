import InstagridEngine
import InstagridModel
import InstagridRender

/// What each slot shows: the pixels of the photo the collage names for it, from the one
/// cache keyed by path; while that photo decodes, a busy veil and its early picture. The
/// collage alone says which photo is where: a photo enters it when chosen, and is decoded
/// because the collage names it.
final class SlotPhotos {
    private let cache: PhotoCache
    private let collage: () -> Collage
    /// Told on the main loop whenever what a slot shows, or its busy state, changes.
    private let changed: () -> Void

    init(collage: @escaping () -> Collage, changed: @escaping () -> Void) {
        self.collage = collage
        self.changed = changed
        cache = PhotoCache(changed: changed)
    }

    func photo(in slot: SlotID) -> DecodedPhoto? {
        guard let path = collage().photo(in: slot) else { return nil }
        return cache.preview(path) ?? cache.decoded(path)
    }

    /// The pixels of the photo the collage names for `slot`, once decoded: what framing it measures.
    func decoded(in slot: SlotID) -> DecodedPhoto? {
        collage().photo(in: slot).flatMap(cache.decoded)
    }

    /// The version of each file whose pixels show (the slots' photos and the background), by path.
    var shownVersions: [LocalPath: FileStamp] {
        Dictionary(collage().photoFiles.compactMap { path in cache.stamp(path).map { (path, $0) } }, uniquingKeysWith: { first, _ in first })
    }

    /// Whether the slot's photo is one a document names that is not where it says: shown
    /// missing until it is found (Locate…) or comes back.
    func isMissing(_ slot: SlotID) -> Bool {
        collage().photo(in: slot).map(cache.isMissing) ?? false
    }

    /// Of the photos the collage names that nothing has read yet, those whose files are not
    /// there: marked missing before any decode is tried, and returned.
    func findMissing() -> [LocalPath] {
        let gone = cache.unread(Set(SlotID.all.compactMap(collage().photo(in:)))).filter { !$0.exists }
        cache.markGone(gone)
        return gone.sorted()
    }

    /// Whether the photo's file was read in this window before, whatever shows now.
    func wasRead(_ path: LocalPath) -> Bool { cache.wasRead(path) }

    /// The photo's file is gone: its slot says so, and nothing decodes it until it changes.
    func markMissing(_ path: LocalPath) {
        cache.markGone([path])
    }

    /// `path` changed on disk: decodes it again, quietly (its slots keep the old pixels
    /// meanwhile); `failed` hears if it can no longer be used.
    func reload(_ path: LocalPath, covering target: (SlotID) -> Size, failed: @escaping @MainActor (LocalPath, PhotoError) -> Void) {
        guard let slot = SlotID.all.first(where: { collage().photo(in: $0) == path }) else { return }
        cache.load(path, covering: target(slot), for: .slot(slot), shown: false, again: true) { [weak self] error in
            if let error { failed(path, error) }
            self?.changed()
        }
    }

    func isBusy(_ slot: SlotID) -> Bool {
        collage().photo(in: slot).map(cache.isDecoding) ?? false
    }

    /// The collage changed: pixels it no longer names are let go; photos it names and that
    /// are not here are decoded (an undo brings one back), and `failed` hears of any that
    /// cannot be, with every slot it was in.
    func follow(covering target: (SlotID) -> Size, background: Size,
                failed: @escaping @MainActor (LocalPath, PhotoError) -> Void, backgroundFailed: @escaping @MainActor (PhotoError) -> Void) {
        let collage = collage()
        cache.keep(only: Set(collage.photoFiles))
        for slot in SlotID.all {
            guard let path = collage.photo(in: slot) else { continue }
            cache.name(path, covering: target(slot), at: .slot(slot)) { error in
                if let error { failed(path, error) }
            }
        }
        // A background photo that cannot be read is told once; the frame colour stands in for it.
        if let path = collage.looks.background.photo {
            cache.name(path, covering: background, at: .background) { error in
                if let error { backgroundFailed(error) }
            }
        }
    }

    /// The background photo's pixels, once decoded.
    var background: DecodedPhoto? {
        collage().looks.background.photo.flatMap(cache.decoded)
    }

    /// Decodes a slot's photo again, quietly, when the slot has grown past its pixels: the
    /// smaller decode stays meanwhile, and if this fails. A photo still on its first decode
    /// (asked for before the window had its size) is decoded again once that lands.
    func refine(_ slot: SlotID, covering target: Size) {
        guard let path = collage().photo(in: slot), cache.decoded(path) != nil || cache.isDecoding(path) else { return }
        cache.load(path, covering: target, for: .slot(slot), shown: false) { _ in }
    }
}
