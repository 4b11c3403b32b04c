/// The one place the version is written; the command line and the About window read it.
nonisolated public enum AppVersion {
    public static let string = "0.1.0"
}
