import GtkKit

/// Opens the file chooser for images, starting where the user last found a photo.
final class PhotoChooser {
    private unowned let parent: Window
    private var lastFolder: String?
    private var open: ImageFileChooser?

    init(parent: Window) {
        self.parent = parent
    }

    /// `done` gets the chosen file's path, or nil when the user cancels. A second
    /// request while the chooser is open is ignored.
    func choose(_ done: @escaping (String?) -> Void) {
        guard open == nil else { return }
        let chooser = ImageFileChooser(title: "Choose a Photo", parent: parent, acceptLabel: "_Open", filterName: "Images")
        if let lastFolder { chooser.setFolder(lastFolder) }
        open = chooser
        chooser.show { [weak self] path in
            self?.open = nil
            if let path, let slash = path.lastIndex(of: "/") {
                self?.lastFolder = slash == path.startIndex ? "/" : String(path[..<slash])
            }
            done(path)
        }
    }
}
