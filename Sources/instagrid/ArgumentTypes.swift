import ArgumentParser
import InstagridModel

extension PictureShape: ExpressibleByArgument {}

extension Framing.Backdrop: ExpressibleByArgument {}

extension DefaultFraming: ExpressibleByArgument {}

extension RGBColour: ExpressibleByArgument {
    public init?(argument: String) { self.init(hex: argument) }
}

/// `--layout`: one named (`written` as the user wrote it), or the one that crops the photos least (`auto`).
enum LayoutChoice {
    case given(Layout, written: String)
    case fitted
}

/// Parsers for options whose values have bounds: the message names the bound.
enum ArgumentParsers {
    /// `auto`, a catalogue layout's id or any layout's written form; a wrong one is shown
    /// with a caret under the character where it went wrong.
    static func layoutChoice(_ text: String) throws -> LayoutChoice {
        text == "auto" ? .fitted : .given(try layout(text), written: text)
    }

    static func layout(_ text: String) throws -> Layout {
        if let number = Int(text), Layout.numbered(number) == nil {
            throw ValidationError("no layout \(number): `instagrid layouts` lists them (1 to \(Layout.all.count)), "
                + "with their written forms")
        }
        do {
            return try Layout(form: text)
        } catch {
            throw ValidationError("""
                the layout “\(text)” cannot be read \(error)
                  \(text)
                  \(String(repeating: " ", count: error.position))^
                (`instagrid layouts` lists the catalogue's, with their written forms)
                """)
        }
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
