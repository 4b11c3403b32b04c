/// What `.automatic` legibility becomes over what lies under the words. The soft shadow
/// darkens only the letters' edges: enough where nearly all of the photo under them already
/// stands apart from their colour and little of it changes from pixel to pixel, not over a
/// yellow meadow or a field of grass under white words, where a band goes behind them
/// instead. "Stands apart" is WCAG's measure for large text.
public enum LegibilityChoice {
    /// WCAG 2's least contrast for large text.
    public static let leastContrast = 3.0
    /// The share of any letter-wide stretch under the words that may fall short of
    /// `leastContrast` with the shadow still enough: OCR read every caption of
    /// LegibleCaptionsTests' photographs (at 0.1, a caption by a blade of grass, 0.059, got the
    /// shadow and was misread).
    public static let toleratedShortfall = 0.05
    /// The most `Underlay.busyness` the shadow is enough over: a dark photo full of fine
    /// bright edges (grass at dusk) hides letters' strokes though it stands apart from them.
    /// Each of LegibleCaptionsTests' photographs that got the shadow changes less than 0.015.
    public static let toleratedBusyness = 0.03

    /// The aid for words of `colour` over `underlay`: the shadow, or the band.
    public static func aid(for colour: RGBColour, over underlay: Underlay) -> TextStyle.Legibility {
        let short = underlay.worstShortfall(from: colour.relativeLuminance, below: leastContrast)
        return short <= toleratedShortfall && underlay.busyness <= toleratedBusyness ? .shadow : .band
    }

    /// What a band behind words of `colour` is made of: the frame's colour where the words
    /// stand apart from it, else black or white, whichever they stand further from (white
    /// words on a white frame get a black band).
    public static func bandColour(for colour: RGBColour, frame: RGBColour) -> RGBColour {
        if colour.contrast(with: frame) >= leastContrast { return frame }
        let black = RGBColour(red: 0, green: 0, blue: 0), white = RGBColour(red: 0xFF, green: 0xFF, blue: 0xFF)
        return colour.contrast(with: black) >= colour.contrast(with: white) ? black : white
    }
}
