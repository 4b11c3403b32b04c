/// The command line's words for a background and a caption, read here so that the window's
/// scripts, the command line and the fuzzer read them alike; a wrong one is refused with the
/// reason.
public enum WordsArguments {
    public struct Refused: Error, Equatable, CustomStringConvertible {
        public let description: String
    }

    /// What `--background` names: a flat colour (the frame colour: the picture is one colour
    /// around the photos), `gradient:#RRGGBB,#RRGGBB[,DEGREES]` (CSS's degrees, 180 by
    /// default: top to bottom), `image:PATH` or `none`.
    public static func background(_ text: String) throws(Refused) -> (background: Background, frameColour: RGBColour?) {
        if text == "none" { return (Background.none, nil) }
        if let colour = RGBColour(hex: text) { return (.frameColour, colour) }
        if text.hasPrefix("image:") {
            let path = String(text.dropFirst("image:".count))
            guard !path.isEmpty else { throw Refused(description: "--background image: needs a photo's path after the colon") }
            return (.image(LocalPath(path), blurred: false), nil)
        }
        if text.hasPrefix("gradient:") {
            let parts = text.dropFirst("gradient:".count).split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            guard (2...3).contains(parts.count) else {
                throw Refused(description: "--background \(text): a gradient is two colours and an angle, gradient:#RRGGBB,#RRGGBB[,DEGREES]")
            }
            guard let from = RGBColour(hex: parts[0]), let to = RGBColour(hex: parts[1]) else {
                let wrong = RGBColour(hex: parts[0]) == nil ? parts[0] : parts[1]
                throw Refused(description: "--background \(text): “\(wrong)” is not a colour written #RRGGBB")
            }
            let degrees = parts.count == 3 ? Double(parts[2]).flatMap(Background.gradientDegrees) : 180
            guard let degrees else {
                throw Refused(description: "--background \(text): “\(parts[2])” is not an angle in degrees (90 runs left to right)")
            }
            return (.gradient(from: from, to: to, degrees: degrees), nil)
        }
        throw Refused(description: "--background \(text): give a colour (#RRGGBB), gradient:#RRGGBB,#RRGGBB[,DEGREES], image:PATH or none")
    }

    /// `--caption N=TEXT`: which photo, 1 to 9 (the layout's letters in order: 1 is a), and
    /// its words (checked as any text's).
    public static func caption(_ text: String) throws(Refused) -> (photo: Int, text: String) {
        guard let equals = text.firstIndex(of: "="), let number = Int(text[..<equals]), (1...SlotID.count).contains(number) else {
            throw Refused(description: "--caption \(shown(text)): write which photo, 1 to \(SlotID.count), then = and the words: --caption 2=Grenoble")
        }
        do {
            return (number, try TextItem.checked(String(text[text.index(after: equals)...])))
        } catch {
            throw Refused(description: "--caption \(number): \(error)")
        }
    }

    /// Words refused, as a message quotes them: on one line, and no longer than a glance takes in.
    static func shown(_ text: String) -> String {
        let line = String(String.UnicodeScalarView(text.unicodeScalars.map { $0.properties.generalCategory == .control
            || $0.properties.generalCategory == .lineSeparator || $0.properties.generalCategory == .paragraphSeparator ? " " : $0 }))
        return line.count > 40 ? line.prefix(40) + "…" : line
    }

    /// `--title TEXT`, checked as any text's.
    public static func title(_ text: String) throws(Refused) -> String {
        do { return try TextItem.checked(text) } catch { throw Refused(description: "--title: \(error)") }
    }
}
