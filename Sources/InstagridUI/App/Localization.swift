import GtkKit

/// The UI's words come from gettext catalogues (po/).
nonisolated public enum Localization {
    public static let domain = "instagrid"

    static func setUp(catalogues folder: String?) {
        Gettext.setUp(domain: domain, catalogues: folder)
    }
}

/// The translation of `text` in the user's language (the text itself if there is none).
/// gettext reads its catalogues from any thread.
nonisolated func tr(_ text: String) -> String {
    Gettext.translate(text, domain: Localization.domain)
}
