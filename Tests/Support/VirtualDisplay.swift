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
        // Xvfb takes the first display number it can listen on and writes it to its standard
        // output (`-displayfd`): a number chosen here from the lock files could be taken by a
        // test starting beside this one (or by a server another leg left in a chroot, where the
        // abstract socket is shared and /tmp is not) between the look and the start.
        let number = Pipe()
        let server = Process()
        server.executableURL = URL(fileURLWithPath: "/usr/bin/Xvfb")
        server.arguments = ["-displayfd", "1", "-screen", "0", "\(width)x\(height)x24", "-nolisten", "tcp", "-noreset"]
        server.standardOutput = number
        server.standardError = FileHandle.nullDevice
        try server.run()
        let said = Self.firstLine(of: number.fileHandleForReading, seconds: 10)
        guard let said, let display = Int(said), server.isRunning else {
            if server.isRunning { server.terminate() }
            throw TestEnvironmentError("Xvfb did not say which display it took (it said \(said.map { "“\($0)”" } ?? "nothing"))")
        }
        name = ":\(display)"
        self.server = server
    }

    /// The first line `handle` gives within `seconds`; nil if none came (the writer ended or hangs).
    private static func firstLine(of handle: FileHandle, seconds: Double) -> String? {
        let deadline = Date().addingTimeInterval(seconds * Shell.timeScale)
        var bytes: [UInt8] = []
        var waiting = pollfd(fd: handle.fileDescriptor, events: Int16(POLLIN), revents: 0)
        while !bytes.contains(UInt8(ascii: "\n")) {
            let left = Int32(max(0, deadline.timeIntervalSinceNow) * 1000)
            guard left > 0 else { return nil }
            let ready = poll(&waiting, 1, left)
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0 else { return nil }
            var chunk = [UInt8](repeating: 0, count: 64)
            let count = read(handle.fileDescriptor, &chunk, chunk.count)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return nil }
            bytes += chunk.prefix(count)
        }
        return String(decoding: bytes, as: UTF8.self).split(separator: "\n").first.map(String.init)
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
