import Glibc

/// Messages for the person at the terminal, unbuffered, as one write per line.
enum StandardError {
    static func print(_ line: String) {
        let text = Array((line + "\n").utf8)
        _ = text.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
    }
}
