import Foundation

/// The locale every launched Instagrid starts in: English, whatever the shell running the tests
/// says. LC_ALL and each LC_* outrank LANG, so a runner that sets them (CI sets LC_ALL) would
/// otherwise keep a test's LANG=fr_FR.UTF-8 from reaching the app. Empty is unset to glibc.
public enum PlainLocale {
    public static var environment: [String: String] {
        var plain = ["LANG": "C.UTF-8", "LANGUAGE": "", "LC_ALL": ""]
        for name in ProcessInfo.processInfo.environment.keys where name.hasPrefix("LC_") { plain[name] = "" }
        return plain
    }
}
