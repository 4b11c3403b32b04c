import CGtk
import Dispatch
import InstagridModel
import InstagridPhotoFormats
import InstagridTrace
import Synchronization

/// Renders a complete collage anew from the original photos and writes it.
public enum CollageExporter {
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

    /// Decodes every visible photo (in parallel, each at its slot's size) and draws the
    /// picture, each slide `longSide` pixels on its longer edge in the collage's shape. `yielding`:
    /// the decoding threads run at a lower priority, so that a busy main loop (an
    /// animation) keeps its frames while they use every core. `framing`: how photos nobody
    /// framed by hand fill their cells.
    public static func render(_ collage: Collage, longSide: Int, yielding: Bool = false,
                              framing: DefaultFraming = .subject) throws -> CairoImage {
        try render(collage, longSide: longSide, yielding: yielding, reusing: [:], framing: framing).picture
    }

    /// As `render`, taking each photo from `prepared` where it holds that photo's job and
    /// its file is unchanged, and giving back every photo the picture drew, for the next.
    /// `progress` hears how many of the photos are ready, of how many, as each is (any thread).
    public static func render(_ collage: Collage, longSide: Int, yielding: Bool,
                              reusing prepared: [PhotoJob: PreparedPhoto], framing: DefaultFraming = .subject,
                              progress: (@Sendable (_ ready: Int, _ of: Int) -> Void)? = nil) throws
        -> (picture: CairoImage, photos: [PhotoJob: PreparedPhoto]) {
        let (width, height) = collage.pixelSize(longSide: longSide)
        let size = Size(width: Double(width), height: Double(height))
        let slots = jobs(of: collage, drawnAt: size, pixelsPerUnit: 1, framing: framing)
        let background = backgroundJob(of: collage, drawnAt: size, pixelsPerUnit: 1, framing: framing)
        let allJobs = slots.map(\.job) + [background].compactMap { $0 }
        let ready = try prepare(allJobs, yielding: yielding, reusing: prepared, progress: progress).map { try $0.get() }
        let reused = zip(allJobs, ready).filter { job, photo in prepared[job]?.photo.image === photo.photo.image }.count
        Trace.event(.exportDecoded, "\(ready.count) photos, \(reused) prepared")
        defer { Trace.event(.exportDrawn) }
        guard let picture = CairoImage(width: width, height: height, hasAlpha: collage.looks.background.isTransparent) else {
            throw PhotoError(path: "picture", cause: .outOfMemory)
        }
        let photos = Dictionary(uniqueKeysWithValues: zip(slots.map(\.slot), ready.map(\.photo)))
        let framings = Dictionary(uniqueKeysWithValues: slots.map { ($0.slot, $0.framing) })
        picture.draw { canvas in
            CollageRenderer.draw(canvas, size: size, layout: collage.layout, looks: collage.looks, photos: photos,
                                 framings: framings, texts: collage.shownTexts, slides: collage.slides,
                                 backgroundPhoto: background == nil ? nil : ready.last?.photo)
        }
        return (picture, Dictionary(zip(allJobs, ready), uniquingKeysWith: { first, _ in first }))
    }

    /// The files of `drawn` photos read from another version than `shown` holds for them (or
    /// than none): what a picture holds that the window never showed.
    public static func changed(since shown: [LocalPath: FileStamp], in drawn: [PhotoJob: PreparedPhoto]) -> [LocalPath] {
        Set(drawn.values.filter { shown[$0.photo.path] != $0.stamp }.map(\.photo.path)).sorted()
    }

    /// The photos a `longSide` picture of `collage` decodes, one job per visible photo;
    /// none for an incomplete collage.
    public static func photoJobs(of collage: Collage, longSide: Int) -> [PhotoJob] {
        guard collage.visiblePhotos != nil else { return [] }
        let size = collage.pictureSize(longSide: longSide)
        return jobs(of: collage, drawnAt: size, pixelsPerUnit: 1, framing: .subject).map(\.job)
            + [backgroundJob(of: collage, drawnAt: size, pixelsPerUnit: 1)].compactMap { $0 }
    }

    /// Decodes `jobs` on every core, each as a render would, except those `reusing` holds
    /// for an unchanged file; each job's photo or why it could not be.
    public static func prepare(_ jobs: [PhotoJob], yielding: Bool, reusing prepared: [PhotoJob: PreparedPhoto] = [:],
                               progress: (@Sendable (_ ready: Int, _ of: Int) -> Void)? = nil) -> [Result<PreparedPhoto, Error>] {
        let kept = jobs.map { job in prepared[job].flatMap { $0.isCurrent ? $0 : nil } }
        let missing = jobs.indices.filter { kept[$0] == nil }
        let ready = Mutex(jobs.count - missing.count)
        progress?(jobs.count - missing.count, jobs.count)
        let decoded: @Sendable () -> Void = {
            let now = ready.withLock { count in
                count += 1
                return count
            }
            progress?(now, jobs.count)
        }
        // Taken before the decode: a file rewritten meanwhile will not match them.
        let stamps = missing.map { FileStamp(path: jobs[$0].path) }
        var results = kept.map { $0.map { Result<PreparedPhoto, Error>.success($0) } }
        for ((index, stamp), decoded) in zip(zip(missing, stamps), decodeEach(missing.map { jobs[$0] }, yielding: yielding, each: decoded)) {
            results[index] = decoded.flatMap { photo in
                stamp.map { .success(PreparedPhoto(photo: photo, stamp: $0)) } ?? .failure(PhotoError(path: photo.path, cause: .missing))
            }
        }
        return results.map { $0! }
    }

    /// A small picture of `collage` for a file manager: the photos that can be read, each
    /// at its slot's size, the others' slots left empty (a document whose photos moved
    /// still shows its layout and looks).
    public static func thumbnail(_ collage: Collage, longSide: Int) -> CairoImage? {
        let (width, height) = collage.pixelSize(longSide: longSide)
        let size = Size(width: Double(width), height: Double(height))
        let grid = GridGeometry(size: size, looks: collage.looks, layout: collage.layout)
        let jobs = grid.pixelFrames.compactMap { slot, frame in
            collage.photo(in: slot).map { (slot, PhotoJob(path: $0, target: frame.size, cropped: true, framing: .subject)) }
        }
        let background = backgroundJob(of: collage, drawnAt: size, pixelsPerUnit: 1)
        let decoded = decodeEach(jobs.map(\.1) + [background].compactMap { $0 }, yielding: false)
        var photos: [SlotID: DecodedPhoto] = [:]
        for ((slot, _), result) in zip(jobs, decoded) { photos[slot] = try? result.get() }
        let backgroundPhoto = background == nil ? nil : try? decoded.last?.get()
        guard let picture = CairoImage(width: width, height: height, hasAlpha: collage.looks.background.isTransparent) else { return nil }
        picture.draw { canvas in
            // Framing by hand needs the whole photo: a thumbnail shows each filling its slot.
            CollageRenderer.draw(canvas, size: size, layout: collage.layout, looks: collage.looks, photos: photos,
                                 texts: collage.shownTexts, slides: collage.slides, backgroundPhoto: backgroundPhoto)
        }
        return picture
    }

    /// Decodes every visible photo of a complete collage drawn `size` units large, each at
    /// its slot's size in pixels (`pixelsPerUnit` pixels to a unit: 1 for a picture, the
    /// print's dots per point for a page).
    static func decodePhotos(of collage: Collage, drawnAt size: Size, pixelsPerUnit: Double, yielding: Bool,
                             framing: DefaultFraming) throws
        -> (photos: [SlotID: DecodedPhoto], framings: [SlotID: Framing], background: DecodedPhoto?) {
        guard collage.visiblePhotos != nil else {
            preconditionFailure("render needs a complete collage; callers validate first")
        }
        let slots = jobs(of: collage, drawnAt: size, pixelsPerUnit: pixelsPerUnit, framing: framing)
        let background = backgroundJob(of: collage, drawnAt: size, pixelsPerUnit: pixelsPerUnit, framing: framing)
        let decoded = try decodeAll(slots.map(\.job) + [background].compactMap { $0 }, yielding: yielding)
        Trace.event(.exportDecoded)
        return (Dictionary(uniqueKeysWithValues: zip(slots.map(\.slot), decoded)),
                Dictionary(uniqueKeysWithValues: slots.map { ($0.slot, $0.framing) }),
                background == nil ? nil : decoded.last)
    }

    /// The background photo of `collage` drawn `size` units large as it is decoded: just what
    /// fills the picture, and a blurred one only as large as its blur leaves it.
    static func backgroundJob(of collage: Collage, drawnAt size: Size, pixelsPerUnit: Double,
                              framing: DefaultFraming = .subject) -> PhotoJob? {
        guard case let .image(path, blurred) = collage.looks.background else { return nil }
        let shrink = blurred ? CollageRenderer.blurShrink : 1
        // Rounded as the window rounds its own, so both decode the same pixels.
        return PhotoJob(path: path, target: Size(width: max(1, (size.width * pixelsPerUnit / shrink).rounded(.up)),
                                                 height: max(1, (size.height * pixelsPerUnit / shrink).rounded(.up))), cropped: true,
                        framing: framing)
    }

    /// What each visible photo of `collage` drawn `size` units large is decoded as.
    private static func jobs(of collage: Collage, drawnAt size: Size, pixelsPerUnit: Double,
                             framing defaultFraming: DefaultFraming) -> [(slot: SlotID, job: PhotoJob, framing: Framing)] {
        let grid = GridGeometry(size: size, looks: collage.looks, layout: collage.layout)
        let frames = Dictionary(uniqueKeysWithValues: grid.pixelFrames.map { ($0.slot, $0.frame) })
        return (collage.visiblePhotos ?? []).compactMap { photo in
            guard let slot = frames[photo.slot]?.size else { return nil }
            let framing = collage.framing(of: photo.slot)
            let pixels = Size(width: slot.width * pixelsPerUnit, height: slot.height * pixelsPerUnit)
            // A framed photo is decoded whole, sharper as it is zoomed; a filling one, just its crop.
            return (photo.slot, PhotoJob(path: photo.path, target: framing.decodeTarget(slot: pixels), cropped: framing == .fill,
                                         framing: defaultFraming),
                    framing)
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
                try render(collage, longSide: options.side, framing: options.framing)
            }
            return try write(slides, of: picture, to: path, as: format, options: options)
        }
        if let rendered, reusable {
            try write(rendered, to: path, options: options)
            return [path]
        }
        let bytes = try photoFailures {
            format == .pdf ? try PrintedPage.pdf(of: collage, options: options)
                : try encode(render(collage, longSide: options.side, framing: options.framing), as: format, to: path, options: options)
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

    /// Decodes on every core; the first failure in reading order is reported.
    static func decodeAll(_ jobs: [PhotoJob], yielding: Bool) throws -> [DecodedPhoto] {
        try decodeEach(jobs, yielding: yielding).map { try $0.get() }
    }

    /// Decodes on every core; each job's photo or why it could not be. `each` is told as each ends.
    private static func decodeEach(_ jobs: [PhotoJob], yielding: Bool, each: (@Sendable () -> Void)? = nil) -> [Result<DecodedPhoto, Error>] {
        let results = ResultSlots<DecodedPhoto>(count: jobs.count)
        let work: @Sendable (Int) -> Void = { index in
            results[index] = Result {
                try PhotoDecoder.decode(path: jobs[index].path, covering: jobs[index].target, cropped: jobs[index].cropped,
                                        framing: jobs[index].framing)
            }
            each?()
        }
        if yielding {
            YieldingThreads.run(jobs.count, work)
        } else {
            DispatchQueue.concurrentPerform(iterations: jobs.count, execute: work)
        }
        return results.values
    }

    /// One photo as a render decodes it: the file, the size it must cover, whether only
    /// the part its slot shows is wanted, and whether its subject is looked for.
    public struct PhotoJob: Hashable, Sendable {
        public let path: LocalPath
        let target: Size
        let cropped: Bool
        let framing: DefaultFraming
    }
}
