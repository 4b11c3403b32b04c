import CGtk
import Dispatch
import InstagridModel
import InstagridPhotoFormats

/// Renders a complete collage anew from the original photos and writes it.
public enum CollageExporter {
    public struct Options: Sendable {
        public var side: Int
        public var jpegQuality: Int
        public var pngEffort: PNGEffort
        public var replaceExisting: Bool
        /// A PDF's resolution: its photos are embedded with this many pixels to the inch, no more.
        public var dpi: Int

        public init(side: Int = ExportFormat.defaultSide, jpegQuality: Int = ExportFormat.defaultJPEGQuality,
                    pngEffort: PNGEffort = .balanced, replaceExisting: Bool = false, dpi: Int = ExportFormat.defaultDPI) {
            self.side = side
            self.dpi = dpi
            self.jpegQuality = jpegQuality
            self.pngEffort = pngEffort
            self.replaceExisting = replaceExisting
        }
    }

    /// Decodes every visible photo (in parallel, each at its slot's size) and draws the
    /// picture, `longSide` pixels on its longer edge in the collage's shape. `yielding`:
    /// the decoding threads run at a lower priority, so that a busy main loop (an
    /// animation) keeps its frames while they use every core.
    public static func render(_ collage: Collage, longSide: Int, yielding: Bool = false) throws -> CairoImage {
        let (width, height) = collage.shape.pixelSize(longSide: longSide)
        let size = Size(width: Double(width), height: Double(height))
        let (photos, framings) = try decodePhotos(of: collage, drawnAt: size, pixelsPerUnit: 1, yielding: yielding)
        defer { Trace.event(.exportDrawn) }
        guard let picture = CairoImage(width: width, height: height, hasAlpha: false) else {
            throw PhotoError(path: "picture", cause: .outOfMemory)
        }
        picture.draw { canvas in
            CollageRenderer.draw(canvas, size: size, layout: collage.layout, looks: collage.looks, photos: photos,
                                 framings: framings)
        }
        return picture
    }

    /// A small picture of `collage` for a file manager: the photos that can be read, each
    /// at its slot's size, the others' slots left empty (a document whose photos moved
    /// still shows its layout and looks).
    public static func thumbnail(_ collage: Collage, longSide: Int) -> CairoImage? {
        let (width, height) = collage.shape.pixelSize(longSide: longSide)
        let size = Size(width: Double(width), height: Double(height))
        let grid = GridGeometry(size: size, looks: collage.looks)
        let jobs = grid.pixelFrames(of: collage.layout).compactMap { slot, frame in
            collage.photo(in: slot).map { (slot, Job(path: $0, target: frame.size, cropped: true)) }
        }
        var photos: [SlotID: DecodedPhoto] = [:]
        for ((slot, _), result) in zip(jobs, decodeEach(jobs.map(\.1), yielding: false)) { photos[slot] = try? result.get() }
        guard let picture = CairoImage(width: width, height: height, hasAlpha: false) else { return nil }
        picture.draw { canvas in
            // Framing by hand needs the whole photo: a thumbnail shows each filling its slot.
            CollageRenderer.draw(canvas, size: size, layout: collage.layout, looks: collage.looks, photos: photos)
        }
        return picture
    }

    /// Decodes every visible photo of a complete collage drawn `size` units large, each at
    /// its slot's size in pixels (`pixelsPerUnit` pixels to a unit: 1 for a picture, the
    /// print's dots per point for a page).
    static func decodePhotos(of collage: Collage, drawnAt size: Size, pixelsPerUnit: Double,
                             yielding: Bool) throws -> (photos: [SlotID: DecodedPhoto], framings: [SlotID: Framing]) {
        guard let visible = collage.visiblePhotos else {
            preconditionFailure("render needs a complete collage; callers validate first")
        }
        let grid = GridGeometry(size: size, looks: collage.looks)
        let frames = Dictionary(uniqueKeysWithValues: grid.pixelFrames(of: collage.layout).map { ($0.slot, $0.frame) })
        let framings = Dictionary(uniqueKeysWithValues: visible.map { ($0.slot, collage.framing(of: $0.slot)) })
        let decoded = try decodeAll(visible.map { photo in
            let framing = framings[photo.slot]!, slot = frames[photo.slot]!.size
            let pixels = Size(width: slot.width * pixelsPerUnit, height: slot.height * pixelsPerUnit)
            // A framed photo is decoded whole, sharper as it is zoomed; a filling one, just its crop.
            return Job(path: photo.path, target: framing.decodeTarget(slot: pixels), cropped: framing == .fill)
        }, yielding: yielding)
        Trace.event(.exportDecoded)
        return (Dictionary(uniqueKeysWithValues: zip(visible.map(\.slot), decoded)), framings)
    }

    /// The whole job of `instagrid export`: check the destination, render, encode, write
    /// atomically. `rendered`: the picture already made (the share's), written as it is
    /// where the format is a picture of its size.
    public static func export(_ collage: Collage, to path: String, options: Options, rendered: CairoImage? = nil) throws {
        guard let format = ExportFormat(path: path) else { throw ExportError.unknownFormat(path: path) }
        if format != .pdf, let rendered, max(rendered.width, rendered.height) == options.side {
            return try write(rendered, to: path, options: options)
        }
        try AtomicFile.checkDestination(path, replacing: options.replaceExisting)
        let bytes: [UInt8]
        do {
            bytes = format == .pdf ? try PrintedPage.pdf(of: collage, options: options)
                : try encode(render(collage, longSide: options.side), as: format, to: path, options: options)
        } catch let error as PhotoError {
            throw ExportError.photo(error)
        }
        try write(bytes, to: path, options: options)
    }

    /// Encodes an already rendered picture by `path`'s extension and writes it atomically.
    public static func write(_ picture: CairoImage, to path: String, options: Options) throws {
        guard let format = ExportFormat(path: path), format != .pdf else { throw ExportError.unknownFormat(path: path) }
        try AtomicFile.checkDestination(path, replacing: options.replaceExisting)
        try write(encode(picture, as: format, to: path, options: options), to: path, options: options)
    }

    private static func encode(_ picture: CairoImage, as format: ExportFormat, to path: String, options: Options) throws -> [UInt8] {
        do {
            return try PictureEncoder.encode(picture, as: format, jpegQuality: options.jpegQuality, pngEffort: options.pngEffort)
        } catch let failure as PictureEncoder.EncodeFailure {
            throw ExportError.encodeFailed(path: path, detail: failure.detail)
        }
    }

    private static func write(_ bytes: [UInt8], to path: String, options: Options) throws {
        Trace.event(.exportEncoded)
        try AtomicFile.write(bytes, to: path, replacing: options.replaceExisting)
        Trace.event(.exportWritten)
    }

    /// Decodes on every core; the first failure in reading order is reported.
    static func decodeAll(_ jobs: [Job], yielding: Bool) throws -> [DecodedPhoto] {
        try decodeEach(jobs, yielding: yielding).map { try $0.get() }
    }

    /// Decodes on every core; each job's photo or why it could not be.
    private static func decodeEach(_ jobs: [Job], yielding: Bool) -> [Result<DecodedPhoto, Error>] {
        let results = ResultSlots<DecodedPhoto>(count: jobs.count)
        let work: @Sendable (Int) -> Void = { index in
            results[index] = Result {
                try PhotoDecoder.decode(path: jobs[index].path, covering: jobs[index].target, cropped: jobs[index].cropped)
            }
        }
        if yielding {
            YieldingThreads.run(jobs.count, work)
        } else {
            DispatchQueue.concurrentPerform(iterations: jobs.count, execute: work)
        }
        return results.values
    }

    struct Job: Sendable {
        let path: String
        let target: Size
        let cropped: Bool
    }
}
