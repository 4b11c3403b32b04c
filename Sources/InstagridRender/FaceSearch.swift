import InstagridModel
import InstagridTrace
import Synchronization

/// The faces in a photo, found by dlib's frontal face detector (faces seen from the front
/// and turned a little, about 80 detector pixels and larger) once per version of the file,
/// on a copy of a fixed number of pixels: reduced from the photo's own decode where that is
/// as large (an export's, most often), decoded for the search where it is not (a small
/// slot's in the window). The window, every export and the command line so reduce the
/// same photo to the same copy, and find the same faces. What is found is kept, in the
/// process and in the user's cache (`KeptFaces`): each version of a file is searched once.
enum FaceSearch {
    /// The copy's pixels. The detector's time grows with them (bench/face-candidates: 25 ms
    /// for 640 × 480, 100 ms for four times that); fixed by area rather than by the long
    /// side, so a panorama's short side, where its people stand, keeps enough pixels.
    static let searchedPixels = 640.0 * 640.0
    /// A photo shorter than this on a side holds no face worth a search.
    static let shortestSide = 32.0
    /// The detector's box runs from the brows to the chin; a head is larger, and a crop
    /// that keeps the box alone can cut the forehead and the hair.
    private static let head = (above: 0.4, sides: 0.15, below: 0.1)

    /// The faces in the photo at `path`, boxes in fractions of the upright photo, largest
    /// first; none where it has none, is too small, or the search fails (traced, as
    /// `faces-failed`: the photo is framed by its attention alone). `decoded`: the whole
    /// photo, upright, as decoded already, and whether at its own size (a photo smaller than
    /// the copy, enlarged as it is); asked only when the faces are not known already, since
    /// making it can cost a scaling of the whole photo.
    static func faces(in path: LocalPath, decoded: () -> (image: CairoImage?, isFullSize: Bool)? = { nil }) -> [Rect] {
        let stamp = FileStamp(path: path)
        if let stamp, let known = found.withLock({ $0.first { $0.path == path && $0.stamp == stamp }?.faces }) {
            return known
        }
        if let stamp, let kept = KeptFaces.faces(of: path, stamp) {
            Trace.event(.facesRecalled, "\(kept.count) faces \(path)")
            remember(kept, of: path, stamp)
            return kept
        }
        let start = MonotonicClock.microseconds
        let faces: [Rect], copy: Copy
        do {
            (faces, copy) = try search(path, decoded: decoded())
        } catch {
            Trace.event(.facesFailed, "\(error.reason) \(path)")
            return []
        }
        Trace.event(.facesFound, "\(Trace.milliseconds(MonotonicClock.microseconds - start)) ms \(faces.count) faces, "
                    + "the copy \(copy.made) \(Int(copy.size.width))x\(Int(copy.size.height)) in \(Trace.milliseconds(copy.microseconds)) ms \(path)")
        if let stamp {
            remember(faces, of: path, stamp)
            KeptFaces.keep(faces, of: path, stamp)
        }
        return faces
    }

    private static func remember(_ faces: [Rect], of path: LocalPath, _ stamp: FileStamp) {
        found.withLock { entries in
            entries.removeAll { $0.path == path }
            if entries.count == remembered { entries.removeFirst() }
            entries.append((path, stamp, faces))
        }
    }

    /// Whether `decoded`, the whole photo, holds the copy's pixels: the copy is reduced from it.
    private static func suffices(_ decoded: CairoImage, isFullSize: Bool) -> Bool {
        guard let searched = searchedSize(of: decoded.size) else { return true }
        return isFullSize || (Double(decoded.width) >= searched.width && Double(decoded.height) >= searched.height)
    }

    struct Failure: Error {
        let reason: String
    }

    /// How the searched copy was made, for the trace (bench/subjects splits the search's time
    /// by it): "reduced" from the photo's decode, "decoded" for the search, or "none" for a
    /// photo too small to search; its size, and the time that took with the copy made grey;
    /// the rest is the detector's.
    private struct Copy {
        let made: String
        let size: Size
        let microseconds: Int
    }

    /// The size of the copy searched for a photo of `upright` size, nil if it is too small.
    static func searchedSize(of upright: Size) -> Size? {
        guard min(upright.width, upright.height) >= shortestSide else { return nil }
        let aspect = upright.width / upright.height
        return Size(width: (searchedPixels * aspect).squareRoot().rounded(), height: (searchedPixels / aspect).squareRoot().rounded())
    }

    private static func search(_ path: LocalPath, decoded: (image: CairoImage?, isFullSize: Bool)?) throws(Failure) -> ([Rect], Copy) {
        let start = MonotonicClock.microseconds
        let copy: CairoImage, made: String
        if let decoded, let image = decoded.image, suffices(image, isFullSize: decoded.isFullSize) {
            copy = image
            made = "reduced"
        } else {
            made = "decoded"
            do {
                guard let searched = searchedSize(of: try PhotoDecoder.uprightSize(path: path)) else {
                    return ([], Copy(made: "none", size: Size(width: 0, height: 0), microseconds: MonotonicClock.microseconds - start))
                }
                copy = try PhotoDecoder.decode(path: path, covering: searched).image
            } catch {
                // The photo's own decode says what is wrong with the file.
                throw Failure(reason: "the photo could not be decoded")
            }
        }
        // A photo smaller than the copy is enlarged to it, as dlib's own search for smaller faces does.
        guard let searched = searchedSize(of: copy.size) else {
            return ([], Copy(made: made, size: copy.size, microseconds: MonotonicClock.microseconds - start))
        }
        let long = Int(max(searched.width, searched.height))
        guard let sized = max(copy.width, copy.height) < long ? copy.scaled(toFit: long) : copy.reduced(toFit: long) else {
            throw Failure(reason: "out of memory")
        }
        let (grey, stride) = sized.packedGrey()
        let copied = Copy(made: made, size: sized.size, microseconds: MonotonicClock.microseconds - start)
        let found: [FaceDetector.Face]
        do {
            found = try FaceDetector.faces(grey: grey, width: sized.width, height: sized.height, stride: stride)
        } catch {
            throw Failure(reason: error.reason)
        }
        let width = Double(sized.width), height = Double(sized.height)
        let faces = found.map { face in
            let box = face.box
            return Rect(x: (box.x - head.sides * box.width) / width, y: (box.y - head.above * box.height) / height,
                        width: box.width * (1 + 2 * head.sides) / width, height: box.height * (1 + head.above + head.below) / height)
        }.sorted { $0.width * $0.height > $1.width * $1.height }
        return (faces, copied)
    }

    /// The last photos' faces: a collage's photos, decoded again at each size the window takes.
    private static let remembered = 64
    private static let found = Mutex<[(path: LocalPath, stamp: FileStamp, faces: [Rect])]>([])
}

extension DecodedPhoto {
    /// The same photo with the faces in it added to its attention (none measured, none searched).
    func findingFaces() -> DecodedPhoto {
        guard let attention else { return self }
        // libjpeg rounds a scaled side up: the photo may end half a pixel short of the image's edge.
        let whole = abs(content.x) < 0.5 && abs(content.y) < 0.5 && abs(content.width - Double(image.width)) < 1
            && abs(content.height - Double(image.height)) < 1
        // A decode of part of the photo (cropped for a slot) is no copy of the whole: the search decodes its own.
        let faces = FaceSearch.faces(in: path) { whole ? (image, image.size == fullSize) : nil }
        return with(attention: attention.with(faces: faces))
    }
}
