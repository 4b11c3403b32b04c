import InstagridRender

/// Why a photo cannot be used, in the user's language (the command line keeps English).
extension PhotoError {
    var localizedReason: String {
        switch cause {
        case .missing: tr("The file does not exist")
        case .notAFile: tr("It is not a regular file")
        case let .unreadable(detail): tr("It cannot be read ({detail})").replacing("{detail}", with: detail)
        case .empty: tr("The file is empty")
        case .notAnImage: tr("It is not an image format this system can read")
        case let .tooLarge(width, height):
            tr("The image is too large to open safely ({width}×{height} pixels)")
                .replacing("{width}", with: "\(width)").replacing("{height}", with: "\(height)")
        case let .corrupt(detail): tr("The image is damaged ({detail})").replacing("{detail}", with: detail)
        case .outOfMemory: tr("There is not enough memory to decode it")
        }
    }
}
