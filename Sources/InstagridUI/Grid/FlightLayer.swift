import GtkKit
import InstagridGestures
import InstagridModel
import InstagridRender

/// A transparent layer over the whole window where the grid flies while it is
/// dragged, leaves and comes back: a snapshot drawn once, then only moved and
/// scaled each frame (nothing decoded or redrawn from photos per frame).
final class FlightLayer {
    let root = DrawingArea()
    private var snapshot: CairoImage?
    /// Where the grid rests, in this layer's coordinates; the frame moves it from there.
    private var rest = Rect(x: 0, y: 0, width: 0, height: 0)
    private(set) var frame = ShareAnimation.Frame.rest

    init() {
        root.canTarget = false
        root.expand(horizontally: true, vertically: true)
        // Hidden while nothing flies: a drawing area paints a window-sized Cairo
        // surface every frame even when it draws nothing, which the GL renderer
        // then uploads as a texture (at startup and on every resize frame).
        root.isVisible = false
        root.setDraw { [unowned self] cr, _, _ in draw(cr) }
    }

    var isShowing: Bool { snapshot != nil }

    func show(_ image: CairoImage, restingAt rect: Rect) {
        snapshot = image
        rest = rect
        frame = .rest
        root.isVisible = true
        root.queueDraw()
    }

    func move(to frame: ShareAnimation.Frame, restingAt rect: Rect) {
        self.frame = frame
        rest = rect
        root.queueDraw()
    }

    func hide() {
        snapshot = nil
        root.isVisible = false
    }

    private func draw(_ cr: OpaquePointer) {
        guard let snapshot, rest.width > 0 else { return }
        let canvas = Canvas(cr)
        canvas.translate(rest.midX + frame.offsetX, rest.midY + frame.offsetY)
        canvas.scale(frame.scale * rest.width / Double(snapshot.width))
        canvas.paint(snapshot, atX: -Double(snapshot.width) / 2, y: -Double(snapshot.height) / 2, smooth: true)
    }
}
