extension DecodedFile {
    /// The root mean square difference of the two pictures' red, green and blue values, on
    /// 0...1 (ImageMagick's `compare -metric RMSE`, normalised); 1 if their sizes differ.
    public func rootMeanSquareDifference(from other: DecodedFile) -> Double {
        guard width == other.width, height == other.height else { return 1 }
        var sum = 0.0
        for y in 0..<height {
            for x in 0..<width {
                let a = color(x: x, y: y), b = other.color(x: x, y: y)
                for (p, q) in [(a.r, b.r), (a.g, b.g), (a.b, b.b)] {
                    let difference = Double(p) - Double(q)
                    sum += difference * difference
                }
            }
        }
        return (sum / Double(width * height * 3)).squareRoot() / 255
    }
}
