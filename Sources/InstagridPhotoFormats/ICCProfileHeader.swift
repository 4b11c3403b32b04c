/// The fixed 128-byte header every ICC profile starts with: enough to tell a profile
/// that can describe a photo's RGB numbers from one that cannot, before lcms2 reads it.
public struct ICCProfileHeader: Equatable, Sendable {
    /// The colour space of the profile's data side, as ICC spells it ("RGB ", "GRAY", "CMYK").
    public let colourSpace: String
    /// How many bytes the profile says it holds (never more than it was given).
    public let size: Int

    static let length = 128
    private static let signature: [UInt8] = Array("acsp".utf8)

    public enum Problem: Error, Equatable, CustomStringConvertible {
        case tooShort(Int)
        case notAProfile
        case sizeMismatch(declared: Int, held: Int)

        public var description: String {
            switch self {
            case let .tooShort(count): "\(count) bytes is too short for an ICC profile"
            case .notAProfile: "no ICC profile signature"
            case let .sizeMismatch(declared, held): "the profile says it holds \(declared) bytes, but has \(held)"
            }
        }
    }

    /// Reads the header of `profile`, which must hold at least the size the header claims.
    public static func read(_ profile: [UInt8]) -> Result<ICCProfileHeader, Problem> {
        guard profile.count >= length else { return .failure(.tooShort(profile.count)) }
        guard Array(profile[36..<40]) == signature else { return .failure(.notAProfile) }
        let declared = profile[0..<4].reduce(0) { $0 << 8 | Int($1) }
        // Shorter than its header, or longer than the bytes given: a reader trusting it would read past them.
        guard declared >= length, declared <= profile.count else {
            return .failure(.sizeMismatch(declared: declared, held: profile.count))
        }
        let space = String(decoding: profile[16..<20], as: UTF8.self)
        return .success(ICCProfileHeader(colourSpace: space, size: declared))
    }

    public var isRGB: Bool { colourSpace == "RGB " }
}
