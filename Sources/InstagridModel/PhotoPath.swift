/// A photo's path as the collage keeps it: absolute, so that the session file, a later
/// start in another folder and the command line all name the same file. Read by scalar:
/// "/" followed by a combining mark is one Swift character, and no "/" to `hasPrefix`.
public enum PhotoPath {
    public static func isAbsolute(_ path: String) -> Bool {
        path.unicodeScalars.first == "/"
    }
}
