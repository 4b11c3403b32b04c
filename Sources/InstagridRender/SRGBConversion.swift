import InstagridModel
import CGtk
import CLcms
import InstagridPhotoFormats
import InstagridTrace
import Synchronization

/// Brings decoded pixels into sRGB from the colour space their file declares, in
/// place, on the thread that decoded them: everything drawn from a photo (the window,
/// exports, print, thumbnails) then shows the same colours, and nothing downstream
/// needs to know a profile existed. Perceptual intent with black-point compensation,
/// as photo editors convert for the web. A profile that cannot be used is ignored with
/// a note in the trace; a photo never fails for its profile.
enum SRGBConversion {
    /// The largest profile we unpack from a PNG: real ones are kilobytes, a printer's
    /// lookup tables a few megabytes.
    static let profileLimit = 16 << 20

    /// Converts `image` (Cairo's RGB24 or premultiplied ARGB32) from `declared` to sRGB.
    /// `path` names the photo in the trace.
    static func apply(_ declared: DeclaredColourSpace?, to image: CairoImage, path: LocalPath) {
        guard let transform = transform(for: declared, hasAlpha: image.hasAlpha,
                                        path: path) else { return }
        transform.apply(to: image)
        Trace.event(.colourConverted, path.description)
    }

    /// The transform `declared` needs, or nil where the pixels are left as they are: sRGB
    /// already, or a profile ignored (the trace says why, naming `path`).
    static func transform(for declared: DeclaredColourSpace?, hasAlpha: Bool, path: LocalPath) -> ColourTransform? {
        guard let declared else { return nil }
        switch transform(for: declared, hasAlpha: hasAlpha) {
        case let .convert(transform):
            return transform
        case .unchanged:
            return nil
        case let .ignored(reason):
            Trace.event(.colourProfileIgnored, "\(reason): \(path)")
            return nil
        }
    }

    /// What the pixels of a photo declaring `declared` need.
    enum Outcome {
        case convert(ColourTransform)
        case unchanged
        case ignored(String)
    }

    static func transform(for declared: DeclaredColourSpace, hasAlpha: Bool) -> Outcome {
        switch declared {
        case .sRGB:
            return .unchanged
        case let .unusable(reason):
            return .ignored(reason)
        case let .iccProfile(bytes):
            return cached(Key(source: .icc(bytes), hasAlpha: hasAlpha)) { openICC(bytes) }
        case let .compressedICCProfile(compressed):
            switch Inflate.zlibStream(compressed, limit: profileLimit) {
            case let .success(bytes): return cached(Key(source: .icc(bytes), hasAlpha: hasAlpha)) { openICC(bytes) }
            case let .failure(failure): return .ignored("the PNG's ICC profile cannot be unpacked: \(failure.detail)")
            }
        case let .primaries(primaries, curve):
            return cached(Key(source: .numbers("\(primaries) \(curve)"), hasAlpha: hasAlpha)) {
                ColourProfile(primaries: primaries, curve: curve).map(Result.success)
                    ?? .failure(Ignored("the file's primaries and tone curve make no colour space"))
            }
        }
    }

    /// Transforms by the profile's bytes: a folder of one camera's photos makes one.
    private struct Key: Hashable {
        enum Source: Hashable {
            case icc([UInt8])
            /// Primaries and a curve given as numbers, by their description.
            case numbers(String)
        }

        let source: Source
        let hasAlpha: Bool
    }

    struct Ignored: Error {
        let reason: String
        init(_ reason: String) { self.reason = reason }
    }

    /// The cache is small: a session holds photos from a few cameras and phones. Past
    /// this many the oldest go (a transform is tens of kilobytes).
    private static let cacheLimit = 16
    private static let cache = Mutex<[(key: Key, outcome: Outcome)]>([])

    /// Made under the lock (a couple of milliseconds): the decode threads of one collage ask
    /// for the same profile at once, and one of them making it spares the others the work.
    private static func cached(_ key: Key, open: () -> Result<ColourProfile, Ignored>) -> Outcome {
        cache.withLock { entries in
            if let hit = entries.first(where: { $0.key == key })?.outcome { return hit }
            let outcome = makeOutcome(open(), hasAlpha: key.hasAlpha)
            if entries.count == cacheLimit { entries.removeFirst() }
            entries.append((key, outcome))
            return outcome
        }
    }

    private static func makeOutcome(_ opened: Result<ColourProfile, Ignored>, hasAlpha: Bool) -> Outcome {
        switch opened {
        case let .failure(ignored):
            return .ignored(ignored.reason)
        case let .success(profile):
            if profile.isSRGBEquivalent() { return .unchanged }
            guard let transform = ColourTransform(from: profile, hasAlpha: hasAlpha) else {
                return .ignored("lcms2 cannot convert from the colour profile")
            }
            return .convert(transform)
        }
    }

    /// Checked by its header before lcms2 reads it: a profile for CMYK or grey numbers
    /// says nothing about the RGB pixels the loader made.
    private static func openICC(_ bytes: [UInt8]) -> Result<ColourProfile, Ignored> {
        switch ICCProfileHeader.read(bytes) {
        case let .failure(problem):
            return .failure(Ignored("the ICC profile is unusable: \(problem)"))
        case let .success(header) where !header.isRGB:
            return .failure(Ignored("the ICC profile is for \(header.colourSpace.trimmingSpaces) numbers, not RGB"))
        case let .success(header):
            return ColourProfile(icc: Array(bytes.prefix(header.size))).map(Result.success)
                ?? .failure(Ignored("lcms2 cannot read the ICC profile"))
        }
    }
}

private extension String {
    var trimmingSpaces: String { String(self.filter { $0 != " " }) }
}
