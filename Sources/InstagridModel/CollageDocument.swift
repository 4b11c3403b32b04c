/// A collage the user saved as a file of its own (NAME.instagrid), to open again, copy
/// or send: the session's lines for the collage (not its history) under a header of
/// their own. A photo inside the document's folder is written relative to it, so a
/// folder copied to another machine opens whole; any other keeps its absolute path.
///
///     instagrid-collage 3
///     layout 3
///     shape a4
///     frame-colour #106698
///     spacing 5
///     corner-radius 0.6666666666666667
///     photo 0 holiday/beach.jpg
///     photo 1 /home/ana/Pictures/dog.jpg
///
/// Version 1 (no background, no text: the session's version 5 lines) and 2 (no slides: version 6) are read as well.
public enum CollageDocument {
    public static let header = "instagrid-collage 3"
    /// How every version's first line starts.
    public static let headerStart = "instagrid-collage "
    /// Each document version's lines are those of this session version.
    static let sessionVersions = ["instagrid-collage 1": 5, "instagrid-collage 2": 6, header: SessionFile.version]
    public static let fileExtension = "instagrid"
    /// Its type for the desktop (shared-mime-info), matched by name and by the header.
    public static let mimeType = "application/x-instagrid"
    /// A nine-photo collage with long paths is a few kilobytes; anything far larger is not ours.
    public static let largest = 1 << 20

    public static func encode(_ collage: Collage, savedAt path: LocalPath) -> String {
        let lines = SessionFile.collageLines(collage) { photo in photo.relative(to: path.folder) ?? photo }
        return ([header] + lines).joined(separator: "\n") + "\n"
    }

    /// The collage a document at `path` holds, its photos' paths made absolute again.
    public static func decode(_ text: String, savedAt path: LocalPath) throws -> Collage {
        var lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        guard let version = lines.first.flatMap({ sessionVersions[$0] }) else { throw SessionFile.ReadError.foreign }
        let numbered = lines.enumerated().dropFirst().map { (number: $0.offset + 1, text: $0.element) }
        return try SessionFile.collage(from: numbered[...], version: version, endLine: lines.count) { photo in
            guard !photo.bytes.isEmpty else { return nil }
            return photo.isAbsolute ? photo : path.folder.appending(photo)
        }
    }
}
