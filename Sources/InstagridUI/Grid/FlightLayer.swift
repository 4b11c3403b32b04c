import GtkKit
import InstagridGestures
import InstagridModel
import InstagridRender

/// A transparent layer over the whole window where the grid flies while it is
/// dragged, leaves and comes back: a snapshot made a texture once, then only moved
/// and scaled each frame. Nothing is decoded or drawn again per frame, and GTK's GL
/// renderer uploads the texture once rather than a window-sized surface every frame.
final class FlightLayer {
    let root = Fixed()
    private let picture = Picture()
    /// The snapshot's pixels (device pixels: twice the grid's size on a doubled screen).
    private var snapshotSize: Size?
    /// Where the grid rests, in this layer's coordinates; the frame moves it from there.
    private var rest = Rect(x: 0, y: 0, width: 0, height: 0)
    private(set) var frame = ShareAnimation.Frame.rest

    init() {
        root.canTarget = false
        root.expand(horizontally: true, vertically: true)
        picture.canTarget = false
        root.put(picture)
        root.isVisible = false
    }

    var isShowing: Bool { snapshotSize != nil }

    func show(_ image: CairoImage, restingAt rect: Rect) {
        let (pixels, stride) = image.packedRGB()
        picture.setTexture(Texture(rgbPixels: pixels, width: image.width, height: image.height, stride: stride))
        picture.setSizeRequest(width: image.width, height: image.height)
        snapshotSize = image.size
        frame = .rest
        rest = rect
        place()
        root.isVisible = true
    }

    func move(to frame: ShareAnimation.Frame, restingAt rect: Rect) {
        self.frame = frame
        rest = rect
        place()
    }

    func hide() {
        snapshotSize = nil
        picture.setTexture(nil)
        root.isVisible = false
    }

    private func place() {
        guard let snapshotSize, snapshotSize.width > 0, rest.width > 0 else { return }
        let scale = frame.scale * rest.width / snapshotSize.width
        root.place(picture, x: rest.midX + frame.offsetX - scale * snapshotSize.width / 2,
                   y: rest.midY + frame.offsetY - scale * snapshotSize.height / 2, scale: scale)
    }
}
