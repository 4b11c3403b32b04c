import GLibKit
import GtkKit
import InstagridModel
import InstagridResources

/// Opens the file chooser for images. One chooser serves the whole session: it first
/// opens in the user's Pictures folder (their home where there is none), then where the
/// user last found a photo, never on GTK's Recent list; showing it again costs no rebuild.
final class PhotoChooser {
    private unowned let parent: Window
    private lazy var chooser = OpenFileChooser(title: tr("Choose a Photo"), parent: parent, acceptLabel: tr("_Open"),
                                               types: .images(name: tr("Images")), multiple: true,
                                               startFolder: [UserFolders.pictures, UserFolders.home].compactMap { $0 }
                                                   .first(where: UserFolders.isFolder))

    init(parent: Window) {
        self.parent = parent
    }

    /// `done` gets the chosen files' paths (several when the user picks several), or none
    /// when the user cancels. A second request while the chooser is open is ignored.
    func choose(_ done: @escaping ([LocalPath]) -> Void) {
        guard !chooser.isShown else { return }
        chooser.show { done($0.compactMap(LocalPath.init(bytes:))) }
    }
}
