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
        if isJPEG, !hasEndOfImage(path) {
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

    /// Whether the JPEG's end-of-image marker (FF D9) is in its last 64 KiB
    /// (cameras and editors may append a little data after it).
    private static func hasEndOfImage(_ path: String) -> Bool {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { return false }
        let length = min(Int(info.st_size), 64 * 1024)
        var tail = [UInt8](repeating: 0, count: length)
        let count = tail.withUnsafeMutableBytes { pread(fd, $0.baseAddress, length, off_t(Int(info.st_size) - length)) }
        guard count == length, length >= 2 else { return false }
        for index in stride(from: length - 2, through: 0, by: -1) where tail[index] == 0xFF && tail[index + 1] == 0xD9 {
            return true
        }
        return false
    }

}
