import Dispatch
import GtkKit
import InstagridActions
import InstagridEngine
import InstagridModel
import InstagridRender
import InstagridResources
import InstagridTrace

/// The desktop's counterpart of the phone's share sheet: the picture, and the
/// ways to pass it on. Each way is an action of the dialog (`ShareDialogAction`),
/// with a mnemonic.
/// One dialog serves the window's whole life: built and realised while the app
/// is idle, so showing it costs the flying grid no frames.
final class ShareDialog {
    static let previewSide = 240

    let parent: Window
    let dialog: DialogWindow
    let preview = Picture()
    /// Takes the picture out of the dialog onto another application.
    let drag = DragSource()
    /// Said under the picture when it holds a photo changed on disk since the window showed it.
    private let unseenNote = Label("")
    private let actions = ActionGroup()
    /// The saved picture's size, by its long side: the choices in order, the first one rendered.
    let saveSize = DropDown()
    /// A JPEG's, WebP's or PDF's quality, the same choices every time.
    let saveQuality = DropDown()
    private let saveButton = Button()
    /// Shown only where the desktop has a mail client to ask.
    let emailButton = Button()
    private let ways = ShareWays()
    let saved: ([LocalPath]) -> Void
    /// The share being shown, what it offers and the ticket its work reports back under.
    /// Its files, for a drag or a copy, are written as it is shown.
    var sheet = ShareSheet<CairoImage>()
    var saver: SaveFileChooser?

    /// `saved` gets the files of each picture saved: one, or its slides.
    init(parent: Window, saved: @escaping ([LocalPath]) -> Void) {
        self.parent = parent
        self.saved = saved
        dialog = DialogWindow(title: tr("Share"), parent: parent)
        dialog.addCSSClass("share-dialog")
        let content = Box(.vertical, spacing: 12)
        content.setMargins(top: 18, bottom: 18, start: 18, end: 18)
        preview.setSizeRequest(width: Self.previewSide, height: Self.previewSide)
        // At the side it is made for, however wide the ways below make the dialog: stretched, it blurred.
        preview.align(horizontal: .center, vertical: .center)
        // TRANSLATORS: the tooltip of the picture in the share dialog.
        preview.tooltip = tr("Drag the picture onto another application, a folder or a chat")
        drag.onPrepare { [unowned self] x, y in dragContent(grabbedAt: x, y) }
        drag.onEnd { [unowned self] dropped in
            Trace.event(.shareDragEnded, dropped ? "dropped" : "cancelled")
            if dropped { close() }
        }
        preview.add(drag)
        content.append(preview)
        unseenNote.wrapsLeftAligned(maxWidthChars: 32)
        unseenNote.isVisible = false
        content.append(unseenNote)
        // The share sheet: Save As with its size and quality, then a row of the ways to pass the
        // picture on (the phones' among them), each an icon over its name, then Cancel.
        let saveRow = Box(.horizontal, spacing: 6)
        for (action, icon, label, help) in [
            (ShareDialogAction.save, "document-save-as-symbolic", tr("_Save As…"), tr("Save the picture as a PNG, JPEG, WebP or PDF file")),
            (.copy, "edit-copy-symbolic", tr("_Copy to Clipboard"), tr("Copy the picture, to paste it in another application")),
            (.openWith, "document-open-symbolic", tr("_Open With…"), tr("Open the picture in another application")),
            (.email, "mail-send-symbolic", tr("Send by _E-mail…"), tr("Write an e-mail with the picture attached")),
        ] {
            let button = switch action {
            case .save: saveButton
            case .email: emailButton
            default: Button()
            }
            button.setIcon(icon, label: label)
            button.name = "share-\(action.rawValue)"
            button.tooltip = help
            button.setAction(action)
            if action == .save {
                button.expand(horizontally: true, vertically: false)
                saveRow.append(button)
            } else {
                ways.append(button)
            }
        }
        // The size and quality go with Save As: a copy, a mail or a phone gets the picture as rendered.
        saveSize.name = "share-save-size"
        saveSize.tooltip = tr("Size of the saved picture")
        saveSize.setAccessibleLabel(tr("Size of the saved picture"))
        saveRow.append(saveSize)
        saveQuality.name = "share-save-quality"
        saveQuality.tooltip = tr("Quality of a JPEG, WebP or PDF")
        saveQuality.setAccessibleLabel(tr("Quality of a JPEG, WebP or PDF"))
        saveQuality.setItems(PictureSaver.qualityChoices.map(\.label))
        saveRow.append(saveQuality)
        content.append(saveRow)
        content.append(ways.row)
        let cancel = Button()
        cancel.setLabel(tr("Cancel"))
        cancel.name = "share-cancel"
        cancel.tooltip = tr("Close without sharing")
        cancel.setAction(.cancel)
        content.append(cancel)
        dialog.setChild(content)
        dialog.insert(actions, prefix: ShareDialogAction.scope)
        // For scripts too, as the application's actions are (docs/user-guide.md).
        actions.publish(beside: parent, as: ShareDialogAction.scope)
        addAction(.save) { [unowned self] _ in saveAs() }
        addAction(.copy) { [unowned self] _ in copy() }
        addAction(.openWith) { [unowned self] _ in openWith() }
        addAction(.email) { [unowned self] _ in email() }
        addAction(.sendToDevice) { [unowned self] phone in phone?.string.map(send(toPhone:)) }
        addAction(.cancel) { [unowned self] _ in close() }
        dialog.onCloseRequest { [unowned self] in
            close()
            return true
        }
        dialog.onSignal("map") { Trace.event(.shareDialogMapped) }
    }

    /// Creates the dialog's window-system resources ahead of its first use.
    func prepare() { dialog.realize() }

    /// Goes for good, with the main window: a hidden window of the application would keep it running.
    func destroy() {
        _ = sheet.close()
        actions.withdraw()
        dialog.destroy()
    }

    /// Shows `picture`; `closed` runs once when the dialog goes, whatever the user did.
    /// `unseen`: photos the picture holds as they are on disk now, changed since the window
    /// showed them, said under it.
    func present(_ picture: CairoImage, preview previewImage: Texture, of collage: Collage, named name: SharedPictureName,
                 unseen: [LocalPath], closed: @escaping () -> Void) {
        let sizes = PictureSaver.sizeChoices(rendered: ShareFlow.pictureSide(of: collage), of: collage)
        let ticket = sheet.show(picture, of: collage, named: name, saveSides: sizes.map(\.longSide), closed: closed)
        writeFiles(of: picture, collage: collage, named: name, ticket: ticket)
        saveSize.setItems(sizes.map(\.label))
        // Made at the window's scale (`ShareFlow`), shown at the preview's side in points.
        preview.setTexture(previewImage, scale: parent.scaleFactor)
        unseenNote.isVisible = !unseen.isEmpty
        unseenNote.text = unseen.isEmpty ? "" : unseen.count == 1
            // TRANSLATORS: under the picture to share; {file} is a photo's file name.
            ? tr("“{file}” changed on disk as the picture was made: the picture holds it as it is now.",
                 ["file": unseen[0].shownName])
            // TRANSLATORS: under the picture to share; {files} lists photos' file names.
            : tr("“{files}” changed on disk as the picture was made: the picture holds them as they are now.",
                 ["files": unseen.map(\.shownName).joined(separator: "”, “")])
        // TRANSLATORS: read by screen readers; {width} and {height} are numbers of pixels.
        preview.setAccessibleLabel(tr("The picture to share, {width} by {height} pixels",
                                      ["width": "\(picture.width)", "height": "\(picture.height)"]))
        // The ways this desktop has are known before the dialog shows: entries added to it on
        // screen would not make it grow (GTK 4.8 under X11 drew them over each other).
        askForWays(ticket: ticket) { [weak self] in
            guard let self else { return }
            dialog.present()
            // Each share starts on its first way, whatever the last one ended on.
            saveButton.grabFocus()
        }
    }

    /// Asks whether a mail client is there and which phones are within reach; `then` runs
    /// once both have answered, while the share still stands.
    private func askForWays(ticket: Tickets.Ticket, then: @escaping () -> Void) {
        var answers = 0
        let answered = { [weak self] in
            answers += 1
            guard let self, answers == 2, sheet.isCurrent(ticket) else { return }
            then()
        }
        MailSending.routes { [weak self] routes in
            guard let self, sheet.offer(mailRoutes: routes, ticket: ticket) else { return }
            emailButton.isVisible = !routes.isEmpty
            Trace.event(.shareEmailOffered, routes.isEmpty ? "no" : "yes")
            answered()
        }
        PhoneSending.recipients { [weak self] phones in
            guard let self else { return }
            offer(phones, ticket: ticket)
            answered()
        }
    }

    func offer(_ phones: [PhoneRecipient], ticket: Tickets.Ticket) {
        guard sheet.offer(phones: phones, ticket: ticket) else { return }
        ways.show(phones)
        Trace.event(.sharePhonesListed, phones.map(\.name).joined(separator: ", "))
    }

    private func addAction(_ name: ShareDialogAction, _ run: @escaping (Variant?) -> Void) {
        let action = Action(name)
        action.onActivate(run)
        // As the application's actions: a test whose click went unanswered reads whether it got here.
        action.onActivate { _ in Trace.event(.actionActivated, name.scopedName) }
        actions.add(action)
    }

    func close() {
        guard let closed = sheet.close() else { return }
        dialog.hide()
        // The clipboard may still serve the full picture; the dialog lets go of everything else.
        preview.setTexture(nil)
        closed()
    }
}

extension Texture {
    /// The picture's pixels, for the clipboard or a preview.
    convenience init(_ image: CairoImage) {
        let (bytes, stride) = image.packedRGB()
        self.init(rgbPixels: bytes, width: image.width, height: image.height, stride: stride)
    }
}
