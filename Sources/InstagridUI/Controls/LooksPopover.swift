import GtkKit
import InstagridActions
import InstagridModel
import InstagridRender
import InstagridResources
import InstagridTrace

/// The picture's looks at hand: frame colour swatches, the background, spacing and corner
/// sliders, the shapes and the slides. Every control goes through the same actions as scripts;
/// `reflect` moves the sliders when something else changed the looks.
final class LooksPopover {
    let popover = Popover()
    private let spacing = Scale(range: Looks.spacingRange, step: 0.5)
    private let corners = Scale(range: Looks.cornerRadiusRange, step: 0.5)
    private let blurred = ToggleButton()
    private let turn = Button()
    /// One picture, or as many slides of the shape as a carousel holds.
    private let slides = DropDown()
    /// Shown for a story's shape only: whether the grid dims the bands its app covers.
    private let storyBands = ToggleButton()
    /// The collage as it is now: the turn button turns the gradient there is.
    private let collage: () -> Collage

    /// `activate`: the controls' actions.
    init(collage: @escaping () -> Collage, activate: @escaping (AppAction, Variant?) -> Void) {
        self.collage = collage
        popover.name = "looks"
        let column = Box(.vertical, spacing: 6)
        column.setMargins(top: 10, bottom: 10, start: 10, end: 10)
        column.append(popoverHeading(tr("Frame Colour")))
        let swatches = Box(.horizontal, spacing: 6)
        var firstSwatch: ToggleButton?
        for (colour, name) in FrameSwatches.all {
            let button = ToggleButton()
            firstSwatch = firstSwatch ?? button
            button.addCSSClass("swatch")
            button.setAction(.frameColour, target: Variant(colour.description))
            button.setAccessibleLabel(name)
            button.tooltip = name
            let patch = DrawingArea()
            patch.setSizeRequest(width: 24, height: 24)
            patch.setDraw { cr, width, height in
                Canvas(cr).fill(Rect(x: 0, y: 0, width: Double(width), height: Double(height)), RGBA(hex: colour.hexValue))
            }
            button.setChild(patch)
            swatches.append(button)
        }
        let custom = dialogButton(LooksLabels.custom, .chooseFrameColour, activate)
        custom.name = "custom-colour"
        swatches.append(custom)
        column.append(swatches)
        let scales: [(String, Scale, AppAction, (Collage) -> Double)] = [(tr("Spacing"), spacing, .spacing, Self.spacingShown),
                                                                          (tr("Corners"), corners, .cornerRadius, \.looks.cornerRadius)]
        for (title, scale, action, shown) in scales {
            column.append(popoverHeading(title))
            scale.setSizeRequest(width: 240, height: -1)
            scale.setAccessibleLabel(title)
            scale.onValueChanged { value in
                guard value != shown(collage()) else { return }
                activate(action, Variant(value))
            }
            column.append(scale)
        }
        column.append(popoverHeading(tr("Background")))
        column.append(backgroundButtons(activate))
        column.append(gradientButtons(activate))
        column.append(popoverHeading(tr("Words")))
        column.append(wordsButtons(activate))
        column.append(popoverHeading(tr("Shape")))
        column.append(shapeButtons(PictureShape.screen))
        column.append(slidesRow(activate))
        column.append(popoverHeading(tr("Paper")))
        // Upright papers, then the same turned, one above the other, each row saying which.
        // TRANSLATORS: the rows of paper sizes in the looks popover: standing up, or turned on its side.
        column.append(shapeButtons(Array(PictureShape.paper.prefix(4)), row: tr("Upright")))
        column.append(shapeButtons(Array(PictureShape.paper.suffix(4)), row: tr("Landscape")))
        popover.setChild(column)
        // The keyboard starts at the top each time, not where it was when the popover last
        // closed (GTK keeps that): the same keys always reach the same control.
        popover.onSignal("show") { () -> Void in
            firstSwatch?.grabFocus()
            Trace.event(.looksShown)
        }
        popover.onSignal("hide") { Trace.event(.looksHidden) }
        reflect(Collage())
    }

    private func shapeButtons(_ row: [PictureShape], row name: String? = nil) -> Box {
        let buttons = Box(.horizontal, spacing: 6)
        if let name {
            let label = Label(name)
            label.setSizeRequest(width: 80, height: -1)
            label.align(horizontal: .start, vertical: .center)
            buttons.append(label)
        }
        for shape in row {
            let button = ToggleButton()
            button.setLabel(ShapeNames.buttonLabel(shape))
            button.setAccessibleLabel(ShapeNames.name(shape))
            button.tooltip = ShapeNames.name(shape)
            button.setAction(.shape, target: Variant(shape.rawValue))
            buttons.append(button)
        }
        return buttons
    }

    /// Slides: the picture one shape wide, or 2 to 20 of them side by side, cut at the seams when saved.
    private func slidesRow(_ activate: @escaping (AppAction, Variant?) -> Void) -> Box {
        let row = Box(.horizontal, spacing: 6)
        // TRANSLATORS: a row of the looks popover: how many carousel slides the picture is cut into.
        let label = Label(tr("Slides"))
        label.setSizeRequest(width: 80, height: -1)
        label.align(horizontal: .start, vertical: .center)
        row.append(label)
        // TRANSLATORS: the first choice of Slides: the picture is not cut into slides.
        slides.setItems([tr("One picture")] + Slides.counts.map {
            // TRANSLATORS: a choice of Slides; {count} is 2 to 20.
            tr("{count} slides", ["count": "\($0)"])
        })
        slides.name = "slides"
        slides.tooltip = tr("Make the picture a carousel of slides of this shape, meeting seam to seam")
        slides.setAccessibleLabel(tr("Slides"))
        slides.onSelected { [unowned self] index in
            guard index + 1 != collage().slides else { return }
            activate(.slides, Variant(Int32(index + 1)))
        }
        row.append(slides)
        storyBands.setLabel(LooksLabels.storyBands)
        storyBands.tooltip = tr("Dim the bands at the top and bottom that story apps cover with their buttons")
        storyBands.setAction(.storyBands)
        row.append(storyBands)
        return row
    }

    /// The frame colour, a photo (chosen), none, and the photo's blur.
    private func backgroundButtons(_ activate: @escaping (AppAction, Variant?) -> Void) -> Box {
        let row = Box(.horizontal, spacing: 6)
        for (words, label) in [(BackgroundWords.frame, LooksLabels.frameColour), (BackgroundWords.photo, LooksLabels.photo),
                               (BackgroundWords.none, LooksLabels.none)] {
            let button = ToggleButton()
            button.setLabel(label)
            button.setAction(.background, target: Variant(words))
            row.append(button)
        }
        blurred.setLabel(LooksLabels.blurred)
        blurred.tooltip = tr("Blur the background photo")
        blurred.onToggled { [unowned self] in
            guard blurred.isActive != collage().looks.background.isBlurred else { return }
            activate(.background, Variant(blurred.isActive ? BackgroundWords.blurred : BackgroundWords.sharp))
        }
        row.append(blurred)
        return row
    }

    /// Gradients of two colours, and the angle they run at.
    private func gradientButtons(_ activate: @escaping (AppAction, Variant?) -> Void) -> Box {
        let row = Box(.horizontal, spacing: 6)
        for (from, to) in BackgroundWords.gradients {
            let button = ToggleButton()
            button.addCSSClass("swatch")
            button.setAction(.background, target: Variant(BackgroundWords.gradient(from: from, to: to, degrees: 180)))
            // TRANSLATORS: a gradient's button; {from} and {to} are its colours, #RRGGBB.
            let name = tr("Gradient from {from} to {to}", ["from": from.description, "to": to.description])
            button.setAccessibleLabel(name)
            button.tooltip = name
            let patch = DrawingArea()
            patch.setSizeRequest(width: 24, height: 24)
            patch.setDraw { cr, width, height in
                BackgroundSwatch.draw(Canvas(cr), from: from, to: to, width: Double(width), height: Double(height))
            }
            button.setChild(patch)
            row.append(button)
        }
        turn.setLabel(LooksLabels.turn)
        turn.tooltip = tr("Turn the gradient by an eighth")
        turn.onSignal("clicked") { [unowned self] () -> Void in
            guard case let .gradient(from, to, degrees) = collage().looks.background else { return }
            let turned = (degrees + 45).truncatingRemainder(dividingBy: 360)
            activate(.background, Variant(BackgroundWords.gradient(from: from, to: to, degrees: turned)))
        }
        row.append(turn)
        return row
    }

    /// A button that opens `action`'s dialog, the popover closed first: the dialog is modal,
    /// and the popover would otherwise sit above it, unreachable.
    private func dialogButton(_ label: String, _ action: AppAction, _ activate: @escaping (AppAction, Variant?) -> Void) -> Button {
        let button = Button()
        button.setLabel(label)
        button.onSignal("clicked") { [unowned self] () -> Void in
            popover.popdown()
            activate(action, nil)
        }
        return button
    }

    /// The face and colour every word takes, and back to each kind's own.
    private func wordsButtons(_ activate: @escaping (AppAction, Variant?) -> Void) -> Box {
        let row = Box(.horizontal, spacing: 6)
        for (label, action) in [(LooksLabels.font, AppAction.chooseWordsFont), (LooksLabels.colour, .chooseWordsColour)] {
            row.append(dialogButton(label, action, activate))
        }
        let reset = Button()
        reset.setLabel(LooksLabels.wordsDefault)
        reset.tooltip = tr("Words added from now on take their kind's own face and colour")
        reset.setAction(.wordsLook, target: Variant("default"))
        row.append(reset)
        return row
    }

    /// Shows `collage`'s looks. The controls' handlers hear these settings too: each acts only
    /// on a value other than the one the collage shows, which is then the person's.
    func reflect(_ collage: Collage) {
        let looks = collage.looks
        blurred.isActive = looks.background.isBlurred
        blurred.isVisible = looks.background.photo != nil
        turn.isVisible = if case .gradient = looks.background { true } else { false }
        // Wider, the layout's smallest cells would fall below the floor.
        spacing.stop(at: collage.largestSpacing)
        spacing.value = Self.spacingShown(collage)
        corners.value = looks.cornerRadius
        slides.selected = collage.slides - 1
        storyBands.isVisible = StoryBands.of(collage) != nil
    }

    private static func spacingShown(_ collage: Collage) -> Double { min(collage.looks.spacing, collage.largestSpacing) }
}
