import Foundation

/// Runs helper programs (xdotool, ImageMagick's import) the way a shell would, without one.
public enum Shell {
    /// The longest any helper may run: a tool that never ends (xclip once waited for ever on a
    /// selection nobody served) would otherwise hang the whole leg until CI's limit. Long
    /// enough for the package tests' apt and lintian on a loaded machine.
    public static let longestRun = 600.0

    /// `arguments` run as a shell would, stopped after `longestRun` seconds (status 124, as
    /// coreutils' timeout says, and whatever it wrote until then).
    @discardableResult
    public static func run(_ arguments: [String], environment: [String: String] = [:]) -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
        process.arguments = ["--kill-after=10", "\(Int(longestRun * timeScale))"] + arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return (-1, "") }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// How much longer waits may take: a sanitized app under full-stack leak tracking
    /// runs several times slower (INSTAGRID_TEST_TIME_SCALE, default 1).
    public static let timeScale = ProcessInfo.processInfo.environment["INSTAGRID_TEST_TIME_SCALE"].flatMap(Double.init) ?? 1

    /// Polls `condition` every 50 ms until it holds or `seconds` (times `timeScale`) pass.
    public static func waitUntil(seconds: Double = 10, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds * timeScale)
        while Date() < deadline {
            if condition() { return true }
            usleep(50_000)
        }
        return condition()
    }
}
