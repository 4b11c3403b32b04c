import CGtk
import InstagridModel
import InstagridPhotoFormats
import InstagridTrace

/// A collage made ready for print: the frame and the slots' rounded shapes are drawn
/// as vectors, and each slot's photo is one JPEG of just what the slot shows, with the
/// pixels the print needs across it (`dpi`) and no more: fewer where the photo itself
/// has fewer. A PDF export and the print dialog's pages both draw it.
public struct PrintedPage: Sendable {
    private let collage: Collage
    /// The picture's size on paper, in points (1/72 inch).
    public let size: Size
    private let photos: [SlotID: DecodedPhoto]
    /// The background photo as the page embeds it: a JPEG of just what fills the page.
    private let backgroundPhoto: DecodedPhoto?

    /// Decodes and frames the photos of a complete `collage` printed `size` points large;
    /// `framing`: how photos nobody framed by hand fill their cells.
    public init(_ collage: Collage, size: Size, dpi: Int, jpegQuality: Int, framing: DefaultFraming = .subject) throws {
        let pixelsPerPoint = Double(dpi) / 72
        let (decoded, framings, background) = try CollagePicture.decodePhotos(of: collage, drawnAt: size, pixelsPerUnit: pixelsPerPoint,
                                                                              yielding: false, framing: framing)
        var photos: [SlotID: DecodedPhoto] = [:]
        for (slot, frame) in GridGeometry(size: size, looks: collage.looks, layout: collage.layout).pixelFrames {
            guard let photo = decoded[slot], let framing = framings[slot] else { continue }
            photos[slot] = try Self.slotPixels(of: photo, framing: framing, in: frame.size, pixelsPerPoint: pixelsPerPoint,
                                               quality: jpegQuality, frameColour: collage.looks.frameColour)
        }
        self.collage = collage
        self.size = size
        self.photos = photos
        backgroundPhoto = try background.map {
            try Self.slotPixels(of: $0, framing: .fill, in: size, pixelsPerPoint: pixelsPerPoint, quality: jpegQuality,
                                frameColour: collage.looks.frameColour)
        }
    }

    /// Draws the picture with its top-left corner at the canvas's origin.
    public func draw(on canvas: Canvas) {
        CollageRenderer.draw(canvas, size: size, layout: collage.layout, looks: collage.looks, photos: photos,
                             texts: collage.shownTexts, backgroundPhoto: backgroundPhoto)
    }

    /// One page the paper's size (or the picture's at the print's resolution), the picture filling it.
    static func pdf(of collage: Collage, options: PictureExport.Options) throws -> [UInt8] {
        let page = collage.shape.pageSize(longSide: options.side, dpi: options.dpi)
        let printed = try PrintedPage(collage, size: page, dpi: options.dpi, jpegQuality: options.jpegQuality, framing: options.framing)
        // Its title is what a reader lists it by: the collage's own, else its layout's name.
        let title = collage.texts.first { $0.role == .title }?.text.split(whereSeparator: \.isNewline).joined(separator: " ")
        let document = PDFDocument(page: page, title: title ?? collage.layout.name)
        document.draw { printed.draw(on: $0) }
        defer { Trace.event(.exportDrawn) }
        return try document.finish()
    }

    /// The part of `photo` its slot shows, framed as the window frames it, at `pixelsPerPoint`
    /// or the photo's own resolution there if that is lower; marked to be embedded as a JPEG.
    private static func slotPixels(of photo: DecodedPhoto, framing: Framing, in slot: Size, pixelsPerPoint: Double,
                                   quality: Int, frameColour: RGBColour) throws -> DecodedPhoto {
        let (shown, at) = framing.placement(photo: photo.fullSize, slot: slot)
        let scale = min(pixelsPerPoint, shown.width / max(at.width, 1e-9))
        let width = max(1, Int((slot.width * scale).rounded())), height = max(1, Int((slot.height * scale).rounded()))
        guard let image = CairoImage(width: width, height: height, hasAlpha: false) else {
            throw PhotoError(path: photo.path, cause: .outOfMemory)
        }
        image.draw {
            CollageRenderer.drawFramed($0, photo, framing, in: Rect(x: 0, y: 0, width: Double(width), height: Double(height)),
                                       frameColour: frameColour)
        }
        image.attachJPEG(quality: quality)
        return DecodedPhoto(path: photo.path, image: image, fullSize: image.size)
    }
}
