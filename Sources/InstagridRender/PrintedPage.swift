import CGtk
import InstagridModel
import InstagridPhotoFormats

/// A collage as one PDF page, for print: the page is the paper's size (or the picture's
/// at the print's resolution), the frame and the slots' rounded shapes are vectors, and
/// each slot embeds one JPEG of just what it shows, with the pixels the print needs
/// across it (`dpi`) and no more: fewer where the photo itself has fewer.
enum PrintedPage {
    static func pdf(of collage: Collage, options: CollageExporter.Options) throws -> [UInt8] {
        let page = collage.shape.pageSize(longSide: options.side, dpi: options.dpi)
        let pixelsPerPoint = Double(options.dpi) / 72
        let (decoded, framings) = try CollageExporter.decodePhotos(of: collage, drawnAt: page, pixelsPerUnit: pixelsPerPoint,
                                                                  yielding: false)
        var printed: [SlotID: DecodedPhoto] = [:]
        for (slot, frame) in GridGeometry(size: page, looks: collage.looks).pixelFrames(of: collage.layout) {
            guard let photo = decoded[slot], let framing = framings[slot] else { continue }
            printed[slot] = try slotPixels(of: photo, framing: framing, in: frame.size, pixelsPerPoint: pixelsPerPoint,
                                           quality: options.jpegQuality)
        }
        let document = PDFDocument(page: page, title: collage.layout.name)
        document.draw { canvas in
            CollageRenderer.draw(canvas, size: page, layout: collage.layout, looks: collage.looks, photos: printed)
        }
        defer { Trace.event(.exportDrawn) }
        return try document.finish()
    }

    /// The part of `photo` its slot shows, framed as the window frames it, at `pixelsPerPoint`
    /// or the photo's own resolution there if that is lower; marked to be embedded as a JPEG.
    private static func slotPixels(of photo: DecodedPhoto, framing: Framing, in slot: Size, pixelsPerPoint: Double,
                                   quality: Int) throws -> DecodedPhoto {
        let shown = framing.crop(photo: photo.fullSize, slot: slot)
        let scale = min(pixelsPerPoint, shown.width / slot.width)
        let width = max(1, Int((slot.width * scale).rounded())), height = max(1, Int((slot.height * scale).rounded()))
        guard let image = CairoImage(width: width, height: height, hasAlpha: false) else {
            throw PhotoError(path: photo.path, cause: .outOfMemory)
        }
        image.draw { CollageRenderer.drawFramed($0, photo, framing, in: Rect(x: 0, y: 0, width: Double(width), height: Double(height))) }
        image.attachJPEG(quality: quality)
        return DecodedPhoto(path: photo.path, image: image, fullSize: image.size)
    }
}
