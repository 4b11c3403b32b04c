import CGtk
import GLibKit

/// One page printed through GTK's print dialog (printer, paper, orientation, preview
/// are the dialog's), drawn by the app with Cairo once it knows the page.
public final class PrintJob: Object {
    /// The printable area in points (1/72 inch).
    public struct Page: Sendable {
        public let width: Double, height: Double
    }

    /// A paper to start the dialog with (the user may choose another): one printers know
    /// by its PWG name ("iso_a4"), or one of the app's own size, upright.
    public enum Paper {
        case standard(name: String)
        case custom(name: String, displayName: String, widthMM: Double, heightMM: Double)
    }

    private var operation: UnsafeMutablePointer<GtkPrintOperation> { cast() }

    public init(name: String, paper: Paper?, landscape: Bool) {
        super.init(adopting: UnsafeMutableRawPointer(gtk_print_operation_new()!))
        gtk_print_operation_set_job_name(operation, name)
        gtk_print_operation_set_n_pages(operation, 1)
        gtk_print_operation_set_unit(operation, GTK_UNIT_POINTS)
        gtk_print_operation_set_allow_async(operation, 1)
        gtk_print_operation_set_embed_page_setup(operation, 1)
        let setup = gtk_page_setup_new()!
        defer { release(setup) }
        gtk_page_setup_set_orientation(setup, landscape ? GTK_PAGE_ORIENTATION_LANDSCAPE : GTK_PAGE_ORIENTATION_PORTRAIT)
        let size: OpaquePointer? = switch paper {
        case let .standard(name): gtk_paper_size_new(name)
        case let .custom(name, displayName, width, height): gtk_paper_size_new_custom(name, displayName, width, height, GTK_UNIT_MM)
        case nil: nil
        }
        if let size {
            gtk_page_setup_set_paper_size_and_default_margins(setup, size)
            gtk_paper_size_free(size)
        }
        gtk_print_operation_set_default_page_setup(operation, setup)
    }

    /// Shows the dialog. `prepare` hears the page the user chose; GTK waits while `isReady`
    /// says no (the photos decode meanwhile); `draw` then draws on the page's Cairo
    /// context; `finished` gets nil once printed or cancelled, or what went wrong.
    public func run(parent: Window, prepare: @escaping (Page) -> Void, isReady: @escaping () -> Bool,
                    draw: @escaping (_ cr: OpaquePointer, Page) -> Void, finished: @escaping (String?) -> Void) {
        var ended = false
        let end: (String?) -> Void = { problem in
            guard !ended else { return }
            ended = true
            finished(problem)
        }
        func page(_ context: gpointer?) -> Page {
            let context = OpaquePointer(context)
            return Page(width: gtk_print_context_get_width(context), height: gtk_print_context_get_height(context))
        }
        let begin: (gpointer?) -> Void = { prepare(page($0)) }
        connectSignal(pointer, "begin-print", begin, thunk: Thunk.address(Thunk.withPointer))
        let paginate: (gpointer?) -> Bool = { _ in isReady() }
        connectSignal(pointer, "paginate", paginate, thunk: Thunk.address(Thunk.withPointerReturning))
        let drawPage: (gpointer?, Int) -> Void = { context, _ in
            draw(gtk_print_context_get_cairo_context(OpaquePointer(context)), page(context))
        }
        connectSignal(pointer, "draw-page", drawPage, thunk: Thunk.address(Thunk.withPointerAndInt))
        let done: (Int) -> Void = { [unowned self] result in
            guard result == Int(GTK_PRINT_OPERATION_RESULT_ERROR.rawValue) else { return end(nil) }
            var error: UnsafeMutablePointer<GError>?
            gtk_print_operation_get_error(operation, &error)
            end(GLibError(taking: error)?.message ?? "unknown error")
        }
        connectSignal(pointer, "done", done, thunk: Thunk.address(Thunk.withInt))
        var error: UnsafeMutablePointer<GError>?
        if gtk_print_operation_run(operation, GTK_PRINT_OPERATION_ACTION_PRINT_DIALOG, parent.window, &error)
            == GTK_PRINT_OPERATION_RESULT_ERROR {
            end(GLibError(taking: error)?.message ?? "unknown error")
        }
    }

    /// Stops the job (a photo could not be read): GTK ends it as cancelled.
    public func cancel() {
        gtk_print_operation_cancel(operation)
    }
}
