import CGtk
import CJpeg
import InstagridModel
import InstagridPhotoFormats
import InstagridTrace

/// Decodes JPEG files with libjpeg-turbo, scaling in the DCT while decoding (the
/// smallest eighth that covers the slot), straight into Cairo's pixel layout, and
/// progressive files in a single output pass (gdk-pixbuf's loader renders every scan).
enum JPEGDecoder {
    static func isJPEG(_ bytes: UnsafeRawBufferPointer) -> Bool {
        bytes.count >= 3 && bytes[0] == 0xFF && bytes[1] == 0xD8 && bytes[2] == 0xFF
    }

    /// Throws what `decode` would refuse from the file's header alone (a progressive file
    /// too large to hold), without decoding any of it.
    static func checkHeader(_ bytes: UnsafeRawBufferPointer, path: LocalPath) throws {
        guard let decoder = cjpeg_create(bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), bytes.count) else {
            throw PhotoError(path: path, cause: .outOfMemory)
        }
        defer { cjpeg_destroy(decoder) }
        // A header libjpeg cannot read is left to `decode` to word: this looks at the size alone.
        do {
            _ = try acceptedHeader(decoder, path: path) { status in if status != 0 { throw Unread() } }
        } catch is Unread {}
    }

    private struct Unread: Error {}

    /// The file's header, once it is known that decoding it would not hold too much: a
    /// progressive file keeps every coefficient of its full size, whatever the scale.
    private static func acceptedHeader(_ decoder: OpaquePointer, path: LocalPath,
                                       check: (Int32) throws -> Void) throws -> CJpegHeader {
        var header = CJpegHeader()
        try check(cjpeg_read_header(decoder, &header))
        let stored = Size(width: Double(header.width), height: Double(header.height))
        guard DecodePlan.isAcceptable(stored: stored, holdsWholeImage: header.progressive != 0) else {
            throw PhotoError(path: path, cause: .tooLarge(width: Int(header.width), height: Int(header.height)))
        }
        return header
    }

    /// The upright photo, or nil for a colour model libjpeg-turbo cannot turn into
    /// RGB (CMYK, YCCK), which another decoder must handle. `preview`, if given, gets a
    /// progressive file's picture as soon as its first scan is in (its DC coefficients
    /// in every common scan script: a twentieth of the file, whole but soft), while
    /// the rest is still being read. `colourSpace`: what the file declares, converted to sRGB.
    static func decode(_ bytes: UnsafeRawBufferPointer, path: LocalPath, orientation: ExifOrientation,
                       colourSpace: DeclaredColourSpace? = nil, covering target: Size, budget: MemoryBudget,
                       preview: (@Sendable (DecodedPhoto) -> Void)? = nil) throws -> DecodedPhoto? {
        guard let decoder = cjpeg_create(bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), bytes.count) else {
            throw PhotoError(path: path, cause: .outOfMemory)
        }
        defer { cjpeg_destroy(decoder) }
        func check(_ status: Int32) throws {
            // gdk-pixbuf's wording, so a damaged file reads the same whichever decoder met it.
            guard status == 0 else {
                throw PhotoError(path: path, cause: .corrupt("Error interpreting JPEG image file (\(String(cString: cjpeg_error(decoder))))"))
            }
        }
        let header = try acceptedHeader(decoder, path: path, check: check)
        let stored = Size(width: Double(header.width), height: Double(header.height))
        guard header.color == CJPEG_COLOR_CONVERTIBLE else { return nil }
        let requested = DecodePlan(stored: stored, orientation: orientation, target: target).dctEighths(stored: stored)
        // The buffer is sized from what libjpeg will write, never from what was asked of it.
        var outputWidth: Int32 = 0, outputHeight: Int32 = 0
        try check(cjpeg_output_size(decoder, Int32(requested), &outputWidth, &outputHeight))
        guard let eighths = DecodePlan.effectiveEighths(stored: stored, requested: requested,
                                                        outputWidth: Int(outputWidth), outputHeight: Int(outputHeight)) else {
            throw PhotoError(path: path, cause: .corrupt("libjpeg would output \(outputWidth)x\(outputHeight) pixels"))
        }
        let output = Size(width: Double(outputWidth), height: Double(outputHeight))
        let showsScans = preview != nil && header.progressive != 0
        let cost = DecodeCost.jpeg(stored: stored, components: Int(header.components), progressive: header.progressive != 0,
                                   output: output, turned: orientation != .up, previewed: showsScans)

        // Made before any pixel, so each band of rows is converted while it is still in the cache.
        let colour = SRGBConversion.transform(for: colourSpace, hasAlpha: false, path: path)
        func readPhoto() throws -> DecodedPhoto {
            guard let image = CairoImage(width: Int(output.width), height: Int(output.height), hasAlpha: false) else {
                throw PhotoError(path: path, cause: .outOfMemory)
            }
            cairo_surface_flush(image.surface)
            let pixels = cairo_image_surface_get_data(image.surface)!
            let stride = Int(cairo_image_surface_get_stride(image.surface))
            let band = 16
            var rows = [UnsafeMutablePointer<UInt8>?](repeating: nil, count: band)
            var row = 0
            while row < image.height {
                let count = min(band, image.height - row)
                for index in 0..<count { rows[index] = pixels + (row + index) * stride }
                try check(rows.withUnsafeBufferPointer { cjpeg_read_rows(decoder, $0.baseAddress!, Int32(count)) })
                colour?.apply(rows: row..<(row + count), of: image)
                row += count
            }
            cairo_surface_mark_dirty(image.surface)
            if colour != nil { Trace.event(.colourConverted, path.description) }
            guard let upright = image.turnedUpright(from: orientation) else { throw PhotoError(path: path, cause: .outOfMemory) }
            let content = Rect(x: 0, y: 0, width: stored.width * Double(eighths) / 8, height: stored.height * Double(eighths) / 8)
            return DecodedPhoto(path: path, image: upright, fullSize: orientation.upright(stored),
                                content: orientation.uprightRect(content, storedIn: image.size))
        }

        return try budget.withReservation(cost) {
            var width: Int32 = 0, height: Int32 = 0
            func checkSize() throws {
                guard width == outputWidth, height == outputHeight else {
                    throw PhotoError(path: path, cause: .corrupt("libjpeg output \(width)x\(height) pixels, not \(outputWidth)x\(outputHeight)"))
                }
            }
            guard let preview, showsScans else {
                try check(cjpeg_start(decoder, Int32(eighths), &width, &height))
                try checkSize()
                return try readPhoto()
            }
            try check(cjpeg_start_buffered(decoder, Int32(eighths), &width, &height))
            try checkSize()
            var atEnd: Int32 = 0
            try check(cjpeg_read_scan(decoder, &atEnd))
            if atEnd == 0 {
                try check(cjpeg_start_pass(decoder))
                preview(try readPhoto())
                try check(cjpeg_finish_pass(decoder))
                while atEnd == 0 { try check(cjpeg_read_scan(decoder, &atEnd)) }
            }
            try check(cjpeg_start_pass(decoder))
            let photo = try readPhoto()
            try check(cjpeg_finish_pass(decoder))
            return photo
        }
    }
}
