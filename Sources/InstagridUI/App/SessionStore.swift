import Dispatch
import Glibc
import GtkKit
import InstagridModel
import InstagridRender

/// The layout and photos survive a restart, a crash or a kill: every change is
/// written (atomically, on a background queue) to XDG_STATE_HOME/instagrid/session.
final class SessionStore {
    let folder = UserFolders.state + "/instagrid"
    var path: String { folder + "/session" }
    private let writer = DispatchQueue(label: "instagrid.session", qos: .utility)

    enum Restored {
        case none
        case collage(Collage)
        /// The file was unreadable or not ours; it now sits at `setAside`.
        case setAside(String)
    }

    func load() -> Restored {
        guard let text = readFile(path) else { return .none }
        do {
            return .collage(try SessionFile.decode(text))
        } catch {
            let aside = path + ".unreadable-" + LocalTime.stamp().replacing(" ", with: "_")
            rename(path, aside)
            return .setAside(aside)
        }
    }

    /// Saves in order, off the main loop; a failure to save never interrupts the user.
    func save(_ collage: Collage) {
        let text = SessionFile.encode(collage)
        let folder = folder, path = path
        writer.async {
            guard UserFolders.makePrivate(folder) else { return }
            try? AtomicFile.write(Array(text.utf8), to: path, replacing: true)
        }
    }

    private func readFile(_ path: String) -> String? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while bytes.count < 1 << 20 {  // a session is a few hundred bytes; anything huge is not ours
            let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            bytes += chunk[..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
