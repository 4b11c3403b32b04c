import GtkKit
import InstagridModel

/// The row (portrait) or column (landscape) of layout buttons; the active one
/// wears the "Selected" marker.
final class LayoutPicker {
    let root = Box(.horizontal, spacing: 20)
    private var markers: [Int: Image] = [:]
    static let buttonSide = 80

    init() {
        root.name = "layout-picker"
        root.align(horizontal: .center, vertical: .center)
        for layout in Layout.seed {
            let button = ToggleButton()
            button.addCSSClass("layout")
            button.name = "layout-\(layout.number)"
            button.setAction("app.layout", target: Variant(Int32(layout.number)))
            let name = tr(layout.name)
            button.setAccessibleLabel(tr("Layout {number}: {name}").replacing("{number}", with: "\(layout.number)")
                .replacing("{name}", with: name))
            button.tooltip = "\(name) (\(layout.number))"
            let stack = Overlay()
            stack.setChild(Image(iconName: "instagrid-layout-\(layout.number)", pixelSize: Self.buttonSide))
            let marker = Image(iconName: "instagrid-selected", pixelSize: Self.buttonSide)
            marker.isVisible = false
            stack.addOverlay(marker)
            button.setChild(stack)
            markers[layout.number] = marker
            root.append(button)
        }
    }

    var orientation: Orientation {
        get { root.orientation }
        set { root.orientation = newValue }
    }

    func select(_ layout: Layout) {
        for (number, marker) in markers { marker.isVisible = number == layout.number }
    }
}
