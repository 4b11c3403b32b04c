import GLibKit

/// The UI's words come from gettext catalogues (po/).
nonisolated public enum Localization {
    public static let domain = "instagrid"

    public static func setUp(catalogues folder: String?) {
        Gettext.setUp(domain: domain, catalogues: folder)
    }
}

/// The translation of `text` in the user's language (the text itself if there is none).
/// gettext reads its catalogues from any thread.
nonisolated public func tr(_ text: String) -> String {
    Gettext.translate(text, domain: Localization.domain)
}

/// The translation of `text` with its named placeholders ("{file}") filled in after
/// translating, so a translation may put them where its language wants them.
nonisolated public func tr(_ text: String, _ values: KeyValuePairs<String, String>) -> String {
    values.reduce(tr(text)) { message, value in message.replacing("{\(value.key)}", with: value.value) }
}
