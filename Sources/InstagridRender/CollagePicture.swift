import CGtk
import Dispatch
import InstagridModel
import InstagridPhotoFormats
import InstagridTrace
import Synchronization

/// A collage's picture made anew from the original photos: the photos it decodes (each a
/// `PhotoJob`), decoded ahead or at once, and drawn; a file manager's thumbnail alike.
/// `PictureExport` writes it.
public enum CollagePicture {

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
