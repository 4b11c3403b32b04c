import Dispatch
import GtkKit
import InstagridModel
import InstagridRender
import InstagridTrace

/// Decoded photos by path: one copy of a photo's pixels, wherever the collage puts it
/// (a swap or an undo moves no pixels), with the attention measured on them for the crop
/// around their subject. Decoding runs on worker threads; results come back
/// on the main loop, where only the newest request for a path counts.
final class PhotoCache {
    private struct Entry {
        var decoded: DecodedPhoto?
        /// The version of the file `decoded` was read from: a share compares it with the one it renders.
        var stamp: FileStamp?
        /// The newest decode asked for, and whether it shows (a busy veil, an early picture).
        var pending: (request: Int, shown: Bool)?
        /// That decode's early picture: a progressive JPEG's first scan.
        var preview: DecodedPhoto?
        /// Everyone who asked for the photo since its last decode landed: told when the newest does.
        var waiting: [@MainActor (PhotoError?) -> Void] = []
        /// The file changed since `decoded` was read: a failure now is the photo's, not a passing one.
        var stale = false
        /// The most a quiet request asked to cover while a decode was on its way (a slot that
        /// grew while its photo's first decode ran for the size it had): decoded once that lands.
        var wanted: Size?
    }

    private var entries: [LocalPath: Entry] = [:]
    private var requests = 0
    private static let workers = DispatchQueue(label: "instagrid.decode", qos: .userInitiated, attributes: .concurrent)

    /// Called on the main loop whenever pixels arrive or a shown decode starts or ends.
    var changed: (() -> Void)?

    /// The photo's pixels, once decoded.
    func decoded(_ path: LocalPath) -> DecodedPhoto? { entries[path]?.decoded }

    /// The version of the file the photo's pixels were read from.
    func stamp(_ path: LocalPath) -> FileStamp? { entries[path]?.stamp }

    /// The early picture of a decode on its way.
    func preview(_ path: LocalPath) -> DecodedPhoto? { entries[path]?.preview }

    /// Whether a decode that shows (not a quiet sharpening) is on its way.
    func isDecoding(_ path: LocalPath) -> Bool { entries[path]?.pending?.shown ?? false }

    /// Decodes `path` to cover `target`: at once if its pixels are here and do; `shown`, a
    /// decode the grid shows as busy, with a progressive photo's first scan meanwhile.
    /// `place` is where it goes, for the trace. `done` gets nil once the pixels are here, or
    /// the error, in which case any earlier pixels stay. A quiet request while another decode
    /// of the photo is on its way waits for that one, and what it asked to cover is decoded
    /// after it if that one does not.
    /// `again`: the file changed, so what is here is out of date; it shows until the new
    /// pixels arrive (the decode is quiet), and a failure lets go of it.
    func load(_ path: LocalPath, covering target: Size, for place: PhotoPlace, shown: Bool, again: Bool = false,
              done: @escaping @MainActor (PhotoError?) -> Void) {
        if !again, let decoded = entries[path]?.decoded, decoded.covers(target) { return done(nil) }
        if again { entries[path]?.stale = true }
        entries[path, default: Entry()].waiting.append(done)
        if !shown, !again, entries[path]?.pending != nil {
            let wanted = entries[path]?.wanted
            entries[path]?.wanted = Size(width: max(target.width, wanted?.width ?? 0), height: max(target.height, wanted?.height ?? 0))
            return
        }
        requests += 1
        let request = requests
        entries[path, default: Entry()].pending = (request, shown)
        entries[path]?.preview = nil
        if shown { changed?() }
        var preview: (@Sendable (DecodedPhoto) -> Void)?
        if shown {
            preview = { photo in
                MainLoop.perform { [weak self] in self?.show(photo, asPreviewOf: path, for: request, in: place) }
            }
        }
        Self.workers.async { [preview] in
            // Taken before the decode: a file rewritten meanwhile will not match it.
            let stamp = FileStamp(path: path)
            // Halves down to an eighth of the target: as far as zooming out from 8x can shrink it.
            let outcome = Result {
                (try PhotoDecoder.decode(path: path, covering: target, framing: .subject, preview: preview)
                    .addingHalves(downTo: Int(min(target.width, target.height) / Framing.zoomRange.upperBound)), stamp)
            }
            // The priority it ran at: a decode left at a lowered one would lag behind the screen.
            Trace.event(.photoDecoded, "\(place) nice \(ThreadPriority.nice)")
            MainLoop.perform { [weak self] in self?.finish(path, request, outcome, for: place) }
        }
    }

    private func finish(_ path: LocalPath, _ request: Int, _ outcome: Result<(DecodedPhoto, FileStamp?), Error>, for place: PhotoPlace) {
        guard let entry = entries[path], entry.pending?.request == request else {
            // A newer decode of the photo is on its way, or it was let go meanwhile.
            return Trace.event(.decodeDropped, "\(place)")
        }
        entries[path]?.pending = nil
        entries[path]?.preview = nil
        entries[path]?.waiting = []
        entries[path]?.wanted = nil
        let error: PhotoError?
        switch outcome {
        case let .success((photo, stamp)):
            entries[path]?.decoded = photo
            entries[path]?.stamp = stamp
            entries[path]?.stale = false
            error = nil
        case let .failure(failure):
            if entry.decoded == nil || entry.stale { entries[path] = nil }
            error = failure as? PhotoError ?? PhotoError(path: path, cause: .corrupt("\(failure)"))
        }
        entry.waiting.forEach { $0(error) }
        changed?()
        if case let .success((photo, _)) = outcome, let wanted = entry.wanted, !photo.covers(wanted) {
            load(path, covering: wanted, for: place, shown: false) { _ in }
        }
    }

    private func show(_ photo: DecodedPhoto, asPreviewOf path: LocalPath, for request: Int, in place: PhotoPlace) {
        guard entries[path]?.pending?.request == request else { return }
        entries[path]?.preview = photo
        Trace.event(.photoPreview, "\(place)")
        changed?()
    }

    /// Lets go of every photo but `paths`, and of decodes on their way for the others.
    func keep(only paths: Set<LocalPath>) {
        entries = entries.filter { paths.contains($0.key) }
    }
}

/// Where a decoded photo shows, as the trace names it: a slot by its number, or the background.
nonisolated enum PhotoPlace: CustomStringConvertible, Sendable {
    case slot(SlotID)
    case background

    var description: String {
        switch self {
        case let .slot(slot): "\(slot.rawValue)"
        case .background: "background"
        }
    }
}
