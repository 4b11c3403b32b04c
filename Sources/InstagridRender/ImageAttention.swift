import CGtk
import InstagridModel
import InstagridPhotoFormats
import InstagridTrace

extension CairoImage {
    /// Where this picture draws the eye, measured on a copy `AttentionMap.measuredSide` pixels
    /// on its longer side (this one, if it is no larger); nil if that copy cannot be made.
    func attention() -> AttentionMap? {
        guard let measured = reduced(toFit: AttentionMap.measuredSide) else { return nil }
        let (bytes, stride) = measured.packedRGB()
        return AttentionMap(measuring: bytes, width: measured.width, height: measured.height, stride: stride)
    }
}

extension Pixbuf {
    /// Where this picture draws the eye, measured as `CairoImage.attention` measures, on its
    /// colours brought to sRGB from `declared` as the decoded photo's are.
    func attention(declared: DeclaredColourSpace?) -> AttentionMap? {
        let factor = min(1, Double(AttentionMap.measuredSide) / Double(max(width, height)))
        guard let small = scaled(width: max(1, Int((Double(width) * factor).rounded())),
                                 height: max(1, Int((Double(height) * factor).rounded())))?.cairoImage() else { return nil }
        if let declared, case let .convert(transform) = SRGBConversion.transform(
            for: declared, hasAlpha: small.hasAlpha) {
            transform.apply(to: small)
        }
        return small.attention()
    }
}

/// `measure`'s map of the photo at `path`, its time traced (bench/subjects reads it).
func measuredAttention(of path: LocalPath, _ measure: () -> AttentionMap?) -> AttentionMap? {
    let start = MonotonicClock.microseconds
    let attention = measure()
    Trace.event(.attentionMeasured, "\(Trace.milliseconds(MonotonicClock.microseconds - start)) ms \(path)")
    return attention
}
