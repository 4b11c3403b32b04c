import Dispatch
import InstagridModel
import InstagridRender
import GtkKit

/// The decoded pixels behind each slot. Decoding runs on worker threads; results
/// come back on the main loop, where only the newest request per slot counts.
final class SlotPhotos {
    private struct Entry {
        var shown: DecodedPhoto?
        var pending: Int?
        var pendingPath: String?
        /// The pending decode's early picture, shown until it finishes (or fails, when `shown` returns).
        var preview: DecodedPhoto?
        var busy = false
    }

    private var entries: [SlotID: Entry] = [:]
    private var nextRequest = 0
    private static let workers = DispatchQueue(label: "instagrid.decode", qos: .userInitiated, attributes: .concurrent)

    /// Called on the main loop whenever what a slot shows, or its busy state, changes.
    var changed: (() -> Void)?

    func photo(in slot: SlotID) -> DecodedPhoto? { entries[slot]?.preview ?? entries[slot]?.shown }
    func isBusy(_ slot: SlotID) -> Bool { entries[slot]?.busy ?? false }

    /// Decodes `path` for `slot`. On success the slot shows it and `done` gets nil;
    /// on failure the slot keeps what it had and `done` gets the error.
    func load(_ path: String, into slot: SlotID, covering target: Size, showsBusy: Bool = true,
              done: @escaping @Sendable @MainActor (PhotoError?) -> Void) {
        nextRequest += 1
        let request = nextRequest
        entries[slot, default: Entry()].pending = request
        entries[slot]?.pendingPath = path
        entries[slot]?.busy = showsBusy
        if showsBusy { changed?() }
        entries[slot]?.preview = nil
        // A new choice shows a progressive photo's first scan at once; a sharper decode of
        // the photo already shown must not blur it meanwhile.
        var preview: (@Sendable (DecodedPhoto) -> Void)?
        if showsBusy {
            preview = { photo in
                MainLoop.perform { [weak self] in self?.showPreview(photo, in: slot, for: request) }
            }
        }
        Self.workers.async { [preview] in
            // Halves down to an eighth of the target: as far as zooming out from 8x can shrink it.
            let outcome = Result {
                try PhotoDecoder.decode(path: path, covering: target, preview: preview)
                    .addingHalves(downTo: Int(min(target.width, target.height) / Framing.zoomRange.upperBound))
            }
            // The priority it ran at: a decode left at a lowered one would lag behind the screen.
            Trace.event(.photoDecoded, "\(slot.rawValue) nice \(ThreadPriority.nice)")
            MainLoop.perform { [weak self] in
                guard let self, self.entries[slot]?.pending == request else {
                    // A newer choice for the slot is on its way, or already shown.
                    return Trace.event(.decodeDropped, "\(slot.rawValue)")
                }
                self.entries[slot]?.pending = nil
                self.entries[slot]?.pendingPath = nil
                self.entries[slot]?.preview = nil
                self.entries[slot]?.busy = false
                switch outcome {
                case let .success(photo):
                    self.entries[slot]?.shown = photo
                    done(nil)
                case let .failure(error):
                    done(error as? PhotoError ?? PhotoError(path: path, cause: .corrupt("\(error)")))
                }
                self.changed?()
            }
        }
    }

    private func showPreview(_ photo: DecodedPhoto, in slot: SlotID, for request: Int) {
        guard entries[slot]?.pending == request else { return }
        entries[slot]?.preview = photo
        Trace.event(.photoPreview, "\(slot.rawValue)")
        changed?()
    }

    /// Makes every slot show the collage's photo for it: photos that moved between slots
    /// (a swap, an undo) move with their pixels; others are decoded, and `failed` hears
    /// of those that cannot be. A slot still decoding a newer choice is left to finish.
    func follow(_ collage: Collage, covering target: (SlotID) -> Size, failed: @escaping @MainActor (SlotID, PhotoError) -> Void) {
        let before = entries
        var changedAny = false
        for slot in SlotID.all {
            let wanted = collage.photo(in: slot)
            let entry = before[slot]
            guard wanted != entry?.shown?.path, wanted == nil || wanted != entry?.pendingPath else { continue }
            guard let wanted else {
                entries[slot] = nil
                changedAny = true
                continue
            }
            if let moved = before.values.compactMap(\.shown).first(where: { $0.path == wanted }) {
                entries[slot] = Entry(shown: moved)
                changedAny = true
            } else {
                load(wanted, into: slot, covering: target(slot)) { error in
                    if let error { failed(slot, error) }
                }
            }
        }
        if changedAny { changed?() }
    }

    /// Decodes the shown photo again when the slot has grown past its pixels.
    func refine(_ slot: SlotID, covering target: Size) {
        guard let shown = entries[slot]?.shown, entries[slot]?.pending == nil, !shown.covers(target) else { return }
        // Quietly: the slot keeps showing the smaller decode meanwhile, and keeps it if this fails.
        load(shown.path, into: slot, covering: target, showsBusy: false) { _ in }
    }
}
