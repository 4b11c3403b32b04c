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

    private let parent: Window
    private let dialog: DialogWindow
    private let preview = Picture()
    /// Takes the picture out of the dialog onto another application.
    private let drag = DragSource()
    /// Said under the picture when it holds a photo changed on disk since the window showed it.
    private let unseenNote = Label("")
    private let actions = ActionGroup()
    /// The saved picture's size, by its long side: the choices in order, the first one rendered.
    private let saveSize = DropDown()
    /// A JPEG's, WebP's or PDF's quality, the same choices every time.
    private let saveQuality = DropDown()
    private let saveButton = Button()
    /// Shown only where the desktop has a mail client to ask.
    private let emailButton = Button()
    private let ways = ShareWays()
    private let saved: ([LocalPath]) -> Void
    /// The share being shown: its picture, preview, collage and name, the saved picture's
    /// sizes offered (by their long side), who hears it close, and its ticket: work started
    /// for it (a save, a copy for another application) reports back under it, and is dropped
    /// once it is over. Its files, for a drag or a copy, are written as it is shown.
    private struct Shown {
        let picture: CairoImage
        let preview: Texture
        let collage: Collage
        let name: SharedPictureName
        let saveSides: [Int]
        let closed: () -> Void
        let ticket: Tickets.Ticket
        var files: SharedFiles.Written = .writing
        /// What waits for the files: a phone's entry clicked as they were written.
        var waitingForFiles: [([LocalPath]) -> Void] = []
        /// The phones paired and reachable, as last asked.
        var phones: [PhoneRecipient] = []
    }
    private var shown: Shown?
    private var tickets = Tickets()
    private var saver: SaveFileChooser?

    /// `saved` gets the files of each picture saved: one, or its slides.
    init(parent: Window, saved: @escaping ([LocalPath]) -> Void) {
        self.parent = parent
        self.saved = saved
        dialog = DialogWindow(title: tr("Share"), parent: parent)
        dialog.addCSSClass("share-dialog")
        let content = Box(.vertical, spacing: 12)
        content.setMargins(top: 18, bottom: 18, start: 18, end: 18)
        preview.setSizeRequest(width: Self.previewSide, height: Self.previewSide)
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
        tickets.void()
        dialog.destroy()
    }

    /// Shows `picture`; `closed` runs once when the dialog goes, whatever the user did.
    /// `unseen`: photos the picture holds as they are on disk now, changed since the window
    /// showed them, said under it.
    func present(_ picture: CairoImage, preview previewImage: Texture, of collage: Collage, named name: SharedPictureName,
                 unseen: [LocalPath], closed: @escaping () -> Void) {
        let sizes = PictureSaver.sizeChoices(rendered: ShareFlow.pictureSide(of: collage), of: collage)
        let ticket = tickets.issue()
        shown = Shown(picture: picture, preview: previewImage, collage: collage, name: name, saveSides: sizes.map(\.longSide),
                      closed: closed, ticket: ticket)
        writeFiles(of: picture, collage: collage, named: name, ticket: ticket)
        saveSize.setItems(sizes.map(\.label))
        preview.setTexture(previewImage)
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
            guard let self, answers == 2, tickets.isCurrent(ticket) else { return }
            then()
        }
        MailSending.checkAvailable { [weak self] available in
            guard let self, tickets.isCurrent(ticket) else { return }
            emailButton.isVisible = available
            Trace.event(.shareEmailOffered, available ? "yes" : "no")
            answered()
        }
        PhoneSending.recipients { [weak self] phones in
            guard let self, tickets.isCurrent(ticket) else { return }
            offer(phones)
            answered()
        }
    }

    private func offer(_ phones: [PhoneRecipient]) {
        shown?.phones = phones
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

    private func saveAs() {
        guard let shown else { return }
        let (picture, collage, ticket) = (shown.picture, shown.collage, shown.ticket)
        let side = shown.saveSides.indices.contains(saveSize.selected) ? shown.saveSides[saveSize.selected] : ShareFlow.pictureSide(of: collage)
        let qualities = PictureSaver.qualityChoices.map(\.quality)
        let quality = qualities.indices.contains(saveQuality.selected) ? qualities[saveQuality.selected] : qualities[0]
        let chooser = SaveFileChooser(title: tr("Save Picture"), parent: dialog, acceptLabel: tr("_Save"),
                                      suggestedName: PictureSaver.suggestedName())
        saver = chooser
        chooser.show { [weak self] chosen in
            guard let self else { return }
            saver = nil
            guard let chosen = chosen.flatMap(LocalPath.init(bytes:)), tickets.isCurrent(ticket) else { return }
            let path = PictureSaver.destination(for: chosen)
            if let refusal = PictureSaver.refusal(of: collage, to: path, side: side, quality: quality) {
                return MessageDialog.show(parent: dialog, title: tr("The picture was not saved"), detail: "\(refusal)", isError: true)
            }
            // The chooser asked before replacing what the user named, but not the name we
            // completed, nor the slides' names made from it.
            let taken = PictureSaver.files(of: collage, at: path, side: side).filter { $0 != chosen && $0.exists }
            guard !taken.isEmpty else {
                return save(picture, of: collage, to: path, side: side, quality: quality, ticket: ticket)
            }
            askToReplace(taken) { [weak self] replace in
                guard let self, replace, tickets.isCurrent(ticket) else { return }
                save(picture, of: collage, to: path, side: side, quality: quality, ticket: ticket)
            }
        }
    }

    /// GTK's own question, in GTK's words, for a name the chooser did not see; for slides,
    /// one question for all those already there.
    private func askToReplace(_ paths: [LocalPath], answer: @escaping (Bool) -> Void) {
        let folder = paths[0].folder.bytes.isEmpty ? "/" : paths[0].folder.shownName
        let (title, detail) = if paths.count == 1 {
            // TRANSLATORS: GTK's own question; use GTK's translation of it. {file} is a file name.
            (tr("A file named “{file}” already exists.  Do you want to replace it?", ["file": paths[0].shownName]),
             // TRANSLATORS: GTK's own words too; {folder} is the folder's name.
             tr("The file already exists in “{folder}”.  Replacing it will overwrite its contents.", ["folder": folder]))
        } else {
            // TRANSLATORS: before saving a picture's slides; {count} is how many of their files are there already.
            (tr("{count} of the slides’ files already exist.  Do you want to replace them?", ["count": "\(paths.count)"]),
             // TRANSLATORS: {files} lists file names, {folder} is the folder's name.
             tr("“{files}” already exist in “{folder}”.  Replacing them will overwrite their contents.",
                ["files": paths.map(\.shownName).joined(separator: "”, “"), "folder": folder]))
        }
        MessageDialog.ask(parent: dialog, title: title, detail: detail, cancelLabel: tr("_Cancel"), confirmLabel: tr("_Replace"),
                          answer: answer)
    }

    private func save(_ picture: CairoImage, of collage: Collage, to path: LocalPath, side: Int, quality: Int, ticket: Tickets.Ticket) {
        PictureSaver.save(picture, of: collage, to: path, side: side, quality: quality) { [weak self] outcome in
            guard let self else { return }
            let current = tickets.isCurrent(ticket)
            switch outcome {
            case let .failure(error):
                // A failure is told even when its share is over: the user thinks the picture was saved.
                MessageDialog.show(parent: current ? dialog : parent, title: tr("The picture was not saved"),
                                   detail: "\(error)", isError: true)
            case let .success(paths):
                saved(paths)
                if current { close() }
            }
        }
    }

    /// The files a drag or a copy offers, written off the main loop as the dialog shows:
    /// a drag must have them at hand the moment it starts.
    private func writeFiles(of picture: CairoImage, collage: Collage, named name: SharedPictureName, ticket: Tickets.Ticket) {
        let side = ShareFlow.pictureSide(of: collage)
        DispatchQueue.global(qos: .userInitiated).async {
            let written = SharedFiles.Written { try SharedFiles.write(picture, of: collage, named: name, slideSide: side) }
            MainLoop.perform { [weak self] in
                guard let self, tickets.isCurrent(ticket) else { return }
                shown?.files = written
                let waiting = shown?.waitingForFiles ?? []
                shown?.waitingForFiles = []
                switch written {
                case let .written(paths):
                    Trace.event(.sharedFilesWritten, paths.map(\.lastComponent.description).joined(separator: " "))
                    waiting.forEach { $0(paths) }
                case let .failed(error): if !waiting.isEmpty { tellNotPrepared(error) }
                case .writing: break
                }
            }
        }
    }

    /// What a drag from the picture offers: its files, then its pixels. None until the files
    /// are written (a moment after the dialog shows); if they could not be, the user is told.
    private func dragContent(grabbedAt x: Double, _ y: Double) -> ContentProvider? {
        guard let shown else { return nil }
        switch shown.files {
        case .writing:
            return nil
        case let .failed(error):
            MainLoop.perform { [weak self] in self?.tellNotPrepared(error) }
            return nil
        case let .written(paths):
            // The preview follows the pointer, held where it was grabbed.
            drag.setIcon(shown.preview, hot: preview.texturePoint(of: shown.preview, at: x, y))
            return ContentProvider(files: paths.map(\.bytes), image: Texture(shown.picture))
        }
    }

    private func copy() {
        guard let shown else { return }
        // A full-size copy of the pixels, made only now: the clipboard keeps it once the dialog is gone.
        // With the files when they are written: pasted in a file manager, the picture is a file.
        Clipboard.set(ContentProvider(files: shown.files.paths.map(\.bytes), image: Texture(shown.picture)), for: dialog)
        close()
    }

    private func tellNotPrepared(_ error: any Error) {
        MessageDialog.show(parent: dialog, title: tr("The picture could not be prepared"), detail: "\(error)", isError: true)
    }

    private func openWith() {
        guard let shown else { return }
        // The picture whole, not its slides: another application opens one file.
        let (picture, collage, name, ticket) = (shown.picture, shown.collage, shown.name, shown.ticket)
        DispatchQueue.global(qos: .userInitiated).async {
            let written = Result { try SharedFiles.write(picture, of: collage, named: name, slideSide: nil)[0] }
            MainLoop.perform { [weak self] in
                guard let self, tickets.isCurrent(ticket) else { return }
                switch written {
                case let .success(path): chooseApplication(for: path, ticket: ticket)
                case let .failure(error): tellNotPrepared(error)
                }
            }
        }
    }

    private func email() {
        guard let shown, emailButton.isVisible else { return }
        let ticket = shown.ticket
        MailSending.send(shown.picture, of: shown.collage, named: shown.name, slideSide: ShareFlow.pictureSide(of: shown.collage)) { [weak self] outcome in
            guard let self else { return }
            let current = tickets.isCurrent(ticket)
            switch outcome {
            case .composed: if current { close() }
            case .cancelled: break
            case let .failed(title, detail):
                // Told even when the share is over: the user is waiting for the mail.
                MessageDialog.show(parent: current ? dialog : parent, title: title, detail: detail, isError: true)
            }
        }
    }

    /// Asks again which phones are within reach, once the dialog shows: one gone goes from
    /// the entries (one come is not added: the dialog would not grow for it).
    private func askForPhones(ticket: Tickets.Ticket) {
        PhoneSending.recipients { [weak self] phones in
            guard let self, tickets.isCurrent(ticket), let offered = shown?.phones else { return }
            offer(offered.filter(phones.contains))
        }
    }

    /// Sends the share's files to the phone `parameter` names, once they are written.
    private func send(toPhone parameter: String) {
        guard let shown else { return }
        let ticket = shown.ticket
        guard let phone = PhoneRecipient.named(parameter, in: shown.phones) else {
            // TRANSLATORS: said when a script names a phone the share dialog does not offer.
            return MessageDialog.show(parent: dialog, title: tr("No such phone is paired and within reach"), detail: parameter, isError: true)
        }
        withFiles { files in
            PhoneSending.send(files, to: phone) { [weak self] outcome in
                guard let self else { return }
                let current = tickets.isCurrent(ticket)
                switch outcome {
                case .success:
                    Trace.event(.shareSentToPhone, phone.name)
                    if current { close() }
                case let .failure(error):
                    // TRANSLATORS: {device} is a phone's name.
                    MessageDialog.show(parent: current ? dialog : parent, title: tr("The picture could not be sent to “{device}”", ["device": phone.name]),
                                       detail: error.message, isError: true)
                    // The phone may have gone: the entries say what is there now.
                    if current { askForPhones(ticket: ticket) }
                }
            }
        }
    }

    /// Runs `use` with the share's files now, or once they are written; tells if they could not be.
    private func withFiles(_ use: @escaping ([LocalPath]) -> Void) {
        switch shown?.files {
        case let .written(paths)?: use(paths)
        case let .failed(error)?: tellNotPrepared(error)
        case .writing?: shown?.waitingForFiles.append(use)
        case nil: break
        }
    }

    private func chooseApplication(for path: LocalPath, ticket: Tickets.Ticket) {
        AppChooser.open(path.bytes, title: tr("Open With"), parent: dialog) { [weak self] outcome in
            guard let self, tickets.isCurrent(ticket) else { return }
            switch outcome {
            case .success(true): close()
            case .success(false): break
            case let .failure(error):
                MessageDialog.show(parent: dialog, title: tr("The application could not be started"), detail: error.message, isError: true)
            }
        }
    }

    private func close() {
        guard let closed = shown?.closed else { return }
        shown = nil
        tickets.void()
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
