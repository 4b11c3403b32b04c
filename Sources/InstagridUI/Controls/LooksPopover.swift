import GtkKit
import InstagridActions
import InstagridModel
import InstagridRender
import InstagridTrace

/// The picture's looks at hand: frame colour swatches, spacing and corner sliders, and
/// the shapes. Every control goes through the same actions as the menu and scripts;
/// `reflect` moves the sliders when something else changed the looks.
final class LooksPopover {
    let popover = Popover()
    private let spacing = Scale(range: Looks.spacingRange, step: 0.5)
    private let corners = Scale(range: Looks.cornerRadiusRange, step: 0.5)
    private var reflecting = false

    init(activate: @escaping (AppAction, Variant?) -> Void) {
        popover.name = "looks"
        let column = Box(.vertical, spacing: 6)
        column.setMargins(top: 10, bottom: 10, start: 10, end: 10)
        column.append(popoverHeading(tr("Frame Colour")))
        let swatches = Box(.horizontal, spacing: 6)
        for (colour, name) in FrameSwatches.all {
            let button = ToggleButton()
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
        let custom = Button()
        custom.setLabel(tr("C_ustom…"))
        custom.name = "custom-colour"
        custom.onSignal("clicked") { [unowned self] () -> Void in
            // The dialog is modal: the popover would otherwise sit above it, unreachable.
            popover.popdown()
            activate(.chooseFrameColour, nil)
        }
        swatches.append(custom)
        column.append(swatches)
        for (title, scale, action) in [(tr("Spacing"), spacing, AppAction.spacing), (tr("Corners"), corners, .cornerRadius)] {
            column.append(popoverHeading(title))
            scale.setSizeRequest(width: 240, height: -1)
            scale.setAccessibleLabel(title)
            scale.onValueChanged { [unowned self] value in
                guard !reflecting else { return }
                activate(action, Variant(value))
            }
            column.append(scale)
        }
        column.append(popoverHeading(tr("Shape")))
        column.append(shapeButtons(PictureShape.screen))
        column.append(popoverHeading(tr("Paper")))
        // Upright papers, then the same turned, one above the other.
        column.append(shapeButtons(Array(PictureShape.paper.prefix(4))))
        column.append(shapeButtons(Array(PictureShape.paper.suffix(4))))
        popover.setChild(column)
        popover.onSignal("show") { Trace.event(.looksShown) }
        popover.onSignal("hide") { Trace.event(.looksHidden) }
        reflect(Collage())
    }

    private func shapeButtons(_ row: [PictureShape]) -> Box {
        let buttons = Box(.horizontal, spacing: 6)
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

    func reflect(_ collage: Collage) {
        let looks = collage.looks
        reflecting = true
        // Wider, the layout's smallest cells would fall below the floor.
        spacing.stop(at: collage.largestSpacing)
        spacing.value = min(looks.spacing, collage.largestSpacing)
        corners.value = looks.cornerRadius
        reflecting = false
    }
}
