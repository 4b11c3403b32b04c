import CGtk
import InstagridModel
import InstagridTrace

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
        // PDF 1.4: a classic cross-reference table and no object streams (Cairo 1.18 writes them
        // above 1.4), which `PDFColourTagging` needs to add the page's sRGB; nothing drawn needs more.
        cairo_pdf_surface_restrict_to_version(surface, CAIRO_PDF_VERSION_1_4)
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_TITLE, title)
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "Instagrid")
    }

    deinit { cairo_surface_destroy(surface) }

    func draw(_ body: (Canvas) -> Void) {
        let cr = cairo_create(surface)!
        body(Canvas(cr))
        cairo_destroy(cr)
    }

    /// Ends the page and the file; its bytes, or why Cairo could not write them. The photos
    /// were brought into sRGB as they were decoded, and the file says so where it can.
    func finish() throws -> [UInt8] {
        withExtendedLifetime(bytes) { cairo_surface_finish(surface) }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw PictureEncoder.EncodeFailure(detail: String(cString: cairo_status_to_string(status)))
        }
        guard let tagged = PDFColourTagging.tagged(bytes.written, profile: ColourProfile.sRGBBytes) else {
            Trace.event(.colourProfileIgnored, "this Cairo's PDF has no place for an sRGB profile: the PDF")
            return bytes.written
        }
        return tagged
    }
}
