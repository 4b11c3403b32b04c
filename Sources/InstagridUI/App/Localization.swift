import CGtk
import Glibc

/// The UI's words come from gettext catalogues (po/), so the app follows the
/// user's locale, LANGUAGE included.
public enum Localization {
    public static let domain = "instagrid"

    static func setUp(catalogues folder: String?) {
        setlocale(LC_ALL, "")
        if let folder { bindtextdomain(domain, folder) }
        bind_textdomain_codeset(domain, "UTF-8")
    }
}

/// The translation of `text` in the user's language (the text itself if there is none).
func tr(_ text: String) -> String {
    // Without a translation dgettext returns its argument: read it while that C string still lives.
    text.withCString { String(cString: dgettext(Localization.domain, $0)) }
}
