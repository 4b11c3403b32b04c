import InstagridRender
import InstagridResources

/// Why a photo cannot be used, in the user's language (the command line keeps English).
extension PhotoError {
    var localizedReason: String {
        switch cause {
        case .missing: tr("The file does not exist")
        case .notAFile: tr("It is not a regular file")
        // TRANSLATORS: {detail} is the system's own words for the error, in English.
        case let .unreadable(detail): tr("It cannot be read ({detail})", ["detail": detail])
        case .empty: tr("The file is empty")
        case .notAnImage: tr("It is not an image format this system can read")
        // TRANSLATORS: {format} is an image format's name (HEIC, AVIF); {package} a Debian package's name.
        case let .needsLoader(format, package):
            tr("It is a {format} image, which this system reads once the {package} package is installed",
               ["format": format, "package": package])
        case let .tooLarge(width, height):
            // TRANSLATORS: {width} and {height} are the photo's size in pixels.
            tr("The image is too large to open safely ({width}×{height} pixels)", ["width": "\(width)", "height": "\(height)"])
        // TRANSLATORS: {detail} is the image loader's own words for the damage, in English.
        case let .corrupt(detail): tr("The image is damaged ({detail})", ["detail": detail])
        case .outOfMemory: tr("There is not enough memory to decode it")
        case .notAbsolute: tr("It is not a full path, starting with “/”")
        }
    }
}
