import CGtk

/// Message catalogues through gettext: the UI follows the user's locale, LANGUAGE included.
public enum Gettext {
    /// Takes the locale from the environment and reads `domain`'s catalogues from `folder`
    /// (LANG/LC_MESSAGES/DOMAIN.mo below it), or from the system's place if nil.
    public static func setUp(domain: String, catalogues folder: String?) {
        setlocale(LC_ALL, "")
        if let folder { bindtextdomain(domain, folder) }
        bind_textdomain_codeset(domain, "UTF-8")
    }

    public static func translate(_ text: String, domain: String) -> String {
        // Without a translation dgettext returns its argument: read it while that C string still lives.
        text.withCString { String(cString: dgettext(domain, $0)) }
    }
}
