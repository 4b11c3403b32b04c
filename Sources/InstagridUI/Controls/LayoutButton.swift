import GtkKit
import InstagridModel

extension ToggleButton {
    /// A button choosing `layout` through the stateful `layout` action, so GTK keeps it
    /// pressed while that layout is shown; named for screen readers and tooltips.
    static func choosing(_ layout: Layout, cssClass: String, name: String) -> ToggleButton {
        let button = ToggleButton()
        button.addCSSClass(cssClass)
        button.name = name
        button.setAction("app.layout", target: Variant(Int32(layout.number)))
        let title = tr(layout.name)
        button.setAccessibleLabel(tr("Layout {number}: {name}").replacing("{number}", with: "\(layout.number)")
            .replacing("{name}", with: title))
        button.tooltip = "\(title) (\(layout.number))"
        return button
    }
}
