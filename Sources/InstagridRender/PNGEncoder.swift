import CGtk
import Dispatch
import Glibc
import InstagridModel

/// A PNG writer for opaque 8-bit RGB pictures, built for speed: bands of rows
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
        try encode(image) { rows in effort == .smallest ? .smallest : try choose(for: image, rows: rows) }
    }

    /// `settings` decides each band's zlib settings.
    static func encode(_ image: CairoImage, settings: @Sendable (Range<Int>) throws -> Deflate) throws -> [UInt8] {
        cairo_surface_flush(image.surface)
        let bands = min(Processors.online * 2, max(1, image.height / rowsPerBatch))
        let pieces = ResultSlots<DeflatedBand>(count: bands)
        DispatchQueue.concurrentPerform(iterations: bands) { band in
            let rows = (image.height * band / bands)..<(image.height * (band + 1) / bands)
            pieces[band] = Result { try deflateBand(image, rows: rows, last: band == bands - 1, settings: settings(rows)) }
        }
        var idat: [UInt8] = [0x78, 0x01]
        var adler = adler32(0, nil, 0)
        for piece in pieces.values {
            let (bytes, bandAdler, length) = try piece.get()
            idat += bytes
            adler = adler32_combine(adler, bandAdler, off_t(length))
        }
        idat += bigEndian(UInt32(truncatingIfNeeded: adler))
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        png.reserveCapacity(idat.count + 64)
        appendChunk(&png, "IHDR", bigEndian(UInt32(image.width)) + bigEndian(UInt32(image.height)) + [8, 2, 0, 0, 0])
        appendChunk(&png, "IDAT", idat)
        appendChunk(&png, "IEND", [])
        return png
    }

    /// Picks a band's settings by deflating three sample batches of it (start, middle,
    /// end) both ways: about a tenth of the band, against doubling the work.
    static func choose(for image: CairoImage, rows: Range<Int>) throws -> Deflate {
        let starts = [rows.lowerBound, rows.lowerBound + rows.count / 2, max(rows.lowerBound, rows.upperBound - rowsPerBatch)]
        var sizes: [Deflate: Int] = [.runs: 0, .lazy: 0]
        for settings in [Deflate.runs, .lazy] {
            for start in Set(starts) {
                let sample = start..<min(rows.upperBound, start + rowsPerBatch)
                sizes[settings, default: 0] += try deflateBand(image, rows: sample, last: true, settings: settings).bytes.count
            }
        }
        return sizes[.lazy]! < sizes[.runs]! ? .lazy : .runs
    }

    /// Filters rows with PNG's Paeth filter and deflates them, a batch at a time.
    private static func deflateBand(_ image: CairoImage, rows: Range<Int>, last: Bool, settings: Deflate) throws -> DeflatedBand {
        var stream = z_stream()
        guard cgtk_deflate_init_raw(&stream, settings.level, settings.strategy) == Z_OK else {
            throw Failure(detail: "zlib could not start")
        }
        defer { deflateEnd(&stream) }
        let rowBytes = 1 + image.width * 3
        var filtered = [UInt8](repeating: 0, count: rowBytes * rowsPerBatch)
        var output: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 256 * 1024)
        var adler = adler32(0, nil, 0)
        var row = rows.lowerBound
        while row < rows.upperBound {
            let batch = min(rowsPerBatch, rows.upperBound - row)
            filtered.withUnsafeMutableBufferPointer { out in
                for index in 0..<batch {
                    PaethFilter.filter(image, row: row + index, into: out.baseAddress! + index * rowBytes)
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
        let body = Array(type.utf8) + data
        png += bigEndian(UInt32(data.count))
        png += body
        let crc = body.withUnsafeBufferPointer { crc32(0, $0.baseAddress, uInt($0.count)) }
        png += bigEndian(UInt32(truncatingIfNeeded: crc))
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}
