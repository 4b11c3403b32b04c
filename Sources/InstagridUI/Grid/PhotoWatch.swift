import GtkKit
import InstagridModel
import InstagridTrace

/// Watches the files of the photos the collage names: a photo edited elsewhere (exported
/// again from darktable, retouched in GIMP, given again under its name) is shown anew, as a
/// share would render it, and one deleted shows as missing. The collage itself changes
/// only when the user changes it.
final class PhotoWatch {
    private var monitors: [LocalPath: FileMonitor] = [:]
    private var settling: Set<LocalPath> = []
    /// Told once a photo's file has changed and settled.
    private let changed: (LocalPath) -> Void

    init(changed: @escaping (LocalPath) -> Void) {
        self.changed = changed
    }

    /// Watches exactly `paths` from now on.
    func watch(_ paths: Set<LocalPath>) {
        for path in monitors.keys where !paths.contains(path) { monitors[path] = nil }
        for path in paths where monitors[path] == nil {
            monitors[path] = FileMonitor(path: path.bytes) { [weak self] in self?.noticed(path) }
        }
    }

    /// An editor's save is several events (written, closed, renamed over): the photo is
    /// read again once, when they have settled.
    private func noticed(_ path: LocalPath) {
        guard settling.insert(path).inserted else { return }
        MainLoop.after(milliseconds: 200) { [weak self] in
            guard let self, settling.remove(path) != nil, monitors[path] != nil else { return }
            Trace.event(.photoFileChanged, path.lastComponent.description)
            changed(path)
        }
    }
}
