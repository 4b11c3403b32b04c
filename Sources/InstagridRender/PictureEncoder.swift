import CGtk
import GLibKit
import Glibc
import InstagridModel
import InstagridPhotoFormats

/// Turns a rendered picture into PNG (our parallel writer) or JPEG (gdk-pixbuf's) bytes.
public enum PictureEncoder {
    public static func encode(_ image: CairoImage, as format: ExportFormat, jpegQuality: Int,
                              pngEffort: PNGEffort = .balanced) throws -> [UInt8] {
        switch format {
        case .png:
            do { return try PNGEncoder.encode(image, effort: pngEffort) } catch let failure as PNGEncoder.Failure {
                throw EncodeFailure(detail: failure.detail)
            }
        case .jpeg:
            return try encodeJPEG(image, quality: jpegQuality)
        }
    }

    private static func encodeJPEG(_ image: CairoImage, quality: Int) throws -> [UInt8] {
        guard let pixbuf = PixbufBridge.opaquePixbuf(from: image) else {
            throw EncodeFailure(detail: "not enough memory")
        }
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        var keys = [strdup("quality"), nil]
        var values = [strdup(String(min(100, max(1, quality)))), nil]
        defer { (keys + values).forEach { free($0) } }
        var buffer: UnsafeMutablePointer<gchar>?
        var length: gsize = 0
        try GLibError.check { gdk_pixbuf_save_to_bufferv(pixbuf, &buffer, &length, "jpeg", &keys, &values, &$0) }
            .mapError { EncodeFailure(detail: $0.message) }.get()
        guard let buffer else { throw EncodeFailure(detail: "no bytes were written") }
        defer { g_free(buffer) }
        return [UInt8](UnsafeRawBufferPointer(start: buffer, count: Int(length)))
    }

    public struct EncodeFailure: Error {
        public let detail: String
    }
}
