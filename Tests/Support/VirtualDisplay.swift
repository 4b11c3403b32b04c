import Foundation

/// A private X server (Xvfb) for GUI tests, on the first free display number.
public final class VirtualDisplay {
    public let name: String
    /// The screen's size, in pixels.
    public let width: Int, height: Int
    private let server: Process

    public init(width: Int = 1280, height: Int = 1024) throws {
        self.width = width
        self.height = height
        var number = 90 + Int(getpid() % 50)
        // A display whose lock file is gone may still be held: by a server another leg of
        // the tests left in a chroot (the abstract socket is shared, the /tmp is not). Such an
        // Xvfb ends at once, and the next number is tried.
        for _ in 0..<20 {
            while FileManager.default.fileExists(atPath: "/tmp/.X\(number)-lock") { number += 1 }
            let server = Process()
            server.executableURL = URL(fileURLWithPath: "/usr/bin/Xvfb")
            server.arguments = [":\(number)", "-screen", "0", "\(width)x\(height)x24", "-nolisten", "tcp", "-noreset"]
            server.standardOutput = FileHandle.nullDevice
            server.standardError = FileHandle.nullDevice
            try server.run()
            let socket = "/tmp/.X11-unix/X\(number)"
            _ = Shell.waitUntil(seconds: 10) { FileManager.default.fileExists(atPath: socket) || !server.isRunning }
            if server.isRunning, FileManager.default.fileExists(atPath: socket) {
                name = ":\(number)"
                self.server = server
                return
            }
            if server.isRunning { server.terminate() }
            number += 1
        }
        throw TestEnvironmentError("Xvfb did not start on any of 20 free displays (the last tried :\(number - 1))")
    }

    deinit {
        server.terminate()
        server.waitUntilExit()
    }
}

public struct TestEnvironmentError: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}
