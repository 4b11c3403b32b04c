import CGtk
import Glibc
import InstagridModel

/// Decodes photos with gdk-pixbuf at the size they will be drawn, upright.
/// Safe to call from any thread; each call owns its pixbufs.
public enum PhotoDecoder {
    /// Decodes `path` large enough to cover `target` (pixels, aspect fill).
    public static func decode(path: String, covering target: Size) throws -> DecodedPhoto {
        try checkFile(path)
        var width: Int32 = 0, height: Int32 = 0
        guard let format = gdk_pixbuf_get_file_info(path, &width, &height), width > 0, height > 0 else {
            throw unreadableHeaderError(path)
        }
        let isJPEG = gdk_pixbuf_format_get_name(format).map { name in
            defer { g_free(name) }
            return String(cString: name) == "jpeg"
        } ?? false
        let stored = Size(width: Double(width), height: Double(height))
        // libjpeg scales by 1/2, 1/4 or 1/8 while decoding; other loaders decode in full first.
        guard DecodePlan.isAcceptable(stored: stored, decoderScalesWhileDecoding: isJPEG) else {
            throw PhotoError(path: path, cause: .tooLarge(width: Int(width), height: Int(height)))
        }
        // libjpeg fills a truncated file's missing rows with grey and calls it a success.
        if isJPEG, isCutShort(path) {
            throw PhotoError(path: path, cause: .corrupt("the file is cut short"))
        }
        let orientation = isJPEG ? ExifReader.orientation(jpegHead: FileBytes.read(path, upTo: ExifReader.headLength) ?? []) : .up
        let plan = DecodePlan(stored: stored, orientation: orientation, target: target)

        var error: UnsafeMutablePointer<GError>?
        guard let scaled = gdk_pixbuf_new_from_file_at_scale(
            path, Int32(plan.storedWidth), Int32(plan.storedHeight), 0, &error
        ) else {
            throw PhotoError(path: path, cause: .corrupt(consumeMessage(error)))
        }
        defer { g_object_unref(UnsafeMutableRawPointer(scaled)) }
        guard let upright = gdk_pixbuf_apply_embedded_orientation(scaled) else {
            throw PhotoError(path: path, cause: .outOfMemory)
        }
        defer { g_object_unref(UnsafeMutableRawPointer(upright)) }
        guard let image = PixbufBridge.image(from: upright) else {
            throw PhotoError(path: path, cause: .outOfMemory)
        }
        // The loader's own orientation wins over our guess, for files whose tags we did not read.
        let turned = gdk_pixbuf_get_width(upright) != gdk_pixbuf_get_width(scaled)
        let fullSize = turned ? Size(width: stored.height, height: stored.width) : stored
        return DecodedPhoto(path: path, image: image, fullSize: fullSize)
    }

    /// The header did not parse: either no loader knows the format, or one does
    /// and the file is damaged. A loader fed the head alone sniffs the content
    /// (not the file name, which may lie) and says which.
    private static func unreadableHeaderError(_ path: String) -> PhotoError {
        let head = FileBytes.read(path, upTo: ExifReader.headLength) ?? []
        // A JPEG cut inside its metadata has no frame header left to read.
        if head.starts(with: [0xFF, 0xD8]), isCutShort(path) {
            return PhotoError(path: path, cause: .corrupt("the file is cut short"))
        }
        let loader = gdk_pixbuf_loader_new()!
        defer { g_object_unref(UnsafeMutableRawPointer(loader)) }
        var error: UnsafeMutablePointer<GError>?
        let written = head.withUnsafeBufferPointer { gdk_pixbuf_loader_write(loader, $0.baseAddress, gsize(head.count), &error) }
        if written != 0 { gdk_pixbuf_loader_close(loader, &error) }
        guard error != nil else { return PhotoError(path: path, cause: .corrupt("its size cannot be read")) }
        let unknown = error?.pointee.domain == gdk_pixbuf_error_quark()
            && error?.pointee.code == Int32(GDK_PIXBUF_ERROR_UNKNOWN_TYPE.rawValue)
        let message = consumeMessage(error)
        return PhotoError(path: path, cause: unknown ? .notAnImage : .corrupt(message))
    }

    private static func checkFile(_ path: String) throws {
        var info = stat()
        guard stat(path, &info) == 0 else {
            let code = errno
            throw PhotoError(path: path, cause: code == ENOENT || code == ENOTDIR
                ? .missing : .unreadable(String(cString: strerror(code))))
        }
        guard info.st_mode & S_IFMT == S_IFREG else { throw PhotoError(path: path, cause: .notAFile) }
        guard access(path, R_OK) == 0 else {
            throw PhotoError(path: path, cause: .unreadable(String(cString: strerror(errno))))
        }
        guard info.st_size > 0 else { throw PhotoError(path: path, cause: .empty) }
    }

    /// Whether the JPEG holds its whole image: its segments and scans are walked
    /// up to the image's own end marker, so neither an EXIF thumbnail's end marker
    /// nor data appended after the image (a motion photo's video) misleads it.
    /// A structure libjpeg would only warn about is left to the decoder to judge.
    private static func isCutShort(_ path: String) -> Bool {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_size > 0 else { return false }
        let length = Int(info.st_size)
        guard let mapped = mmap(nil, length, PROT_READ, MAP_PRIVATE, fd, 0), mapped != MAP_FAILED else { return false }
        defer { munmap(mapped, length) }
        madvise(mapped, length, MADV_SEQUENTIAL)
        return JPEGStructure.verdict(UnsafeRawBufferPointer(start: mapped, count: length)) == .truncated
    }

}
