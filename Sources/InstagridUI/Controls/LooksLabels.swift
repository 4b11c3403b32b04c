import InstagridResources
/// The looks popover's button labels with their mnemonics, in one place: a letter pressed
/// with Alt in the popover must do one thing, in every language (MenuMnemonicTests).
enum LooksLabels {
    static var custom: String { tr("C_ustom…") }
    // TRANSLATORS: kinds of background behind the photos: the frame colour, a photo of the user's, none (transparent).
    static var frameColour: String { tr("_Frame Colour") }
    static var photo: String { tr("_Photo…") }
    static var none: String { tr("_None") }
    static var blurred: String { tr("_Blurred") }
    static var turn: String { tr("_Turn") }
    // TRANSLATORS: the looks popover's buttons for the face and colour of all the picture's words.
    static var font: String { tr("F_ont…") }
    static var colour: String { tr("Co_lour…") }
    // TRANSLATORS: the words go back to the title's script face and the others' plain one, all white.
    static var wordsDefault: String { tr("_Default") }
    // TRANSLATORS: a toggle beside Slides, for a 9:16 picture: dim the top and bottom bands story apps cover with their buttons.
    static var storyBands: String { tr("_Story Bands") }

    /// Every one the popover shows (Blurred, Turn and Story Bands only now and then).
    static var all: [String] { [custom, frameColour, photo, none, blurred, turn, font, colour, wordsDefault, storyBands] }
}
