import Dispatch
import GLibKit
import GtkKit
import InstagridActions
import InstagridEngine
import InstagridModel
import InstagridRender
import InstagridResources
import InstagridTrace

/// The collage as a document: New, Open…, Open Recent, Save and Save As…, the title
/// that names it, and the question before unsaved changes are lost. The untitled
/// collage needs none of it: the session keeps it, and quitting loses nothing.
final class Documents {
    private unowned let window: ApplicationWindow
    private let edits: CollageEdits
    private var state: CollageState { edits.state }
    private var interaction: Interaction { edits.interaction }
    private let tell: (_ title: String, _ detail: String?) -> Void
    /// The Open Recent submenu's entries, kept to the desktop's recent files.
    let recentMenu = Menu()
    private lazy var openChooser = OpenFileChooser(
        title: tr("Open Collage"), parent: window, acceptLabel: tr("_Open"),
        types: .type(name: tr("Collages"), mimeType: CollageDocument.mimeType, pattern: "*.\(CollageDocument.fileExtension)"),
        multiple: false, startFolder: UserFolders.documents)

    static let recentLimit = 9

    init(window: ApplicationWindow, edits: CollageEdits, tell: @escaping (String, String?) -> Void) {
        self.window = window
        self.edits = edits
        self.tell = tell
        RecentFiles.onChanged { [weak self] in self?.listRecent() }
        listRecent()
    }

    /// The window's title: the document's name, marked while it has unsaved changes.
    var title: String {
        guard let name else { return "Instagrid" }
        return (state.hasUnsavedChanges ? "*" : "") + name
    }

    /// The document's name, as shown; nil while the collage has none.
    var name: String? { state.document.map { Self.name(of: $0.path) } }

    /// A new, empty collage, once the current one is saved or let go.
    func startNew() {
        guard interaction.allowsChange(.new) else { return }
        keepOrLetGo(closing: false) { [unowned self] in edits.apply(.start(Collage(), document: nil)) }
    }

    /// Asks which document to open.
    func chooseAndOpen() {
        guard interaction.allowsChange(.open), !openChooser.isShown else { return }
        openChooser.show { [unowned self] names in
            if let path = names.first.flatMap(LocalPath.init(bytes:)) { open(path) }
        }
    }

    /// Reads the document at `path` off the main loop and shows it, once the current
    /// collage is saved or let go. An unreadable one is named, and nothing changes.
    func open(_ path: LocalPath) {
        guard interaction.allowsChange(.open) else { return }
        keepOrLetGo(closing: false) { [unowned self] in
            BackgroundWork.start(qos: .userInitiated) {
                let read = Result { () throws(DocumentFile.Failure) in try DocumentFile.read(path) }
                MainLoop.perform { [weak self] in
                    guard let self else { return }
                    switch read {
                    case let .success(collage):
                        // The read took a while: a share may have begun meanwhile, and its collage stays until the grid is back.
                        edits.apply(.start(collage, document: path)) { [unowned self] in
                            remember(path)
                            Trace.event(.documentOpened, Self.name(of: path))
                        }
                    case let .failure(failure):
                        tell(tr("“{file}” could not be opened", ["file": Self.name(of: path)]), failure.description)
                    }
                }
            }
        }
    }

    /// Writes the document where it was opened from or last saved, or asks where first.
    func save(then done: (@MainActor () -> Void)? = nil) {
        guard let document = state.document else { return saveAs(then: done) }
        write(to: document.path, then: done)
    }

    func saveAs(then done: (@MainActor () -> Void)? = nil) {
        let suggested = name ?? tr("Collage")
        let chooser = SaveFileChooser(title: tr("Save Collage"), parent: window, acceptLabel: tr("_Save"),
                                      suggestedName: suggested + "." + CollageDocument.fileExtension)
        chooser.show { [unowned self] chosen in
            // Nothing else holds the chooser: its own answer keeps it until it answers.
            withExtendedLifetime(chooser) {}
            guard let chosen = chosen.flatMap(LocalPath.init(bytes:)) else { return }
            let suffix = "." + CollageDocument.fileExtension
            write(to: chosen.hasSuffix(suffix) ? chosen : chosen.adding(suffix: suffix), then: done)
        }
    }

    /// Whether closing the window must wait for the user's answer (true: it stays open for now).
    func holdsTheWindowOpen() -> Bool {
        guard state.losesWork(.closing) else { return false }
        // Either answer leaves nothing to lose (the changes let go, or saved): the close asked again goes through.
        keepOrLetGo(closing: true, lettingGo: { [unowned self] in edits.apply(.revertToSaved) }) { [unowned self] in
            window.close()
        }
        return true
    }

    private func write(to path: LocalPath, then done: (@MainActor () -> Void)?) {
        let collage = state.collage
        BackgroundWork.start(qos: .userInitiated) {
            let written = Result { () throws(DocumentFile.Failure) in try DocumentFile.write(collage, to: path) }
            MainLoop.perform { [weak self] in
                guard let self else { return }
                switch written {
                case .success:
                    edits.apply(.saved(collage, at: path))
                    remember(path)
                    Trace.event(.documentSaved, Self.name(of: path))
                    done?()
                case let .failure(failure):
                    MessageDialog.show(parent: window, title: tr("The collage was not saved"), detail: failure.description, isError: true)
                }
            }
        }
    }

    /// Runs `proceed` at once when nothing unsaved would be lost; otherwise asks first:
    /// save (then proceed), let go (`lettingGo`, then proceed), or cancel (nothing happens).
    private func keepOrLetGo(closing: Bool, lettingGo: @escaping @MainActor () -> Void = {}, _ proceed: @escaping @MainActor () -> Void) {
        guard state.losesWork(closing ? .closing : .replacing) else { return proceed() }
        let name = self.name ?? tr("Untitled Collage")
        let question = closing ? tr("Save changes to “{file}” before closing?", ["file": name])
            : tr("Save changes to “{file}”?", ["file": name])
        MessageDialog.ask(parent: window, title: question, detail: tr("If you don’t save, changes will be permanently lost."),
                          cancelLabel: tr("_Cancel"), choices: [closing ? tr("Close _without Saving") : tr("_Discard"), tr("_Save")]) {
            [unowned self] answer in
            switch answer {
            case 0:
                lettingGo()
                proceed()
            case 1: save(then: proceed)
            default: break
            }
        }
    }

    private func remember(_ path: LocalPath) {
        RecentFiles.add(path.bytes, mimeType: CollageDocument.mimeType, application: "Instagrid", command: "instagrid %f")
    }

    /// Open Recent: the newest documents first, numbered for the keyboard.
    private func listRecent() {
        recentMenu.removeAll()
        let paths = RecentFiles.paths(mimeType: CollageDocument.mimeType, limit: Self.recentLimit).compactMap(LocalPath.init(bytes:))
        for (index, path) in paths.enumerated() {
            recentMenu.append("_\(index + 1) \(Self.name(of: path))", .openDocument, target: Variant(fileName: path.bytes))
        }
    }

    /// A document's name as people call it: its file name without ".instagrid".
    static func name(of path: LocalPath) -> String {
        let file = path.shownName
        let suffix = "." + CollageDocument.fileExtension
        return file.hasSuffix(suffix) && file.count > suffix.count ? String(file.dropLast(suffix.count)) : file
    }
}
