import Foundation

/// A private folder for one test, removed with everything in it afterwards.
public final class TemporaryFolder: Sendable {
    public let path: String

    public init() {
        var template = Array(((NSTemporaryDirectory() as NSString).appendingPathComponent("instagrid-test-XXXXXX")).utf8CString)
        path = template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)!) }
    }

    public func file(_ name: String) -> String { path + "/" + name }

    public var contents: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }
}
