import Dispatch
import GtkKit
import InstagridEngine
import InstagridModel
import InstagridRender
import InstagridTrace

extension DecodedPhoto: CoveringPixels {}

/// Decoded photos by path, with the attention measured on them for the crop around their
/// subject: `PhotoDecodes` decides what to decode, what its answers change and which files
/// are missing; this runs the decodes on worker threads and brings their answers back to
/// the main loop.
final class PhotoCache {
    typealias Waiter = @MainActor (PhotoError?) -> Void
    private var decodes = PhotoDecodes<DecodedPhoto, FileStamp, PhotoError, Waiter>()
    private let changed: () -> Void
    private static let workers = DispatchQueue(label: "instagrid.decode", qos: .userInitiated, attributes: .concurrent)

    /// `changed` is called on the main loop whenever pixels arrive or a shown decode starts or ends.
    init(changed: @escaping () -> Void) {
        self.changed = changed
    }

    func decoded(_ path: LocalPath) -> DecodedPhoto? { decodes.decoded(path) }

    /// The version of the file the photo's pixels were read from.
    func stamp(_ path: LocalPath) -> FileStamp? { decodes.version(path) }

    func preview(_ path: LocalPath) -> DecodedPhoto? { decodes.preview(path) }

    func isDecoding(_ path: LocalPath) -> Bool { decodes.isDecoding(path) }

    func isMissing(_ path: LocalPath) -> Bool { decodes.isMissing(path) }

    func wasRead(_ path: LocalPath) -> Bool { decodes.wasRead(path) }

    /// See `PhotoDecodes.unread`.
    func unread(_ paths: Set<LocalPath>) -> Set<LocalPath> { decodes.unread(paths) }

    /// Decodes `path` to cover `target` (see `PhotoDecodes.Event.asked`). `done` gets nil
    /// once the pixels are here, or the error, in which case any earlier pixels stay.
    func load(_ path: LocalPath, covering target: Size, for place: PhotoPlace, shown: Bool, again: Bool = false,
              done: @escaping Waiter) {
        perform(decodes.handle(.asked(path, covering: target, at: place, shown: shown, again: again, done)))
    }

    /// The collage names `path` at `place` (see `PhotoDecodes.Event.named`).
    func name(_ path: LocalPath, covering target: Size, at place: PhotoPlace, done: @escaping Waiter) {
        perform(decodes.handle(.named(path, covering: target, at: place, done)))
    }

    /// The files of `paths` are not where the collage says.
    func markGone(_ paths: Set<LocalPath>) {
        perform(decodes.handle(.gone(paths)))
    }

    /// Lets go of every photo but `paths`, and of decodes on their way for the others.
    func keep(only paths: Set<LocalPath>) {
        perform(decodes.handle(.keptOnly(paths)))
    }

    /// `place`: where the answer that led to `actions` was for, as the trace names a dropped one.
    private func perform(_ actions: [PhotoDecodes<DecodedPhoto, FileStamp, PhotoError, Waiter>.Action], from place: PhotoPlace? = nil) {
        for action in actions {
            switch action {
            case let .decode(path, target, place, shown, ticket):
                decode(path, covering: target, at: place, shown: shown, ticket)
            case let .tell(waiters, error):
                waiters.forEach { $0(error) }
            case .redraw:
                changed()
            case let .previewShown(place):
                Trace.event(.photoPreview, "\(place)")
            case .dropped:
                // A newer decode of the photo is on its way, or it was let go meanwhile.
                Trace.event(.decodeDropped, place.map { "\($0)" } ?? "")
            }
        }
    }

    private func decode(_ path: LocalPath, covering target: Size, at place: PhotoPlace, shown: Bool, _ ticket: Tickets.Ticket) {
        var preview: (@Sendable (DecodedPhoto) -> Void)?
        if shown {
            preview = { photo in
                MainLoop.perform { [weak self] in
                    guard let self else { return }
                    perform(decodes.handle(.previewed(path, photo, ticket)))
                }
            }
        }
        BackgroundWork.start(on: Self.workers) { [preview] in
            // Taken before the decode: a file rewritten meanwhile will not match it.
            let stamp = FileStamp(path: path)
            // Halves down to an eighth of the target: as far as zooming out from 8x can shrink it.
            let outcome: Result<(DecodedPhoto, FileStamp?), PhotoError>
            do {
                outcome = .success((try PhotoDecoder.decode(path: path, covering: target, framing: .subject, preview: preview)
                    .addingHalves(downTo: Int(min(target.width, target.height) / Framing.zoomRange.upperBound)), stamp))
            } catch {
                outcome = .failure(error as? PhotoError ?? PhotoError(path: path, cause: .corrupt("\(error)")))
            }
            // The priority it ran at: a decode left at a lowered one would lag behind the screen.
            Trace.event(.photoDecoded, "\(place) nice \(ThreadPriority.nice)")
            MainLoop.perform { [weak self] in
                guard let self else { return }
                perform(decodes.handle(.decoded(path, outcome, ticket)), from: place)
            }
        }
    }
}
