import InstagridModel

extension Collage {
    /// Any layout of the catalogue in any shape, at any spacing, one slide or up to `slides`.
    static func random(slides: ClosedRange<Int>, using random: inout some RandomNumberGenerator) -> Collage {
        var collage = Collage(layout: Layout.all.randomElement(using: &random)!)
        collage.shape = PictureShape.allCases.randomElement(using: &random)!
        collage.slides = Bool.random(using: &random) ? 1 : Int.random(in: slides, using: &random)
        collage.looks.spacing = Double.random(in: Looks.spacingRange, using: &random)
        return collage
    }
}
