import InstagridGestures
import InstagridModel

/// What sharing needs of the window: the collage to share, the mode it shares in, the
/// window's shape (which way the grid leaves) and where to say a picture was saved. The
/// share flow gets this, never the window.
protocol ShareHost: AnyObject {
    var collage: Collage { get }
    var interaction: Interaction { get }
    var orientation: ScreenOrientation { get }
    var contentSize: (width: Double, height: Double) { get }
    /// One file, or a picture's slides.
    func pictureSaved(at paths: [LocalPath])
}
