import GtkKit
import InstagridActions
import InstagridEngine
import InstagridModel
import InstagridRender
import InstagridResources
import InstagridTrace

/// Photos coming into the collage and going out of it: chosen, dropped, given on the command
/// line, restored from the last session, located when they moved, and forgotten when they
/// cannot be used, each with a word to the user where one is due.
final class PhotoIntake {
    private let edits: CollageEdits
    private let photos: SlotPhotos
    private let notices: NoticeBanner
    private let chooser: PhotoChooser
    private var state: CollageState { edits.state }
    private var interaction: Interaction { edits.interaction }
    private var collage: Collage { edits.collage }

    init(edits: CollageEdits, photos: SlotPhotos, notices: NoticeBanner, chooser: PhotoChooser) {
        self.edits = edits
        self.photos = photos
        self.notices = notices
        self.chooser = chooser
    }

    /// A photo the collage names cannot be used. A missing one stays, shown as missing until
    /// it is located or comes back, in a document and wherever the window read it before (an
    /// undo brings back a photo whose file was deleted since); otherwise the photo leaves
    /// the collage.
    func photoFailed(_ path: LocalPath, _ error: PhotoError) {
        if error.cause == .missing, state.document != nil || photos.wasRead(path) {
            photos.markMissing(path)
            return tellMissing([path])
        }
        edits.apply(.forget(path))
        showUnusable(error)
    }

    /// A photo's file changed under the window and cannot be read now: one gone (deleted,
    /// moved) shows as missing, to be located, in any collage; one that is no photo any more
    /// leaves as any unusable photo does.
    func watchedPhotoFailed(_ path: LocalPath, _ error: PhotoError) {
        guard error.cause == .missing else { return photoFailed(path, error) }
        photos.markMissing(path)
        tellMissing([path])
    }

    /// One notice for the collage's photos found missing together.
    func tellMissing(_ paths: [LocalPath]) {
        guard let first = paths.first else { return }
        notices.show(paths.count == 1 ? tr("“{file}” is missing", ["file": first.shownName])
                        // TRANSLATORS: {count} photos of the open document cannot be found.
                        : tr("{count} photos are missing", ["count": "\(paths.count)"]),
                     detail: (paths.map(\.shown) + [tr("Locate them from their slots’ menus.")]).joined(separator: "\n"))
    }

    /// Asks where a missing photo is now; the photos that moved with it are found too,
    /// in one undo step.
    func locatePhoto(in slot: SlotID) {
        guard let lost = collage.photo(in: slot), photos.isMissing(slot), interaction.allowsChange(AppAction.locatePhoto) else { return }
        chooser.choose { [unowned self] paths in
            guard let found = paths.first, collage.photo(in: slot) == lost else { return }
            let others = SlotID.all.compactMap { photos.isMissing($0) ? collage.photo(in: $0) : nil }
            let moves = PhotoRelocation.relocated(others, lost: lost, found: found) { $0.isReadable }
            edits.change(.locatePhoto) { collage in
                collage.relocatePhoto(in: slot, to: found)
                for other in SlotID.all where other != slot {
                    if let path = collage.photo(in: other), let moved = moves[path] { collage.relocatePhoto(in: other, to: moved) }
                }
            }
        }
    }

    /// Asks the user for photos for `slot`: one replaces or fills it, several fill it and
    /// the empty slots after it. Cancelling changes nothing.
    func choosePhoto(for slot: SlotID) {
        guard collage.layout.visibleSlots.contains(slot), interaction.allowsChange(AppAction.choosePhoto) else { return }
        // The chooser may wait to see whether the click that asked becomes a double-click
        // (the interaction machine says; `openChooser` then).
        interaction.send(.photoChoiceAsked(slot, filled: collage.photo(in: slot) != nil, time: MonotonicClock.seconds,
                                           doubleClickTime: DesktopSettings.doubleClickTime))
    }

    func openChooser(for slot: SlotID) {
        chooser.choose { [unowned self] paths in
            guard !paths.isEmpty else { return }
            let change: CollageChange = paths.count == 1 && collage.photo(in: slot) != nil ? .replacePhoto : .choosePhoto
            // A script may have shared meanwhile: the photos wait for the grid to come back.
            interaction.whenChangesAllowed(.choosePhoto) { [unowned self] in place(paths, startingAt: slot, as: change) }
        }
    }

    /// The first file goes to `slot`, the others to the empty slots after it, then before it,
    /// then to places no cell shows, to wait for a layout with more cells (`slotsForDrop`).
    private func place(_ paths: [LocalPath], startingAt slot: SlotID, as change: CollageChange) {
        let slots = collage.slotsForDrop(of: paths.count, on: slot)
        put(Array(zip(paths, slots)), as: change)
        let waiting = zip(paths, slots).filter { !collage.layout.visibleSlots.contains($0.1) }.map(\.0)
        if !waiting.isEmpty {
            // TRANSLATORS: {count} photos given together had no empty cell; they are kept for a layout with more cells.
            notices.show(waiting.count == 1 ? tr("A photo waits for a layout with more cells")
                : tr("{count} photos wait for a layout with more cells", ["count": "\(waiting.count)"]),
                         detail: waiting.map(\.shown).joined(separator: "\n"))
        }
        tellLeftOut(paths.dropFirst(slots.count))
    }

    /// Puts photos in their slots at once, one undo step (with `layout`, if given): each is in
    /// the collage from the moment it is chosen and decodes meanwhile behind its slot's busy
    /// dots, so no layout change, undo or share can lose it. One that cannot be used leaves
    /// again, with a word (`photoFailed`).
    private func put(_ placed: [(path: LocalPath, slot: SlotID)], as change: CollageChange, layout: Layout? = nil) {
        guard edits.change(change, { collage in
            if let layout { collage.layout = layout }
            for (path, slot) in placed { collage.setPhoto(path, in: slot) }
        }) else { return }
        for (_, slot) in placed { Trace.event(.photoChosen, "\(slot.rawValue)") }
    }

    /// Photos past the nine a collage holds are named, never dropped without a word.
    private func tellLeftOut(_ paths: ArraySlice<LocalPath>) {
        guard !paths.isEmpty else { return }
        // TRANSLATORS: {count} is how many photos were given past the ninth.
        notices.show(tr("A collage holds nine photos: {count} left out", ["count": "\(paths.count)"]),
                     detail: paths.map(\.shown).joined(separator: "\n"))
    }

    /// Puts back the last session's collage and undo history; photos gone meanwhile
    /// leave their slots empty, with one notice naming them.
    func restoreSession(from session: SessionStore) {
        switch session.load() {
        case .none:
            return
        case let .setAside(aside):
            notices.show(tr("The last session could not be restored"),
                               // TRANSLATORS: {file} is the full path the old session file was moved to.
                         detail: tr("Its file was damaged or written by a newer version, and has been kept as {file}.", ["file": aside]))
        case let .contents(saved):
            var restored = saved
            var missing: [LocalPath] = []
            // A document keeps its missing photos, shown as missing, to be located.
            for slot in SlotID.all where saved.document == nil {
                guard let path = saved.collage.photo(in: slot), !path.exists else { continue }
                missing.append(path)
                restored.collage.setPhoto(nil, in: slot)
            }
            // The whole restored state at once: a kill while photos decode loses none of it.
            edits.apply(.restore(restored, saved: saved.document.flatMap { try? DocumentFile.read($0) }))
            if !missing.isEmpty {
                notices.show(tr("Some photos from last time are gone"), detail: missing.map(\.shown).joined(separator: "\n"))
            }
        }
    }

    /// Photos from the command line take the letters of a layout with a cell for each (the
    /// current one if it has), the first photo `a`, as `export` gives them; with that layout,
    /// one undo step. A collage holds nine: any more are named in a notice.
    func placePhotos(_ paths: [LocalPath]) {
        guard interaction.allowsChange(.open) else { return }
        let layout = Layout.holding(paths.count, current: collage.layout)
        put(Array(zip(paths, layout.visibleSlots.sorted())), as: .choosePhoto, layout: layout)
        tellLeftOut(paths.dropFirst(layout.visibleSlots.count))
    }

    func showUnusable(_ error: PhotoError) {
        // TRANSLATORS: {file} is a photo's file name.
        notices.show(tr("“{file}” cannot be used", ["file": error.path.shownName]), detail: "\(error.path.shown)\n\(error.localizedReason).")
    }

    /// Files dropped on a slot, or named by the `drop-photos` action: a script may send a
    /// relative path, which a later start, in another folder, would read as another file.
    func placeDropped(_ paths: [LocalPath], startingAt slot: SlotID) {
        guard interaction.allowsChange(AppAction.dropPhotos) else { return }
        for path in paths where !path.isAbsolute { showUnusable(PhotoError(path: path, cause: .notAbsolute)) }
        place(paths.filter(\.isAbsolute), startingAt: slot, as: .dropPhotos)
    }
}
