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
                out += [Self.percent] + Array(bytes[index].hexDigits.utf8)
                index += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The path `escaped` wrote; nil for a broken escape (a "%" without two hex digits
    /// after it) or one that makes a 0 byte.
    public init?(escaped text: String) {
        var out: [UInt8] = []
        var rest = text.utf8[...]
        while let byte = rest.popFirst() {
            guard byte == Self.percent else { out.append(byte); continue }
            let digits = rest.prefix(2).compactMap(Self.hexValue)
            guard digits.count == 2 else { return nil }
            out.append(digits[0] << 4 | digits[1])
            rest = rest.dropFirst(2)
        }
        self.init(bytes: out)
    }

    private static func hexValue(_ digit: UInt8) -> UInt8? {
        switch digit {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
        case UInt8(ascii: "A")...UInt8(ascii: "F"): digit - UInt8(ascii: "A") + 10
        case UInt8(ascii: "a")...UInt8(ascii: "f"): digit - UInt8(ascii: "a") + 10
        default: nil
        }
    }

    private static let percent = UInt8(ascii: "%")
    private static let lineFeed = UInt8(ascii: "\n")
    private static let carriageReturn = UInt8(ascii: "\r")
}
