import Foundation
import Glibc
import XCTest

/// One finger on the monitor of a `HeadlessWayland(.mutter)` session, moved through mutter's
/// remote desktop API (Tests/touchscreen.py): GTK receives real touch events, with no pointer
/// hovering before the press, as on a phone or a tablet. Mutter places touches on a screen
/// cast of the monitor, and a screen cast needs PipeWire, which this starts on the session.
public final class Touchscreen {
    private let pipewire = Process()
    private var finger: RemoteDesktopScript?

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
        finger = try RemoteDesktopScript("touchscreen.py", environment: wayland.environment)
    }

    /// Whether the finger is down at (x, y) of the monitor.
    @discardableResult
    public func down(_ x: Int, _ y: Int) -> Bool { send("down \(x) \(y)") }

    @discardableResult
    public func move(_ x: Int, _ y: Int) -> Bool { send("move \(x) \(y)") }

    @discardableResult
    public func up() -> Bool { send("up") }

    /// Touches (x, y), moves by (dx, dy) in `steps` motions `stepDelay` seconds apart (a
    /// finger's speed, not a wait for anything), lifts; false if mutter refused a step. The
    /// touch and the first motion go together: apart, a busy machine could deliver them
    /// further apart than the hold time, and the drag became a hold.
    @discardableResult
    public func drag(from x: Int, _ y: Int, by dx: Int, _ dy: Int, steps: Int = 12, stepDelay: Double = 0.02) -> Bool {
        precondition(steps > 0, "a drag moves at least once")
        guard send("down \(x) \(y); move \(x + dx / steps) \(y + dy / steps)") else { return false }
        for step in stride(from: 2, through: steps, by: 1) {
            usleep(useconds_t(stepDelay * 1_000_000))
            guard move(x + dx * step / steps, y + dy * step / steps) else { return false }
        }
        return up()
    }

    private func send(_ command: String) -> Bool { finger?.send(command) ?? false }

    deinit {
        // The finger's session first: it casts the screen through PipeWire.
        finger = nil
        if pipewire.isRunning {
            pipewire.terminate()
            if !Shell.waitUntil(seconds: 5, { !self.pipewire.isRunning }) { Glibc.kill(pipewire.processIdentifier, SIGKILL) }
        }
    }
}
