import InstagridEngine
import InstagridGestures
import InstagridModel
import InstagridRender

/// What sharing needs of the window: the collage to share, the mode it shares in, the
/// window's shape (which way the grid leaves), the photos' versions it shows and where to
/// say a picture was saved. The share flow gets this, never the window.
protocol ShareHost: AnyObject {
    var collage: Collage { get }
    var interaction: Interaction { get }
    var orientation: ScreenOrientation { get }
    var contentSize: (width: Double, height: Double) { get }
    /// The version of each file whose pixels the window shows, by path: a share says which
    /// photos it renders from a version the window did not show.
    var photoVersionsShown: [LocalPath: FileStamp] { get }
    /// The collage's document's name, as shown; nil while it has none.
    var documentName: String? { get }
    /// One file, or a picture's slides.
    func pictureSaved(at paths: [LocalPath])
}
