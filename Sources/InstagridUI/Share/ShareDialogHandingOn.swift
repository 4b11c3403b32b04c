import Dispatch
import GtkKit
import InstagridEngine
import InstagridModel
import InstagridRender
import InstagridResources
import InstagridTrace

/// The ways that hand the picture to another application, a mail or a phone, and the
/// share's files they hand on.
extension ShareDialog {
    /// The files a drag or a copy offers, written off the main loop as the dialog shows:
    /// a drag must have them at hand the moment it starts.
    func writeFiles(of picture: CairoImage, collage: Collage, named name: SharedPictureName, ticket: Tickets.Ticket) {
        let side = ShareFlow.pictureSide(of: collage)
        BackgroundWork.start(qos: .userInitiated) {
            let written = WrittenFiles { try SharedFiles.write(picture, of: collage, named: name, slideSide: side) }
            MainLoop.perform { [weak self] in
                guard let self, let waiting = sheet.filesWritten(written, ticket: ticket) else { return }
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
    func dragContent(grabbedAt x: Double, _ y: Double) -> ContentProvider? {
        guard let shown = sheet.shown else { return nil }
        switch shown.files {
        case .writing:
            return nil
        case let .failed(error):
            MainLoop.perform { [weak self] in self?.tellNotPrepared(error) }
            return nil
        case let .written(paths):
            // The preview follows the pointer, held where it was grabbed.
            drag.setIcon(showing: preview, hot: x, y)
            return ContentProvider(files: paths.map(\.bytes), image: Texture(shown.picture))
        }
    }

    func copy() {
        guard let shown = sheet.shown else { return }
        // A full-size copy of the pixels, made only now: the clipboard keeps it once the dialog is gone.
        // With the files when they are written: pasted in a file manager, the picture is a file.
        Clipboard.set(ContentProvider(files: shown.files.paths.map(\.bytes), image: Texture(shown.picture)), for: dialog)
        close()
    }

    func tellNotPrepared(_ error: any Error) {
        MessageDialog.show(parent: dialog, title: tr("The picture could not be prepared"), detail: "\(error)", isError: true)
    }

    func openWith() {
        guard let shown = sheet.shown else { return }
        // The picture whole, not its slides: another application opens one file.
        let (picture, collage, name, ticket) = (shown.picture, shown.collage, shown.name, shown.ticket)
        BackgroundWork.start(qos: .userInitiated) {
            let written = Result { try SharedFiles.write(picture, of: collage, named: name, slideSide: nil)[0] }
            MainLoop.perform { [weak self] in
                guard let self, sheet.isCurrent(ticket) else { return }
                switch written {
                case let .success(path): chooseApplication(for: path, ticket: ticket)
                case let .failure(error): tellNotPrepared(error)
                }
            }
        }
    }

    func email() {
        guard let shown = sheet.shown, !shown.mailRoutes.isEmpty else { return }
        let ticket = shown.ticket
        MailSending.send(shown.picture, of: shown.collage, named: shown.name, slideSide: ShareFlow.pictureSide(of: shown.collage),
                         through: shown.mailRoutes) { [weak self] outcome in
            guard let self else { return }
            let current = sheet.isCurrent(ticket)
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
    func askForPhones(ticket: Tickets.Ticket) {
        PhoneSending.recipients { [weak self] phones in
            guard let self, let offered = sheet.shown?.phones else { return }
            offer(offered.filter(phones.contains), ticket: ticket)
        }
    }

    /// Sends the share's files to the phone `parameter` names, once they are written.
    func send(toPhone parameter: String) {
        guard let shown = sheet.shown else { return }
        let ticket = shown.ticket
        guard let phone = PhoneRecipient.named(parameter, in: shown.phones) else {
            // TRANSLATORS: said when a script names a phone the share dialog does not offer.
            return MessageDialog.show(parent: dialog, title: tr("No such phone is paired and within reach"), detail: parameter, isError: true)
        }
        withFiles { files in
            PhoneSending.send(files, to: phone) { [weak self] outcome in
                guard let self else { return }
                let current = sheet.isCurrent(ticket)
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
    func withFiles(_ use: @escaping ([LocalPath]) -> Void) {
        switch sheet.withFiles(use) {
        case let .ready(paths): use(paths)
        case let .failed(error): tellNotPrepared(error)
        case .waiting, .none: break
        }
    }

    func chooseApplication(for path: LocalPath, ticket: Tickets.Ticket) {
        AppChooser.open(path.bytes, title: tr("Open With"), parent: dialog) { [weak self] outcome in
            guard let self, sheet.isCurrent(ticket) else { return }
            switch outcome {
            case .success(true): close()
            case .success(false): break
            case let .failure(error):
                MessageDialog.show(parent: dialog, title: tr("The application could not be started"), detail: error.message, isError: true)
            }
        }
    }
}
