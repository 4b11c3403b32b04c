import Foundation
import Glibc
import XCTest

/// A Wayland session without a screen: mutter's headless compositor on a private session
/// bus, with one virtual monitor. Its remote desktop API makes input X11's XTest cannot,
/// such as a touchpad's two-finger scrolling (Tests/touchpad-swipe.py).
public final class HeadlessWayland {
    public let home = TemporaryFolder()
    private let bus = Process()
    private let compositor = Process()
    /// What a client needs to reach the compositor and the bus.
    public let environment: [String: String]

    public init(width: Int, height: Int) throws {
        let runtime = home.file("runtime")
        try FileManager.default.createDirectory(atPath: runtime, withIntermediateDirectories: true)
        chmod(runtime, 0o700)
        let busSocket = runtime + "/bus"
        environment = ProcessInfo.processInfo.environment.merging([
            "HOME": home.path, "XDG_RUNTIME_DIR": runtime, "XDG_STATE_HOME": home.file("state"),
            "XDG_CONFIG_HOME": home.file("config"), "XDG_CACHE_HOME": home.file("cache"),
            "DBUS_SESSION_BUS_ADDRESS": "unix:path=\(busSocket)", "GSETTINGS_BACKEND": "memory",
            "WAYLAND_DISPLAY": "wayland-test", "GDK_BACKEND": "wayland", "GTK_A11Y": "none",
            "LANG": "C.UTF-8", "LANGUAGE": "",
        ]) { $1 }.merging(RunningApp.sanitizerOptions) { $1 }
        bus.executableURL = URL(fileURLWithPath: "/usr/bin/dbus-daemon")
        bus.arguments = ["--session", "--nofork", "--nopidfile", "--address=unix:path=\(busSocket)"]
        bus.standardOutput = FileHandle.nullDevice
        bus.standardError = FileHandle.nullDevice
        try bus.run()
        guard Shell.waitUntil(seconds: 10, { FileManager.default.fileExists(atPath: busSocket) }) else {
            throw TestEnvironmentError("the session bus did not start")
        }
        compositor.executableURL = URL(fileURLWithPath: "/usr/bin/mutter")
        compositor.arguments = ["--headless", "--wayland", "--no-x11", "--wayland-display=wayland-test",
                                "--virtual-monitor", "\(width)x\(height)"]
        compositor.environment = environment
        compositor.standardOutput = FileHandle.nullDevice
        compositor.standardError = FileHandle.nullDevice
        try compositor.run()
        guard Shell.waitUntil(seconds: 20, { FileManager.default.fileExists(atPath: runtime + "/wayland-test") }) else {
            throw TestEnvironmentError("mutter did not start its Wayland display")
        }
    }

    /// Runs Tests/touchpad-swipe.py with `arguments` on this session; true when it succeeded.
    public func input(_ arguments: [String]) -> Bool {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("touchpad-swipe.py").path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = [script] + arguments
        process.environment = environment
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }

    deinit {
        for child in [compositor, bus] where child.isRunning {
            child.terminate()
            if !Shell.waitUntil(seconds: 5, { !child.isRunning }) { Glibc.kill(child.processIdentifier, SIGKILL) }
        }
    }
}
