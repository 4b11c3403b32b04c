import Dispatch
import GLibKit
import GtkKit
import InstagridModel
import InstagridRender

/// "Your Layouts" on disk: XDG_DATA_HOME/instagrid/layouts, read when first wanted (the
/// gallery opens, a layout is kept; a few lines) and written, atomically, off the main
/// loop after each change.
final class KeptLayoutsStore {
    private let folder = UserFolders.data + "/instagrid"
    private var path: String { folder + "/layouts" }
    private let writer = DispatchQueue(label: "instagrid.layouts", qos: .utility)
    /// Not read at start: nothing shows it before the gallery opens or a layout is kept.
    private(set) lazy var kept: KeptLayouts = FileBytes.read(LocalPath(path), upTo: 1 << 16)
        .flatMap { KeptLayouts.decode(String(decoding: $0, as: UTF8.self)) } ?? KeptLayouts()

    /// Keeps `layout`; false when it was kept already or is the catalogue's.
    func keep(_ layout: Layout) -> Bool {
        guard kept.keep(layout) else { return false }
        save()
        return true
    }

    func forget(_ layout: Layout) {
        kept.forget(layout)
        save()
    }

    /// Waits until the last change is written: the process may end right after it.
    func finishSaving() {
        writer.sync {}
    }

    private func save() {
        let text = kept.encoded(), folder = folder, path = path
        writer.async {
            guard UserFolders.makePrivate(folder) else { return }
            _ = try? AtomicFile.write(Array(text.utf8), to: LocalPath(path), replacing: true)
        }
    }
}
