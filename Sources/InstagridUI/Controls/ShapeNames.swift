import GtkKit
import InstagridModel
import InstagridResources

/// What the window calls each shape: its name in menus and for screen readers, and the
/// short label of its button in the looks popover.
enum ShapeNames {
    static func name(_ shape: PictureShape) -> String {
        switch shape {
        // TRANSLATORS: the picture's shapes; "Story" is a phone story's tall 9:16, "Print" a photo print's 3:2.
        case .square: tr("Square")
        case .portrait: tr("Portrait")
        case .story: tr("Story")
        case .widescreen: tr("Widescreen")
        case .print: tr("Print")
        // TRANSLATORS: paper sizes; a landscape sheet is turned on its side.
        case .a4: tr("A4")
        case .a4Landscape: tr("A4 Landscape")
        case .letter: tr("US Letter")
        case .letterLandscape: tr("US Letter Landscape")
        // TRANSLATORS: photo papers' sizes in centimetres, width first.
        case .photo10x15, .photo15x10, .photo13x18, .photo18x13:
            tr("{width} × {height} cm", ["width": "\(Int(shape.paperSize!.width / 10))", "height": "\(Int(shape.paperSize!.height / 10))"])
        }
    }

    /// A button's label among its row's: the proportions, or the paper's short name.
    static func buttonLabel(_ shape: PictureShape) -> String {
        switch shape {
        case .a4, .a4Landscape: tr("A4")
        // TRANSLATORS: US Letter paper, on a small button.
        case .letter, .letterLandscape: tr("Letter")
        case .photo10x15, .photo15x10, .photo13x18, .photo18x13: String(shape.rawValue.map { $0 == "x" ? "×" : $0 })
        case .square, .portrait, .story, .widescreen, .print: shape.rawValue
        }
    }
}
