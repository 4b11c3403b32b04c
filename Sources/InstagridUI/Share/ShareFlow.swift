import Dispatch
import GtkKit
import InstagridEngine
import InstagridGestures
import InstagridModel
import InstagridPhotoFormats
import InstagridRender
import InstagridResources
import InstagridTrace

/// Dragging the grid away to share it, from the first motion to the grid's
/// return: follow the pointer, then spring back, or check the grid, fly it out
/// while the picture renders off the main loop, show the share dialog, and bring
/// the grid back when the dialog closes.
final class ShareFlow {
    private let host: ShareHost
    /// Dialogs are this window's.
    private let parent: ApplicationWindow
    /// The window's content: the flight layer's frame of reference.
    private let content: Widget
    private let grid: GridView
    private let layer: FlightLayer
    private let hint: ShareHint
    private var picture = SharePicture<PictureResult>()
    /// The picture, its preview, and the photos it holds as they are on disk, not as the
    /// window showed them (a file changed in the moment before the render read it).
    private typealias PictureResult = Result<(picture: CairoImage, preview: CairoImage, unseen: [LocalPath]), Error>
    private let dialog: ShareDialog
    private let preparation: SharePreparation

    /// The share's picture: each slide as long as an export's by default, unless the slides
    /// side by side would be wider than a picture can be drawn.
    static func pictureSide(of collage: Collage) -> Int {
        PictureLimits.drawableSide(of: collage, upTo: ExportFormat.defaultSide)
    }

    init(host: ShareHost, parent: ApplicationWindow, content: Widget, grid: GridView, layer: FlightLayer, hint: ShareHint) {
        self.host = host
        self.parent = parent
        self.content = content
        self.grid = grid
        self.layer = layer
        self.hint = hint
        dialog = ShareDialog(parent: parent) { [unowned host] paths in host.pictureSaved(at: paths) }
        preparation = SharePreparation { [unowned host] in host.interaction.state.isAway }
        // Once the window is up and idle, so the first share does not pay for it.
        MainLoop.after(milliseconds: 1000) { [weak self] in self?.dialog.prepare() }
    }

    /// The collage changed: its picture's photos are prepared anew where they must be.
    func collageChanged(_ collage: Collage) {
        preparation.follow(collage)
    }

    /// The window is closing: the dialog goes with it, and a picture still rendering is dropped.
    func windowClosing() {
        perform(picture.handle(.windowClosed))
        dialog.destroy()
    }

    /// The `share` action: as a successful drag, without the drag. The interaction machine
    /// has ended any other mode and is sharing.
    func share() {
        guard takeOff() else {
            host.interaction.send(.shareMoved(nil))
            return
        }
        shareIfComplete()
    }

    // MARK: The drag

    /// The grid takes off to follow a press the machine gave the share; false if it has nothing to show yet.
    func beginDrag() -> Bool { takeOff() }

    func follow(offsetX: Double, offsetY: Double, pastThreshold: Bool) {
        // The take-off failed: the machine's idle again, and the grid never left.
        guard host.interaction.state.sharePhase == .dragging, let rest = restingRect() else { return }
        // Let go from here on, it shares: the picture starts now, not at the release.
        if pastThreshold, host.collage.isComplete { startPicture(of: host.collage) }
        layer.move(to: .init(scale: 1, offsetX: offsetX, offsetY: offsetY), restingAt: rest)
    }

    /// `speed`: along the share direction (px/s), as the release measured it.
    func release(_ outcome: ShareGesture.Outcome, speed: Double) {
        Trace.event(.dragEnd, "\(outcome) \(speed)")
        switch outcome {
        case .springBack: springBack()
        case .share: shareIfComplete()
        }
    }

    /// Lifts the grid into the flight layer; false if it has nothing to show yet.
    private func takeOff() -> Bool {
        guard let rest = restingRect(), let snapshot = grid.snapshot() else { return false }
        layer.show(snapshot, restingAt: rest)
        return true
    }

    private func restingRect() -> Rect? { grid.picture(in: content) }

    /// The machine's, from take-off to landing: the animations run within it.
    private var direction: ShareDirection { host.interaction.shareDirection ?? .up }

    // MARK: What happens on release

    private func shareIfComplete() {
        let collage = host.collage
        guard collage.isComplete else {
            springBack()
            MessageDialog.show(parent: parent, title: tr("You need to complete the grid before sharing"),
                               detail: collage.stillEmpty, isError: false)
            return
        }
        Trace.event(.shareStart)
        host.interaction.send(.shareMoved(.away))
        hint.root.opacity = 0
        // Where the grid was let go: at rest for a share without a drag.
        let start = layer.frame
        perform(picture.handle(.leaving))
        animate(duration: ShareAnimation.outDuration, frame: { [unowned self] time, rest in
            ShareAnimation.leaving(at: time, from: start, grid: rest, direction: direction)
        }, then: { [unowned self] in perform(picture.handle(.flownOut)) })
        startPicture(of: collage)
        if !picture.isMade { layer.showProgress(ready: preparedCount.ready, of: preparedCount.total) }
    }

    /// How many photos the picture's render starts with, already decoded for it, of how many.
    private var preparedCount: (ready: Int, total: Int) {
        let jobs = CollagePicture.photoJobs(of: host.collage, longSide: Self.pictureSide(of: host.collage))
        return (jobs.filter { preparation.prepared[$0] != nil }.count, jobs.count)
    }

    private func startPicture(of collage: Collage) {
        perform(picture.handle(.wanted(collage)))
    }

    private func perform(_ actions: [SharePicture<PictureResult>.Action]) {
        for action in actions {
            switch action {
            case let .render(collage, ticket): render(collage, ticket: ticket)
            case let .showProgress(ready, total): layer.showProgress(ready: ready, of: total)
            case let .present(made, collage):
                layer.hideProgress()
                rendered(made, collage)
            case .dropped: Trace.event(.shareRenderDropped)
            }
        }
    }

    /// Renders the share picture of `collage` off the main loop; its answers come back under `ticket`.
    private func render(_ collage: Collage, ticket: Tickets.Ticket) {
        Trace.event(.shareRenderStart)
        let side = Self.pictureSide(of: collage)
        let previewSide = ShareDialog.previewSide * parent.scaleFactor
        let prepared = preparation.prepared
        let shown = host.photoVersionsShown
        BackgroundWork.start(qos: .userInitiated) {
            // The preview is scaled here too: on the main loop it would cost the flying grid frames.
            let made = Result { () throws -> (CairoImage, CairoImage, [CollagePicture.PhotoJob: PreparedPhoto]) in
                // The main loop animates the grid meanwhile: the decoders give way to it.
                let (image, photos) = try CollagePicture.render(collage, longSide: side, yielding: true, reusing: prepared) { ready, total in
                    MainLoop.perform { [weak self] in
                        guard let self else { return }
                        perform(picture.handle(.photosReady(ready: ready, total: total, ticket)))
                    }
                }
                return (image, image.scaled(toFit: previewSide) ?? image, photos)
            }
            MainLoop.perform { [weak self] in
                guard let self else { return }
                if case let .success((_, _, photos)) = made { preparation.keep(photos) }
                perform(picture.handle(.made(made.map { ($0.0, $0.1, CollagePicture.changed(since: shown, in: $0.2)) }, ticket)))
            }
        }
    }

    private func rendered(_ picture: PictureResult, _ collage: Collage) {
        Trace.event(.shareRendered)
        switch picture {
        case let .success((image, preview, unseen)):
            if !unseen.isEmpty { Trace.event(.shareHoldsUnseen, unseen.map { $0.lastComponent.description }.joined(separator: " ")) }
            // TRANSLATORS: a shared picture's name (its file's, a mail's subject) when the collage has no
            // title words and is not saved as a document; {date} is today's, as 2026-11-28.
            let fallback = tr("Collage {date}", ["date": LocalTime.day()])
            let name = SharedPictureName(of: collage, documentName: host.documentName, fallback: fallback)
            dialog.present(image, preview: Texture(preview), of: collage, named: name, unseen: unseen) { [unowned self] in comeBack() }
        case let .failure(error):
            MessageDialog.show(parent: parent, title: tr("The picture could not be made"), detail: "\(error)",
                               isError: true) { [weak self] in self?.comeBack() }
        }
    }

    private func comeBack() {
        Trace.event(.shareReturn)
        host.interaction.send(.shareMoved(.returning))
        animate(duration: ShareAnimation.returnDuration, frame: { [unowned self] time, rest in
            ShareAnimation.returning(at: time, grid: rest, direction: direction)
        }, then: { [unowned self] in land() })
    }

    private func springBack() {
        perform(picture.handle(.done(unseen: true)))
        host.interaction.send(.shareMoved(.springingBack))
        let start = layer.frame
        animate(duration: ShareAnimation.springBackDuration, frame: { time, _ in
            ShareAnimation.springingBack(at: time, from: start)
        }, then: { [unowned self] in land() })
    }

    private func land() {
        perform(picture.handle(.done(unseen: false)))
        layer.hide()
        hint.root.opacity = 1
        Trace.event(.gridLanded)
        host.interaction.send(.shareMoved(nil))
        preparation.shareEnded()
    }

    /// Runs an animation on the layer's frame clock; positions come from the live geometry each frame.
    /// With animations turned off in the desktop's settings, its first frame is its last.
    private func animate(duration: Double, frame: @escaping (Double, Rect) -> ShareAnimation.Frame,
                         then done: @escaping () -> Void) {
        var start: Int?
        var frames = 0
        let animated = DesktopSettings.animationsEnabled
        layer.root.addTickCallback { [weak self] frameTime in
            guard let self, let rest = restingRect() else { return false }
            let began = start ?? frameTime
            start = began
            frames += 1
            let time = animated ? Double(frameTime - began) / 1_000_000 : duration
            layer.move(to: frame(min(time, duration), rest), restingAt: rest)
            if time >= duration {
                Trace.event(.animationDone, "\(frames) frames")
                done()
                return false
            }
            return true
        }
    }
}
