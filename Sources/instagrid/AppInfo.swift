enum AppInfo {
    static let version = "0.1.0"
}
