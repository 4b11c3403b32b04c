import CGtk
import GLibKit
import InstagridModel

/// The design's faces travel with the app (Resources/fonts, SIL OFL) and are registered
/// with fontconfig for this process alone, so every distribution shows the same title, in
/// the window and in an exported picture, whatever fonts the user has installed. A package
/// that leaves them to the distribution's font packages (Debian's) ships none; fontconfig
/// has them then.
public enum FontFaces {
    static let bundled = [(file: "DancingScript-Bold.otf", family: "Dancing Script", style: "Bold"),
                          (file: "Cantarell-Regular.otf", family: "Cantarell", style: "Regular")]

    /// Adds the bundled faces from `folder`; a face neither there nor installed is said in the log.
    public static func register(from folder: String) {
        for face in bundled {
            let path = folder + "/" + face.file
            if LocalPath(path).isReadable, FcConfigAppFontAddFile(nil, path) != 0 { continue }
            if isInstalled(family: face.family, style: face.style) { continue }
            // A damaged install still runs, in the default face.
            Log.warning("cannot load the font \(path), and no \(face.family) \(face.style) is installed; using the default face")
        }
    }

    /// Whether fontconfig knows a face by this family and style (installed or added), as in
    /// "Dancing Script", "Bold".
    public static func isInstalled(family: String, style: String) -> Bool {
        guard let pattern = FcPatternCreate() else { return false }
        defer { FcPatternDestroy(pattern) }
        FcPatternAddString(pattern, FC_FAMILY, family)
        FcPatternAddString(pattern, FC_STYLE, style)
        guard let fields = FcObjectSetCreate() else { return false }
        defer { FcObjectSetDestroy(fields) }
        FcObjectSetAdd(fields, FC_FAMILY)
        guard let found = FcFontList(nil, pattern, fields) else { return false }
        defer { FcFontSetDestroy(found) }
        return found.pointee.nfont > 0
    }

    /// The family a face names: "Dancing Script" of "Dancing Script Bold".
    public static func family(of face: String) -> String {
        let description = pango_font_description_from_string(face)
        defer { pango_font_description_free(description) }
        return pango_font_description_get_family(description).map { String(cString: $0) } ?? face
    }

    /// The family Pango draws `face` ("Dancing Script Bold") in when that is not the one asked
    /// for (not installed); nil when it is.
    public static func fallback(for face: String) -> String? {
        guard let probe = CairoImage(width: 1, height: 1, hasAlpha: false) else { return nil }
        var drawn: String?
        probe.draw { canvas in
            let layout = pango_cairo_create_layout(canvas.cr)
            defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
            let description = pango_font_description_from_string(face)
            defer { pango_font_description_free(description) }
            drawn = fallback(for: description, in: pango_layout_get_context(layout))
        }
        return drawn
    }

    /// The family the context draws `description` in, where it is not one of those it names.
    static func fallback(for description: OpaquePointer?, in context: OpaquePointer?) -> String? {
        guard let wanted = pango_font_description_get_family(description).map({ String(cString: $0) }),
              let font = pango_context_load_font(context, description) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(font)) }
        let drawn = pango_font_describe(font)
        defer { pango_font_description_free(drawn) }
        let family = pango_font_description_get_family(drawn).map { String(cString: $0) } ?? ""
        let asked = wanted.split(separator: ",").map { $0.split(separator: " ").joined(separator: " ").lowercased() }
        return asked.contains(family.lowercased()) ? nil : family
    }
}
