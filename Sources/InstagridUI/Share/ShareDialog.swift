import CGtk
import Dispatch
import GtkKit
import InstagridModel
import InstagridRender

/// The desktop's counterpart of the phone's share sheet: the picture, and the
/// ways to pass it on. Each way is an action of the dialog ("share.save",
/// "share.copy", "share.open-with", "share.cancel"), with a mnemonic.
final class ShareDialog {
    private let dialog: DialogWindow
    private let picture: CairoImage
    private let collage: Collage
    /// Made when first copied: a full-size copy of the pixels is only worth it then.
    private lazy var texture = Self.texture(of: picture)
    private let actions = ActionGroup()
    private var saver: SaveFileChooser?
    private var closed: (() -> Void)?
    private var isClosing = false

    init(parent: Window, picture: CairoImage, collage: Collage) {
        self.picture = picture
        self.collage = collage
        dialog = DialogWindow(title: "Share", parent: parent)
        dialog.addCSSClass("share-dialog")

        let content = Box(.vertical, spacing: 12)
        content.setMargins(top: 18, bottom: 18, start: 18, end: 18)
        let previewSide = 240 * parent.scaleFactor
        let preview = Picture(Self.texture(of: picture.scaled(toFit: previewSide) ?? picture))
        preview.setSizeRequest(width: 240, height: 240)
        preview.setAccessibleLabel("The picture to share, \(picture.width) by \(picture.height) pixels")
        content.append(preview)
        for (name, label, help) in [("save", "_Save As…", "Save the picture as a PNG or JPEG file"),
                                    ("copy", "_Copy to Clipboard", "Copy the picture, to paste it in another application"),
                                    ("open-with", "_Open With…", "Open the picture in another application"),
                                    ("cancel", "Cancel", "Close without sharing")] {
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
            finish()
            return false
        }
    }

    private static func texture(of image: CairoImage) -> Texture {
        cairo_surface_flush(image.surface)
        return Texture(argbPixels: cairo_image_surface_get_data(image.surface)!, width: image.width,
                       height: image.height, stride: Int(cairo_image_surface_get_stride(image.surface)))
    }

    /// Shows the dialog; `closed` runs once when it goes, whatever the user did.
    func present(closed: @escaping () -> Void) {
        self.closed = closed
        dialog.present()
    }

    private func addAction(_ name: String, _ run: @escaping () -> Void) {
        let action = Action(name)
        action.onActivate { _ in run() }
        actions.add(action)
    }

    private func saveAs() {
        let chooser = SaveFileChooser(
            title: "Save Picture", parent: dialog, acceptLabel: "_Save", suggestedName: PictureSaver.suggestedName(),
            choice: (id: "size", label: "Size", options: PictureSaver.sizeChoices(rendered: picture.width)))
        saver = chooser
        chooser.show { [weak self] path, size in
            guard let self else { return }
            saver = nil
            guard let path else { return }
            PictureSaver.save(picture, of: collage, to: path, side: size.flatMap(Int.init) ?? picture.width) { [weak self] error in
                guard let self else { return }
                if let error {
                    MessageDialog.show(parent: dialog, title: "The picture was not saved", detail: "\(error)", isError: true)
                } else {
                    close()
                }
            }
        }
    }

    private func copy() {
        Clipboard.set(texture, for: dialog)
        close()
    }

    private func openWith() {
        let picture = picture
        DispatchQueue.global(qos: .userInitiated).async {
            let written = Result { try SharedFiles.write(picture) }
            MainLoop.perform { [weak self] in
                switch written {
                case let .success(path): self?.chooseApplication(for: path)
                case let .failure(error):
                    guard let self else { return }
                    MessageDialog.show(parent: dialog, title: "The picture could not be prepared", detail: "\(error)", isError: true)
                }
            }
        }
    }

    private func chooseApplication(for path: String) {
        AppChooser.open(path, parent: dialog) { [weak self] outcome in
            guard let self else { return }
            switch outcome {
            case .success(true): close()
            case .success(false): break
            case let .failure(error):
                MessageDialog.show(parent: dialog, title: "The application could not be started", detail: error.message, isError: true)
            }
        }
    }

    private func close() {
        finish()
        dialog.destroy()
    }

    private func finish() {
        guard !isClosing else { return }
        isClosing = true
        closed?()
    }
}
