import GLibKit
import GtkKit
import InstagridEngine
import InstagridModel
import InstagridResources

/// Send to PHONE: the share's files passed to a phone paired with this computer, through
/// KDE Connect or GSConnect, whichever runs; neither is ever started for us.
enum PhoneSending {
    /// The phones paired and reachable now, once both services have answered (or not).
    static func recipients(_ answer: @escaping ([PhoneRecipient]) -> Void) {
        KDEConnect.devices { kdeConnect in
            GSConnect.devices { gsConnect in
                answer(PhoneRecipient.listed(kdeConnect.map { PhoneRecipient(service: .kdeConnect, id: $0.id, name: $0.name) }
                    + gsConnect.map { PhoneRecipient(service: .gsConnect, id: $0.id, name: $0.name) }))
            }
        }
    }

    /// Sends `files` to `recipient`; `done` hears the service's error if it could not.
    static func send(_ files: [LocalPath], to recipient: PhoneRecipient, done: @escaping (Result<Void, GLibError>) -> Void) {
        let (device, uris) = (PairedDevice(id: recipient.id, name: recipient.name), files.map(\.fileURI))
        switch recipient.service {
        case .kdeConnect: KDEConnect.send(uris, to: device, done: done)
        case .gsConnect: GSConnect.send(uris, to: device, done: done)
        }
    }
}

/// The share dialog's row of ways to pass the picture on, each an icon over its name, the
/// phones' entries ("Send to PHONE") at its end, redone as the phones change.
final class ShareWays {
    let row = Box(.horizontal, spacing: 6)
    private var phones: [Button] = []

    init() {
        row.setHomogeneous(true)
    }

    func append(_ way: Button) {
        row.append(way)
    }

    func show(_ recipients: [PhoneRecipient]) {
        phones.forEach(row.remove)
        phones = recipients.map { recipient in
            let button = Button()
            // TRANSLATORS: a way to share; {device} is a phone's name, as its owner named it.
            button.setIcon("phone-symbolic", label: tr("Send to {device}", ["device": recipient.name]), mnemonic: false)
            button.tooltip = recipient.service == .kdeConnect
                // TRANSLATORS: {device} is a phone's name.
                ? tr("Send the picture to {device} with KDE Connect", ["device": recipient.name])
                : tr("Send the picture to {device} with GSConnect", ["device": recipient.name])
            button.setAction(.sendToDevice, target: Variant(recipient.parameter))
            row.append(button)
            return button
        }
    }
}
