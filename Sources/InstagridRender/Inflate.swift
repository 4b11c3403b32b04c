import CGtk

/// zlib's inflate, bounded: a PNG's compressed ICC profile is a few kilobytes that
/// could claim to unpack into gigabytes, so what passes `limit` is refused.
enum Inflate {
    struct Failure: Error { let detail: String }

    static func zlibStream(_ compressed: [UInt8], limit: Int) -> Result<[UInt8], Failure> {
        var stream = z_stream()
        guard cgtk_inflate_init(&stream) == Z_OK else { return .failure(Failure(detail: "zlib could not start")) }
        defer { inflateEnd(&stream) }
        var output: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 16 * 1024)
        var input = compressed
        return input.withUnsafeMutableBufferPointer { source in
            stream.next_in = source.baseAddress
            stream.avail_in = uInt(source.count)
            while true {
                let (status, produced) = chunk.withUnsafeMutableBufferPointer { out in
                    stream.next_out = out.baseAddress
                    stream.avail_out = uInt(out.count)
                    let status = inflate(&stream, Z_NO_FLUSH)
                    return (status, out.count - Int(stream.avail_out))
                }
                output += chunk[..<produced]
                guard output.count <= limit else { return .failure(Failure(detail: "it unpacks to more than \(limit) bytes")) }
                switch status {
                case Z_STREAM_END: return .success(output)
                case Z_OK: continue
                case Z_BUF_ERROR where stream.avail_in == 0: return .failure(Failure(detail: "its zlib stream is cut short"))
                default: return .failure(Failure(detail: "its zlib stream is damaged (\(status))"))
                }
            }
        }
    }
}
