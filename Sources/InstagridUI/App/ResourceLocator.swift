import Foundation

/// Where the app's own files (icons, style sheet) live: beside an installed
/// binary under PREFIX/share/instagrid, or in the source tree when run from a build.
public struct Resources {
    public let folder: String

    public var iconFolder: String { folder + "/icons" }
    public var styleSheet: String { folder + "/style.css" }

    public func icon(_ name: String) -> String {
        iconFolder + "/hicolor/scalable/actions/\(name).svg"
    }

    /// INSTAGRID_RESOURCES wins; then PREFIX/share/instagrid for PREFIX/bin/instagrid;
    /// then the nearest `Resources` folder above the executable (a SwiftPM build tree).
    public static func locate(executable: String = CommandLine.arguments[0]) -> Resources? {
        let fileManager = FileManager.default
        let isResourceFolder = { (path: String) in fileManager.fileExists(atPath: path + "/style.css") }
        if let override = ProcessInfo.processInfo.environment["INSTAGRID_RESOURCES"] {
            return isResourceFolder(override) ? Resources(folder: override) : nil
        }
        let binary = URL(fileURLWithPath: executable).resolvingSymlinksInPath()
        var folder = binary.deletingLastPathComponent()
        let installed = folder.deletingLastPathComponent().appendingPathComponent("share/instagrid").path
        if isResourceFolder(installed) { return Resources(folder: installed) }
        while folder.path != "/" {
            let candidate = folder.appendingPathComponent("Resources").path
            if isResourceFolder(candidate) { return Resources(folder: candidate) }
            folder.deleteLastPathComponent()
        }
        return nil
    }
}
