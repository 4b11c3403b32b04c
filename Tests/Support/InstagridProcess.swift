import Foundation
import XCTest

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
        process.environment = ProcessInfo.processInfo.environment.merging(PlainLocale.environment) { $1 }
            .merging(environment) { $1 }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Each reader writes its own variable, read only after the group is done.
        nonisolated(unsafe) var outData = Data(), errData = Data()
        let readers = DispatchGroup()
        DispatchQueue.global().async(group: readers) { outData = out.fileHandleForReading.readDataToEndOfFile() }
        DispatchQueue.global().async(group: readers) { errData = err.fileHandleForReading.readDataToEndOfFile() }
        let finished = Shell.waitUntil(seconds: timeout) { !process.isRunning }
        if !finished { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        readers.wait()
        // A signal's number would pass for an exit status (11 where 1 is awaited fails, but not
        // a test that only asks for "not 0"): a crash fails wherever it happens.
        if finished, process.terminationReason == .uncaughtSignal {
            XCTFail("`instagrid \(arguments.joined(separator: " "))` crashed with signal \(process.terminationStatus): \(String(decoding: errData.suffix(2000), as: UTF8.self))")
        }
        return Outcome(status: finished ? process.terminationStatus : -1,
                       stdout: String(decoding: outData, as: UTF8.self),
                       stderr: String(decoding: errData, as: UTF8.self))
    }
}

extension InstagridProcess {
    /// A copy of the app (binary and resources) in `folder`, for running as another
    /// user: the build tree may sit where only its owner can reach.
    public static func copy(into folder: String) throws -> String {
        var source = URL(fileURLWithPath: executable).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: source.appendingPathComponent("Resources/style.css").path) {
            guard source.path != "/" else { throw TestEnvironmentError("no Resources folder above \(executable)") }
            source.deleteLastPathComponent()
        }
        let binary = folder + "/bin/instagrid"
        try FileManager.default.createDirectory(atPath: folder + "/bin", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: executable, toPath: binary)
        try FileManager.default.copyItem(atPath: source.appendingPathComponent("Resources").path, toPath: folder + "/Resources")
        return binary
    }
}
