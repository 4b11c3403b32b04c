import GtkKit

/// The design's faces travel with the app (Resources/fonts, SIL OFL) and are
/// registered for this process alone, so every distribution shows the same title
/// whatever fonts the user has installed.
enum Fonts {
    static let files = ["DancingScript-Bold.otf", "Cantarell-Regular.otf"]

    static func register(from resources: Resources) {
        for file in files where !Appearance.addFontFile(resources.fontFolder + "/" + file) {
            // A damaged install still runs, in GTK's default face.
            Log.warning("cannot load the font \(resources.fontFolder)/\(file); using the default face")
        }
    }
}
