import Foundation

extension RunningApp {
    /// The app started with one photo of each of `colors` (400 × 300 JPEGs written in
    /// `folder`, photo0.jpg …), once every one is on screen.
    public static func showing(_ colors: [Color], in folder: TemporaryFolder, display: VirtualDisplay,
                               environment: [String: String] = [:], home: TemporaryFolder = TemporaryFolder(),
                               services: [DesktopService] = []) throws -> RunningApp {
        let paths = colors.enumerated().map { index, color in
            TestPhotos.solid(folder.file("photo\(index).jpg"), width: 400, height: 300, color: color)
        }
        let app = try RunningApp(display: display, arguments: paths, environment: environment, home: home, services: services)
        guard app.waitForScreen(seconds: 30, { shot in colors.allSatisfy { shot.bounds(of: $0, tolerance: 30) != nil } }) != nil else {
            throw TestEnvironmentError("the photos given never all showed")
        }
        return app
    }

    /// A program standing for another application or a desktop service (Tests/`script`, run
    /// by Debian's Python, or a C program built here against GTK), started with the app's
    /// environment (its display, its bus) once the file `ready` exists, which it writes when
    /// it is there. The process, to end.
    public func startStandIn(_ script: String, _ arguments: [String], readyWhen ready: String) throws -> Process {
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent(script).path
        let command = script.hasSuffix(".c") ? [try built(source)] : ["/usr/bin/python3", source]
        let process = Process()
        process.executableURL = URL(fileURLWithPath: command[0])
        process.arguments = Array(command.dropFirst()) + arguments
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

    /// The C program at `source` built against GTK (the build dependencies have it) in the app's home.
    private func built(_ source: String) throws -> String {
        let program = home.file(URL(fileURLWithPath: source).deletingPathExtension().lastPathComponent)
        let build = Shell.run(["sh", "-c", "cc -o \"$0\" \"$1\" $(pkg-config --cflags --libs gtk4)", program, source])
        guard build.status == 0 else { throw TestEnvironmentError("cc could not build \(source): \(build.output)") }
        return program
    }

    /// A desktop service the machine has installed (`executable`), started on the app's bus
    /// with its environment (and `extra`), once it owns `name` there. The process, to end.
    public func startService(_ executable: String, owning name: String, environment extra: [String: String] = [:]) throws -> Process {
        try DesktopService(executable, owning: name).start(environment: environment.merging(extra) { $1 })
    }
}

/// A desktop service the machine has installed, by its executable and the name it takes on
/// the session bus: one a session runs before any application starts (`RunningApp`'s
/// `services`), or one a test starts beside the app (`startService`).
public struct DesktopService: Sendable {
    public let executable: String
    public let name: String

    public init(_ executable: String, owning name: String) {
        self.executable = executable
        self.name = name
    }

    /// The permission store the document portal keeps its grants in, started before it.
    public static let permissionStore = DesktopService("/usr/libexec/xdg-permission-store",
                                                       owning: "org.freedesktop.impl.portal.PermissionStore")
    /// The document portal, whose FileTransfer interface hands dropped files to sandboxed
    /// applications. GTK looks for it once, without starting it: a session has it running.
    public static let documentPortal = DesktopService("/usr/libexec/xdg-document-portal", owning: "org.freedesktop.portal.Documents")

    /// Starts it with `environment` (its bus's) and returns once it owns its name there.
    func start(environment: [String: String]) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let owned = Shell.waitUntil(seconds: 20) {
            Shell.run(["gdbus", "call", "--session", "--dest", "org.freedesktop.DBus", "--object-path", "/org/freedesktop/DBus",
                       "--method", "org.freedesktop.DBus.NameHasOwner", name], environment: environment).output.contains("true")
        }
        guard owned else {
            process.terminate()
            throw TestEnvironmentError("\(executable) did not take \(name) on the bus")
        }
        return process
    }
}
