import Foundation

/// A private X server (Xvfb) for GUI tests, on the first free display number.
public final class VirtualDisplay {
    public let name: String
    private let server: Process

    public init(width: Int = 1280, height: Int = 1024) throws {
        var number = 90 + Int(getpid() % 50)
        while FileManager.default.fileExists(atPath: "/tmp/.X\(number)-lock") { number += 1 }
        name = ":\(number)"
        server = Process()
        server.executableURL = URL(fileURLWithPath: "/usr/bin/Xvfb")
        server.arguments = [name, "-screen", "0", "\(width)x\(height)x24", "-nolisten", "tcp", "-noreset"]
        server.standardOutput = FileHandle.nullDevice
        server.standardError = FileHandle.nullDevice
        try server.run()
        let socket = "/tmp/.X11-unix/X\(number)"
        guard Shell.waitUntil(seconds: 10, { FileManager.default.fileExists(atPath: socket) }) else {
            server.terminate()
            throw TestEnvironmentError("Xvfb did not start on \(name)")
        }
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
