import GtkKit
import InstagridActions
import InstagridEngine
import InstagridModel
import InstagridRender
import InstagridResources

/// What sharing needs of the window: the collage to share, the machine it shares in, the
/// photos' versions the window shows, the document's name, and where to say a picture was
/// saved. The share flow gets this, never the window.
final class ShareHost {
    private let state: CollageState
    let interaction: Interaction
    private let photos: SlotPhotos
    private let documents: Documents
    private let notices: NoticeBanner

    init(state: CollageState, interaction: Interaction, photos: SlotPhotos, documents: Documents, notices: NoticeBanner) {
        self.state = state
        self.interaction = interaction
        self.photos = photos
        self.documents = documents
        self.notices = notices
    }

    var collage: Collage { state.collage }

    /// The version of each file whose pixels the window shows, by path: a share says which
    /// photos it renders from a version the window did not show.
    var photoVersionsShown: [LocalPath: FileStamp] { photos.shownVersions }

    /// The collage's document's name, as shown; nil while it has none.
    var documentName: String? { documents.name }

    /// Says where a shared picture was saved (one file, or a picture's slides), and offers to show it there.
    func pictureSaved(at paths: [LocalPath]) {
        guard let first = paths.first, let last = paths.last else { return }
        let said = paths.count == 1
            // TRANSLATORS: {file} is the saved picture's file name.
            ? tr("Saved as “{file}”", ["file": first.shownName])
            // TRANSLATORS: a picture saved as slides; {count} files, named {first} to {last}.
            : tr("Saved as {count} slides, “{first}” to “{last}”", ["count": "\(paths.count)", "first": first.shownName, "last": last.shownName])
        notices.show(said, detail: nil, offer: (tr("Show in _Folder"), .showInFolder, Variant(fileName: first.bytes)))
    }
}
