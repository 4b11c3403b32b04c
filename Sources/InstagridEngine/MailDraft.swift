import InstagridModel

/// A mail for the user to finish, the shared picture attached, and the ways to ask the
/// desktop to open it. The desktop portal's Email answers for the user's mail client; but
/// its GTK backend hands the client a `mailto:` link whose attachment Thunderbird ignores
/// (xdg-desktop-portal-gtk#447 closed unmerged), so Thunderbird is asked itself, as
/// xdg-email does; without a portal, xdg-email asks the client.
nonisolated public struct MailDraft: Equatable, Sendable {
    public let subject: String
    public let attachments: [LocalPath]

    /// Where the user's mail client is asked, in the order tried.
    public enum Route: Equatable, Sendable {
        /// Thunderbird (or Icedove, Betterbird) at this executable, by its `-compose`.
        case thunderbird(LocalPath)
        case portal
        case xdgEmail
    }

    /// A mail portal allows 200 characters.
    static let longestSubject = 200
    /// The picture's long side in a mail, at most: what mail servers and phones take well.
    public static let longestSide = 2048

    public init(subject: String, attachments: [LocalPath]) {
        self.subject = String(subject.map { $0.isNewline ? " " : $0 }.prefix(Self.longestSubject))
        self.attachments = attachments
    }

    /// The ways to try, best first: none when the desktop has neither a mail client nor a portal.
    /// `handler`: the executable of the default application for `mailto:` links, if there is one.
    public static func routes(handler: LocalPath?, portal: Bool, xdgEmail: Bool) -> [Route] {
        var routes: [Route] = []
        if let handler, isThunderbird(handler) { routes.append(.thunderbird(handler)) }
        if portal { routes.append(.portal) }
        if xdgEmail, handler != nil { routes.append(.xdgEmail) }
        return routes
    }

    static func isThunderbird(_ executable: LocalPath) -> Bool {
        let name = executable.lastComponent.description.lowercased()
        return ["thunderbird", "icedove", "betterbird"].contains { name.contains($0) }
    }

    /// Thunderbird's `-compose` argument: its fields quoted, the attachments as `file:` URIs
    /// (a comma or quote in a name escaped, so it neither splits nor ends the list). A quote
    /// would end the subject: it becomes a typographic one.
    public var thunderbirdCompose: String {
        let subject = String(subject.map { $0 == "'" ? "’" : $0 })
        let files = attachments.map(\.fileURI).joined(separator: ",")
        return "subject='\(subject)',attachment='\(files)'"
    }

    /// xdg-email's arguments, after its name.
    public var xdgEmailArguments: [[UInt8]] {
        [Array("--subject".utf8), Array(subject.utf8)] + attachments.flatMap { [Array("--attach".utf8), $0.bytes] }
    }

}
