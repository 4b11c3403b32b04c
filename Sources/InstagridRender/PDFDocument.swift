import CGtk
import InstagridModel

/// One page of PDF made by Cairo's PDF surface, its bytes gathered in memory, so that
/// the file is written whole (atomically) or not at all.
final class PDFDocument {
    private final class Bytes {
        var written: [UInt8] = []
    }

    private let bytes = Bytes()
    private let surface: OpaquePointer
    private let page: Size

    /// A page `page` points large (1/72 inch).
    init(page: Size, title: String) {
        self.page = page
        surface = cairo_pdf_surface_create_for_stream({ closure, data, length in
            let bytes = Unmanaged<Bytes>.fromOpaque(closure!).takeUnretainedValue()
            bytes.written.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
            return CAIRO_STATUS_SUCCESS
        }, Unmanaged.passUnretained(bytes).toOpaque(), page.width, page.height)
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_TITLE, title)
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "Instagrid")
    }

    deinit { cairo_surface_destroy(surface) }

    func draw(_ body: (Canvas) -> Void) {
        let cr = cairo_create(surface)!
        body(Canvas(cr))
        cairo_destroy(cr)
    }

    /// Ends the page and the file; its bytes, or why Cairo could not write them.
    func finish() throws -> [UInt8] {
        withExtendedLifetime(bytes) { cairo_surface_finish(surface) }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw PictureEncoder.EncodeFailure(detail: String(cString: cairo_status_to_string(status)))
        }
        return bytes.written
    }
}
