import CGtk

/// Rasterises our SVG icons for Cairo drawing, at the exact size they are drawn.
public enum VectorImage {
    public static func rasterize(path: String, side: Int) -> CairoImage? {
        guard side > 0, let pixbuf = gdk_pixbuf_new_from_file_at_size(path, Int32(side), Int32(side), nil) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        return PixbufBridge.image(from: pixbuf)
    }
}
