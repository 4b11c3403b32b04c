import Foundation

extension RunningApp {
    /// The app started with one photo of each of `colors` (400 × 300 JPEGs written in
    /// `folder`, photo0.jpg …), once every one is on screen.
    public static func showing(_ colors: [Color], in folder: TemporaryFolder, display: VirtualDisplay,
                               environment: [String: String] = [:], home: TemporaryFolder = TemporaryFolder()) throws -> RunningApp {
        let paths = colors.enumerated().map { index, color in
            TestPhotos.solid(folder.file("photo\(index).jpg"), width: 400, height: 300, color: color)
        }
        let app = try RunningApp(display: display, arguments: paths, environment: environment, home: home)
        guard app.waitForScreen(seconds: 30, { shot in colors.allSatisfy { shot.bounds(of: $0, tolerance: 30) != nil } }) != nil else {
            throw TestEnvironmentError("the photos given never all showed")
        }
        return app
    }

    /// A program standing for another application or a desktop service (Tests/`script`, run
    /// by Debian's Python), started with the app's environment (its display, its bus) once
    /// the file `ready` exists, which it writes when it is there. The process, to end.
    public func startStandIn(_ script: String, _ arguments: [String], readyWhen ready: String) throws -> Process {
        let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = [tests.appendingPathComponent(script).path] + arguments
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        guard Shell.waitUntil({ FileManager.default.fileExists(atPath: ready) }) else {
            process.terminate()
            throw TestEnvironmentError("\(script) did not come up")
        }
        return process
    }

    /// A desktop service the machine has installed (`executable`), started on the app's bus
    /// with its environment (and `extra`), once it owns `name` there. The process, to end.
    public func startService(_ executable: String, owning name: String, environment extra: [String: String] = [:]) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.environment = environment.merging(extra) { $1 }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let owned = Shell.waitUntil(seconds: 20) {
            Shell.run(["gdbus", "call", "--session", "--dest", "org.freedesktop.DBus", "--object-path", "/org/freedesktop/DBus",
                       "--method", "org.freedesktop.DBus.NameHasOwner", name], environment: self.environment).output.contains("true")
        }
        guard owned else {
            process.terminate()
            throw TestEnvironmentError("\(executable) did not take \(name) on the bus")
        }
        return process
    }
}
