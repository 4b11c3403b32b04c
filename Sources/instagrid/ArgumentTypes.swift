import ArgumentParser
import InstagridModel

extension PictureShape: ExpressibleByArgument {}

extension RGBColour: ExpressibleByArgument {
    public init?(argument: String) { self.init(hex: argument) }
}

/// Parsers for options whose values have bounds: the message names the bound.
enum ArgumentParsers {
    static func layout(_ text: String) throws -> Layout {
        guard let number = Int(text), let layout = Layout.numbered(number) else {
            throw ValidationError("no layout \(text): `instagrid layouts` lists them (1 to \(Layout.all.map(\.number).max()!))")
        }
        return layout
    }

    static func percent(in range: ClosedRange<Double>, of what: String) -> @Sendable (String) throws -> Double {
        { text in
            guard let value = Double(text), range.contains(value) else {
                throw ValidationError("\(what) must be a number from \(Int(range.lowerBound)) to \(Int(range.upperBound)) (percent of the short side)")
            }
            return value
        }
    }
}
