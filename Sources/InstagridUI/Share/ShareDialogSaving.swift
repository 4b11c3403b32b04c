import Dispatch
import GtkKit
import InstagridEngine
import InstagridModel
import InstagridRender
import InstagridResources
import InstagridTrace

/// Save As…: the picture written where the user chooses, at the size and quality beside it.
extension ShareDialog {
    func saveAs() {
        guard let shown = sheet.shown else { return }
        let (picture, collage, ticket) = (shown.picture, shown.collage, shown.ticket)
        let side = shown.saveSides.indices.contains(saveSize.selected) ? shown.saveSides[saveSize.selected] : ShareFlow.pictureSide(of: collage)
        let qualities = PictureSaver.qualityChoices.map(\.quality)
        let quality = qualities.indices.contains(saveQuality.selected) ? qualities[saveQuality.selected] : qualities[0]
        let chooser = SaveFileChooser(title: tr("Save Picture"), parent: dialog, acceptLabel: tr("_Save"),
                                      suggestedName: PictureSaver.suggestedName())
        saver = chooser
        chooser.show { [weak self] chosen in
            guard let self else { return }
            saver = nil
            guard let chosen = chosen.flatMap(LocalPath.init(bytes:)), sheet.isCurrent(ticket) else { return }
            let path = PictureSaver.destination(for: chosen)
            if let refusal = PictureSaver.refusal(of: collage, to: path, side: side, quality: quality) {
                return MessageDialog.show(parent: dialog, title: tr("The picture was not saved"), detail: "\(refusal)", isError: true)
            }
            // The chooser asked before replacing what the user named, but not the name we
            // completed, nor the slides' names made from it.
            let taken = PictureSaver.files(of: collage, at: path, side: side).filter { $0 != chosen && $0.exists }
            guard !taken.isEmpty else {
                return save(picture, of: collage, to: path, side: side, quality: quality, ticket: ticket)
            }
            askToReplace(taken) { [weak self] replace in
                guard let self, replace, sheet.isCurrent(ticket) else { return }
                save(picture, of: collage, to: path, side: side, quality: quality, ticket: ticket)
            }
        }
    }

    /// GTK's own question, in GTK's words, for a name the chooser did not see; for slides,
    /// one question for all those already there.
    func askToReplace(_ paths: [LocalPath], answer: @escaping (Bool) -> Void) {
        let folder = paths[0].folder.bytes.isEmpty ? "/" : paths[0].folder.shownName
        let (title, detail) = if paths.count == 1 {
            // TRANSLATORS: GTK's own question; use GTK's translation of it. {file} is a file name.
            (tr("A file named “{file}” already exists.  Do you want to replace it?", ["file": paths[0].shownName]),
             // TRANSLATORS: GTK's own words too; {folder} is the folder's name.
             tr("The file already exists in “{folder}”.  Replacing it will overwrite its contents.", ["folder": folder]))
        } else {
            // TRANSLATORS: before saving a picture's slides; {count} is how many of their files are there already.
            (tr("{count} of the slides’ files already exist.  Do you want to replace them?", ["count": "\(paths.count)"]),
             // TRANSLATORS: {files} lists file names, {folder} is the folder's name.
             tr("“{files}” already exist in “{folder}”.  Replacing them will overwrite their contents.",
                ["files": paths.map(\.shownName).joined(separator: "”, “"), "folder": folder]))
        }
        MessageDialog.ask(parent: dialog, title: title, detail: detail, cancelLabel: tr("_Cancel"), confirmLabel: tr("_Replace"),
                          answer: answer)
    }

    func save(_ picture: CairoImage, of collage: Collage, to path: LocalPath, side: Int, quality: Int, ticket: Tickets.Ticket) {
        PictureSaver.save(picture, of: collage, to: path, side: side, quality: quality) { [weak self] outcome in
            guard let self else { return }
            let current = sheet.isCurrent(ticket)
            switch outcome {
            case let .failure(error):
                // A failure is told even when its share is over: the user thinks the picture was saved.
                MessageDialog.show(parent: current ? dialog : parent, title: tr("The picture was not saved"),
                                   detail: "\(error)", isError: true)
            case let .success(paths):
                saved(paths)
                if current { close() }
            }
        }
    }
}
