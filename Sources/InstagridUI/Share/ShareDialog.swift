import Dispatch
import GtkKit
import InstagridModel
import InstagridRender

/// The desktop's counterpart of the phone's share sheet: the picture, and the
/// ways to pass it on. Each way is an action of the dialog ("share.save",
/// "share.copy", "share.open-with", "share.cancel"), with a mnemonic.
/// One dialog serves the window's whole life: built and realised while the app
/// is idle, so showing it costs the flying grid no frames.
final class ShareDialog {
    static let previewSide = 240

    private let dialog: DialogWindow
    private let preview = Picture()
    private let actions = ActionGroup()
    private var shared: (picture: CairoImage, collage: Collage)?
    /// Made when first copied: a full-size copy of the pixels is only worth it then.
    private var fullTexture: Texture?
    private var saver: SaveFileChooser?
    private var closed: (() -> Void)?

    init(parent: Window) {
        dialog = DialogWindow(title: tr("Share"), parent: parent)
        dialog.addCSSClass("share-dialog")
        let content = Box(.vertical, spacing: 12)
        content.setMargins(top: 18, bottom: 18, start: 18, end: 18)
        preview.setSizeRequest(width: Self.previewSide, height: Self.previewSide)
        content.append(preview)
        for (name, label, help) in [("save", tr("_Save As…"), tr("Save the picture as a PNG or JPEG file")),
                                    ("copy", tr("_Copy to Clipboard"), tr("Copy the picture, to paste it in another application")),
                                    ("open-with", tr("_Open With…"), tr("Open the picture in another application")),
                                    ("cancel", tr("Cancel"), tr("Close without sharing"))] {
            let button = Button()
            button.setLabel(label)
            button.name = "share-\(name)"
            button.tooltip = help
            button.setAction("share.\(name)")
            content.append(button)
        }
        dialog.setChild(content)
        dialog.insert(actions, prefix: "share")
        addAction("save") { [unowned self] in saveAs() }
        addAction("copy") { [unowned self] in copy() }
        addAction("open-with") { [unowned self] in openWith() }
        addAction("cancel") { [unowned self] in close() }
        dialog.onCloseRequest { [unowned self] in
            close()
            return true
        }
        dialog.onSignal("map") { Trace.event("share-dialog-mapped") }
    }

    /// Creates the dialog's window-system resources ahead of its first use.
    func prepare() { dialog.realize() }

    /// Goes for good, with the main window: a hidden window of the application would keep it running.
    func destroy() { dialog.destroy() }

    /// Shows `picture`; `closed` runs once when the dialog goes, whatever the user did.
    func present(_ picture: CairoImage, preview previewImage: CairoImage, of collage: Collage, closed: @escaping () -> Void) {
        shared = (picture, collage)
        fullTexture = nil
        self.closed = closed
        preview.setTexture(Self.texture(of: previewImage))
        preview.setAccessibleLabel(tr("The picture to share, {size} pixels square").replacing("{size}", with: "\(picture.width)"))
        dialog.present()
    }

    private static func texture(of image: CairoImage) -> Texture {
        image.withPixels { pixels, stride in
            Texture(argbPixels: pixels, width: image.width, height: image.height, stride: stride)
        }
    }

    private func addAction(_ name: String, _ run: @escaping () -> Void) {
        let action = Action(name)
        action.onActivate { _ in run() }
        actions.add(action)
    }

    private func saveAs() {
        guard let (picture, collage) = shared else { return }
        let chooser = SaveFileChooser(
            title: tr("Save Picture"), parent: dialog, acceptLabel: tr("_Save"), suggestedName: PictureSaver.suggestedName(),
            choice: (id: "size", label: tr("Size"), options: PictureSaver.sizeChoices(rendered: picture.width)))
        saver = chooser
        chooser.show { [weak self] path, size in
            guard let self else { return }
            saver = nil
            guard let path else { return }
            PictureSaver.save(picture, of: collage, to: path, side: size.flatMap(Int.init) ?? picture.width) { [weak self] error in
                guard let self else { return }
                if let error {
                    MessageDialog.show(parent: dialog, title: tr("The picture was not saved"), detail: "\(error)", isError: true)
                } else {
                    close()
                }
            }
        }
    }

    private func copy() {
        guard let (picture, _) = shared else { return }
        let texture = fullTexture ?? Self.texture(of: picture)
        fullTexture = texture
        Clipboard.set(texture, for: dialog)
        close()
    }

    private func openWith() {
        guard let (picture, _) = shared else { return }
        DispatchQueue.global(qos: .userInitiated).async {
            let written = Result { try SharedFiles.write(picture) }
            MainLoop.perform { [weak self] in
                guard let self else { return }
                switch written {
                case let .success(path): chooseApplication(for: path)
                case let .failure(error):
                    MessageDialog.show(parent: dialog, title: tr("The picture could not be prepared"), detail: "\(error)", isError: true)
                }
            }
        }
    }

    private func chooseApplication(for path: String) {
        AppChooser.open(path, title: tr("Open With"), parent: dialog) { [weak self] outcome in
            guard let self else { return }
            switch outcome {
            case .success(true): close()
            case .success(false): break
            case let .failure(error):
                MessageDialog.show(parent: dialog, title: tr("The application could not be started"), detail: error.message, isError: true)
            }
        }
    }

    private func close() {
        guard let closed else { return }
        self.closed = nil
        dialog.hide()
        // The clipboard may still serve the full picture; the dialog lets go of everything else.
        shared = nil
        preview.setTexture(nil)
        closed()
    }
}
