import Dispatch
import GLibKit
import GtkKit
import InstagridModel
import InstagridRender
import InstagridTrace
import Synchronization

/// The collage and its undo history survive a restart, a crash or a kill: every change
/// is written (atomically, on a background queue) to XDG_STATE_HOME/instagrid/session.
final class SessionStore {
    let folder = UserFolders.state + "/instagrid"
    var path: String { folder + "/session" }
    private let writer = DispatchQueue(label: "instagrid.session", qos: .utility)
    /// The newest state not yet written: a drag or a slider saves on every step, and only
    /// the last of a burst needs encoding and writing.
    private let unwritten = Unwritten()

    private final class Unwritten: Sendable {
        let contents = Mutex<SessionFile.Contents?>(nil)
    }

    enum Restored {
        case none
        case contents(SessionFile.Contents)
        /// The file was unreadable or not ours; it now sits at `setAside`.
        case setAside(String)
    }

    func load() -> Restored {
        guard LocalPath(path).isPresent else { return .none }
        // Anything past the size limit is not ours, and fails to parse. A file that cannot be
        // read, or is no file at all, is set aside too: the next save would replace it.
        guard let bytes = FileBytes.read(LocalPath(path), upTo: SessionFile.largest),
              let contents = try? SessionFile.decode(String(decoding: bytes, as: UTF8.self)) else {
            let aside = path + ".unreadable-" + LocalTime.stamp().replacing(" ", with: "_")
            _ = LocalPath(path).move(to: LocalPath(aside))
            return .setAside(aside)
        }
        return .contents(contents)
    }

    /// Waits until every save asked for is written: the process may end right after a change.
    func finishSaving() {
        writer.sync {}
    }

    /// Saves off the main loop, the newest state last; a failure to save never interrupts the user.
    func save(_ contents: SessionFile.Contents) {
        let wasIdle = unwritten.contents.withLock { pending in
            defer { pending = contents }
            return pending == nil
        }
        guard wasIdle else { return }
        let folder = folder, path = path
        // Encoded here, off the main loop: with its history a session is a few thousand lines.
        writer.async { [unwritten] in
            guard let contents = unwritten.contents.withLock({ pending in defer { pending = nil }; return pending }),
                  UserFolders.makePrivate(folder) else { return }
            let text = SessionFile.encode(contents.collage, history: contents.history, document: contents.document)
            guard (try? AtomicFile.write(Array(text.utf8), to: LocalPath(path), replacing: true)) != nil else { return }
            Trace.event(.sessionSaved)
        }
    }
}
