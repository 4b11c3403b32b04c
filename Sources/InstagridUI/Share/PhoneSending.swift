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
        let device = PairedDevice(id: recipient.id, name: recipient.name)
        switch recipient.service {
        case .kdeConnect: KDEConnect.send(files.map(\.fileURI), to: device, done: done)
        case .gsConnect: GSConnect.send(files.map(\.fileURI), to: device, done: done)
        }
    }
}

/// The dialog's "Send to PHONE" entries, one for each phone, redone as the list changes.
final class PhoneEntries {
    let box = Box(.vertical, spacing: 12)
    private var buttons: [Button] = []

    func show(_ recipients: [PhoneRecipient]) {
        buttons.forEach(box.remove)
        buttons = recipients.map { recipient in
            let button = Button()
            // TRANSLATORS: a way to share; {device} is a phone's name, as its owner named it.
            button.setLabel(tr("Send to {device}", ["device": recipient.name]), mnemonic: false)
            button.tooltip = recipient.service == .kdeConnect
                // TRANSLATORS: {device} is a phone's name.
                ? tr("Send the picture to {device} with KDE Connect", ["device": recipient.name])
                : tr("Send the picture to {device} with GSConnect", ["device": recipient.name])
            button.setAction(.sendToDevice, target: Variant(recipient.parameter))
            box.append(button)
            return button
        }
        box.isVisible = !recipients.isEmpty
    }
}
