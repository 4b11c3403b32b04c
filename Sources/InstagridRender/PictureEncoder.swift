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
        case .pdf:
            throw EncodeFailure(detail: "a PDF page is drawn from the collage, not encoded from a picture")
        }
    }

    private static func encodeJPEG(_ image: CairoImage, quality: Int) throws -> [UInt8] {
        guard let pixbuf = Pixbuf(opaqueCopyOf: image) else { throw EncodeFailure(detail: "not enough memory") }
        let bytes = try pixbuf.jpegBytes(quality: quality).mapError { EncodeFailure(detail: $0.message) }.get()
        guard !bytes.isEmpty else { throw EncodeFailure(detail: "no bytes were written") }
        return bytes
    }

    public struct EncodeFailure: Error {
        public let detail: String
    }
}
