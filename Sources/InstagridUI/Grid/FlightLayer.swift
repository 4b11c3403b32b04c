import GtkKit
import InstagridGestures
import InstagridModel
import InstagridRender
import InstagridResources
import InstagridTrace

/// A transparent layer over the whole window where the grid flies while it is
/// dragged, leaves and comes back: a snapshot made a texture once, then only moved
/// and scaled each frame. Nothing is decoded or drawn again per frame, and GTK's GL
/// renderer uploads the texture once rather than a window-sized surface every frame.
final class FlightLayer {
    let root = Fixed()
    private let picture = Picture()
    /// Where the grid was, while the picture it left for is made: how far along that is.
    private let progress = Label("")
    /// From `show` to `hide`: the snapshot's pixels (device pixels: twice the grid's size on
    /// a doubled screen), where the grid rests in this layer's coordinates, and the frame
    /// that moves it from there.
    private var flight: (snapshot: Size, rest: Rect, frame: ShareAnimation.Frame)?

    var frame: ShareAnimation.Frame { flight?.frame ?? .rest }

    init() {
        root.canTarget = false
        root.expand(horizontally: true, vertically: true)
        picture.canTarget = false
        root.put(picture)
        progress.addCSSClass("share-progress")
        progress.canTarget = false
        progress.isVisible = false
        root.put(progress)
        root.isVisible = false
    }

    /// Says, where the grid rests, how many of the picture's photos are ready: from the
    /// flight's first frame to the dialog, the window never looks as if nothing happened.
    func showProgress(ready: Int, of total: Int) {
        // TRANSLATORS: shown where the grid was while the shared picture is made; {ready} and {total} count photos.
        progress.text = tr("Preparing the picture: {ready} of {total} photos ready", ["ready": "\(ready)", "total": "\(total)"])
        progress.isVisible = true
        placeProgress()
        Trace.event(.sharePictureProgress, "\(ready) of \(total)")
    }

    func hideProgress() { progress.isVisible = false }

    func show(_ image: CairoImage, restingAt rect: Rect) {
        let (pixels, stride) = image.packedRGB()
        picture.setTexture(Texture(rgbPixels: pixels, width: image.width, height: image.height, stride: stride))
        picture.setSizeRequest(width: image.width, height: image.height)
        flight = (image.size, rect, .rest)
        place()
        root.isVisible = true
    }

    func move(to frame: ShareAnimation.Frame, restingAt rect: Rect) {
        flight?.rest = rect
        flight?.frame = frame
        place()
        placeProgress()
    }

    func hide() {
        flight = nil
        picture.setTexture(nil)
        progress.isVisible = false
        root.isVisible = false
    }

    /// Across the middle of where the grid rests, the words centred in it.
    private func placeProgress() {
        guard progress.isVisible, let rest = flight?.rest, rest.width > 0 else { return }
        progress.setSizeRequest(width: Int(rest.width), height: -1)
        root.place(progress, x: rest.x, y: rest.midY - 16, scale: 1)
    }

    private func place() {
        guard let (snapshot, rest, frame) = flight, snapshot.width > 0, rest.width > 0 else { return }
        let scale = frame.scale * rest.width / snapshot.width
        root.place(picture, x: rest.midX + frame.offsetX - scale * snapshot.width / 2,
                   y: rest.midY + frame.offsetY - scale * snapshot.height / 2, scale: scale)
    }
}
