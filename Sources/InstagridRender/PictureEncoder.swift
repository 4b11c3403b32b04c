import CGtk
import GLibKit
import Glibc
import InstagridModel
import InstagridPhotoFormats

/// Turns a rendered picture into PNG (our parallel writer), JPEG or WebP (gdk-pixbuf's) bytes.
public enum PictureEncoder {
    public static func encode(_ image: CairoImage, as format: ExportFormat, jpegQuality: Int,
                              pngEffort: PNGEffort = .balanced) throws -> [UInt8] {
        switch format {
        case .png:
            do { return try PNGEncoder.encode(image, effort: pngEffort) } catch let failure as PNGEncoder.Failure {
                throw EncodeFailure(detail: failure.detail)
            }
        case .jpeg:
            return try encodeLossy(image, as: "jpeg", quality: jpegQuality)
        case .webp:
            guard Pixbuf.canWrite("webp") else {
                throw EncodeFailure(detail: "this system cannot write WebP; install gdk-pixbuf's WebP support (webp-pixbuf-loader)")
            }
            return try encodeLossy(image, as: "webp", quality: jpegQuality)
        case .pdf:
            throw EncodeFailure(detail: "a PDF page is drawn from the collage, not encoded from a picture")
        }
    }

    private static func encodeLossy(_ image: CairoImage, as type: String, quality: Int) throws -> [UInt8] {
        guard let pixbuf = Pixbuf(copyOf: image, keepingAlpha: type == "webp") else { throw EncodeFailure(detail: "not enough memory") }
        // The photos were brought into sRGB as they were decoded: the file says so.
        let bytes = try pixbuf.bytes(as: type, quality: quality, iccProfile: ColourProfile.sRGBBytes).mapError { EncodeFailure(detail: $0.message) }.get()
        guard !bytes.isEmpty else { throw EncodeFailure(detail: "no bytes were written") }
        return bytes
    }

    public struct EncodeFailure: Error {
        public let detail: String
    }
}
