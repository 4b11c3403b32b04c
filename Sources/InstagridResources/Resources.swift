import Glibc
import InstagridModel
import InstagridRender

/// Where the app's own files (icons, fonts, style sheet) live: beside an installed
/// binary under PREFIX/share/instagrid, or in the source tree when run from a build.
nonisolated public struct Resources: Sendable {
    public let folder: String
    /// Compiled translations (LANG/LC_MESSAGES/instagrid.mo), if there are any.
    public let catalogues: String?

    public init(folder: String, catalogues: String? = nil) {
        self.folder = folder
        let candidate = catalogues ?? folder + "/locale"
        self.catalogues = LocalPath(candidate).isReadable ? candidate : nil
    }

    public var iconFolder: String { folder + "/icons" }
    /// The same icons in one file (scripts/icon-bundle), which the icon theme reads without a rescan.
    public var iconBundle: String { folder + "/instagrid.gresource" }
    public var styleSheet: String { folder + "/style.css" }
    public var fontFolder: String { folder + "/fonts" }

    /// The app icon's own folder in the source tree (`data/icons`), for a build run without
    /// the bundle, which carries it otherwise; nil where there is none (an installed app).
    public var sourceTreeAppIcons: String? {
        let folder = Self.parent(of: self.folder) + "/data/icons"
        return LocalPath(folder + "/io.github.instagrid.Instagrid.svg").isReadable ? folder : nil
    }

    public func icon(_ name: String) -> String {
        iconFolder + "/hicolor/scalable/actions/\(name).svg"
    }

    /// INSTAGRID_RESOURCES wins; then PREFIX/share/instagrid for PREFIX/bin/instagrid;
    /// then the nearest `Resources` folder above the executable (a SwiftPM build tree).
    public static func locate() -> Resources? {
        let isResourceFolder = { (path: String) in LocalPath(path + "/style.css").isReadable }
        if let override = getenv("INSTAGRID_RESOURCES").map({ String(cString: $0) }), !override.isEmpty {
            return isResourceFolder(override) ? Resources(folder: override) : nil
        }
        guard let program = ProgramFile.path else { return nil }
        var folder = parent(of: program)
        let installed = parent(of: folder) + "/share/instagrid"
        if isResourceFolder(installed) { return Resources(folder: installed, catalogues: parent(of: folder) + "/share/locale") }
        while folder != "/" {
            if isResourceFolder(folder + "/Resources") { return Resources(folder: folder + "/Resources") }
            folder = parent(of: folder)
        }
        return nil
    }

    private static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return "/" }
        return String(path[..<slash])
    }
}
