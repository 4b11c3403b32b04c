import Foundation

/// File names that are not UTF-8 (`caf\xE9.jpg`, from an old camera's card or a Windows
/// share), which Foundation cannot name: it takes paths and arguments as Strings. Files are
/// made by renaming with the bytes themselves; the app gets them from a shell that makes
/// each argument from its octal escapes.
public enum ByteNames {
    /// The file (or folder) at `old` renamed to `new`, both as bytes, from the C library alone.
    public static func rename(_ old: [UInt8], to new: [UInt8]) throws {
        guard cString(old, { old in cString(new) { Glibc.rename(old, $0) } }) == 0 else {
            throw TestEnvironmentError("rename \(old) to \(new) failed")
        }
    }

    /// Whether a file of the name `bytes` exists.
    public static func exists(_ bytes: [UInt8]) -> Bool {
        cString(bytes) { access($0, F_OK) } == 0
    }

    /// A path's bytes: `folder` (UTF-8) and `name` (any bytes) inside it.
    public static func path(_ folder: String, _ name: [UInt8]) -> [UInt8] {
        Array((folder + "/").utf8) + name
    }

    /// The command that runs `executable` with `arguments` exactly as these bytes.
    public static func command(_ executable: String, _ arguments: [[UInt8]]) -> [String] {
        // $(…) drops trailing line feeds: an "x" after each argument keeps them, then goes.
        let made = arguments.indices.map { index in
            "a\(index)=\"$(printf '\(arguments[index].map { "\\" + String($0, radix: 8) }.joined())'; printf x)\"; a\(index)=\"${a\(index)%x}\""
        }
        let script = (made + ["exec \"$0\"" + arguments.indices.map { " \"$a\($0)\"" }.joined()]).joined(separator: "\n")
        return ["/bin/sh", "-c", script, executable]
    }

    private static func cString<Result>(_ bytes: [UInt8], _ body: (UnsafePointer<CChar>) -> Result) -> Result {
        (bytes + [0]).withUnsafeBufferPointer { $0.withMemoryRebound(to: CChar.self) { body($0.baseAddress!) } }
    }
}
