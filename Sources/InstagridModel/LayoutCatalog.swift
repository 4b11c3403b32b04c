/// Every layout of the catalogue, as data: its id, its name and its written form
/// (`LayoutForm`), from which its cells and its icon come. Adding a layout is one entry.
enum LayoutCatalog {
    static let layouts: [Layout] = entries.map { number, name, form in
        // The forms are this file's own: a typo here is a programming error.
        Layout(number: number, name: name, tree: try! LayoutForm.tree(from: form))
    }

    /// The seed's three come first and keep their ids and their photos' places: the wide
    /// top cell shows the first photo (a), the wide bottom one the third (c).
    private static let entries: [(Int, String, String)] = [
        (1, "One on top, two below", "a/c|d"),
        (2, "Two on top, one below", "a|b/c"),
        (3, "Four squares", "a|b/c|d"),
        (4, "Two side by side", "a|b"),
        (5, "Two stacked", "a/b"),
        (6, "Two side by side, the first wider", "2a|b"),
        (7, "Two stacked, the first taller", "2a/b"),
        (8, "Three columns", "a|b|c"),
        (9, "Three rows", "a/b/c"),
        (10, "One on the left, two on the right", "a|(b/c)"),
        (11, "Two on the left, one on the right", "(a/c)|b"),
        (12, "One large on top, two below", "2a/b|c"),
        (13, "One on the left, three on the right", "2a|(b/c/d)"),
        (14, "Three on the left, one on the right", "(a/c/d)|2b"),
        (15, "One on top, three below", "2a/b|c|d"),
        (16, "Three on top, one below", "a|b|c/2d"),
        (17, "Four columns", "a|b|c|d"),
        (18, "Two on top, three below", "a|b/c|d|e"),
        (19, "Three on top, two below", "a|b|c/d|e"),
        (20, "Two columns of three", "(a/c/e)|(b/d/f)"),
        (21, "Two rows of three", "a|b|c/d|e|f"),
        (22, "One large and four small", "2(2a|b)/c|d|e"),
        (23, "Two rows of four", "a|b|c|d/e|f|g|h"),
        (24, "Three by three", "a|b|c/d|e|f/g|h|i"),
    ]
}
