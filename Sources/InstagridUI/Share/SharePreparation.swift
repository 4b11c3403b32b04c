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
/// size, and the picture's pixels held (about one picture's worth).
final class SharePreparation {
    /// How long the collage must stay as it is: a drag's or a slider's changes come faster.
    private static let pause: UInt32 = 400

    private(set) var prepared: [CollageExporter.PhotoJob: PreparedPhoto] = [:]
    private var wanted: [CollageExporter.PhotoJob] = []
    /// One per change: a pause that ends under an older one does nothing.
    private var changes = Tickets()
    private var running = false
    private let isSharing: () -> Bool

    init(isSharing: @escaping () -> Bool) {
        self.isSharing = isSharing
    }

    /// The collage changed: keeps what its picture still needs and, once it has stayed as it
    /// is for a moment, prepares the rest.
    func follow(_ collage: Collage) {
        changes.issue()
        wanted = CollageExporter.photoJobs(of: collage, longSide: ShareFlow.pictureSide(of: collage))
        prepared = prepared.filter { wanted.contains($0.key) }
        guard !wanted.isEmpty else { return }
        startAfterPause()
    }

    /// A share's render: the photos it drew serve the next share as they are.
    func keep(_ photos: [CollageExporter.PhotoJob: PreparedPhoto]) {
        prepared.merge(photos.filter { wanted.contains($0.key) }) { _, made in made }
    }

    private func startAfterPause() {
        guard let ticket = changes.current else { return }
        MainLoop.after(milliseconds: Self.pause) { [weak self] in self?.start(ticket) }
    }

    private func start(_ ticket: Tickets.Ticket) {
        // A share renders what it needs itself; it keeps its photos here when done.
        guard changes.isCurrent(ticket), !running, !isSharing() else { return }
        let jobs = wanted.filter { prepared[$0] == nil }
        guard !jobs.isEmpty else { return }
        running = true
        DispatchQueue.global(qos: .utility).async {
            let made = CollageExporter.prepare(jobs, yielding: true)
            MainLoop.perform { [weak self] in self?.finish(jobs, made, ticket: ticket) }
        }
    }

    private func finish(_ jobs: [CollageExporter.PhotoJob], _ made: [Result<PreparedPhoto, Error>], ticket: Tickets.Ticket) {
        running = false
        // A photo that cannot be read stays unprepared: the share says why, as it always did.
        for (job, result) in zip(jobs, made) where wanted.contains(job) {
            if case let .success(photo) = result { prepared[job] = photo }
        }
        Trace.event(.sharePrepared, "\(wanted.filter { prepared[$0] != nil }.count) of \(wanted.count) (\(jobs.count) decoded)")
        // The collage changed while these decoded (its own pause ended meanwhile): prepare what it needs now.
        if !changes.isCurrent(ticket), !wanted.isEmpty { startAfterPause() }
    }
}
