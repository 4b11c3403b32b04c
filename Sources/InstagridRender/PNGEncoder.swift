import CGtk
import Dispatch
import Glibc
import InstagridModel
import InstagridPhotoFormats

/// A PNG writer for 8-bit RGB pictures (RGBA where the picture has transparent parts), built for speed: bands of rows
/// are filtered and deflated on every core at once, then joined into one zlib
/// stream (each band but the last ends on a byte-aligned sync flush, so the
/// raw deflate pieces concatenate; the Adler-32 checksums combine).
enum PNGEncoder {
    struct Failure: Error { let detail: String }

    /// One band's raw deflate stream, its rows' Adler-32 and their byte count.
    typealias DeflatedBand = (bytes: [UInt8], adler: uLong, length: Int)

    /// zlib settings for a band. Measured on exported collages (bench/export's three jobs):
    /// after the Paeth filter, run-length matching is as fast as level 1 and far smaller on
    /// sharp photos, but much larger on smooth ones, where lazy matching (level 4) wins.
    struct Deflate: Hashable, Sendable {
        let level: Int32
        let strategy: Int32

        static let runs = Deflate(level: 1, strategy: Z_RLE)
        static let lazy = Deflate(level: 4, strategy: Z_FILTERED)
        static let smallest = Deflate(level: 9, strategy: Z_FILTERED)
    }

    static let rowsPerBatch = 16

    static func encode(_ image: CairoImage, effort: PNGEffort = .balanced) throws -> [UInt8] {
        try encodeBands(image) { rows, last in
            switch effort {
            case .balanced:
                return try deflateBand(image, rows: rows, last: last, settings: choose(for: image, rows: rows))
            case .smallest:
                // Run-length matching still beats level 9 on some sharp photos: the whole band both ways.
                return try [Deflate.runs, .smallest].map { try deflateBand(image, rows: rows, last: last, settings: $0) }
                    .min { $0.bytes.count < $1.bytes.count }!
            }
        }
    }

    /// `settings` decides each band's zlib settings.
    static func encode(_ image: CairoImage, settings: @Sendable (Range<Int>) throws -> Deflate) throws -> [UInt8] {
        try encodeBands(image) { rows, last in try deflateBand(image, rows: rows, last: last, settings: settings(rows)) }
    }

    /// `deflate(rows, last)` deflates one band; bands run on every core.
    private static func encodeBands(_ image: CairoImage, deflate: @Sendable (Range<Int>, Bool) throws -> DeflatedBand) throws -> [UInt8] {
        cairo_surface_flush(image.surface)
        let bands = min(Processors.online * 2, max(1, image.height / rowsPerBatch))
        let pieces = ResultSlots<DeflatedBand>(count: bands)
        DispatchQueue.concurrentPerform(iterations: bands) { band in
            let rows = (image.height * band / bands)..<(image.height * (band + 1) / bands)
            pieces[band] = Result { try deflate(rows, band == bands - 1) }
        }
        let deflated = try pieces.values.map { try $0.get() }
        var idat: [UInt8] = [0x78, 0x01]
        idat.reserveCapacity(deflated.reduce(6) { $0 + $1.bytes.count })
        var adler = adler32(0, nil, 0)
        for (bytes, bandAdler, length) in deflated {
            idat += bytes
            adler = adler32_combine(adler, bandAdler, off_t(length))
        }
        idat += bigEndian(UInt32(truncatingIfNeeded: adler))
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        png.reserveCapacity(idat.count + 64)
        let colourType: UInt8 = image.hasAlpha ? 6 : 2
        appendChunk(&png, "IHDR", bigEndian(UInt32(image.width)) + bigEndian(UInt32(image.height)) + [8, colourType, 0, 0, 0])
        // The photos were brought into sRGB as they were decoded: say so (perceptual intent).
        appendChunk(&png, "sRGB", [0])
        appendChunk(&png, "IDAT", idat)
        appendChunk(&png, "IEND", [])
        return png
    }

    /// Picks a band's settings by deflating two samples of it (eight rows at its start
    /// and middle) both ways: a few percent of the band's time, against doubling it.
    static func choose(for image: CairoImage, rows: Range<Int>) throws -> Deflate {
        let sampleRows = 8
        let samples = Set([rows.lowerBound, rows.lowerBound + rows.count / 2]).map { $0..<min(rows.upperBound, $0 + sampleRows) }
        func size(_ settings: Deflate) throws -> Int {
            try samples.reduce(0) { $0 + (try deflateBand(image, rows: $1, last: true, settings: settings).bytes.count) }
        }
        return try size(.lazy) < size(.runs) ? .lazy : .runs
    }

    /// Filters rows with PNG's Paeth filter and deflates them, a batch at a time.
    private static func deflateBand(_ image: CairoImage, rows: Range<Int>, last: Bool, settings: Deflate) throws -> DeflatedBand {
        var stream = z_stream()
        guard cgtk_deflate_init_raw(&stream, settings.level, settings.strategy) == Z_OK else {
            throw Failure(detail: "zlib could not start")
        }
        defer { deflateEnd(&stream) }
        let rowBytes = 1 + image.width * (image.hasAlpha ? 4 : 3)
        var filtered = [UInt8](repeating: 0, count: rowBytes * rowsPerBatch)
        var output: [UInt8] = []
        // Room for a photo's usual ratio: growing by doubling would copy the band into fresh pages each time.
        output.reserveCapacity(rows.count * rowBytes / 2)
        // Below glibc's mmap threshold (MemoryPolicy), so it is not a fresh mapping each time.
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        var adler = adler32(0, nil, 0)
        let paeth = PaethFilter(image)
        defer { paeth.release() }
        var row = rows.lowerBound
        while row < rows.upperBound {
            let batch = min(rowsPerBatch, rows.upperBound - row)
            filtered.withUnsafeMutableBufferPointer { out in
                for index in 0..<batch {
                    paeth.filter(row: row + index, into: out.baseAddress! + index * rowBytes)
                }
            }
            row += batch
            let flush = row < rows.upperBound ? Z_NO_FLUSH : (last ? Z_FINISH : Z_SYNC_FLUSH)
            let length = batch * rowBytes
            try filtered.withUnsafeMutableBufferPointer { input in
                adler = adler32(adler, input.baseAddress, uInt(length))
                stream.next_in = input.baseAddress
                stream.avail_in = uInt(length)
                try chunk.withUnsafeMutableBufferPointer { out in
                    repeat {
                        stream.next_out = out.baseAddress
                        stream.avail_out = uInt(out.count)
                        let status = deflate(&stream, flush)
                        guard status == Z_OK || status == Z_STREAM_END || status == Z_BUF_ERROR else {
                            throw Failure(detail: "zlib error \(status)")
                        }
                        output.append(contentsOf: out[..<(out.count - Int(stream.avail_out))])
                    } while stream.avail_out == 0
                }
            }
        }
        return (output, adler, rows.count * rowBytes)
    }

    private static func appendChunk(_ png: inout [UInt8], _ type: String, _ data: [UInt8]) {
        let name = Array(type.utf8)
        png += bigEndian(UInt32(data.count))
        png += name
        png += data
        var crc = name.withUnsafeBufferPointer { crc32(0, $0.baseAddress, uInt($0.count)) }
        crc = data.withUnsafeBufferPointer { crc32(crc, $0.baseAddress, uInt($0.count)) }
        png += bigEndian(UInt32(truncatingIfNeeded: crc))
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}
