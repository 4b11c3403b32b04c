import Glibc
import InstagridModel

/// The command line's arguments as the kernel hands them over: bytes. The argument parser
/// reads `CommandLine.arguments`, where each byte that is not UTF-8 became U+FFFD, so a
/// photo named `caf\xE9.jpg` would be looked for as `caf�.jpg`, another file. A path the
/// parser gives back is looked up here by that text to get its own bytes again.
enum ArgumentBytes {
    struct Ambiguous: Error, CustomStringConvertible {
        let description: String
    }

    /// Each argument's bytes by the text the parser got for it; an option written
    /// `--name=value` gives its value too. Several for one text only when arguments differ
    /// in bytes that are not UTF-8 and so read the same.
    private static let byText: [String: Set<[UInt8]>] = {
        var found: [String: Set<[UInt8]>] = [:]
        // A stride, not a range: execve allows an empty argv, where 1..<0 would trap.
        for index in stride(from: 1, to: Int(CommandLine.argc), by: 1) {
            guard let argument = CommandLine.unsafeArgv[index] else { continue }
            let bytes = Array(UnsafeRawBufferPointer(start: argument, count: strlen(argument)))
            var forms = [bytes]
            if bytes.starts(with: Array("--".utf8)), let equals = bytes.firstIndex(of: UInt8(ascii: "=")) {
                forms.append(Array(bytes[(equals + 1)...]))
            }
            for form in forms { found[String(decoding: form, as: UTF8.self), default: []].insert(form) }
        }
        return found
    }()

    /// The path an argument the parser read as `text` names, with the bytes it was given as.
    static func path(_ text: String) throws(Ambiguous) -> LocalPath {
        let given = byText[text] ?? []
        guard given.count <= 1 else {
            throw Ambiguous(description: "\(text): several arguments read as this name, each with other bytes that are not UTF-8; "
                            + "give this one as a file:// address, its bytes written %XX")
        }
        return LocalPath(bytes: given.first ?? Array(text.utf8)) ?? LocalPath(text)
    }
}
