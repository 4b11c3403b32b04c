import InstagridModel

/// Why a photo could not be used, phrased for the person who chose it.
public struct PhotoError: Error, Equatable, CustomStringConvertible {
    public enum Cause: Equatable, Sendable {
        case missing
        case notAFile
        case unreadable(String)
        case empty
        case notAnImage
        /// A format this system reads once the named Debian package's loader is installed.
        case needsLoader(format: String, package: String)
        case tooLarge(width: Int, height: Int)
        case corrupt(String)
        case outOfMemory
        /// A path the window cannot keep: it would mean another file after a restart.
        case notAbsolute
    }

    public let path: LocalPath
    public let cause: Cause

    public init(path: LocalPath, cause: Cause) {
        self.path = path
        self.cause = cause
    }

    public var reason: String {
        switch cause {
        case .missing: return "no such file"
        case .notAFile: return "not a regular file"
        case let .unreadable(detail): return "cannot be read (\(detail))"
        case .empty: return "the file is empty"
        case .notAnImage: return "not an image format this system can read"
        case let .needsLoader(format, package): return "a \(format) image, which this system reads once the \(package) package is installed"
        case let .tooLarge(width, height):
            return "image too large to open safely (\(width)x\(height) pixels)"
        case let .corrupt(detail): return "damaged image (\(detail))"
        case .outOfMemory: return "not enough memory to decode it"
        case .notAbsolute: return "not a full path (one starting with /)"
        }
    }

    public var description: String { "\(path): \(reason)" }
}
