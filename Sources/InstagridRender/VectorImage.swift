import CGtk

/// Rasterises our SVG icons for Cairo drawing, at the exact size they are drawn.
public enum VectorImage {
    public static func rasterize(path: String, side: Int) -> CairoImage? {
        guard side > 0 else { return nil }
        return Pixbuf.load(path: path, fitting: side)?.cairoImage()
    }
}
