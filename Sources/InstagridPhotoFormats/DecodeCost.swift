import InstagridModel

/// How many bytes a decode holds at its peak, known from the file's header before
/// decoding starts, so that decodes running side by side can be kept within a budget.
public enum DecodeCost {
    /// Bytes per pixel of a decoded image (Cairo's 32-bit pixels).
    static let pixelBytes = 4

    /// libjpeg scaling while it decodes. A progressive file keeps every DCT coefficient
    /// (2 bytes per sample of every component) until its last scan; a baseline one needs
    /// a few rows. The output then exists twice while it is turned upright, and once more
    /// when an early scan's picture is shown meanwhile (`previewed`).
    public static func jpeg(stored: Size, components: Int, progressive: Bool, output: Size, turned: Bool,
                            previewed: Bool = false) -> Int {
        let samples = Int(stored.width) * Int(stored.height) * components
        let coefficients = progressive ? samples * 2 : Int(stored.width) * components * 2 * 16
        return coefficients + pixels(output) * ((turned ? 2 : 1) + (previewed ? 1 : 0))
    }

    /// A decoder that decodes the whole image before scaling it (PNG and the rest):
    /// the full image, its scaled copy, and that copy in Cairo's layout.
    public static func fullDecode(stored: Size, output: Size) -> Int {
        pixels(stored) + pixels(output) * 2
    }

    private static func pixels(_ size: Size) -> Int {
        Int(size.width) * Int(size.height) * pixelBytes
    }
}
