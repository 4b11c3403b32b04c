import Foundation

/// Runs the built `instagrid` executable as a user would, from a shell.
public enum InstagridProcess {
    /// The executable SwiftPM built beside the test bundle, unless INSTAGRID_BIN names another.
    public static var executable: String {
        if let override = ProcessInfo.processInfo.environment["INSTAGRID_BIN"] { return override }
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        while !folder.path.isEmpty, folder.path != "/" {
            let candidate = folder.appendingPathComponent("instagrid").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            folder.deleteLastPathComponent()
        }
        fatalError("instagrid executable not found; run `swift build` before `swift test`")
    }

    public struct Outcome {
        public let status: Int32
        public let stdout: String
        public let stderr: String
    }

    /// `via` replaces the plain executable with a command that runs it (say, `setpriv … instagrid`).
    /// A run still going after `timeout` seconds is killed and reported with status -1.
    @discardableResult
    public static func run(_ arguments: [String], via: [String]? = nil, environment: [String: String] = [:],
                           timeout: Double = 60) throws -> Outcome {
        let process = Process()
        let command = (via ?? [executable]) + arguments
        process.executableURL = URL(fileURLWithPath: command[0])
        process.arguments = Array(command.dropFirst())
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        var outData = Data(), errData = Data()
        let readers = DispatchGroup()
        DispatchQueue.global().async(group: readers) { outData = out.fileHandleForReading.readDataToEndOfFile() }
        DispatchQueue.global().async(group: readers) { errData = err.fileHandleForReading.readDataToEndOfFile() }
        let finished = Shell.waitUntil(seconds: timeout) { !process.isRunning }
        if !finished { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        readers.wait()
        return Outcome(status: finished ? process.terminationStatus : -1,
                       stdout: String(decoding: outData, as: UTF8.self),
                       stderr: String(decoding: errData, as: UTF8.self))
    }
}
