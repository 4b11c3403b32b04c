import Foundation

/// Small C libraries (Tests/NAME.c) preloaded into the app to play a file system's quirks:
/// no hard links, a slow disk.
public enum Preload {
    /// Builds Tests/`name`.c into `folder` and returns the environment that preloads it.
    public static func environment(_ name: String, in folder: TemporaryFolder) throws -> [String: String] {
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("\(name).c").path
        let library = folder.file("\(name).so")
        let built = Shell.run(["cc", "-shared", "-fPIC", "-o", library, source])
        guard built.status == 0 else { throw TestEnvironmentError("cc could not build \(source): \(built.output)") }
        return ["LD_PRELOAD": library]
    }
}
