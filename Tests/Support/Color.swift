import XCTest

public struct Color: Equatable, Sendable, CustomStringConvertible {
    public let r: UInt8, g: UInt8, b: UInt8

    public init(_ hex: UInt32) {
        r = UInt8(hex >> 16 & 0xFF)
        g = UInt8(hex >> 8 & 0xFF)
        b = UInt8(hex & 0xFF)
    }

    public init(r: UInt8, g: UInt8, b: UInt8) {
        self.r = r
        self.g = g
        self.b = b
    }

    public static let red = Color(0xE00000), green = Color(0x00C000), blue = Color(0x0000E0)
    public static let yellow = Color(0xF0F000), black = Color(0x000000), white = Color(0xFFFFFF)
    public static let magenta = Color(0xD000D0), cyan = Color(0x00D0D0)
    public static let gridFrame = Color(0x106698), background = Color(0xB7D7E5)

    public func distance(to other: Color) -> Int {
        max(abs(Int(r) - Int(other.r)), abs(Int(g) - Int(other.g)), abs(Int(b) - Int(other.b)))
    }

    public var description: String { String(format: "#%02X%02X%02X", r, g, b) }

    /// WCAG 2.x relative luminance, 0 (black) to 1 (white).
    public var luminance: Double {
        func linear(_ byte: UInt8) -> Double {
            let value = Double(byte) / 255
            return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
    }

    /// WCAG 2.x contrast ratio, 1 (the same) to 21 (black and white).
    public func contrast(with other: Color) -> Double {
        let (a, b) = (luminance, other.luminance)
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }
}

public func assertColor(_ actual: Color, near expected: Color, tolerance: Int = 24, _ message: String = "",
                        file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertLessThanOrEqual(actual.distance(to: expected), tolerance,
                             "\(actual) is not \(expected) \(message)", file: file, line: line)
}
