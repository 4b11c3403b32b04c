/// The picture a collage makes: its shape, as many slides wide as it has (a carousel's
/// panorama), every size measured by one slide's longer side, as `--size` and the share's
/// sizes give it.
extension Collage {
    /// Width over height of the whole picture.
    public var aspect: Double { shape.aspect * Double(slides) }

    /// The whole picture's pixels when one slide is `longSide` pixels on its longer side.
    public func pixelSize(longSide: Int) -> (width: Int, height: Int) {
        let slide = shape.pixelSize(longSide: longSide)
        return (slide.width * slides, slide.height)
    }

    /// `pixelSize` as a size, for geometry.
    public func pictureSize(longSide: Int) -> Size {
        let (width, height) = pixelSize(longSide: longSide)
        return Size(width: Double(width), height: Double(height))
    }

    /// The largest picture of this collage's proportions inside `bounds`.
    public func fitted(in bounds: Size) -> Size { Size(aspect: aspect, fittedIn: bounds) }

    /// The slides a picture whose slides are `longSide` pixels long is cut into; nil for one picture.
    public func slideSet(longSide: Int) -> Slides? {
        Slides(count: slides, shape: shape, longSide: longSide)
    }

    /// Where the slides meet, as fractions of the picture's width from its left edge.
    public var seams: [Double] {
        (1..<slides).map { Double($0) / Double(slides) }
    }
}
