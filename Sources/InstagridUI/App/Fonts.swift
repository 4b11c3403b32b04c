import GLibKit
import GtkKit
import InstagridModel
import InstagridRender

/// The design's faces travel with the app (Resources/fonts, SIL OFL) and are
/// registered for this process alone, so every distribution shows the same title
/// whatever fonts the user has installed. A package that leaves them to the
/// distribution's font packages (Debian's) ships none; fontconfig has them then.
enum Fonts {
    static let faces = [(file: "DancingScript-Bold.otf", family: "Dancing Script", style: "Bold"),
                        (file: "Cantarell-Regular.otf", family: "Cantarell", style: "Regular")]

    static func register(from resources: Resources) {
        for face in faces {
            let path = resources.fontFolder + "/" + face.file
            if LocalPath(path).isReadable, Appearance.addFontFile(path) { continue }
            if Appearance.hasFont(family: face.family, style: face.style) { continue }
            // A damaged install still runs, in GTK's default face.
            Log.warning("cannot load the font \(path), and no \(face.family) \(face.style) is installed; using the default face")
        }
    }
}
