import GtkKit
import InstagridTrace

/// Watches the files of the photos an open document names: a photo edited elsewhere
/// (exported again from darktable, retouched in GIMP) is shown anew, and one deleted
/// shows as missing. The document itself changes only when the user changes it.
final class PhotoWatch {
    private var monitors: [String: FileMonitor] = [:]
    private var settling: Set<String> = []
    /// Called once a photo's file has changed and settled.
    var changed: ((String) -> Void)?

    /// Watches exactly `paths` from now on.
    func watch(_ paths: Set<String>) {
        for path in monitors.keys where !paths.contains(path) { monitors[path] = nil }
        for path in paths where monitors[path] == nil {
            monitors[path] = FileMonitor(path: path) { [weak self] in self?.noticed(path) }
        }
    }

    /// An editor's save is several events (written, closed, renamed over): the photo is
    /// read again once, when they have settled.
    private func noticed(_ path: String) {
        guard settling.insert(path).inserted else { return }
        MainLoop.after(milliseconds: 200) { [weak self] in
            guard let self, settling.remove(path) != nil, monitors[path] != nil else { return }
            Trace.event(.photoFileChanged, path.split(separator: "/").last.map(String.init) ?? path)
            changed?(path)
        }
    }
}
