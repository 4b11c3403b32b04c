import InstagridModel

/// A share's files as they are being written, for a drag, a copy or a phone.
nonisolated public enum WrittenFiles {
    case writing
    case written([LocalPath])
    case failed(any Error)

    public init(_ write: () throws -> [LocalPath]) {
        do { self = .written(try write()) } catch { self = .failed(error) }
    }

    /// The files, once written; none before or after a failure.
    public var paths: [LocalPath] {
        if case let .written(paths) = self { paths } else { [] }
    }
}

/// The share dialog's state, from one share's showing to its closing: the picture and what it
/// was made of, the files written for it and what waits for them, the phones and mail routes
/// it offers, and its ticket: work started for the share (a save, a copy for another
/// application, a question to the desktop) reports back under it and counts only while the
/// share is shown. `Picture` is the rendered picture's type, which this module does not draw.
nonisolated public struct ShareSheet<Picture> {
    public struct Share {
        public let picture: Picture
        public let collage: Collage
        public let name: SharedPictureName
        /// The saved picture's sizes offered, by their long side.
        public let saveSides: [Int]
        public let ticket: Tickets.Ticket
        /// Who hears the share close, whatever the user did.
        let closed: () -> Void
        public fileprivate(set) var files = WrittenFiles.writing
        /// What waits for the files: a phone's entry clicked as they were written.
        fileprivate var waitingForFiles: [([LocalPath]) -> Void] = []
        /// The phones paired and reachable, as last asked.
        public fileprivate(set) var phones: [PhoneRecipient] = []
        /// The ways to ask a mail client, as asked when the dialog showed; none hides the entry.
        public fileprivate(set) var mailRoutes: [MailDraft.Route] = []
    }

    /// What `withFiles` found.
    public enum FilesNow {
        case ready([LocalPath])
        case failed(any Error)
        /// Being written: the use runs once they are.
        case waiting
        /// No share is shown.
        case none
    }

    private var tickets = Tickets()
    public private(set) var shown: Share?

    public init() {}

    /// Shows a new share; its ticket. Answers for an earlier one stop counting.
    public mutating func show(_ picture: Picture, of collage: Collage, named name: SharedPictureName, saveSides: [Int],
                              closed: @escaping () -> Void) -> Tickets.Ticket {
        let ticket = tickets.issue()
        shown = Share(picture: picture, collage: collage, name: name, saveSides: saveSides, ticket: ticket, closed: closed)
        return ticket
    }

    /// Whether an answer under `ticket` is for the share shown now.
    public func isCurrent(_ ticket: Tickets.Ticket) -> Bool { tickets.isCurrent(ticket) }

    /// Ends the share shown, if any; who is to hear it closed. No answer counts after.
    public mutating func close() -> (() -> Void)? {
        let closed = shown?.closed
        shown = nil
        tickets.void()
        return closed
    }

    /// The files written under `ticket`; what waited for them (to run with the paths, or to
    /// be told of the failure), or nil when the share they were for is over.
    public mutating func filesWritten(_ files: WrittenFiles, ticket: Tickets.Ticket) -> [([LocalPath]) -> Void]? {
        guard isCurrent(ticket), var share = shown else { return nil }
        let waiting = share.waitingForFiles
        share.files = files
        share.waitingForFiles = []
        shown = share
        return waiting
    }

    /// The files for `use` now, or `use` kept until they are written.
    public mutating func withFiles(_ use: @escaping ([LocalPath]) -> Void) -> FilesNow {
        switch shown?.files {
        case let .written(paths)?: return .ready(paths)
        case let .failed(error)?: return .failed(error)
        case .writing?:
            shown?.waitingForFiles.append(use)
            return .waiting
        case nil: return .none
        }
    }

    /// The phones to offer, heard under `ticket`; false when the share is over.
    public mutating func offer(phones: [PhoneRecipient], ticket: Tickets.Ticket) -> Bool {
        guard isCurrent(ticket) else { return false }
        shown?.phones = phones
        return true
    }

    /// The mail routes to offer, heard under `ticket`; false when the share is over.
    public mutating func offer(mailRoutes: [MailDraft.Route], ticket: Tickets.Ticket) -> Bool {
        guard isCurrent(ticket) else { return false }
        shown?.mailRoutes = mailRoutes
        return true
    }
}
