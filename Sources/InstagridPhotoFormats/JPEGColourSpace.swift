/// The ICC profile of a JPEG: APP2 segments tagged "ICC_PROFILE", each carrying its
/// place in the sequence and the sequence's length, since one segment holds at most
/// 65,519 bytes of it. They are put back together in their numbered order, whatever
/// order the file keeps them in.
enum JPEGColourSpace {
    private static let tag: [UInt8] = Array("ICC_PROFILE".utf8) + [0]

    /// Nil if the file declares nothing (no ICC_PROFILE segment before its first scan).
    static func declared(in bytes: UnsafeRawBufferPointer) -> DeclaredColourSpace? {
        var chunks: [Int: ArraySlice<UInt8>] = [:]
        var counts: Set<Int> = []
        var offset = 2
        // Header segments only: the profile comes before the first scan (SOS, DA), and
        // every segment up to it carries its length, so no entropy-coded data is walked.
        while offset + 4 <= bytes.count, bytes[offset] == 0xFF {
            let code = bytes[offset + 1]
            if code == 0xFF { offset += 1; continue }
            if code == 0xDA || code == 0xD9 { break }
            let length = Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            guard length >= 2, offset + 2 + length <= bytes.count else { break }
            let body = (offset + 4)..<(offset + 2 + length)
            if code == 0xE2, body.count > tag.count + 2, bytes[body].starts(with: tag) {
                let sequence = Int(bytes[body.lowerBound + tag.count]), count = Int(bytes[body.lowerBound + tag.count + 1])
                guard sequence >= 1, sequence <= count, chunks[sequence] == nil else {
                    return .unusable("ICC_PROFILE segment \(sequence) of \(count) is out of order or repeated")
                }
                chunks[sequence] = ArraySlice(bytes[(body.lowerBound + tag.count + 2)..<body.upperBound])
                counts.insert(count)
            }
            offset += 2 + length
        }
        guard let count = counts.first else { return nil }
        guard counts.count == 1 else { return .unusable("the ICC_PROFILE segments disagree on how many there are") }
        guard chunks.count == count else { return .unusable("\(count - chunks.count) of \(count) ICC_PROFILE segments are missing") }
        return .iccProfile((1...count).flatMap { chunks[$0]! })
    }
}
