import CGtk
import GLibKit
import Glibc
import InstagridModel
import InstagridPhotoFormats

/// Decodes photos at the size they will be drawn, upright: JPEG with libjpeg-turbo,
/// every other format (and JPEGs in CMYK) with gdk-pixbuf. Every decode waits for
/// its share of `MemoryBudget.decodes`. Safe to call from any thread.
public enum PhotoDecoder {
    /// Decodes `path` large enough to cover `target` (pixels, aspect fill). `cropped`: only
    /// the part a slot of exactly `target` shows is wanted (an export), so a format decoded
    /// whole anyway is scaled once, straight to the slot's pixels. `framing`: `.subject`
    /// measures the photo's attention, and a cropped photo is cropped around its subject.
    /// `preview` gets a first, soft picture of a progressive JPEG while the rest of it is read.
    public static func decode(path: LocalPath, covering target: Size, cropped: Bool = false, framing: DefaultFraming = .centre,
                              preview: (@Sendable (DecodedPhoto) -> Void)? = nil) throws -> DecodedPhoto {
        do {
            return try decodeFile(path: path, covering: target, cropped: cropped, framing: framing, preview: preview)
        } catch let error as PhotoError where error.cause != .missing && !path.exists {
            // Deleted or moved as it was read (its header opened by name again, and not found):
            // missing, as the window's watch would say, not a damaged file.
            throw PhotoError(path: path, cause: .missing)
        }
    }

    private static func decodeFile(path: LocalPath, covering target: Size, cropped: Bool, framing: DefaultFraming,
                                   preview: (@Sendable (DecodedPhoto) -> Void)?) throws -> DecodedPhoto {
        try checkFile(path)
        let viaJPEG = try FileMapping.withContents(of: path) { bytes -> DecodedPhoto? in
            guard JPEGDecoder.isJPEG(bytes) else { return nil }
            // libjpeg fills a truncated file's missing rows with grey and calls it a success.
            if JPEGStructure.verdict(bytes) == .truncated {
                throw PhotoError(path: path, cause: .corrupt("the file is cut short"))
            }
            let orientation = ExifReader.orientation(jpegHead: Array(bytes.prefix(ExifReader.headLength)))
            return try JPEGDecoder.decode(bytes, path: path, orientation: orientation, colourSpace: ColourSpaceReader.declared(in: bytes),
                                          covering: target, budget: MemoryBudget.decodes, preview: preview)
        }
        // Measured and searched outside the decode's share of the memory budget: a face search may decode a copy of its own.
        if let photo = viaJPEG ?? nil { return framing == .subject ? photo.measuringAttention().findingFaces() : photo }
        // A photo decoded for its slot's crop was measured and searched whole before it was cut.
        let photo = try decodeWithPixbuf(path: path, covering: target, cropped: cropped, subject: framing == .subject)
        return framing == .subject && photo.attention == nil ? photo.measuringAttention().findingFaces() : photo
    }

    /// The photo's upright size in pixels, from its header alone: what arranging the photos
    /// needs before any of them is decoded. A photo `decode` would refuse (cut short, or too
    /// large to decode whole) is refused here already, for the same reason.
    public static func uprightSize(path: LocalPath) throws -> Size {
        try checkFile(path)
        var width: Int32 = 0, height: Int32 = 0
        guard let format = path.withCString({ gdk_pixbuf_get_file_info($0, &width, &height) }), width > 0, height > 0 else {
            throw unreadableHeaderError(path)
        }
        let stored = Size(width: Double(width), height: Double(height))
        if isJPEG(format) {
            try FileMapping.withContents(of: path) { bytes in
                if JPEGStructure.verdict(bytes) == .truncated { throw PhotoError(path: path, cause: .corrupt("the file is cut short")) }
                if JPEGDecoder.isJPEG(bytes) { try JPEGDecoder.checkHeader(bytes, path: path) }
            }
        } else if !DecodePlan.isAcceptable(stored: stored, holdsWholeImage: true) {
            throw PhotoError(path: path, cause: .tooLarge(width: Int(width), height: Int(height)))
        }
        let orientation = ExifReader.orientation(jpegHead: FileBytes.read(path, upTo: ExifReader.headLength) ?? [])
        return orientation.upright(stored)
    }

    private static func isJPEG(_ format: OpaquePointer) -> Bool {
        gdk_pixbuf_format_get_name(format).map { name in
            defer { g_free(name) }
            return String(cString: name) == "jpeg"
        } ?? false
    }

    private static func decodeWithPixbuf(path: LocalPath, covering target: Size, cropped: Bool, subject: Bool) throws -> DecodedPhoto {
        var width: Int32 = 0, height: Int32 = 0
        guard let format = path.withCString({ gdk_pixbuf_get_file_info($0, &width, &height) }), width > 0, height > 0 else {
            throw unreadableHeaderError(path)
        }
        let isJPEG = isJPEG(format)
        let stored = Size(width: Double(width), height: Double(height))
        // libjpeg scales by 1/2, 1/4 or 1/8 while decoding; other loaders decode in full first.
        guard DecodePlan.isAcceptable(stored: stored, holdsWholeImage: !isJPEG) else {
            throw PhotoError(path: path, cause: .tooLarge(width: Int(width), height: Int(height)))
        }
        if cropped && !isJPEG {
            return try decodeWholeIntoSlot(path: path, stored: stored, slot: target, subject: subject)
        }
        let orientation = isJPEG ? ExifReader.orientation(jpegHead: FileBytes.read(path, upTo: ExifReader.headLength) ?? []) : .up
        let plan = DecodePlan(stored: stored, orientation: orientation, target: target)
        let output = Size(width: Double(plan.storedWidth), height: Double(plan.storedHeight))
        return try MemoryBudget.decodes.withReservation(DecodeCost.fullDecode(stored: stored, output: output)) {
            let scaled = try Pixbuf.load(path: path, size: (plan.storedWidth, plan.storedHeight))
                .mapError { PhotoError(path: path, cause: .corrupt($0.message)) }.get()
            guard let upright = scaled.upright(), let image = upright.cairoImage() else {
                throw PhotoError(path: path, cause: .outOfMemory)
            }
            SRGBConversion.apply(declaredColourSpace(path: path, loaded: scaled), to: image, path: path)
            // The loader's own orientation wins over our guess, for files whose tags we did not read.
            let turned = upright.width != scaled.width
            let fullSize = turned ? Size(width: stored.height, height: stored.width) : stored
            return DecodedPhoto(path: path, image: image, fullSize: fullSize)
        }
    }

    /// Decodes the whole file and scales the slot's crop of it straight to the slot's
    /// pixels, in one resampling: no intermediate size whose rounding would shift it.
    /// `subject`: the crop follows the attention measured on the whole photo, as drawing it will.
    private static func decodeWholeIntoSlot(path: LocalPath, stored: Size, slot: Size, subject: Bool) throws -> DecodedPhoto {
        let width = max(1, Int(slot.width.rounded())), height = max(1, Int(slot.height.rounded()))
        let output = Size(width: Double(width), height: Double(height))
        return try MemoryBudget.decodes.withReservation(DecodeCost.fullDecode(stored: stored, output: output)) {
            let whole = try Pixbuf.load(path: path).mapError { PhotoError(path: path, cause: .corrupt($0.message)) }.get()
            guard let upright = whole.upright() else { throw PhotoError(path: path, cause: .outOfMemory) }
            let fullSize = Size(width: Double(upright.width), height: Double(upright.height))
            // Cropped on whole pixels of the full photo (gdk-pixbuf rounds a scaling offset
            // to whole output pixels, a far coarser step), then scaled to the slot.
            let declared = declaredColourSpace(path: path, loaded: whole)
            let attention = subject ? measuredAttention(of: path) { upright.attention(declared: declared) }?
                .with(faces: faces(in: path, upright: upright)) : nil
            let exact = Framing.fill.following(attention, photo: fullSize, slot: output).crop(photo: fullSize, slot: output)
            let crop = Rect(x: exact.x.rounded(), y: exact.y.rounded(),
                            width: max(1, exact.width.rounded()), height: max(1, exact.height.rounded()))
            guard let slotPixels = upright.cropped(to: crop)?.scaled(width: width, height: height) else {
                throw PhotoError(path: path, cause: .outOfMemory)
            }
            let (scaleX, scaleY) = (output.width / crop.width, output.height / crop.height)
            let content = Rect(x: -crop.x * scaleX, y: -crop.y * scaleY,
                               width: fullSize.width * scaleX, height: fullSize.height * scaleY)
            guard let image = slotPixels.cairoImage() else { throw PhotoError(path: path, cause: .outOfMemory) }
            SRGBConversion.apply(declared, to: image, path: path)
            return DecodedPhoto(path: path, image: image, fullSize: fullSize, content: content, attention: attention)
        }
    }

    /// The faces in the whole photo `upright`, searched on a copy scaled from it: within the
    /// decode's share of the memory budget, so never a decode of its own.
    private static func faces(in path: LocalPath, upright: Pixbuf) -> [Rect] {
        FaceSearch.faces(in: path) {
            let size = Size(width: Double(upright.width), height: Double(upright.height))
            guard let searched = FaceSearch.searchedSize(of: size), searched.width < size.width else {
                return (upright.cairoImage(), true)
            }
            return (upright.scaled(width: Int(searched.width), height: Int(searched.height))?.cairoImage(), false)
        }
    }

    /// What the file says of its colours, read from its bytes; for formats read here for
    /// nothing (TIFF), the profile the loader kept.
    private static func declaredColourSpace(path: LocalPath, loaded: Pixbuf) -> DeclaredColourSpace? {
        let declared = FileMapping.withContents(of: path) { ColourSpaceReader.declared(in: $0) } ?? nil
        return declared ?? loaded.iccProfile().map(DeclaredColourSpace.iccProfile)
    }

    /// The header did not parse: either no loader knows the format, or one does
    /// and the file is damaged. A loader fed the head alone sniffs the content
    /// (not the file name, which may lie) and says which.
    private static func unreadableHeaderError(_ path: LocalPath) -> PhotoError {
        let head = FileBytes.read(path, upTo: ExifReader.headLength) ?? []
        // A JPEG cut inside its metadata has no frame header left to read.
        if head.starts(with: [0xFF, 0xD8]), isCutShort(path) {
            return PhotoError(path: path, cause: .corrupt("the file is cut short"))
        }
        let sniffed = withOwned(gdk_pixbuf_loader_new()!) { loader in
            GLibError.check { error in
                let written = head.withUnsafeBufferPointer { gdk_pixbuf_loader_write(loader, $0.baseAddress, gsize(head.count), &error) }
                return written != 0 ? gdk_pixbuf_loader_close(loader, &error) : written
            }
        }
        guard case let .failure(error) = sniffed else { return PhotoError(path: path, cause: .corrupt("its size cannot be read")) }
        let unknown = error.is(gdk_pixbuf_error_quark(), Int32(GDK_PIXBUF_ERROR_UNKNOWN_TYPE.rawValue))
        guard unknown else { return PhotoError(path: path, cause: .corrupt(error.message)) }
        let loader = MissingLoader.forFile(head: head)
        return PhotoError(path: path, cause: loader.map { .needsLoader(format: $0.format, package: $0.package) } ?? .notAnImage)
    }

    private static func checkFile(_ path: LocalPath) throws {
        var info = stat()
        guard path.withCString({ stat($0, &info) }) == 0 else {
            let code = errno
            throw PhotoError(path: path, cause: code == ENOENT || code == ENOTDIR
                ? .missing : .unreadable(String(cString: strerror(code))))
        }
        guard info.st_mode & S_IFMT == S_IFREG else { throw PhotoError(path: path, cause: .notAFile) }
        guard path.isReadable else {
            throw PhotoError(path: path, cause: .unreadable(String(cString: strerror(errno))))
        }
        guard info.st_size > 0 else { throw PhotoError(path: path, cause: .empty) }
    }

    /// Whether the JPEG holds its whole image: its segments and scans are walked
    /// up to the image's own end marker, so neither an EXIF thumbnail's end marker
    /// nor data appended after the image (a motion photo's video) misleads it.
    /// A structure libjpeg would only warn about is left to the decoder to judge.
    private static func isCutShort(_ path: LocalPath) -> Bool {
        FileMapping.withContents(of: path) { JPEGStructure.verdict($0) == .truncated } ?? false
    }
}
