import Dispatch
import GtkKit
import InstagridEngine
import InstagridModel
import InstagridRender
import InstagridTrace

/// The share picture's photos, decoded ahead once the grid is complete and has been left
/// alone for a moment, on the niced decode threads, so that a share (above all from the
/// keyboard, whose outcome is known only when pressed) renders from them instead of
/// waiting for the originals. Each is exactly what the render would decode, for the file
/// as it is on disk; what the collage's picture no longer needs is let go at once.
/// The cost, spent once per photo and slot size: a decode of each photo at its share
/// size, and the picture's pixels held (about one picture's worth). Which and when is
/// `PreparedPhotos`' to decide; this runs its pauses and batches.
final class SharePreparation {
    /// How long the collage must stay as it is: a drag's or a slider's changes come faster.
    private static let pause: UInt32 = 400

    private var photos = PreparedPhotos<CollagePicture.PhotoJob, PreparedPhoto>()
    private let isSharing: () -> Bool

    init(isSharing: @escaping () -> Bool) {
        self.isSharing = isSharing
    }

    var prepared: [CollagePicture.PhotoJob: PreparedPhoto] { photos.prepared }

    /// The collage changed: keeps what its picture still needs and, once it has stayed as it
    /// is for a moment, prepares the rest.
    func follow(_ collage: Collage) {
        perform(photos.handle(.collageChanged(needs: CollagePicture.photoJobs(of: collage, longSide: ShareFlow.pictureSide(of: collage)))))
    }

    /// A share's render: the photos it drew serve the next share as they are.
    func keep(_ drawn: [CollagePicture.PhotoJob: PreparedPhoto]) {
        perform(photos.handle(.rendered(drawn)))
    }

    /// The grid is back: what a pause skipped while it was away is prepared now.
    func shareEnded() {
        perform(photos.handle(.shareEnded))
    }

    private func perform(_ actions: [PreparedPhotos<CollagePicture.PhotoJob, PreparedPhoto>.Action]) {
        for action in actions {
            switch action {
            case let .pause(ticket):
                MainLoop.after(milliseconds: Self.pause) { [weak self] in
                    guard let self else { return }
                    perform(photos.handle(.pauseEnded(ticket, sharing: isSharing())))
                }
            case let .prepare(jobs, ticket):
                Trace.event(.sharePreparing, "\(jobs.count)")
                BackgroundWork.start(qos: .utility) {
                    let made = CollagePicture.prepare(jobs, yielding: true)
                    MainLoop.perform { [weak self] in
                        guard let self else { return }
                        perform(photos.handle(.batchDone(zip(jobs, made).map { ($0, try? $1.get()) }, ticket)))
                    }
                }
            case let .batchEnded(ready, total, decoded):
                Trace.event(.sharePrepared, "\(ready) of \(total) (\(decoded) decoded)")
            }
        }
    }
}
