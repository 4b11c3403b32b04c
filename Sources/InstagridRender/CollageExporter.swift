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

        public init(side: Int = ExportFormat.defaultSide, jpegQuality: Int = ExportFormat.defaultJPEGQuality,
                    pngEffort: PNGEffort = .balanced, replaceExisting: Bool = false) {
            self.side = side
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
        guard let visible = collage.visiblePhotos else {
            preconditionFailure("render needs a complete collage; callers validate first")
        }
        let (width, height) = collage.shape.pixelSize(longSide: longSide)
        let size = Size(width: Double(width), height: Double(height))
        let grid = GridGeometry(size: size, looks: collage.looks)
        let frames = Dictionary(uniqueKeysWithValues: grid.pixelFrames(of: collage.layout).map { ($0.slot, $0.frame) })
        let framings = Dictionary(uniqueKeysWithValues: visible.map { ($0.slot, collage.framing(of: $0.slot)) })
        let decoded = try decodeAll(visible.map { photo in
            let framing = framings[photo.slot]!, slot = frames[photo.slot]!.size
            // A framed photo is decoded whole, sharper as it is zoomed; a filling one, just its crop.
            return Job(path: photo.path, target: framing.decodeTarget(slot: slot), cropped: framing == .fill)
        }, yielding: yielding)
        Trace.event(.exportDecoded)
        let photos = Dictionary(uniqueKeysWithValues: zip(visible.map(\.slot), decoded))
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

    /// The whole job of `instagrid export`: check the destination, render, encode, write atomically.
    public static func export(_ collage: Collage, to path: String, options: Options) throws {
        guard let format = ExportFormat(path: path) else { throw ExportError.unknownFormat(path: path) }
        try AtomicFile.checkDestination(path, replacing: options.replaceExisting)
        let picture: CairoImage
        do {
            picture = try render(collage, longSide: options.side)
        } catch let error as PhotoError {
            throw ExportError.photo(error)
        }
        try write(picture, as: format, to: path, options: options)
    }

    /// Encodes an already rendered picture by `path`'s extension and writes it atomically.
    public static func write(_ picture: CairoImage, to path: String, options: Options) throws {
        guard let format = ExportFormat(path: path) else { throw ExportError.unknownFormat(path: path) }
        try AtomicFile.checkDestination(path, replacing: options.replaceExisting)
        try write(picture, as: format, to: path, options: options)
    }

    private static func write(_ picture: CairoImage, as format: ExportFormat, to path: String, options: Options) throws {
        let bytes: [UInt8]
        do {
            bytes = try PictureEncoder.encode(picture, as: format, jpegQuality: options.jpegQuality,
                                              pngEffort: options.pngEffort)
        } catch let failure as PictureEncoder.EncodeFailure {
            throw ExportError.encodeFailed(path: path, detail: failure.detail)
        }
        Trace.event(.exportEncoded)
        try AtomicFile.write(bytes, to: path, replacing: options.replaceExisting)
        Trace.event(.exportWritten)
    }

    /// Decodes on every core; the first failure in reading order is reported.
    static func decodeAll(_ jobs: [Job], yielding: Bool) throws -> [DecodedPhoto] {
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
        return try results.values.map { try $0.get() }
    }

    struct Job: Sendable {
        let path: String
        let target: Size
        let cropped: Bool
    }
}
