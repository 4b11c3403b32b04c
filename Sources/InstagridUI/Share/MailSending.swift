import Dispatch
import GLibKit
import GtkKit
import InstagridEngine
import InstagridModel
import InstagridRender
import InstagridResources

/// Send by E-mail…: the picture as JPEG attachments (its slides each one) in a new mail of
/// the user's own client, for them to address and send. The desktop is asked the best way
/// it has (`MailDraft.routes`); a way that finds no one answering gives way to the next.
enum MailSending {
    enum Outcome {
        /// The mail is open in the client.
        case composed
        /// The user said no to the portal's question: the dialog stays.
        case cancelled
        case failed(title: String, detail: String)
    }

    /// The ways this desktop has to ask a mail client, best first (none: no e-mail to offer).
    /// `answer` comes once the bus has said whether a portal is there.
    static func routes(_ answer: @escaping ([MailDraft.Route]) -> Void) {
        let handler = DefaultApplication.executable(forScheme: "mailto").flatMap(LocalPath.init(bytes:))
        DesktopPortal.checkAvailable { portal in
            answer(MailDraft.routes(handler: handler, portal: portal, xdgEmail: DefaultApplication.isInstalled("xdg-email")))
        }
    }

    /// Writes the attachments off the main loop, then asks through `routes`; `done` hears how it went.
    static func send(_ picture: CairoImage, of collage: Collage, named name: SharedPictureName, slideSide: Int,
                     through routes: [MailDraft.Route], done: @escaping @Sendable @MainActor (Outcome) -> Void) {
        let side = min(slideSide, MailDraft.longestSide)
        BackgroundWork.start(qos: .userInitiated) {
            let written = Result { try SharedFiles.write(picture, of: collage, named: name, fileExtension: "jpg", slideSide: side) }
            MainLoop.perform {
                switch written {
                case let .success(files): ask(MailDraft(subject: name.text, attachments: files), through: routes[...], done: done)
                case let .failure(error): done(.failed(title: tr("The picture could not be prepared"), detail: "\(error)"))
                }
            }
        }
    }

    private static func ask(_ draft: MailDraft, through routes: ArraySlice<MailDraft.Route>, done: @escaping @Sendable @MainActor (Outcome) -> Void) {
        guard let route = routes.first else {
            return done(.failed(title: tr("No mail application is set up"),
                                detail: tr("Choose one in the desktop’s settings, or save the picture and attach it to a mail yourself.")))
        }
        let failed: (String) -> Void = { detail in done(.failed(title: tr("The mail could not be written"), detail: detail)) }
        switch route {
        case let .thunderbird(executable):
            // Thunderbird started this way may be the one that stays open: not waited on.
            switch Subprocess.start([executable.bytes, Array("-compose".utf8), Array(draft.thunderbirdCompose.utf8)]) {
            case .success: done(.composed)
            case let .failure(error): failed(error.message)
            }
        case .portal:
            EmailPortal.compose(subject: draft.subject, attachments: draft.attachments.map(\.bytes)) { outcome in
                switch outcome {
                case .composed: done(.composed)
                case .cancelled: done(.cancelled)
                case .unavailable: ask(draft, through: routes.dropFirst(), done: done)
                case let .failed(detail): failed(detail)
                }
            }
        case .xdgEmail:
            Subprocess.run([Array("xdg-email".utf8)] + draft.xdgEmailArguments) { exited in
                switch exited {
                case .success: done(.composed)
                case let .failure(error): failed(error.message)
                }
            }
        }
    }
}
