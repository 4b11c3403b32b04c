import GtkKit
import InstagridActions
import InstagridModel
import InstagridResources

extension ToggleButton {
    /// A button choosing `layout` through the stateful `layout` action, so GTK keeps it
    /// pressed while that layout is shown; named for screen readers and tooltips.
    static func choosing(_ layout: Layout, cssClass: String, name: String) -> ToggleButton {
        let button = ToggleButton()
        button.addCSSClass(cssClass)
        button.name = name
        // Buttons are made for the catalogue's layouts, each numbered.
        button.setAction(.layout, target: Variant(Int32(layout.number!)))
        let title = tr(layout.name)
        // TRANSLATORS: a layout button as a screen reader says it; {name} is the layout's, "Four squares".
        button.setAccessibleLabel(tr("Layout {number}: {name}", ["number": layout.id, "name": title]))
        button.tooltip = "\(title) (\(layout.id))"
        return button
    }
}
