import Foundation
import Glibc
import InstagridTrace
import XCTest

/// A Wayland session without a screen, on a private session bus: where GTK draws the
/// window's title bar itself, as on most GTK desktops today.
/// - mutter (headless, one virtual monitor): its remote desktop API makes input X11's
///   XTest cannot, such as a touchpad's two-finger scrolling (Tests/touchpad-swipe.py, one
///   pointer for the whole session, as a real touchpad is);
/// - weston (headless backend, pixman, desktop shell): screenshots of the whole output
///   through weston-screenshooter, which `--debug` allows.
public final class HeadlessWayland {
    public enum Compositor: String { case mutter, weston }

    public let home = TemporaryFolder()
    private let bus = Process()
    private let compositor = Process()
    private var apps: [Process] = []
    /// The touchpad and mouse of a mutter session, once a gesture asked for them.
    private var pointer: RemoteDesktopScript?
    /// What a client needs to reach the compositor and the bus.
    public let environment: [String: String]

    public init(_ kind: Compositor, width: Int, height: Int) throws {
        let executable = "/usr/bin/\(kind.rawValue)"
        try requireCapability(FileManager.default.isExecutableFile(atPath: executable), "\(kind.rawValue) is not installed")
        let runtime = home.file("runtime")
        try FileManager.default.createDirectory(atPath: runtime, withIntermediateDirectories: true)
        chmod(runtime, 0o700)
        let busSocket = runtime + "/bus"
        environment = ProcessInfo.processInfo.environment.merging([
            "HOME": home.path, "XDG_RUNTIME_DIR": runtime, "XDG_STATE_HOME": home.file("state"),
            "XDG_CONFIG_HOME": home.file("config"), "XDG_CACHE_HOME": home.file("cache"),
            "DBUS_SESSION_BUS_ADDRESS": "unix:path=\(busSocket)", "GSETTINGS_BACKEND": "memory",
            "WAYLAND_DISPLAY": "wayland-test", "GDK_BACKEND": "wayland", "GTK_A11Y": "none",
        ]) { $1 }.merging(PlainLocale.environment) { $1 }.merging(RunningApp.sanitizerOptions) { $1 }
            .merging(ShaderCache.environment) { $1 }
        bus.executableURL = URL(fileURLWithPath: "/usr/bin/dbus-daemon")
        bus.arguments = ["--config-file=\(try SessionBusConfig.write(in: home, socket: busSocket))", "--nofork", "--nopidfile"]
        // What the bus starts (the accessibility bus's launcher) puts its sockets under this
        // session's runtime folder, not the one of whoever runs the tests.
        bus.environment = environment.filter { $0.key != "DISPLAY" }
        bus.standardOutput = FileHandle.nullDevice
        bus.standardError = FileHandle.nullDevice
        try bus.run()
        guard Shell.waitUntil(seconds: 10, { FileManager.default.fileExists(atPath: busSocket) }) else {
            throw TestEnvironmentError("the session bus did not start")
        }
        compositor.executableURL = URL(fileURLWithPath: executable)
        switch kind {
        case .mutter:
            compositor.arguments = ["--headless", "--wayland", "--no-x11", "--wayland-display=wayland-test",
                                    "--virtual-monitor", "\(width)x\(height)"]
        case .weston:
            // Weston fades its screen in from black for about a second after it starts: a
            // window quick to show was seen through the fade's tail, a shade darker than itself.
            let config = home.file("weston.ini")
            try "[shell]\nstartup-animation=none\nanimation=none\nclose-animation=none\nfocus-animation=none\n"
                .write(toFile: config, atomically: true, encoding: .utf8)
            compositor.arguments = ["--config=\(config)", "--backend=headless-backend.so", "--use-pixman", "--debug", "--socket=wayland-test",
                                    "--width=\(width)", "--height=\(height)", "--idle-time=0"]
        }
        compositor.environment = environment
        compositor.currentDirectoryURL = URL(fileURLWithPath: home.path)
        compositor.standardOutput = FileHandle.nullDevice
        compositor.standardError = FileHandle.nullDevice
        try compositor.run()
        guard Shell.waitUntil(seconds: 20, { FileManager.default.fileExists(atPath: runtime + "/wayland-test") }) else {
            throw TestEnvironmentError("\(kind.rawValue) did not start its Wayland display")
        }
    }

    /// Starts the app in this session; it is ended with the session.
    @discardableResult
    public func launch(_ arguments: [String] = [], environment extra: [String: String] = [:]) throws -> Process {
        let app = Process()
        app.executableURL = URL(fileURLWithPath: InstagridProcess.executable)
        app.arguments = arguments
        app.environment = environment.merging(extra) { $1 }
        app.currentDirectoryURL = URL(fileURLWithPath: home.path)
        app.standardOutput = FileHandle.nullDevice
        app.standardError = FileHandle.nullDevice
        try app.run()
        apps.append(app)
        return app
    }

    /// The whole output as weston-screenshooter saves it (weston only); nil if it could not.
    public func screenshot() -> Screenshot? {
        let folder = TemporaryFolder()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/weston-screenshooter")
        process.environment = environment
        process.currentDirectoryURL = URL(fileURLWithPath: folder.path)
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        process.waitUntilExit()
        guard process.terminationStatus == 0, let saved = folder.contents.first(where: { $0.hasSuffix(".png") }),
              let image = DecodedFile(path: folder.file(saved)) else { return nil }
        return Screenshot(image: image)
    }

    /// Waits for a screenshot that satisfies `condition` and returns it; nil if none did in time.
    public func waitForScreen(seconds: Double = 10, _ condition: (Screenshot) -> Bool) -> Screenshot? {
        Screenshot.wait(seconds: seconds, taking: screenshot, until: condition)
    }

    /// The picture's origin and side in a portrait window as large as a 480x760 monitor, where
    /// the design places it and the touch and swipe tests aim.
    public static let designGrid = (x: 25, y: 202, side: 430)

    /// Whether the app's trace last put the grid (`grid-placed`) at `designGrid` in a 480x760
    /// window: a touch aimed at the gap between photos assumes it.
    public static func isAtTheDesignPlace(_ events: [TraceLine]) -> Bool {
        let grid = designGrid
        return events.last { $0.is(.gridPlaced) }?.details == "480x760 \(grid.x),\(grid.y) \(grid.side)x\(grid.side)"
    }

    /// Makes one gesture with Tests/touchpad-swipe.py (`arguments` as it documents); true when
    /// it was made. The script, and so the pointer, lives from the first gesture to the end of
    /// the session.
    public func input(_ arguments: [String]) -> Bool {
        if pointer == nil { pointer = try? RemoteDesktopScript("touchpad-swipe.py", environment: environment) }
        return pointer?.send(arguments.joined(separator: " ")) ?? false
    }

    deinit {
        pointer = nil
        for child in apps + [compositor, bus] where child.isRunning {
            child.terminate()
            if !Shell.waitUntil(seconds: 5, { !child.isRunning }) { Glibc.kill(child.processIdentifier, SIGKILL) }
        }
        for app in apps where app.crashed {
            XCTFail("the app crashed on Wayland with signal \(app.terminationStatus)")
        }
    }
}
