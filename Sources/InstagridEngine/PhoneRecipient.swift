/// A phone (or tablet) paired with this computer that a share can be sent to, as KDE
/// Connect or GSConnect knows it, and how the share dialog's `send-to-device` action names it.
nonisolated public struct PhoneRecipient: Hashable, Sendable {
    public enum Service: String, Sendable, CaseIterable {
        case kdeConnect = "kdeconnect"
        case gsConnect = "gsconnect"
    }

    public let service: Service
    /// The service's own id for it (GSConnect's: its object path).
    public let id: String
    public let name: String

    public init(service: Service, id: String, name: String) {
        self.service = service
        self.id = id
        self.name = name
    }

    /// The action's parameter: "kdeconnect:ID". A script can name a phone by it.
    public var parameter: String { service.rawValue + ":" + id }

    /// The one of `recipients` that `parameter` names, if it is still there.
    public static func named(_ parameter: String, in recipients: [PhoneRecipient]) -> PhoneRecipient? {
        recipients.first { $0.parameter == parameter }
    }

    /// The phones in the order the dialog offers them: by name, then service and id, so
    /// that the entries stay in place as the list is asked again; each once.
    public static func listed(_ recipients: [PhoneRecipient]) -> [PhoneRecipient] {
        var seen = Set<String>()
        return recipients.sorted { ($0.name.lowercased(), $0.parameter) < ($1.name.lowercased(), $1.parameter) }
            .filter { seen.insert($0.parameter).inserted }
    }
}
