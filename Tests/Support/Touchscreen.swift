import Foundation
import Glibc
import XCTest

/// One finger on the monitor of a `HeadlessWayland(.mutter)` session, moved through mutter's
/// remote desktop API (Tests/touchscreen.py): GTK receives real touch events, with no pointer
/// hovering before the press, as on a phone or a tablet. Mutter places touches on a screen
/// cast of the monitor, and a screen cast needs PipeWire, which this starts on the session.
public final class Touchscreen {
    private let pipewire = Process()
    private let finger = Process()
    private let commands = Pipe()
    private let answers = Pipe()

    public init(on wayland: HeadlessWayland) throws {
        try requireCapability(FileManager.default.isExecutableFile(atPath: "/usr/bin/pipewire"), "pipewire is not installed")
        pipewire.executableURL = URL(fileURLWithPath: "/usr/bin/pipewire")
        pipewire.environment = wayland.environment
        pipewire.standardOutput = FileHandle.nullDevice
        pipewire.standardError = FileHandle.nullDevice
        try pipewire.run()
        let socket = wayland.home.file("runtime/pipewire-0")
        guard Shell.waitUntil(seconds: 10, { FileManager.default.fileExists(atPath: socket) }) else {
            throw TestEnvironmentError("PipeWire did not start")
        }
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("touchscreen.py").path
        finger.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        finger.arguments = [script]
        finger.environment = wayland.environment
        finger.standardInput = commands
        finger.standardOutput = answers
        try finger.run()
        guard answered() else { throw TestEnvironmentError("mutter's remote desktop session did not start") }
    }

    /// Whether the finger is down at (x, y) of the monitor.
    @discardableResult
    public func down(_ x: Int, _ y: Int) -> Bool { send("down \(x) \(y)") }

    @discardableResult
    public func move(_ x: Int, _ y: Int) -> Bool { send("move \(x) \(y)") }

    @discardableResult
    public func up() -> Bool { send("up") }

    /// Touches (x, y), moves by (dx, dy) in `steps` motions `stepDelay` seconds apart (a
    /// finger's speed, not a wait for anything), lifts; false if mutter refused a step.
    @discardableResult
    public func drag(from x: Int, _ y: Int, by dx: Int, _ dy: Int, steps: Int = 12, stepDelay: Double = 0.02) -> Bool {
        guard down(x, y) else { return false }
        for step in 1...steps {
            usleep(useconds_t(stepDelay * 1_000_000))
            guard move(x + dx * step / steps, y + dy * step / steps) else { return false }
        }
        return up()
    }

    /// Sends one command and waits for the script's "ok" (mutter took the event); false if
    /// the script ended instead.
    private func send(_ command: String) -> Bool {
        guard finger.isRunning else { return false }
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
        for child in [finger, pipewire] where child.isRunning {
            child.terminate()
            if !Shell.waitUntil(seconds: 5, { !child.isRunning }) { Glibc.kill(child.processIdentifier, SIGKILL) }
        }
    }
}
