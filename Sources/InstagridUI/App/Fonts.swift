import GtkKit

/// The design's faces come from Debian font packages; registering the files
/// directly makes the look independent of the user's font configuration.
enum Fonts {
    static let files = [
        "/usr/share/fonts/opentype/dancingscript/DancingScript-Bold.otf",
        "/usr/share/fonts/opentype/dancingscript/DancingScript-Regular.otf",
        "/usr/share/fonts/opentype/cantarell/Cantarell-Regular.otf",
    ]

    static func register() {
        for file in files { Appearance.addFontFile(file) }
    }
}
