import Glibc

/// Messages for the person at the terminal, unbuffered, as one write per line.
enum StandardError {
    /// Writes `line` as one line, whatever it quotes (`PrintableText`).
    static func print(_ line: String) {
        let text = Array((PrintableText.oneLine(line) + "\n").utf8)
        _ = text.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
    }

    /// `message` prefixed with the program's name, the form of every complaint.
    static func complain(_ message: String) {
        print("instagrid: \(message)")
    }

    /// A remark that does not stop the work: "instagrid: note: …".
    static func note(_ message: String) {
        complain("note: \(message)")
    }
}
