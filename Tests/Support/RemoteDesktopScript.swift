import Foundation
import Glibc

/// One of the Python scripts that make input through mutter's remote desktop D-Bus API
/// (Tests/touchscreen.py, Tests/touchpad-swipe.py), kept running with its one session: a
/// line of command in, "ok" out once mutter took it.
final class RemoteDesktopScript {
    private let process = Process()
    private let commands = Pipe()
    private let answers = Pipe()

    /// Starts Tests/`name` on `environment`'s session bus and waits for its session.
    init(_ name: String, environment: [String: String]) throws {
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = [URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent(name).path]
        process.environment = environment
        process.standardInput = commands
        process.standardOutput = answers
        try process.run()
        guard answered() else { throw TestEnvironmentError("mutter's remote desktop session did not start (\(name))") }
    }

    /// Sends one command and waits for its "ok"; false if the script ended instead.
    func send(_ command: String) -> Bool {
        guard process.isRunning else { return false }
        commands.fileHandleForWriting.write(Data((command + "\n").utf8))
        return answered()
    }

    private func answered() -> Bool {
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let read = answers.fileHandleForReading.availableData
            if read.isEmpty { return false }
            line += read
        }
        return String(decoding: line, as: UTF8.self) == "ok\n"
    }

    deinit {
        try? commands.fileHandleForWriting.close()
        if process.isRunning {
            process.terminate()
            if !Shell.waitUntil(seconds: 5, { !self.process.isRunning }) { Glibc.kill(process.processIdentifier, SIGKILL) }
        }
    }
}
