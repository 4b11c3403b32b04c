import Dispatch
import GtkKit
import InstagridModel
import InstagridPhotoFormats
import InstagridRender
import InstagridResources
import InstagridTrace

/// Print…: the collage on paper through GTK's print dialog, centred on the page at the
/// largest size of its shape (its slides side by side) the printable area holds, its photos at the 300 dpi photo
/// prints want (or their own resolution where lower; a PDF printer's context says
/// 72, which is not what its page will be printed at), decoded while the dialog's
/// choice is made into a job.
final class Printing {
    /// The print under way, and its page once made (or why it could not be): a page made
    /// for a job that ended before it was ready is not the next job's.
    private var printing: (job: PrintJob, page: Result<PrintedPage, any Error>?)?

    /// `tell` shows what went wrong.
    func print(_ collage: Collage, parent: Window, tell: @escaping @MainActor (String, String?) -> Void) {
        guard printing == nil else { return }
        let job = PrintJob(name: "Instagrid", paper: Self.paper(for: collage.shape), landscape: collage.aspect > 1)
        printing = (job, nil)
        job.run(parent: parent, prepare: { [unowned self, weak job] area in
            let size = collage.fitted(in: Size(width: area.width, height: area.height))
            let dpi = ExportFormat.defaultDPI
            BackgroundWork.start(qos: .userInitiated) {
                let made = Result<PrintedPage, any Error> { try PrintedPage(collage, size: size, dpi: dpi, jpegQuality: ExportFormat.defaultJPEGQuality) }
                MainLoop.perform { [weak self] in
                    guard let self, let job, printing?.job === job else { return }
                    printing?.page = made
                    if case let .failure(error) = made {
                        job.cancel()
                        tell(tr("The collage could not be printed"), "\(error)")
                    }
                }
            }
        }, isReady: { [unowned self] in printing?.page != nil }, draw: { [unowned self] cr, area in
            guard case let .success(page) = printing?.page else { return }
            let canvas = Canvas(cr)
            canvas.translate((area.width - page.size.width) / 2, (area.height - page.size.height) / 2)
            page.draw(on: canvas)
            Trace.event(.printed)
        }, finished: { [unowned self] problem in
            printing = nil
            if let problem { tell(tr("The collage could not be printed"), problem) }
        })
    }

    /// The dialog starts on the collage's paper, where it has one.
    private static func paper(for shape: PictureShape) -> PrintJob.Paper? {
        switch shape {
        case .a4, .a4Landscape: .standard(name: "iso_a4")
        case .letter, .letterLandscape: .standard(name: "na_letter")
        case .photo10x15, .photo15x10: custom(.photo10x15)
        case .photo13x18, .photo18x13: custom(.photo13x18)
        case .square, .portrait, .story, .widescreen, .print: nil
        }
    }

    /// A photo paper, named and measured upright.
    private static func custom(_ upright: PictureShape) -> PrintJob.Paper? {
        upright.paperSize.map { size in
            .custom(name: "instagrid_\(Int(size.width))x\(Int(size.height))mm", displayName: ShapeNames.name(upright),
                    widthMM: size.width, heightMM: size.height)
        }
    }
}
