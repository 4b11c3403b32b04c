/// How hard the PNG writer works at making the file small.
public enum PNGEffort: String, CaseIterable, Sendable {
    /// As small as ImageMagick's default PNG, or within a tenth of it, in a fraction of its time.
    case balanced
    /// The smaller of zlib's level 9 and run-length matching for every band, for several times the time.
    case smallest
}
