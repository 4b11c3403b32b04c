import InstagridModel
import InstagridPhotoFormats
import InstagridTrace

/// A collage's picture written to a file, as `instagrid export`, Save As and the share's
/// files do: the destination checked before any photo is read, the picture made
/// (`CollagePicture`), encoded by the file's extension, and written atomically, a set of
/// slides all or none, never over a file the picture is made from.
public enum PictureExport {
    public struct Options: Sendable {
        public var side: Int
        public var jpegQuality: Int
        public var pngEffort: PNGEffort
        public var replaceExisting: Bool
        /// A PDF's resolution: its photos are embedded with this many pixels to the inch, no more.
        public var dpi: Int
        /// Files the picture is made from besides the collage's photos (a session, a
        /// document): never written over.
        public var inputs: InputFiles
        /// How photos nobody framed by hand fill their cells.
        public var framing: DefaultFraming

        public init(side: Int = ExportFormat.defaultSide, jpegQuality: Int = ExportFormat.defaultJPEGQuality,
                    pngEffort: PNGEffort = .balanced, replaceExisting: Bool = false, dpi: Int = ExportFormat.defaultDPI,
                    inputs: InputFiles = InputFiles(), framing: DefaultFraming = .subject) {
            self.side = side
            self.framing = framing
            self.dpi = dpi
            self.jpegQuality = jpegQuality
            self.pngEffort = pngEffort
            self.replaceExisting = replaceExisting
            self.inputs = inputs
        }
    }

    /// The whole job of `instagrid export` and of Save As: check the destination, render,
    /// encode, write atomically. `rendered`: the picture already made (the share's), written
    /// as it is where the format is a picture of its size. A collage of several slides is
    /// written as its set (`Slides.paths`), every file checked before any photo is read and
    /// the picture made before any is written. The files written.
    @discardableResult
    public static func export(_ collage: Collage, to path: LocalPath, options: Options, rendered: CairoImage? = nil) throws -> [LocalPath] {
        var options = options
        options.inputs = options.inputs.adding(InputFiles(photosOf: collage))
        let format = try check(collage, to: path, options: options)
        let (width, height) = collage.pixelSize(longSide: options.side)
        let reusable = format != .pdf && rendered.map { $0.width == width && $0.height == height } == true
        if let slides = collage.slideSet(longSide: options.side) {
            let picture = try rendered.flatMap { reusable ? $0 : nil } ?? photoFailures {
                try CollagePicture.render(collage, longSide: options.side, framing: options.framing)
            }
            return try write(slides, of: picture, to: path, as: format, options: options)
        }
        if let rendered, reusable {
            try write(rendered, to: path, options: options)
            return [path]
        }
        let bytes = try photoFailures {
            format == .pdf ? try PrintedPage.pdf(of: collage, options: options)
                : try encode(CollagePicture.render(collage, longSide: options.side, framing: options.framing), as: format, to: path, options: options)
        }
        try write(bytes, to: path, options: options)
        return [path]
    }

    /// A photo that cannot be read is the export's failure, named as such.
    private static func photoFailures<T>(_ work: () throws -> T) throws -> T {
        do {
            return try work()
        } catch let error as PhotoError {
            throw ExportError.photo(error)
        }
    }

    /// `picture` cut at the seams into `slides`, written to `slides.paths(for: path)` as one
    /// set: all of them or none, and an older set replaced whole or left whole.
    private static func write(_ slides: Slides, of picture: CairoImage, to path: LocalPath, as format: ExportFormat,
                              options: Options) throws -> [LocalPath] {
        let paths = slides.paths(for: path)
        let files = try paths.enumerated().map { index, slidePath in
            guard let slide = picture.columns(from: slides.left(of: index), width: slides.slideWidth) else {
                throw ExportError.photo(PhotoError(path: "picture", cause: .outOfMemory))
            }
            return (bytes: try encode(slide, as: format, to: slidePath, options: options), path: slidePath)
        }
        Trace.event(.exportEncoded)
        try AtomicFile.writeSet(files, replacing: options.replaceExisting, inputs: options.inputs)
        Trace.event(.exportWritten)
        return paths
    }

    /// Throws whatever would refuse the export of `collage` to `path` in the end, before
    /// any photo is read: the destination (each slide's, for slides), its format and what that format can hold, and
    /// the files the picture is made from (its photos and `options.inputs`), which it must
    /// never replace. The format, when all is well.
    @discardableResult
    public static func check(_ collage: Collage, to path: LocalPath, options: Options) throws -> ExportFormat {
        guard let format = ExportFormat(path: path) else {
            throw AtomicFile.isFolder(path) ? ExportError.isAFolder(path: path) : ExportError.unknownFormat(path: path)
        }
        if let slides = collage.slideSet(longSide: options.side) {
            guard format != .pdf else { throw ExportError.slidesOnPaper(path: path) }
            for slidePath in slides.paths(for: path) {
                try AtomicFile.checkDestination(slidePath, replacing: options.replaceExisting,
                                                inputs: options.inputs.adding(InputFiles(photosOf: collage)))
            }
        } else {
            try AtomicFile.checkDestination(path, replacing: options.replaceExisting,
                                            inputs: options.inputs.adding(InputFiles(photosOf: collage)))
        }
        do {
            try PictureLimits.check(format, shape: collage.shape, slides: collage.slides, longSide: options.side, dpi: options.dpi)
        } catch {
            throw ExportError.beyondFormat(path: path, error)
        }
        return format
    }

    /// Encodes an already rendered picture by `path`'s extension and writes it atomically,
    /// never over `options.inputs`.
    public static func write(_ picture: CairoImage, to path: LocalPath, options: Options) throws {
        guard let format = ExportFormat(path: path), format != .pdf else {
            throw AtomicFile.isFolder(path) ? ExportError.isAFolder(path: path) : ExportError.unknownFormat(path: path)
        }
        try AtomicFile.checkDestination(path, replacing: options.replaceExisting, inputs: options.inputs)
        try write(encode(picture, as: format, to: path, options: options), to: path, options: options)
    }

    private static func encode(_ picture: CairoImage, as format: ExportFormat, to path: LocalPath, options: Options) throws -> [UInt8] {
        do {
            return try PictureEncoder.encode(picture, as: format, jpegQuality: options.jpegQuality, pngEffort: options.pngEffort)
        } catch let failure as PictureEncoder.EncodeFailure {
            throw ExportError.encodeFailed(path: path, detail: failure.detail)
        }
    }

    private static func write(_ bytes: [UInt8], to path: LocalPath, options: Options) throws {
        Trace.event(.exportEncoded)
        try AtomicFile.write(bytes, to: path, replacing: options.replaceExisting, inputs: options.inputs)
        Trace.event(.exportWritten)
    }
}
