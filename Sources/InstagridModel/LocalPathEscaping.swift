/// A path as the session file and documents write it: text a person can read, one line,
/// that reads back to the same bytes. UTF-8 stays as it is, so a file of UTF-8 names reads
/// and writes exactly as before; "%", line feed and carriage return (they would break a
/// line) and each byte that is not part of UTF-8 are written `%XX`, their hex value.
extension LocalPath {
    public var escaped: String {
        var out: [UInt8] = []
        var index = bytes.startIndex
        while index < bytes.endIndex {
            var iterator = bytes[index...].makeIterator()
            var parser = Unicode.UTF8.ForwardParser()
            switch parser.parseScalar(from: &iterator) {
            case let .valid(encoded) where ![Self.percent, Self.lineFeed, Self.carriageReturn].contains(encoded.first):
                out += encoded
                index += encoded.count
            case .valid, .error, .emptyInput:
                out += PercentEscapes.escape(bytes[index])
                index += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The path `escaped` wrote; nil for a broken escape (a "%" without two hex digits
    /// after it) or one that makes a 0 byte.
    public init?(escaped text: String) {
        guard let bytes = PercentEscapes.bytes(of: text) else { return nil }
        self.init(bytes: bytes)
    }

    private static let percent = UInt8(ascii: "%")
    private static let lineFeed = UInt8(ascii: "\n")
    private static let carriageReturn = UInt8(ascii: "\r")
}
